#include "verifiers/environments/logic/two_sat.h"

#include "verifiers/environments/logic/rlve_multiple.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace two_sat_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 30;
constexpr int64_t kMaxVariables = 1000;
constexpr int64_t kMaxClauses = 5000;

struct TwoSatInstance {
  int64_t n = 0;
  // [i, p, j, q]: (x[i] if p else !x[i]) | (x[j] if q else !x[j]).
  std::vector<std::vector<int64_t>> clauses;
  std::vector<int64_t> assignment;  // 0/1 of x[0..n-1], satisfying; or empty.
  std::vector<int64_t> reference;   // Derived: what Reference prints.
};

// How many clauses `value` (value[i] = 0/1 of x[i]) satisfies.
int64_t SatisfiedClauses(const TwoSatInstance& instance, const std::vector<int64_t>& value) {
  int64_t satisfied = 0;
  for (const std::vector<int64_t>& c : instance.clauses) {
    const bool first = value[static_cast<size_t>(c[0])] == c[1];
    const bool second = value[static_cast<size_t>(c[2])] == c[3];
    satisfied += (first || second) ? 1 : 0;
  }
  return satisfied;
}

absl::Status BadInstance(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("environment.instance.", field, ": ", what));
}

std::string Literal(int64_t index, int64_t positive) {
  return absl::StrCat(positive == 1 ? "" : "!", "x[", index, "]");
}

class TwoSatEnvironment final : public environments::LadderEnvironment<TwoSatInstance> {
 public:
  TwoSatEnvironment()
      : LadderEnvironment(
            {"two_sat", "RLVE-Gym:TwoSAT", kMaxDifficulty,
             "Find 0/1 values satisfying every clause of a random 2-CNF formula (RLVE TwoSAT; a "
             "planted assignment exists).",
             /*difficulty_help=*/"N = 3, then int(1.1 N + 1) per level; M = int(m N) clauses, m "
             "uniform in 1.0, 1.1, ..., 5.0, all satisfied by a hidden assignment"},
            {"RLVE TwoSAT ladder: -1 unparseable, not N values or a value not 0/1, else "
             "(satisfied clauses / clauses)^beta.", /*beta=*/10}) {}

 protected:
  TwoSatInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(3, difficulty);
    const int64_t m = environments::RlveTenthsTimes(rng.Uniform(10, 50), n);
    TwoSatInstance instance;
    instance.n = n;
    instance.assignment.resize(static_cast<size_t>(n));
    for (int64_t& value : instance.assignment) value = rng.Uniform(0, 1);
    for (int64_t c = 0; c < m; ++c) {
      // Redraw the whole clause (variables and signs) until the plant
      // satisfies it, as RLVE does.
      while (true) {
        const int64_t i = rng.Uniform(0, n - 1);
        int64_t j;
        do {
          j = rng.Uniform(0, n - 1);
        } while (j == i);
        const int64_t p = rng.Uniform(0, 1);
        const int64_t q = rng.Uniform(0, 1);
        if (instance.assignment[static_cast<size_t>(i)] == p ||
            instance.assignment[static_cast<size_t>(j)] == q) {
          instance.clauses.push_back({i, p, j, q});
          break;
        }
      }
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<TwoSatInstance>& fields) const override {
    using I = TwoSatInstance;
    fields.Int("n", &I::n, 2, kMaxVariables)
        .IntRows("clauses", &I::clauses, kMaxClauses, 4, 0, [](const I& x) { return x.n - 1; })
        .Ints("assignment", &I::assignment, [](const I& x) { return x.n; }, 0, 1)
        .Optional();
  }

  absl::Status Finish(TwoSatInstance& instance) const override {
    if (instance.clauses.empty()) return BadInstance("clauses", "no clause");
    for (size_t c = 0; c < instance.clauses.size(); ++c) {
      const std::vector<int64_t>& clause = instance.clauses[c];
      const std::string field = absl::StrCat("clauses[", c, "]");
      if (clause[1] > 1 || clause[3] > 1) return BadInstance(field, "a sign is not 0 or 1");
      if (clause[0] == clause[2]) return BadInstance(field, "the same variable twice");
    }
    instance.reference.clear();
    if (instance.assignment.empty()) return absl::OkStatus();
    if (instance.assignment.size() != static_cast<size_t>(instance.n)) {
      return BadInstance("assignment", "not one value per variable");
    }
    const int64_t all = static_cast<int64_t>(instance.clauses.size());
    if (SatisfiedClauses(instance, instance.assignment) != all) {
      return BadInstance("assignment", "a clause is not satisfied");
    }
    instance.reference = instance.assignment;
    if (instance.reference.back() == 0) {
      instance.reference.back() = 1;
      if (SatisfiedClauses(instance, instance.reference) != all) instance.reference.back() = 0;
    }
    return absl::OkStatus();
  }

  std::string Prompt(const TwoSatInstance& instance) const override {
    const std::string clauses = absl::StrJoin(
        instance.clauses, "\n", [](std::string* out, const std::vector<int64_t>& c) {
          absl::StrAppend(out, "(", Literal(c[0], c[1]), " | ", Literal(c[2], c[3]), ")");
        });
    std::vector<int64_t> example;
    for (int64_t i = 0; i < instance.n; ++i) example.push_back(i % 2);
    return absl::StrCat(
        "Choose a value, 0 or 1, for each of the ", instance.n, " variables x[0], x[1], ..., x[",
        instance.n - 1, "] so that all ", instance.clauses.size(),
        " clauses below are true. Each clause joins two literals with \"|\" (OR), and "
        "\"!\" negates a variable (!x[i] is 1 exactly when x[i] is 0), so a clause is true as "
        "soon as one of its literals is 1:\n",
        clauses, "\n\nGive x[0], x[1], ..., x[", instance.n - 1,
        "] in this order on one line, separated by spaces, inside <answer> </answer> tags. "
        "For example, <answer>",
        absl::StrJoin(example, " "), "</answer> would set x[0] = 0, x[1] = 1, and so on.");
  }

  std::string Reference(const TwoSatInstance& instance) const override {
    if (instance.reference.empty()) return "";
    return environments::AnswerTagged(absl::StrJoin(instance.reference, " "));
  }

  absl::StatusOr<Verdict> Grade(const TwoSatInstance& instance,
                                const VerifyInput& input) const override {
    const size_t n = static_cast<size_t>(instance.n);
    const auto answer = environments::FinalIntegers(input.output, n);
    // RLVE calls a wrong count or a value other than 0/1 wrong_format.
    if (!answer || answer->count != n) return environments::Unparsed();
    for (const int64_t value : answer->values) {
      if (value != 0 && value != 1) return environments::Unparsed();
    }
    return environments::Graded(SatisfiedClauses(instance, answer->values),
                                static_cast<int64_t>(instance.clauses.size()),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace two_sat_cc

absl::Status RegisterTwoSatEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog, std::make_unique<TwoSatEnvironment>());
}

}  // namespace referee
