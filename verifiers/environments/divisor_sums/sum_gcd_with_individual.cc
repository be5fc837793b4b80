#include "verifiers/environments/divisor_sums/sum_gcd_with_individual.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace sum_gcd_with_individual_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 59;
constexpr int64_t kMaxN = 1000000000000;  // 10^12.

// RLVE's controller: MAX_N = 32, then int(1.5 MAX_N) per update.
int64_t MaxN(int difficulty) {
  return environments::RlveScaled(32, difficulty);
}

struct SumGcdWithIndividualInstance {
  int64_t n = 1;
  std::string answer;  // Derived: the sum, in decimal.
};

// Pillai's function: sum_{d | n} d phi(n / d), multiplicative with
// P(p^e) = p^(e-1) (e (p - 1) + p). P(n) <= n d(n) < 10^12 * 6720 fits.
std::string Pillai(int64_t n) {
  int64_t result = 1;
  int64_t rest = n;
  for (int64_t p = 2; p * p <= rest; ++p) {
    if (rest % p != 0) continue;
    int64_t e = 0, prime_power = 1;
    while (rest % p == 0) {
      rest /= p;
      prime_power *= p;
      ++e;
    }
    result *= prime_power / p * (e * (p - 1) + p);
  }
  if (rest > 1) result *= 2 * rest - 1;
  return absl::StrCat(result);
}

class SumGcdWithIndividualEnvironment final
    : public environments::IntegerAnswerEnvironment<SumGcdWithIndividualInstance> {
 public:
  SumGcdWithIndividualEnvironment()
      : IntegerAnswerEnvironment(
            {"sum_gcd_with_individual", "RLVE-Gym:SumGCDWithIndividual", kMaxDifficulty,
             "Sum gcd(i, N) over 1 <= i <= N.",
             /*difficulty_help=*/"MAX_N = 32, then floor(1.5 MAX_N) per level; N uniform in "
             "4..MAX_N"},
            environments::NumberLadder::kMinOverMaxPositive) {}

 protected:
  SumGcdWithIndividualInstance Make(int difficulty,
                                    tasks::Rng& rng) const override {
    SumGcdWithIndividualInstance instance;
    instance.n = rng.Uniform(4, MaxN(difficulty));
    return instance;
  }
  void DeclareFields(environments::InstanceFields<SumGcdWithIndividualInstance>& fields)
      const override {
    fields.Int("n", &SumGcdWithIndividualInstance::n, 1, kMaxN);
  }
  absl::Status Finish(SumGcdWithIndividualInstance& instance) const override {
    instance.answer = Pillai(instance.n);
    return absl::OkStatus();
  }
  std::string Prompt(const SumGcdWithIndividualInstance& instance) const override {
    return absl::StrCat(
        "For every integer i from 1 to ", instance.n,
        ", take the greatest common divisor of i and ", instance.n,
        ". What is the sum of these ", instance.n,
        " greatest common divisors?\n\n"
        "Put your final answer (a single integer, the sum) inside <answer> "
        "</answer> tags.");
  }
};

}  // namespace
}  // namespace sum_gcd_with_individual_cc

absl::Status RegisterSumGcdWithIndividualEnvironment(Catalog& catalog,
                                                     const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<SumGcdWithIndividualEnvironment>());
}

}  // namespace referee
