#include "verifiers/environments/arithmetic/gaussian_elimination.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace gaussian_elimination_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 18;
constexpr size_t kMaxVariables = 60;
constexpr size_t kMaxEquations = 180;
constexpr int64_t kMaxValue = 1000000;
constexpr int64_t kMaxCoefficient = 1000;
constexpr double kDefaultBeta = 10;

struct Term {
  size_t variable;
  int64_t coefficient;
};

struct GaussianEliminationInstance {
  std::vector<int64_t> x;                       // The planted solution.
  std::vector<std::vector<int64_t>> equations;  // Dense rows.
  // Derived: the non-zero terms of each row and its right-hand side.
  std::vector<std::vector<Term>> terms;
  std::vector<int64_t> results;
};

void Derive(GaussianEliminationInstance& instance) {
  instance.terms.clear();
  instance.results.clear();
  for (const std::vector<int64_t>& row : instance.equations) {
    std::vector<Term> terms;
    int64_t result = 0;  // |result| <= 60 · 1000 · 10^6.
    for (size_t i = 0; i < row.size(); ++i) {
      if (row[i] == 0) continue;
      terms.push_back({i, row[i]});
      result += row[i] * instance.x[i];
    }
    instance.terms.push_back(std::move(terms));
    instance.results.push_back(result);
  }
}

class GaussianEliminationEnvironment final
    : public environments::LadderEnvironment<GaussianEliminationInstance> {
 public:
  GaussianEliminationEnvironment()
      : LadderEnvironment(
            {"gaussian_elimination", "RLVE-Gym:GaussianElimination", kMaxDifficulty,
             "Solve a system of linear equations in integers (any solution).",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level; M = floor(N k / 10), k "
             "in 20..30; solution in 1..N, coefficients 0 (odds 1/2) or 1..max(1, N/5)"},
            {"Linear system: -1 unparseable or not N integers, else (equations satisfied / "
             "M)^beta.", /*beta=*/kDefaultBeta}) {}

 protected:
  GaussianEliminationInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowthSize(difficulty);
    const int64_t m = n * rng.Uniform(20, 30) / 10;
    const int64_t top = std::max<int64_t>(1, n / 5);
    GaussianEliminationInstance instance;
    for (int64_t i = 0; i < n; ++i) instance.x.push_back(rng.Uniform(1, n));
    for (int64_t j = 0; j < m; ++j) {
      std::vector<int64_t> row;
      do {
        row.clear();
        for (int64_t i = 0; i < n; ++i) {
          row.push_back(rng.Chance(1, 2) ? rng.Uniform(1, top) : 0);
        }
      } while (std::all_of(row.begin(), row.end(), [](int64_t c) { return c == 0; }));
      instance.equations.push_back(std::move(row));
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<GaussianEliminationInstance>& fields)
      const override {
    using I = GaussianEliminationInstance;
    fields.Ints("x", &I::x, static_cast<int64_t>(kMaxVariables), -kMaxValue, kMaxValue)
        .IntRows("equations", &I::equations, static_cast<int64_t>(kMaxEquations),
                 [](const I& i) { return static_cast<int64_t>(i.x.size()); }, -kMaxCoefficient,
                 kMaxCoefficient);
  }
  absl::Status Finish(GaussianEliminationInstance& instance) const override {
    if (instance.x.size() < 2) return environments::BadInstance("x", "needs at least 2 variables");
    if (instance.equations.empty()) return environments::BadInstance("equations", "is empty");
    for (const auto& row : instance.equations) {
      if (std::all_of(row.begin(), row.end(), [](int64_t c) { return c == 0; })) {
        return environments::BadInstance("equations", "an equation has no non-zero coefficient");
      }
    }
    Derive(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const GaussianEliminationInstance& instance) const override {
    const size_t n = instance.x.size();
    std::string lines;
    for (size_t j = 0; j < instance.terms.size(); ++j) {
      std::vector<std::string> parts;
      for (const Term& t : instance.terms[j]) {
        parts.push_back(absl::StrCat(t.coefficient, "*x[", t.variable, "]"));
      }
      absl::StrAppend(&lines, absl::StrJoin(parts, " + "), " = ", instance.results[j], "\n");
    }
    std::vector<int64_t> example;
    for (size_t i = 1; i <= n; ++i) example.push_back(static_cast<int64_t>(i));
    return absl::StrCat(
        "Find integers x[0], x[1], ..., x[", n - 1, "] (", n,
        " unknowns) that satisfy all of the following ", instance.terms.size(),
        " equations:\n", lines,
        "\nAny solution is accepted.\n\nPut your final answer inside <answer> "
        "</answer> tags: the values x[0] x[1] ... x[", n - 1,
        "] in this order, separated by spaces. For example, <answer>",
        absl::StrJoin(example, " "), "</answer> would mean x[0] = 1, x[1] = 2, "
        "..., x[", n - 1, "] = ", n, ".");
  }
  std::string Reference(const GaussianEliminationInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.x, " "));
  }

  absl::StatusOr<Verdict> Grade(const GaussianEliminationInstance& instance,
                                const VerifyInput& input) const override {
    const size_t n = instance.x.size();
    const auto answer = environments::FinalIntegers(input.output, n);
    if (!answer || answer->count != n) return environments::Unparsed();
    int64_t satisfied = 0;
    for (size_t j = 0; j < instance.terms.size(); ++j) {
      __int128 sum = 0;  // <= 60 · 1000 · 2^63: fits.
      for (const Term& t : instance.terms[j]) {
        sum += static_cast<__int128>(t.coefficient) * answer->values[t.variable];
      }
      satisfied += sum == instance.results[j];
    }
    return environments::Graded(satisfied, static_cast<int64_t>(instance.terms.size()),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace gaussian_elimination_cc

absl::Status RegisterGaussianEliminationEnvironment(Catalog& catalog,
                                                    const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<GaussianEliminationEnvironment>());
}

}  // namespace referee
