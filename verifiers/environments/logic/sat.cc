#include "verifiers/environments/logic/sat.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace sat_cc {  // Unity builds: DEVELOPERS.md
namespace {


constexpr int kMaxDifficulty = 96;
constexpr int64_t kMaxVariables = kMaxDifficulty + 4;
constexpr int64_t kMaxClauses = 500;
constexpr int64_t kClauseWidth = 3;

struct SatInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> clauses;  // Literals +-v, 1 <= v <= n.
  std::vector<int64_t> assignment;  // 0/1 of x1..xn, satisfying; or empty.
};

// How many clauses `value` (value[v - 1] = 0/1 of xv) satisfies.
int64_t SatisfiedClauses(const SatInstance& instance,
                         const std::vector<int64_t>& value) {
  int64_t satisfied = 0;
  for (const std::vector<int64_t>& clause : instance.clauses) {
    bool any = false;
    for (const int64_t literal : clause) {
      const int64_t v = literal > 0 ? literal : -literal;
      any = any || value[static_cast<size_t>(v - 1)] == (literal > 0 ? 1 : 0);
    }
    satisfied += any ? 1 : 0;
  }
  return satisfied;
}

absl::Status BadInstance(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(
      absl::StrCat("environment.instance.", field, ": ", what));
}

class SatEnvironment final : public environments::LadderEnvironment<SatInstance> {
 public:
  SatEnvironment()
      : LadderEnvironment(
            {"sat", "RLVE-Gym:SAT", kMaxDifficulty,
             "Find an assignment satisfying every clause of a random 3-CNF formula (RLVE SAT; a "
             "planted assignment exists).",
             /*difficulty_help=*/"N = d + 4 variables, M = floor(4.26 N) clauses of 3 distinct "
             "variables, all satisfied by a hidden assignment"},
            {"RLVE SAT ladder: -1 unparseable, -0.5 not one literal per variable, else "
             "(satisfied clauses / clauses)^beta.", /*beta=*/10}) {}

 protected:
  SatInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = difficulty + 4;
    const int64_t m = 426 * n / 100;
    SatInstance instance;
    instance.n = n;
    instance.assignment.resize(static_cast<size_t>(n));
    for (int64_t& value : instance.assignment) value = rng.Chance(1, 2) ? 1 : 0;
    for (int64_t c = 0; c < m; ++c) {
      const int64_t a = rng.Uniform(1, n);
      int64_t b, d;
      do {
        b = rng.Uniform(1, n);
      } while (b == a);
      do {
        d = rng.Uniform(1, n);
      } while (d == a || d == b);
      std::vector<int64_t> clause = {a, b, d};
      // Redraw the signs while the plant falsifies the clause (odds 1/8):
      // uniform among the 7 patterns it satisfies.
      bool satisfied = false;
      while (!satisfied) {
        for (size_t i = 0; i < clause.size(); ++i) {
          const int64_t v = clause[i] > 0 ? clause[i] : -clause[i];
          clause[i] = rng.Chance(1, 2) ? v : -v;
          satisfied = satisfied ||
                      instance.assignment[static_cast<size_t>(v - 1)] ==
                          (clause[i] > 0 ? 1 : 0);
        }
      }
      instance.clauses.push_back(std::move(clause));
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<SatInstance>& fields) const override {
    using I = SatInstance;
    fields.Int("n", &I::n, kClauseWidth, kMaxVariables)
        .IntRows("clauses", &I::clauses, kMaxClauses, kClauseWidth,
                 [](const I& x) { return -x.n; }, [](const I& x) { return x.n; })
        .Ints("assignment", &I::assignment, [](const I& x) { return x.n; }, 0, 1)
        .Optional();
  }

  absl::Status Finish(SatInstance& instance) const override {
    if (instance.clauses.empty()) return BadInstance("clauses", "no clause");
    for (size_t i = 0; i < instance.clauses.size(); ++i) {
      const std::vector<int64_t>& clause = instance.clauses[i];
      for (size_t j = 0; j < clause.size(); ++j) {
        if (clause[j] == 0) {
          return BadInstance(absl::StrCat("clauses[", i, "]"),
                             "0 is not a literal");
        }
        for (size_t l = 0; l < j; ++l) {
          if (clause[l] == clause[j] || clause[l] == -clause[j]) {
            return BadInstance(absl::StrCat("clauses[", i, "]"),
                               "a variable twice");
          }
        }
      }
    }
    if (!instance.assignment.empty()) {
      if (instance.assignment.size() != static_cast<size_t>(instance.n)) {
        return BadInstance("assignment", "not one value per variable");
      }
      if (SatisfiedClauses(instance, instance.assignment) !=
          static_cast<int64_t>(instance.clauses.size())) {
        return BadInstance("assignment", "a clause is not satisfied");
      }
    }
    return absl::OkStatus();
  }

  std::string Prompt(const SatInstance& instance) const override {
    const std::string clauses = absl::StrJoin(
        instance.clauses, "\n",
        [](std::string* out, const std::vector<int64_t>& clause) {
          out->append("(");
          for (size_t i = 0; i < clause.size(); ++i) {
            absl::StrAppend(out, i == 0 ? "" : " | ", clause[i] < 0 ? "~" : "",
                            "x", clause[i] < 0 ? -clause[i] : clause[i]);
          }
          out->append(")");
        });
    return absl::StrCat(
        "Give each of the ", instance.n, " true/false variables x1, x2, ..., x",
        instance.n, " a value so that all ", instance.clauses.size(),
        " clauses below hold at once. In a clause, \"|\" is OR and \"~\" is "
        "NOT, and a clause holds as soon as any one of its literals is "
        "true:\n",
        clauses,
        "\n\nAnswer with ", instance.n,
        " integers on one line, spaces between them, enclosed in "
        "<answer> </answer> tags: list every variable once, in any order, as "
        "i when xi is true and as -i when xi is false. For instance, with 3 "
        "variables, <answer>1 -2 3</answer> sets x1 and x3 to true and x2 to "
        "false.");
  }

  std::string Reference(const SatInstance& instance) const override {
    // Explicit instances need not name an assignment; generated ones do.
    if (instance.assignment.empty()) return "";
    std::vector<int64_t> literals;
    for (int64_t v = 1; v <= instance.n; ++v) {
      literals.push_back(
          instance.assignment[static_cast<size_t>(v - 1)] == 1 ? v : -v);
    }
    return environments::AnswerTagged(absl::StrJoin(literals, " "));
  }

  absl::StatusOr<Verdict> Grade(const SatInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = instance.n;
    const auto answer =
        environments::FinalIntegers(input.output, static_cast<size_t>(n));
    if (!answer) return environments::Unparsed();
    if (answer->count != static_cast<size_t>(n)) return environments::Invalid();
    std::vector<int64_t> value(static_cast<size_t>(n), -1);
    for (const int64_t literal : answer->values) {
      // Range first: kHugeToken (the int64 minimum) has no negation.
      if (literal == 0 || literal < -n || literal > n) {
        return environments::Invalid();
      }
      const size_t at = static_cast<size_t>((literal > 0 ? literal : -literal) - 1);
      if (value[at] >= 0) return environments::Invalid();
      value[at] = literal > 0 ? 1 : 0;
    }
    return environments::Graded(SatisfiedClauses(instance, value),
                                static_cast<int64_t>(instance.clauses.size()),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace sat_cc

absl::Status RegisterSatEnvironment(Catalog& catalog,
                                    const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog, std::make_unique<SatEnvironment>());
}

}  // namespace referee
