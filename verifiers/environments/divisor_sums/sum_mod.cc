#include "verifiers/environments/divisor_sums/sum_mod.h"

#include "verifiers/environments/divisor_sums/bound_pair.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace sum_mod_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 47;
constexpr int64_t kMaxNM = 1000000000;

// l + (l+1) + ... + r and 1^2 + ... + x^2, exactly (x, r <= 10^9).
__int128 RangeSum(int64_t l, int64_t r) {
  return static_cast<__int128>(l + r) * (r - l + 1) / 2;
}
__int128 SquareSum(int64_t x) {
  return static_cast<__int128>(x) * (x + 1) * (2 * x + 1) / 6;
}

// sum_{i <= x} (x mod i) = sum_i (x - i floor(x / i)), by blocks.
__int128 ModSum(int64_t x) {
  __int128 total = 0;
  for (int64_t l = 1; l <= x;) {
    const int64_t q = x / l, r = x / q;
    total += static_cast<__int128>(x) * (r - l + 1) - RangeSum(l, r) * q;
    l = r + 1;
  }
  return total;
}

// A(n) A(m) minus the diagonal sum_{i <= min} (n mod i)(m mod i), where
// (n mod i)(m mod i) = n m - i (n floor(m/i) + m floor(n/i))
//                      + i^2 floor(n/i) floor(m/i).
// Every partial sum is below 10^36 in absolute value for n, m <= 10^9.
std::string SumMods(int64_t n, int64_t m) {
  __int128 total = ModSum(n) * ModSum(m);
  const int64_t limit = std::min(n, m);
  for (int64_t l = 1; l <= limit;) {
    const int64_t qn = n / l, qm = m / l;
    const int64_t r = std::min(n / qn, m / qm);
    const __int128 diagonal =
        static_cast<__int128>(n) * m * (r - l + 1) -
        (static_cast<__int128>(n) * qm + static_cast<__int128>(m) * qn) *
            RangeSum(l, r) +
        static_cast<__int128>(qn) * qm * (SquareSum(r) - SquareSum(l - 1));
    total -= diagonal;
    l = r + 1;
  }
  return environments::I128Text(total);
}

class SumModEnvironment final
    : public environments::BoundPairEnvironment {
 public:
  SumModEnvironment()
      : BoundPairEnvironment(
            {"sum_mod", "RLVE-Gym:SumMOD", kMaxDifficulty,
             "Sum (N mod i)(M mod j) over all pairs 1 <= i <= N, 1 <= j <= M with i != j.",
             /*difficulty_help=*/"MAX_N_M = 5, then floor(1.5 MAX_N_M) per level; N and M uniform "
             "in 3..MAX_N_M"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  int64_t LowestDrawn() const override { return 3; }
  int64_t MaxBound() const override { return kMaxNM; }
  std::string Compute(int64_t n, int64_t m) const override { return SumMods(n, m); }
  std::string Prompt(const environments::BoundPair& instance) const override {
    return absl::StrCat(
        "Consider every pair of integers (i, j) with 1 <= i <= ", instance.n,
        " and 1 <= j <= ", instance.m,
        ", leaving out the pairs where i = j. For each remaining pair, take "
        "the product (", instance.n, " mod i) * (", instance.m,
        " mod j), where x mod y is the remainder of x divided by y. What is "
        "the sum of all these products?\n\n"
        "Put your final answer (a single integer, the sum) inside <answer> "
        "</answer> tags.");
  }
};

}  // namespace
}  // namespace sum_mod_cc

absl::Status RegisterSumModEnvironment(Catalog& catalog,
                                       const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<SumModEnvironment>());
}

}  // namespace referee
