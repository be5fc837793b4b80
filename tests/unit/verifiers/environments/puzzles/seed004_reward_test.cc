// Seed 004's reward terms (puzzle_exact, puzzle_completion, xml_format):
// tables on a 3 x 3 Futoshiki worked out by hand, the xml_format checks,
// the paper's spec exact + completion + 0.1·format through the real
// scorer, and properties over every board puzzle of the catalog.
#include <cmath>
#include <cstdint>
#include <iterator>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "engine/scorer.h"
#include "engine/spec.h"
#include "tests/test_catalog.h"
#include "tests/test_util.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"

namespace referee {
inline namespace seed004_reward_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;
using referee::v1::RewardSpec;
using referee::v1::ScoreRequest;
using referee::v1::ScoreResponse;
using testing::Case;

// 3 x 3, the 3 at (0,2) given, (0,0) < (0,1) and (1,1) < (2,1).
// Row 0: (0,0) and (0,1) are 1 and 2 in some order, and (0,0) < (0,1):
// 1 2 3. A Latin square with first row 1 2 3 has rows 1, 2 = 2 3 1 / 3 1 2
// (A) or 3 1 2 / 2 3 1 (B). A has (1,1) = 3 > (2,1) = 1, breaking the
// second inequality; B has 1 < 3. The one solution is B:
//   1 2 3
//   3 1 2
//   2 3 1
// Weights (changed_weight 2): the given (0,2) equals its solution, 1; the
// 8 empty cells change (0 -> a number), 2 each: 17 in all.
const char kInstance[] = R"({"n": 3, "grid": [[0, 0, 3], [0, 0, 0], [0, 0, 0]],
    "inequalities": [[0, 0, 0, 1], [1, 1, 2, 1]],
    "solution": [[1, 2, 3], [3, 1, 2], [2, 3, 1]]})";

const char kSolved[] = "<answer>1 2 3\n3 1 2\n2 3 1</answer>";
// (2,2) = 3 instead of 1, a changed cell (row 2 repeats 3): 17 - 2 = 15.
const char kWrongChanged[] = "<answer>1 2 3\n3 1 2\n2 3 3</answer>";
// The given (0,2) = 1 instead of 3 (row 0 repeats 1): 17 - 1 = 16.
const char kWrongGiven[] = "<answer>1 2 1\n3 1 2\n2 3 1</answer>";
// Square A: Latin, keeps the given, breaks (1,1) < (2,1). Only row 0
// matches B: 2 + 2 + 1 = 5.
const char kBreaksInequality[] = "<answer>1 2 3\n2 3 1\n3 1 2</answer>";
// Not the board: two rows; one line of nine; a 4 outside 1..3; a 0.
const char kTwoRows[] = "<answer>1 2 3\n3 1 2</answer>";
const char kOneLine[] = "<answer>1 2 3 3 1 2 2 3 1</answer>";
const char kOutsideAlphabet[] = "<answer>1 2 3\n3 1 2\n2 3 4</answer>";
const char kZero[] = "<answer>1 2 3\n3 1 2\n2 3 0</answer>";
// No final answer at all.
const char kNoAnswer[] = "The grid is 1 2 3 / 3 1 2 / 2 3 1.";

class Seed004RewardTest : public testing::VerifierTableTest {
 protected:
  void SetUp() override {
    problem_ = testing::PrepareInstance("futoshiki", kInstance);
    ASSERT_NE(problem_, nullptr);
  }
  PreparedProblemPtr problem_;
};

TEST_F(Seed004RewardTest, PuzzleExact) {
  Check("puzzle_exact", *problem_,
        {{kSolved, 1, true, true},
         {kWrongChanged, 0, false, true},
         {kWrongGiven, 0, false, true},
         {kBreaksInequality, 0, false, true},
         {kTwoRows, 0, false, false},
         {kOneLine, 0, false, false},
         {kOutsideAlphabet, 0, false, false},
         {kZero, 0, false, false},
         {kNoAnswer, 0, false, false},
         {"", 0, false, false}});
}

