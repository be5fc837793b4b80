#include "verifiers/environments/number_theory/min_no_solution_linear_diophantine_equation.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace min_no_solution_linear_diophantine_equation_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 45;
constexpr int64_t kMaxValue = 1000000000000000;  // 10^15.

struct FrobeniusInstance {
  int64_t a = 2;
  int64_t b = 3;
  std::string answer;  // Derived: a b - a - b (< 10^30, 128 bits).
};

void Derive(FrobeniusInstance& instance) {
  const __int128 a = instance.a, b = instance.b;
  instance.answer = environments::I128Text(a * b - a - b);
}

class MinNoSolutionLinearDiophantineEquationEnvironment final
    : public environments::IntegerAnswerEnvironment<FrobeniusInstance> {
 public:
  MinNoSolutionLinearDiophantineEquationEnvironment()
      : IntegerAnswerEnvironment(
            {"min_no_solution_linear_diophantine_equation",
             "RLVE-Gym:MinNoSolutionLinearDiophantineEquation", kMaxDifficulty,
             "Find the largest z for which A x + B y = z has no non-negative integer solution "
             "(the Frobenius number of two coprime integers).",
             /*difficulty_help=*/"MAX_A_B = 16 * 2^d; A and B uniform in 2..MAX_A_B, redrawn "
             "until coprime"},
            environments::NumberLadder::kExact) {}

 protected:
  FrobeniusInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_a_b = int64_t{16} << difficulty;
    FrobeniusInstance instance;
    do {
      instance.a = rng.Uniform(2, max_a_b);
      instance.b = rng.Uniform(2, max_a_b);
    } while (environments::Gcd(instance.a, instance.b) != 1);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<FrobeniusInstance>& fields) const override {
    fields.Int("a", &FrobeniusInstance::a, 2, kMaxValue)
        .Int("b", &FrobeniusInstance::b, 2, kMaxValue);
  }
  absl::Status Finish(FrobeniusInstance& instance) const override {
    if (environments::Gcd(instance.a, instance.b) != 1) {
      return environments::BadInstance("b", "a and b must be coprime");
    }
    Derive(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const FrobeniusInstance& instance) const override {
    return absl::StrCat(
        "Look at the equation ", instance.a, "x + ", instance.b,
        "y = z. For some non-negative integers z there are no non-negative "
        "integers x and y satisfying it. What is the largest such z?\n\nPut "
        "your final answer (a single integer) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace min_no_solution_linear_diophantine_equation_cc

absl::Status RegisterMinNoSolutionLinearDiophantineEquationEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<MinNoSolutionLinearDiophantineEquationEnvironment>());
}

}  // namespace referee
