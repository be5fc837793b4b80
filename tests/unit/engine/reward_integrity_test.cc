// Reward integrity (DESIGN §3), over the whole registry: for every task
// type, every verifier that scores it (each choice of each choice
// parameter too) and the default spec, the reference output of generated
// problems and a set of corruptions of it are scored by the real Scorer,
// floats and all, and
//   (a) no result that is not `correct` earns the reward of the correct
//       reference, or the spec's full credit, after the float conversion;
//   (b) under the default error_reward, every error earns at most every
//       scored (non-error) answer: padding an output past the size limit
//       never pays more than answering wrong;
//   (c) a single verifier's rewards lie in its declared Bounds().
// Nothing here names an environment: one registered tomorrow is covered.
// Besides generated problems, tests/testdata/integrity/ holds explicit
// instances at the edges of their schemas (a knapsack whose optimum is
// 199,000,000: one unit short is within a float of full credit).
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "engine/scorer.h"
#include "tests/sanitizers.h"
#include "tests/test_catalog.h"
#include "tests/test_util.h"

namespace referee {
namespace {

using referee::v1::Problem;
using referee::v1::RewardSpec;
using referee::v1::ScoreRequest;
using referee::v1::ScoreResponse;

constexpr size_t kMaxOutputBytes = 64 * 1024;

// One problem to score: an id (env/... or inline) and a full-credit output.
struct Case {
  std::string id;
  std::string reference;
  const TaskType* task = nullptr;
  std::optional<Problem> inline_problem;
};

// Stands in for the sandbox (engine/code_runner.h) so that code problems go
// through the scorer like every task: a "program" prints its own text.
// The reference and its corruptions then decide the verdicts without
// running anything; the sandbox's own tests run real programs
// (tests/integration/sandbox_test.cc, code_rewards_test.cc).
class ProgramTextRunner final : public CodeRunner {
 public:
  std::vector<std::string> Languages() const override { return {"python3"}; }
  void RunAll(std::vector<v1::sandbox::Run> runs, std::function<bool()> cancelled,
              absl::AnyInvocable<void(Results) &&> done) override {
    Results results(runs.size());
    for (size_t i = 0; i < runs.size(); ++i) {
      results[i].set_outcome(v1::sandbox::EXITED);
      results[i].set_stdout(runs[i].program());
    }
    std::move(done)(std::move(results));
  }
};

// Task types that do not generate (`answer`, `code`): problems written by
// hand.
std::vector<Case> HandWrittenCases(const TaskType& task) {
  std::vector<Case> cases;
  if (task.Name() == "code") {
    // Under ProgramTextRunner the program `42` prints 42.
    Case c;
    c.id = "hand-code";
    c.reference = "Here it is:\n```python\n42\n```\n";
    c.task = &task;
    Problem problem;
    problem.set_id(c.id);
    for (const char* input : {"1\n", "2\n"}) {
      referee::v1::CodeTest& test = *problem.mutable_code()->add_tests();
      test.set_stdin(input);
      test.set_expected_stdout("42\n");
    }
    c.inline_problem = std::move(problem);
    cases.push_back(std::move(c));
    return cases;
  }
  if (task.Name() != "answer") return cases;
  const struct { const char* answer; const char* output; } kAnswers[] = {
      {"17", "So the total is \\boxed{17}."},
      {"\\frac{1}{2}", "The probability is \\boxed{\\frac{1}{2}}"},
      {"-3", "Answer: -3"},
      {"(1, 2)", "\\boxed{(1, 2)}"},
      {"199000000", "#### 199000000"},
  };
  int k = 0;
  for (const auto& a : kAnswers) {
    Case c;
    c.id = absl::StrCat("hand-", k++);
    c.reference = a.output;
    c.task = &task;
    c.inline_problem = testing::AnswerProblem(c.id, a.answer);
    cases.push_back(std::move(c));
  }
  return cases;
}

std::vector<int> Levels(const TaskType& task) {
  std::vector<int> levels;
  for (int d : {0, 1, 4, 8, 12}) {
    if (d <= task.MaxDifficulty()) levels.push_back(d);
  }
  if (task.MaxDifficulty() > 12) levels.push_back(task.MaxDifficulty());
  return levels;
}

// Explicit instances at the edges of their schemas (huge values, where a
// partial credit lands within a float of 1), one Problem JSON a line with
// its referenceOutput: data, not code, so any environment can add one.
const std::vector<Problem>& ExplicitProblems() {
  static const std::vector<Problem>* const kProblems = [] {
    auto read = ReadJsonlFile<Problem>(
        REFEREE_TESTDATA_DIR "/integrity/explicit_instances.jsonl");
    EXPECT_TRUE(read.ok()) << read.status();
    return new std::vector<Problem>(read.ok() ? *std::move(read)
                                              : std::vector<Problem>());
  }();
  return *kProblems;
}

std::vector<Case> ExplicitCases(const TaskType& task) {
  std::vector<Case> cases;
  for (const Problem& problem : ExplicitProblems()) {
    if (problem.environment().name() != task.Name()) continue;
    Case c;
    c.id = problem.id();
    c.reference = problem.reference_output();
    c.task = &task;
    c.inline_problem = problem;
    cases.push_back(std::move(c));
  }
  return cases;
}

std::vector<Case> CasesOf(const TaskType& task) {
  if (!task.Generates()) return HandWrittenCases(task);
  std::vector<Case> cases = ExplicitCases(task);
  // Under ASan one seed a level (tests/sanitizers.h): every level is still
  // generated and scored there; the plain suite tries three.
  const std::vector<uint64_t> seeds =
      testing::kUnderAddressSanitizer ? std::vector<uint64_t>{2350}
                                      : std::vector<uint64_t>{0, 1, 2350};
  for (int d : Levels(task)) {
    for (uint64_t seed : seeds) {
      absl::StatusOr<Problem> problem = task.Generate(d, seed);
      EXPECT_TRUE(problem.ok()) << task.Name() << " " << d << ": "
                                << problem.status();
      if (!problem.ok()) continue;
      Case c;
      c.id = absl::StrCat("env/", task.Name(), "/", d, "/", seed);
      c.reference = problem->reference_output();
      c.task = &task;
      cases.push_back(std::move(c));
    }
  }
  return cases;
}

// A signed decimal integer token in `text`: [begin, end).
struct Token {
  size_t begin, end;
};

std::vector<Token> IntegerTokens(const std::string& text) {
  std::vector<Token> tokens;
  for (size_t i = 0; i < text.size();) {
    if (text[i] < '0' || text[i] > '9') {
      ++i;
      continue;
    }
    size_t begin = i;
    if (begin > 0 && text[begin - 1] == '-') --begin;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
    tokens.push_back({begin, i});
  }
  return tokens;
}

// The token's value moved by `delta` (digits past int64: the last digit
// changed instead).
std::string Moved(const std::string& token, int delta) {
  int64_t value = 0;
  const auto parsed = std::from_chars(token.data(), token.data() + token.size(), value);
  if (parsed.ec != std::errc() || value == INT64_MAX || value == INT64_MIN) {
    std::string out = token;
    out.back() = out.back() == '9' ? '8' : static_cast<char>(out.back() + 1);
    return out;
  }
  return absl::StrCat(value + delta);
}

std::string Replace(const std::string& text, Token t, const std::string& with) {
  return text.substr(0, t.begin) + with + text.substr(t.end);
}

// Outputs that are not the reference: one integer moved by ±1 (first,
// middle and last), two neighbours swapped, every integer reversed in
// place, the last integer dropped or doubled, the text cut in half, empty,
// unparseable, padded past the size limit, and invalid UTF-8.
std::vector<std::string> Corruptions(const std::string& reference) {
  std::vector<std::string> out;
  const std::vector<Token> tokens = IntegerTokens(reference);
  auto text = [&](Token t) { return reference.substr(t.begin, t.end - t.begin); };
  if (!tokens.empty()) {
    for (size_t k : {size_t{0}, tokens.size() / 2, tokens.size() - 1}) {
      for (int delta : {1, -1}) {
        out.push_back(Replace(reference, tokens[k], Moved(text(tokens[k]), delta)));
      }
    }
    const Token last = tokens.back();
    out.push_back(Replace(reference, last, ""));
    out.push_back(Replace(reference, last, absl::StrCat(text(last), " ", text(last))));
  }
  if (tokens.size() >= 2) {
    for (size_t k : {size_t{0}, tokens.size() - 2}) {
      // Right to left, so the first replacement leaves the second's offsets.
      std::string swapped = Replace(reference, tokens[k + 1], text(tokens[k]));
      out.push_back(Replace(swapped, tokens[k], text(tokens[k + 1])));
    }
    std::string reversed = reference;
    for (size_t k = tokens.size(); k-- > 0;) {
      reversed = Replace(reversed, tokens[k], text(tokens[tokens.size() - 1 - k]));
    }
    out.push_back(reversed);
  }
  out.push_back(reference.substr(0, reference.size() / 2));
  out.push_back("");
  out.push_back("I am not sure.");
  out.push_back("<answer>banana</answer>");
  out.push_back("\\boxed{");
  out.push_back(reference +
                std::string(kMaxOutputBytes + 1 - std::min(reference.size(), kMaxOutputBytes), ' '));
  out.push_back(reference + "\xff");
  return out;
}

// The single-term specs of `verifier`: its defaults, and each choice of
// each choice parameter (math_equiv's compat modes change its floor).
std::vector<RewardSpec> SpecsOf(const Verifier& verifier) {
  std::vector<RewardSpec> specs;
  RewardSpec base;
  base.add_terms()->set_verifier(std::string(verifier.Name()));
  specs.push_back(base);
  for (const ParamSpec& param : verifier.Params()) {
    if (param.type != ParamSpec::Type::kChoice) continue;
    for (size_t k = 0; k < param.choices.size(); ++k) {
      if (static_cast<double>(k) == param.default_value) continue;
      RewardSpec spec = base;
      (*spec.mutable_terms(0)->mutable_params()->mutable_fields())[param.name]
          .set_string_value(param.choices[k]);
      specs.push_back(spec);
    }
  }
  // The same verifier weighted up: the cap must hold after weighting too.
  RewardSpec weighted = base;
  weighted.mutable_terms(0)->set_weight(3);
  specs.push_back(weighted);
  return specs;
}

// The bounds of a one-term spec, from the verifier's declaration.
ScoreBounds DeclaredBounds(const RewardSpec& spec) {
  const Verifier& verifier =
      *testing::TestCatalog().verifiers.Find(spec.terms(0).verifier());
  const ParamValues params = *ParamValues::Resolve(
      verifier.Params(), spec.terms(0).params(), "params");
  const ScoreBounds own = verifier.Bounds(params);
  const double weight = spec.terms(0).has_weight() ? spec.terms(0).weight() : 1;
  return {weight * own.floor, weight * own.full_credit};
}

class RewardIntegrityTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ScorerOptions options;
    options.max_output_bytes = kMaxOutputBytes;
    options.code_runner = &runner_;
    auto scorer = Scorer::Create(testing::TestCatalog(), store_, nullptr, options);
    ASSERT_TRUE(scorer.ok()) << scorer.status();
    scorer_ = *std::move(scorer);
  }

