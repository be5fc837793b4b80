#include "verifiers/environments/number_theory/sum_divisor_num.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace sum_divisor_num_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 62;
constexpr int64_t kMaxR = 1000000000000;  // 10^12.

struct SumDivisorNumInstance {
  int64_t l = 1;
  int64_t r = 1;
  std::string answer;  // Derived.
};

// D(n) = sum_{i <= n} d(i) = sum_k floor(n / k), by blocks of k with the
// same quotient. D(10^12) < 3 * 10^13.
int64_t DivisorSummatory(int64_t n) {
  int64_t total = 0;
  for (int64_t k = 1; k <= n;) {
    const int64_t q = n / k, last = n / q;
    total += q * (last - k + 1);
    k = last + 1;
  }
  return total;
}

class SumDivisorNumEnvironment final
    : public environments::IntegerAnswerEnvironment<SumDivisorNumInstance> {
 public:
  SumDivisorNumEnvironment()
      : IntegerAnswerEnvironment(
            {"sum_divisor_num", "RLVE-Gym:Sum_DivisorNum", kMaxDifficulty,
             "Sum the number of divisors d(i) over an interval L <= i <= R.",
             /*difficulty_help=*/"MAX_R = 10, then floor(1.5 MAX_R) per level; R uniform in "
             "2..MAX_R, L uniform in 1..R"},
            environments::NumberLadder::kMinOverMaxPositive) {}

 protected:
  SumDivisorNumInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_r = environments::RlveScaled(10, difficulty);
    SumDivisorNumInstance instance;
    instance.r = rng.Uniform(2, max_r);
    instance.l = rng.Uniform(1, instance.r);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<SumDivisorNumInstance>& fields) const override {
    // l <= r (r is declared after l): Finish.
    fields.Int("l", &SumDivisorNumInstance::l, 1, kMaxR)
        .Int("r", &SumDivisorNumInstance::r, 1, kMaxR);
  }
  absl::Status Finish(SumDivisorNumInstance& instance) const override {
    if (instance.l > instance.r) return environments::BadInstance("l", "must be at most r");
    Derive(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const SumDivisorNumInstance& instance) const override {
    return absl::StrCat(
        "For a positive integer i, let d(i) be the number of positive "
        "integers that divide i. Compute the sum of d(i) over all integers i "
        "with ", instance.l, " <= i <= ", instance.r,
        ".\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }

 private:
  static void Derive(SumDivisorNumInstance& instance) {
    instance.answer = absl::StrCat(DivisorSummatory(instance.r) -
                                   DivisorSummatory(instance.l - 1));
  }
};

}  // namespace
}  // namespace sum_divisor_num_cc

absl::Status RegisterSumDivisorNumEnvironment(Catalog& catalog,
                                              const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<SumDivisorNumEnvironment>());
}

}  // namespace referee
