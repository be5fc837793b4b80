#include "verifiers/environments/divisor_sums/gcd_prime_counting.h"

#include "verifiers/environments/divisor_sums/bound_pair.h"
#include "verifiers/environments/member.h"
#include "verifiers/environments/sieves.h"

namespace referee {
inline namespace gcd_prime_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 30;
constexpr int64_t kMaxNM = 1000000;

// sum over primes p of sum_d mu(d) floor(n/(pd)) floor(m/(pd)); partial
// sums stay within n m (1 + ln n)^2 < 2 * 10^14.
std::string PrimeGcdPairs(int64_t n, int64_t m) {
  const int64_t limit = std::min(n, m);
  std::vector<size_t> primes;
  const std::vector<int8_t> mu = environments::MoebiusUpTo(static_cast<size_t>(limit), &primes);
  int64_t total = 0;
  for (const size_t prime : primes) {
    const int64_t p = static_cast<int64_t>(prime);
    const int64_t np = n / p, mp = m / p, sub = std::min(np, mp);
    for (int64_t d = 1; d <= sub; ++d) {
      total += mu[static_cast<size_t>(d)] * (np / d) * (mp / d);
    }
  }
  return absl::StrCat(total);
}

class GcdPrimeCountingEnvironment final
    : public environments::BoundPairEnvironment {
 public:
  GcdPrimeCountingEnvironment()
      : BoundPairEnvironment(
            {"gcd_prime_counting", "RLVE-Gym:GCDPrime_Counting", kMaxDifficulty,
             "Count the pairs (x, y) with 1 <= x <= N, 1 <= y <= M whose gcd is a prime.",
             /*difficulty_help=*/"MAX_N_M = 5, then floor(1.5 MAX_N_M) per level; N and M uniform "
             "in 2..MAX_N_M"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  int64_t LowestDrawn() const override { return 2; }
  int64_t MaxBound() const override { return kMaxNM; }
  std::string Compute(int64_t n, int64_t m) const override { return PrimeGcdPairs(n, m); }
  std::string Prompt(const environments::BoundPair& instance) const override {
    return absl::StrCat(
        "Count the pairs of integers (x, y) with 1 <= x <= ", instance.n,
        " and 1 <= y <= ", instance.m,
        " whose greatest common divisor is a prime number.\n\n"
        "Put your final answer (a single integer, the number of such pairs) "
        "inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace gcd_prime_counting_cc

absl::Status RegisterGcdPrimeCountingEnvironment(Catalog& catalog,
                                               const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<GcdPrimeCountingEnvironment>());
}

}  // namespace referee
