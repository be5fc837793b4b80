#include "verifiers/environments/divisor_sums/sum_product_divisor_num.h"

#include "verifiers/environments/divisor_sums/bound_pair.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace sum_product_divisor_num_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 30;
constexpr int64_t kMaxNM = 1000000;

// Linear sieve up to max(n, m): mu, d (via the exponent of the smallest
// prime: d(i p) = d(i) (e + 2) / (e + 1) when p | i, else 2 d(i)), then
// S = prefix sums of d. Every |term| <= S(n/g) S(m/g), and
// S(x) <= x (1 + ln x), so the total stays below 4 * 10^14.
std::string SumProductDivisors(int64_t n, int64_t m) {
  const size_t top = static_cast<size_t>(std::max(n, m));
  std::vector<int8_t> mu(top + 1, 0);
  std::vector<int32_t> divisors(top + 1, 0), low_exponent(top + 1, 0);
  std::vector<size_t> primes;
  mu[1] = 1;
  divisors[1] = 1;
  for (size_t i = 2; i <= top; ++i) {
    if (divisors[i] == 0) {
      primes.push_back(i);
      mu[i] = -1;
      divisors[i] = 2;
      low_exponent[i] = 1;
    }
    for (const size_t p : primes) {
      const size_t multiple = i * p;
      if (multiple > top) break;
      if (i % p == 0) {
        mu[multiple] = 0;
        low_exponent[multiple] = low_exponent[i] + 1;
        divisors[multiple] =
            divisors[i] / (low_exponent[i] + 1) * (low_exponent[i] + 2);
        break;
      }
      mu[multiple] = static_cast<int8_t>(-mu[i]);
      low_exponent[multiple] = 1;
      divisors[multiple] = divisors[i] * 2;
    }
  }
  std::vector<int64_t> prefix(top + 1, 0);
  for (size_t i = 1; i <= top; ++i) prefix[i] = prefix[i - 1] + divisors[i];
  const int64_t limit = std::min(n, m);
  int64_t total = 0;
  for (int64_t g = 1; g <= limit; ++g) {
    if (mu[static_cast<size_t>(g)] == 0) continue;
    total += mu[static_cast<size_t>(g)] * prefix[static_cast<size_t>(n / g)] *
             prefix[static_cast<size_t>(m / g)];
  }
  return absl::StrCat(total);
}

class SumProductDivisorNumEnvironment final
    : public environments::BoundPairEnvironment {
 public:
  SumProductDivisorNumEnvironment()
      : BoundPairEnvironment(
            {"sum_product_divisor_num", "RLVE-Gym:SumProductDivisorNum", kMaxDifficulty,
             "Sum the divisor counts d(i j) over 1 <= i <= N, 1 <= j <= M.",
             /*difficulty_help=*/"MAX_N_M = 5, then floor(1.5 MAX_N_M) per level; N and M uniform "
             "in 2..MAX_N_M"},
            environments::NumberLadder::kMinOverMaxPositive) {}

 protected:
  int64_t LowestDrawn() const override { return 2; }
  int64_t MaxBound() const override { return kMaxNM; }
  std::string Compute(int64_t n, int64_t m) const override { return SumProductDivisors(n, m); }
  std::string Prompt(const environments::BoundPair& instance) const override {
    return absl::StrCat(
        "Let d(x) be the number of positive divisors of the integer x. For "
        "every pair of integers (i, j) with 1 <= i <= ", instance.n,
        " and 1 <= j <= ", instance.m,
        ", take d(i * j), which counts how many positive integers divide "
        "i * j exactly. Add up all of these counts.\n\n"
        "Put your final answer (a single integer, the sum) inside <answer> "
        "</answer> tags.");
  }
};

}  // namespace
}  // namespace sum_product_divisor_num_cc

absl::Status RegisterSumProductDivisorNumEnvironment(Catalog& catalog,
                                                     const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<SumProductDivisorNumEnvironment>());
}

}  // namespace referee