TEST_F(Seed004RewardTest, PuzzleCompletion) {
  // Defaults: power 3, changed_weight 2 (17 in all).
  Check("puzzle_completion", *problem_,
        {{kSolved, 1, true, true},
         {kWrongChanged, std::pow(15.0 / 17, 3), false, true},  // 0.687
         {kWrongGiven, std::pow(16.0 / 17, 3), false, true},    // 0.834
         {kBreaksInequality, std::pow(5.0 / 17, 3), false, true},
         {kTwoRows, 0, false, false},
         {kOneLine, 0, false, false},
         {kOutsideAlphabet, 0, false, false},
         {kZero, 0, false, false},
         {kNoAnswer, 0, false, false},
         {"", 0, false, false}});
  // power 1: c itself.
  Check("puzzle_completion", *problem_,
        {{kWrongChanged, 15.0 / 17, false, true},
         {kWrongGiven, 16.0 / 17, false, true},
         {kSolved, 1, true, true}},
        R"({"power": 1})");
  // changed_weight 1: every cell weighs 1, 9 in all; one wrong cell is 8
  // of 9 whether it was given or not.
  Check("puzzle_completion", *problem_,
        {{kWrongChanged, std::pow(8.0 / 9, 3), false, true},
         {kWrongGiven, std::pow(8.0 / 9, 3), false, true},
         {kBreaksInequality, std::pow(3.0 / 9, 3), false, true}},
        R"({"changed_weight": 1})");
  // changed_weight 5: 1 + 8·5 = 41; the wrong changed cell costs 5.
  Check("puzzle_completion", *problem_,
        {{kWrongChanged, 36.0 / 41, false, true},
         {kWrongGiven, 40.0 / 41, false, true}},
        R"({"changed_weight": 5, "power": 1})");
}

TEST_F(Seed004RewardTest, ParamsAreChecked) {
  EXPECT_TRUE(ParamError("puzzle_completion", R"({"power": 2.5})").ok());
  EXPECT_TRUE(ParamError("puzzle_completion", R"({"changed_weight": 0.5})").ok());
  EXPECT_TRUE(ParamError("puzzle_completion", R"({"changed_weight": 1e6})").ok());
  for (const char* bad : {R"({"power": 0})", R"({"power": -1})",
                          R"({"changed_weight": 0})", R"({"changed_weight": -2})",
                          R"({"changed_weight": 1e7})", R"({"beta": 3})",
                          R"({"power": "3"})"}) {
    EXPECT_FALSE(ParamError("puzzle_completion", bad).ok()) << bad;
  }
  EXPECT_FALSE(ParamError("puzzle_exact", R"({"power": 3})").ok());
  EXPECT_FALSE(ParamError("xml_format", R"({"weight": 1})").ok());
}

// The puzzle's own ladder (the `futoshiki` verifier, a BoardLadderVerifier)
// reads the same board: -1 where the completion term gives 0 unparsed, the
// same score elsewhere (both weigh changed cells 2, power 3).
TEST_F(Seed004RewardTest, LadderAgreesWithCompletion) {
  const Verifier& ladder = *registry_.Find("futoshiki");
  const Verifier& completion = *registry_.Find("puzzle_completion");
  auto defaults = [](const Verifier& v) {
    return *ParamValues::Resolve(v.Params(), google::protobuf::Struct(), "params");
  };
  const ParamValues ladder_params = defaults(ladder);
  const ParamValues completion_params = defaults(completion);
  for (const char* output :
       {kSolved, kWrongChanged, kWrongGiven, kBreaksInequality, kTwoRows,
        kOneLine, kOutsideAlphabet, kZero, kNoAnswer}) {
    const Verdict a = *ladder.Verify({*problem_, output, ladder_params});
    const Verdict b = *completion.Verify({*problem_, output, completion_params});
    EXPECT_EQ(a.parsed, b.parsed) << output;
    EXPECT_EQ(a.correct, b.correct) << output;
    EXPECT_EQ(a.score, b.parsed ? b.score : -1.0) << output;
  }
}