  // Scores the reference and its corruptions under `spec`; checks (a), (b)
  // and, when `bounds` is given, (c).
  void Check(const Case& c, const RewardSpec& spec,
             std::optional<ScoreBounds> bounds) {
    ScoreRequest request;
    *request.mutable_spec() = spec;
    request.set_details(true);
    if (c.inline_problem) *request.add_problems() = *c.inline_problem;
    const std::vector<std::string> outputs = [&] {
      std::vector<std::string> all = {c.reference};
      for (std::string& bad : Corruptions(c.reference)) all.push_back(std::move(bad));
      return all;
    }();
    for (const std::string& output : outputs) {
      *request.add_rollouts() = testing::MakeRollout(c.id, output);
    }
    ScoreResponse response;
    const absl::Status status = scorer_->ScoreAll(request, &response);
    ASSERT_TRUE(status.ok()) << c.id << ": " << status;
    const std::string where =
        absl::StrCat(c.id, " spec ", spec.ShortDebugString());
    const auto& results = response.results();
    ASSERT_EQ(results.size(), static_cast<int>(outputs.size()));
    ASSERT_EQ(results[0].error(), referee::v1::OK) << where;
    const bool reference_correct = results[0].correct();
    const float reference_reward = results[0].reward();
    float lowest_scored = INFINITY, highest_error = -INFINITY;
    for (int i = 0; i < results.size(); ++i) {
      const auto& r = results[i];
      EXPECT_EQ(r.reward(), response.rewards(i));
      const std::string what = absl::StrCat(
          where, " output #", i, " '", outputs[i].substr(0, 120), "'");
      if (r.error() != referee::v1::OK) {
        highest_error = std::max(highest_error, r.reward());
        continue;
      }
      lowest_scored = std::min(lowest_scored, r.reward());
      if (!r.correct()) {
        // (a) A wrong answer never ties the right one.
        if (reference_correct) {
          EXPECT_LT(r.reward(), reference_reward) << what;
        }
        if (bounds) {
          EXPECT_LT(r.reward(), static_cast<float>(bounds->full_credit)) << what;
        }
      }
      if (bounds) {
        // (c) Inside the declared range, as sent and as computed.
        EXPECT_GE(r.reward(), static_cast<float>(bounds->floor)) << what;
        EXPECT_LE(r.reward(), static_cast<float>(bounds->full_credit)) << what;
        for (const auto& [name, score] : r.components()) {
          // Counts beside the scores (code_tests.passed, ...) are no reward.
          if (absl::StrContains(name, '.')) continue;
          const double weight =
              spec.terms(0).has_weight() ? spec.terms(0).weight() : 1;
          EXPECT_GE(weight * score, bounds->floor) << what;
          EXPECT_LE(weight * score, bounds->full_credit) << what;
        }
      }
    }
    // (b) No error out-earns an answer.
    EXPECT_LE(highest_error, lowest_scored) << where;
    // The padded and the invalid UTF-8 outputs are errors, so (b) was tried.
    EXPECT_GT(highest_error, -INFINITY) << where;
  }

