#include "verifiers/environments/number_theory/sum_phi_interval.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/sieves.h"

namespace referee {
inline namespace sum_phi_interval_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 96;
constexpr int64_t kMaxL = 1000000000000;  // 10^12.
constexpr int64_t kMaxDelta = 100000;

struct SumPhiIntervalInstance {
  int64_t l = 1;
  int64_t r = 1;
  std::string answer;  // Derived.
};

// sum over [l, r] of x - phi(x): phi by a segmented sieve (every prime
// p <= sqrt(r) divides out of a copy of x; what remains > 1 is one prime).
// The sum is below (r - l + 1) r <= 10^5 (10^12 + 10^5): fits int64.
std::string SumNonCoprime(int64_t l, int64_t r) {
  int64_t root = 1;
  while ((root + 1) * (root + 1) <= r) ++root;
  const size_t size = static_cast<size_t>(r - l + 1);
  std::vector<int64_t> phi(size), rest(size);
  for (size_t i = 0; i < size; ++i) phi[i] = rest[i] = l + static_cast<int64_t>(i);
  for (const int64_t p : environments::PrimesUpTo(root)) {
    for (int64_t x = (l + p - 1) / p * p; x <= r; x += p) {
      const size_t i = static_cast<size_t>(x - l);
      phi[i] = phi[i] / p * (p - 1);
      while (rest[i] % p == 0) rest[i] /= p;
    }
  }
  int64_t sum = 0;
  for (size_t i = 0; i < size; ++i) {
    if (rest[i] > 1) phi[i] = phi[i] / rest[i] * (rest[i] - 1);
    sum += l + static_cast<int64_t>(i) - phi[i];
  }
  return absl::StrCat(sum);
}

class SumPhiIntervalEnvironment final
    : public environments::IntegerAnswerEnvironment<SumPhiIntervalInstance> {
 public:
  SumPhiIntervalEnvironment()
      : IntegerAnswerEnvironment(
            {"sum_phi_interval", "RLVE-Gym:SumPHIInterval", kMaxDifficulty,
             "Sum, over an interval [L, R], the count of integers in [1, x] sharing a factor with "
             "x (x - phi(x)).",
             /*difficulty_help=*/"MAX_DELTA = 5, then floor(1.1 MAX_DELTA) + 1 per level; L "
             "uniform in 1..MAX_DELTA^2, R = L + uniform 1..MAX_DELTA"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  SumPhiIntervalInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_delta = environments::RlveGrowth(5, difficulty);
    SumPhiIntervalInstance instance;
    instance.l = rng.Uniform(1, max_delta * max_delta);
    instance.r = instance.l + rng.Uniform(1, max_delta);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<SumPhiIntervalInstance>& fields) const override {
    using I = SumPhiIntervalInstance;
    fields.Int("l", &I::l, 1, kMaxL)
        .Int("r", &I::r, [](const I& x) { return x.l; },
             [](const I& x) { return x.l + kMaxDelta; });
  }
  absl::Status Finish(SumPhiIntervalInstance& instance) const override {
    instance.answer = SumNonCoprime(instance.l, instance.r);
    return absl::OkStatus();
  }
  std::string Prompt(const SumPhiIntervalInstance& instance) const override {
    return absl::StrCat(
        "For a positive integer x, let F(x) be how many integers k with "
        "1 <= k <= x have gcd(k, x) > 1 (that is, are not coprime to x). "
        "Compute F(", instance.l, ") + F(", instance.l + 1, ") + ... + F(",
        instance.r, "), the sum of F(i) over every integer i from ", instance.l,
        " to ", instance.r,
        " inclusive.\n\nPut your final answer (a single integer) inside "
        "<answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace sum_phi_interval_cc

absl::Status RegisterSumPhiIntervalEnvironment(Catalog& catalog,
                                               const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<SumPhiIntervalEnvironment>());
}

}  // namespace referee