TEST_F(Seed004RewardTest, XmlFormat) {
  // Checks: (1) one closed <reasoning>, (2) one closed <answer>, (3) the
  // first </reasoning> before the first <answer>, (4) no opening tag twice.
  Check("xml_format", *problem_,
        {// All four: 1.
         {"<reasoning>rows first</reasoning>\n<answer>1 2 3</answer>", 1, true,
          true},
         {"  <reasoning>\nr\n</reasoning>\n\n<answer>\n1\n</answer>\n", 1,
          true, true},
         // No reasoning: (2) and (4): 0.5.
         {"<answer>1 2 3</answer>", 0.5, false, true},
         // No answer: (1) and (4): 0.5.
         {"<reasoning>r</reasoning>", 0.5, false, true},
         // Answer before reasoning: (1), (2), (4): 0.75.
         {"<answer>a</answer><reasoning>r</reasoning>", 0.75, false, true},
         // <answer> opens twice: (1), (3): 0.5.
         {"<reasoning>r</reasoning><answer>a</answer><answer>b</answer>", 0.5,
          false, true},
         // Two <reasoning> blocks: (2), (3) (the first </reasoning> comes
         // first): 0.5.
         {"<reasoning>r</reasoning><reasoning>s</reasoning><answer>a</answer>",
          0.5, false, true},
         // A second </answer> only: (1), (3), (4): 0.75.
         {"<reasoning>r</reasoning><answer>a</answer></answer>", 0.75, false,
          true},
         // Unclosed: only (4): 0.25.
         {"<reasoning>r<answer>a", 0.25, false, true},
         // An <answer> quoted inside the reasoning counts (plain scan): it
         // opens twice, and the first <answer> precedes </reasoning>: (1)
         // only, 0.25.
         {"<reasoning>end with <answer>x</reasoning><answer>a</answer>", 0.25,
          false, true},
         // Closing before opening: (1) fails, (2) and (4) hold, and (3)
         // holds (</reasoning> at 0 precedes <answer>): 0.75.
         {"</reasoning>r<reasoning><answer>a</answer>", 0.75, false, true},
         // Tags are case-sensitive and exact: none here, only (4).
         {"<Reasoning>r</Reasoning><ANSWER>a</ANSWER>", 0.25, false, false},
         {"<answer >a</answer >", 0.25, false, false},
         // `<answer >` is no tag, `</answer>` is: (4) only, parsed.
         {"<answer >a</answer>", 0.25, false, true},
         // Empty output: no tag opens twice, (4): 0.25.
         {"", 0.25, false, false},
         {"I do not know.", 0.25, false, false}});
}

// The paper's reward (App. J, its table's reward row) as a RewardSpec,
// through the real scorer: exact + completion (power 3, changed_weight 2)
// + 0.1·format; range 0 .. 2.1.
const char kPaperSpec[] = R"({"terms": [
    {"verifier": "puzzle_exact"},
    {"verifier": "puzzle_completion", "params": {"power": 3, "changed_weight": 2}},
    {"verifier": "xml_format", "weight": 0.1}]})";

TEST(Seed004PaperSpecTest, CompilesToZeroToTwoPointOne) {
  RewardSpec spec;
  ASSERT_TRUE(ParseJsonMessage(kPaperSpec, &spec).ok());
  auto compiled = CompileTerms(spec, testing::TestCatalog());
  ASSERT_TRUE(compiled.ok()) << compiled.status();
  EXPECT_EQ(compiled->bounds.floor, 0);
  EXPECT_DOUBLE_EQ(compiled->bounds.full_credit, 2.1);
  EXPECT_EQ(compiled->correct_from, 0u);  // puzzle_exact.
}

TEST(Seed004PaperSpecTest, ScoresThroughTheScorer) {
  ProblemStore store(testing::TestCatalog().tasks);
  auto scorer = Scorer::Create(testing::TestCatalog(), store, nullptr, ScorerOptions());
  ASSERT_TRUE(scorer.ok()) << scorer.status();
  ScoreRequest request;
  ASSERT_TRUE(ParseJsonMessage(kPaperSpec, request.mutable_spec()).ok());
  ASSERT_TRUE(ParseJsonMessage(
      absl::StrCat(R"({"id": "f3", "environment": {"name": "futoshiki", "instance": )",
                   kInstance, "}}"),
      request.add_problems()).ok());
  request.set_details(true);
  const std::string reasoning = "<reasoning>(0,0) < (0,1) gives row 0.</reasoning>\n";
  const struct {
    std::string output;
    double reward;  // exact + completion + 0.1·format, by hand.
    bool correct;
  } kCases[] = {
      // 1 + 1 + 0.1·1.
      {reasoning + kSolved, 2.1, true},
      // The bare answer: format (2) and (4), 0.5: 1 + 1 + 0.05.
      {kSolved, 2.05, true},
      // 0 + (15/17)^3 + 0.1.
      {reasoning + kWrongChanged, std::pow(15.0 / 17, 3) + 0.1, false},
      // 0 + (16/17)^3 + 0.1.
      {reasoning + kWrongGiven, std::pow(16.0 / 17, 3) + 0.1, false},
      // Wrong shape, perfect format: 0 + 0 + 0.1.
      {reasoning + kTwoRows, 0.1, false},
      // Empty: format (4) only: 0.1·0.25.
      {"", 0.025, false},
  };
  for (const auto& c : kCases) *request.add_rollouts() = testing::MakeRollout("f3", c.output);
  ScoreResponse response;
  ASSERT_TRUE((*scorer)->ScoreAll(request, &response).ok());
  ASSERT_EQ(response.results_size(), static_cast<int>(std::size(kCases)));
  for (int i = 0; i < response.results_size(); ++i) {
    const auto& r = response.results(i);
    EXPECT_EQ(r.error(), referee::v1::OK) << kCases[i].output;
    EXPECT_FLOAT_EQ(response.rewards(i), static_cast<float>(kCases[i].reward))
        << kCases[i].output;
    EXPECT_EQ(r.correct(), kCases[i].correct) << kCases[i].output;
    EXPECT_EQ(r.components().size(), 3u);
  }
  EXPECT_EQ(response.results(0).components().at("xml_format"), 1.0);
  EXPECT_EQ(response.results(1).components().at("xml_format"), 0.5);
  EXPECT_EQ(response.results(0).components().at("puzzle_exact"), 1.0);
}

