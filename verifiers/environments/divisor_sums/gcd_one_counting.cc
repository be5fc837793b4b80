#include "verifiers/environments/divisor_sums/gcd_one_counting.h"

#include "verifiers/environments/divisor_sums/bound_pair.h"
#include "verifiers/environments/member.h"
#include "verifiers/environments/sieves.h"

namespace referee {
inline namespace gcd_one_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 30;
constexpr int64_t kMaxNM = 1000000;

// sum_d mu(d) floor(n/d) floor(m/d); partial sums stay within
// n m (1 + ln n) < 1.5 * 10^13.
std::string CoprimePairs(int64_t n, int64_t m) {
  const int64_t limit = std::min(n, m);
  const std::vector<int8_t> mu = environments::MoebiusUpTo(static_cast<size_t>(limit));
  int64_t total = 0;
  for (int64_t d = 1; d <= limit; ++d) {
    total += mu[static_cast<size_t>(d)] * (n / d) * (m / d);
  }
  return absl::StrCat(total);
}

class GcdOneCountingEnvironment final
    : public environments::BoundPairEnvironment {
 public:
  GcdOneCountingEnvironment()
      : BoundPairEnvironment(
            {"gcd_one_counting", "RLVE-Gym:GCDOne_Counting", kMaxDifficulty,
             "Count the coprime pairs (x, y) with 1 <= x <= N, 1 <= y <= M.",
             /*difficulty_help=*/"MAX_N_M = 5, then floor(1.5 MAX_N_M) per level; N and M uniform "
             "in 2..MAX_N_M"},
            environments::NumberLadder::kMinOverMaxPositive) {}

 protected:
  int64_t LowestDrawn() const override { return 2; }
  int64_t MaxBound() const override { return kMaxNM; }
  std::string Compute(int64_t n, int64_t m) const override { return CoprimePairs(n, m); }
  std::string Prompt(const environments::BoundPair& instance) const override {
    return absl::StrCat(
        "Count the pairs of integers (x, y) with 1 <= x <= ", instance.n,
        " and 1 <= y <= ", instance.m,
        " whose greatest common divisor is exactly 1 (that is, x and y are "
        "coprime).\n\n"
        "Put your final answer (a single integer, the number of such pairs) "
        "inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace gcd_one_counting_cc

absl::Status RegisterGcdOneCountingEnvironment(Catalog& catalog,
                                               const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<GcdOneCountingEnvironment>());
}

}  // namespace referee