  ProblemStore store_{testing::TestCatalog().tasks};
  ProgramTextRunner runner_;
  std::unique_ptr<Scorer> scorer_;
};

TEST_F(RewardIntegrityTest, EveryVerifierAndEveryEnvironment) {
  const Catalog& catalog = testing::TestCatalog();
  size_t checked_verifiers = 0;
  // A task's cases, generated once for all the verifiers that accept it.
  absl::flat_hash_map<const TaskType*, std::vector<Case>> cases_of;
  for (const Verifier* verifier : catalog.verifiers.All()) {
    bool scored = false;
    for (absl::string_view task_name : verifier->Tasks()) {
      const TaskType& task = *catalog.tasks.Find(task_name);
      auto [cases, fresh] = cases_of.try_emplace(&task);
      if (fresh) cases->second = CasesOf(task);
      for (const Case& c : cases->second) {
        for (const RewardSpec& spec : SpecsOf(*verifier)) {
          Check(c, spec, DeclaredBounds(spec));
          scored = true;
        }
      }
    }
    checked_verifiers += scored;
    EXPECT_TRUE(scored) << verifier->Name() << " scored no problem here";
  }
  EXPECT_EQ(checked_verifiers, catalog.verifiers.All().size());
}

TEST_F(RewardIntegrityTest, ExplicitInstancesNameRegisteredEnvironments) {
  ASSERT_FALSE(ExplicitProblems().empty());
  for (const Problem& problem : ExplicitProblems()) {
    EXPECT_NE(testing::TestCatalog().tasks.Find(problem.environment().name()),
              nullptr)
        << problem.id();
    EXPECT_FALSE(problem.reference_output().empty()) << problem.id();
  }
}

TEST_F(RewardIntegrityTest, DefaultSpecOfEveryTask) {
  for (const TaskType* task : testing::TestCatalog().tasks.All()) {
    const std::vector<Case> cases = CasesOf(*task);
    EXPECT_FALSE(cases.empty()) << task->Name() << " has no problem to check";
    for (const Case& c : cases) Check(c, RewardSpec(), std::nullopt);
  }
}

}  // namespace
}  // namespace referee