// Every board puzzle of the catalog (a BoardPuzzle task type) is scored by
// the three terms, and only those are; its reference earns exact 1 and
// completion 1, the bare <answer> reference format 0.5, and with a
// reasoning block before it the paper's spec gives 2.1 in all.
TEST(Seed004RegistryTest, EveryBoardPuzzleTakesTheThreeTerms) {
  const Catalog& catalog = testing::TestCatalog();
  std::set<std::string> boards;
  for (const TaskType* task : catalog.tasks.All()) {
    const bool board = dynamic_cast<const environments::BoardPuzzle*>(task) != nullptr;
    for (const char* name : {"puzzle_exact", "puzzle_completion", "xml_format"}) {
      const Verifier* verifier = catalog.verifiers.Find(name);
      ASSERT_NE(verifier, nullptr) << name;
      EXPECT_EQ(verifier->Accepts(task->Name()), board) << name << " " << task->Name();
    }
    if (board) boards.insert(std::string(task->Name()));
  }
  for (const char* name :
       {"sudoku_unique", "futoshiki", "kenken", "nonogram", "bridges", "undead", "galaxies"}) {
    EXPECT_EQ(boards.count(name), 1u) << name << " is not a BoardPuzzle";
  }
  auto defaults = [](const Verifier& v) {
    return *ParamValues::Resolve(v.Params(), google::protobuf::Struct(), "params");
  };
  for (const std::string& name : boards) {
    const TaskType& task = *catalog.tasks.Find(name);
    for (int d : {0, task.MaxDifficulty()}) {
      for (uint64_t seed : {0ull, 1ull}) {
        ShownText shown;
        auto problem = task.GeneratePrepared(
            absl::StrCat("env/", name, "/", d, "/", seed), d, seed, &shown);
        ASSERT_TRUE(problem.ok()) << name << ": " << problem.status();
        const std::string& reference = shown.reference_output;
        for (const char* term : {"puzzle_exact", "puzzle_completion"}) {
          const Verifier& v = *catalog.verifiers.Find(term);
          const Verdict full = *v.Verify({**problem, reference, defaults(v)});
          EXPECT_EQ(full.score, 1.0) << term << " on " << name << " " << d;
          EXPECT_TRUE(full.correct && full.parsed) << term << " on " << name;
        }
        const Verifier& format = *catalog.verifiers.Find("xml_format");
        EXPECT_EQ(format.Verify({**problem, reference, defaults(format)})->score, 0.5)
            << name;
        const std::string reasoned = "<reasoning>solved</reasoning>\n" + reference;
        EXPECT_EQ(format.Verify({**problem, reasoned, defaults(format)})->score, 1.0)
            << name;
        // The puzzle's own ladder is unchanged: full credit too.
        const Verifier& own = *catalog.verifiers.Find(task.DefaultVerifiers().front());
        EXPECT_TRUE(own.Verify({**problem, reference, defaults(own)})->correct) << name;
      }
    }
  }
}

}  // namespace
}  // namespace seed004_reward_test_cc
}  // namespace referee
