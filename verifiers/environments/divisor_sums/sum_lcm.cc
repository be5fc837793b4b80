#include "verifiers/environments/divisor_sums/sum_lcm.h"

#include "verifiers/environments/divisor_sums/bound_pair.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace sum_lcm_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 30;
constexpr int64_t kMaxNM = 1000000;

// sum_{i,j} lcm(i, j) = sum_d d sum_{i', j' coprime} i' j'
//   = sum_T tri(n/T) tri(m/T) h(T), h(T) = sum_{e | T} mu(e) e T
//   = T prod_{p | T} (1 - p): multiplicative, h(p) = p - p^2 and
// h(p^(e+1)) = h(p^e) p. |h(T)| <= T^2 <= 10^12 fits int64; each term is at
// most T^2 (n/T)^2 (m/T)^2 / 4 <= n^2 m^2 / 4 <= 2.5 * 10^23 and the sum of
// their absolute values below n^2 m^2 pi^2 / 24 < 5 * 10^23: no overflow.
std::string SumLcms(int64_t n, int64_t m) {
  const size_t limit = static_cast<size_t>(std::min(n, m));
  std::vector<int64_t> h(limit + 1, 0);
  std::vector<bool> composite(limit + 1, false);
  std::vector<int64_t> primes;
  if (limit >= 1) h[1] = 1;
  for (size_t i = 2; i <= limit; ++i) {
    const int64_t value = static_cast<int64_t>(i);
    if (!composite[i]) {
      primes.push_back(value);
      h[i] = value - value * value;
    }
    for (const int64_t p : primes) {
      const size_t multiple = i * static_cast<size_t>(p);
      if (multiple > limit) break;
      composite[multiple] = true;
      if (value % p == 0) {
        h[multiple] = h[i] * p;
        break;
      }
      h[multiple] = h[i] * h[static_cast<size_t>(p)];
    }
  }
  auto tri = [](int64_t x) -> __int128 { return static_cast<__int128>(x) * (x + 1) / 2; };
  __int128 total = 0;
  for (size_t t = 1; t <= limit; ++t) {
    const int64_t step = static_cast<int64_t>(t);
    total += static_cast<__int128>(h[t]) * tri(n / step) * tri(m / step);
  }
  return environments::I128Text(total);
}

class SumLcmEnvironment final
    : public environments::BoundPairEnvironment {
 public:
  SumLcmEnvironment()
      : BoundPairEnvironment(
            {"sum_lcm", "RLVE-Gym:SumLCM", kMaxDifficulty,
             "Sum lcm(i, j) over all pairs 1 <= i <= N, 1 <= j <= M.",
             /*difficulty_help=*/"MAX_N_M = 5, then floor(1.5 MAX_N_M) per level; N and M uniform "
             "in 2..MAX_N_M"},
            environments::NumberLadder::kMinOverMaxPositive) {}

 protected:
  int64_t LowestDrawn() const override { return 2; }
  int64_t MaxBound() const override { return kMaxNM; }
  std::string Compute(int64_t n, int64_t m) const override { return SumLcms(n, m); }
  std::string Prompt(const environments::BoundPair& instance) const override {
    return absl::StrCat(
        "Let lcm(i, j) be the least common multiple of the integers i and j. "
        "Add up lcm(i, j) over every pair of integers (i, j) with 1 <= i <= ",
        instance.n, " and 1 <= j <= ", instance.m,
        ". What is the total?\n\n"
        "Put your final answer (a single integer, the total) inside <answer> "
        "</answer> tags.");
  }
};

}  // namespace
}  // namespace sum_lcm_cc

absl::Status RegisterSumLcmEnvironment(Catalog& catalog,
                                       const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<SumLcmEnvironment>());
}

}  // namespace referee
