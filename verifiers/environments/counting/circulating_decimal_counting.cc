#include "verifiers/environments/counting/circulating_decimal_counting.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/sieves.h"

namespace referee {
inline namespace circulating_decimal_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 30;
constexpr int64_t kStartMaxNM = 5;  // RLVE's MAX_N and MAX_M before any update.
constexpr int64_t kStartMaxK = 3;   // RLVE's MAX_K before any update.
constexpr int64_t kMaxN = 1000000000;  // Explicit instances.
constexpr int64_t kMaxM = 1000000;
constexpr int64_t kMaxK = 1000000;

struct CirculatingDecimalCountingInstance {
  int64_t n = 1;
  int64_t m = 1;
  int64_t k = 2;
  std::string answer;  // Derived: the count.
};

// x / y in lowest terms has a purely periodic base-K expansion iff y is
// coprime to K, so the count is that of the pairs (x, y), x <= N, y <= M,
// gcd(x, y) = 1, gcd(y, K) = 1. Moebius inversion over d = gcd(x, y) (a
// divisor of y, so coprime to K too):
//   sum over d <= min(N, M), gcd(d, K) = 1, of mu(d) * floor(N/d) * G(floor(M/d)),
// G(t) = #{1 <= y <= t : gcd(y, K) = 1} = floor(t/K) * phi(K) + coprime[t mod K].
std::string CountPurelyPeriodic(int64_t n, int64_t m, int64_t k) {
  // coprime[r]: the integers in 1..r coprime to k (r < k); coprime[k] = phi(k).
  std::vector<int64_t> coprime(static_cast<size_t>(k) + 1, 0);
  for (int64_t r = 1; r <= k; ++r) {
    coprime[static_cast<size_t>(r)] =
        coprime[static_cast<size_t>(r - 1)] + (environments::Gcd(r, k) == 1 ? 1 : 0);
  }
  const int64_t phi = coprime[static_cast<size_t>(k)];
  auto coprime_up_to = [&](int64_t t) {
    return (t / k) * phi + coprime[static_cast<size_t>(t % k)];
  };
  const int64_t limit = std::min(n, m);
  const std::vector<int8_t> mu = environments::MoebiusUpTo(static_cast<size_t>(limit));
  int64_t count = 0;  // At most N * M <= 10^15.
  for (int64_t d = 1; d <= limit; ++d) {
    const int8_t sign = mu[static_cast<size_t>(d)];
    const size_t residue = static_cast<size_t>(d % k);  // gcd(d, k) = gcd(d mod k, k).
    if (sign == 0 || residue == 0 || coprime[residue] == coprime[residue - 1]) continue;
    count += sign * (n / d) * coprime_up_to(m / d);
  }
  return absl::StrCat(count);
}

class CirculatingDecimalCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<CirculatingDecimalCountingInstance> {
 public:
  CirculatingDecimalCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"circulating_decimal_counting", "RLVE-Gym:CirculatingDecimalCounting", kMaxDifficulty,
             "Count the distinct fractions x/y (x <= N, y <= M) whose base-K expansion is purely "
             "periodic.",
             /*difficulty_help=*/"MAX_N = MAX_M = 5, then floor(1.5 x) per level (109 at d = 8); "
             "MAX_K = 3, then floor(1.1 MAX_K) + 1 per level (12 at d = 8); N uniform in "
             "1..MAX_N, M uniform in 1..MAX_M, K uniform in 2..MAX_K"},
            environments::NumberLadder::kMinOverMaxPositive) {}

 protected:
  CirculatingDecimalCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_nm = environments::RlveScaled(kStartMaxNM, difficulty);
    CirculatingDecimalCountingInstance instance;
    instance.n = rng.Uniform(1, max_nm);
    instance.m = rng.Uniform(1, max_nm);
    instance.k = rng.Uniform(2, environments::RlveGrowth(kStartMaxK, difficulty));
    return instance;
  }
  void DeclareFields(environments::InstanceFields<CirculatingDecimalCountingInstance>& fields)
      const override {
    using I = CirculatingDecimalCountingInstance;
    fields.Int("n", &I::n, 1, kMaxN).Int("m", &I::m, 1, kMaxM).Int("k", &I::k, 2, kMaxK);
  }
  absl::Status Finish(CirculatingDecimalCountingInstance& instance) const override {
    instance.answer = CountPurelyPeriodic(instance.n, instance.m, instance.k);
    return absl::OkStatus();
  }
  std::string Prompt(const CirculatingDecimalCountingInstance& instance) const override {
    return absl::StrCat(
        "Write numbers in base ", instance.k,
        ". Call a number purely periodic in this base if its expansion "
        "repeats from the very first digit after the point: it has the form "
        "a.(c1 c2 ... cp)(c1 c2 ... cp)... for an integer part a, some "
        "period length p >= 1 and base-", instance.k,
        " digits c1, ..., cp. An integer counts as purely periodic (its "
        "fractional part is the repeated digit 0); a number whose expansion "
        "terminates with a non-zero fractional part does not. For example, "
        "in base 10, 5/11 = 0.454545... is purely periodic, while 1/6 = "
        "0.1666... is not (the 6s repeat only from the second digit), and "
        "neither is 1/2 = 0.5.\n\n"
        "How many distinct numbers (counted by value, so 1/2 and 2/4 are the "
        "same number) can be written as a fraction x/y with integers 1 <= x "
        "<= ", instance.n, " and 1 <= y <= ", instance.m,
        " and are purely periodic in base ", instance.k,
        "?\n\nPut your final answer (a single positive integer) inside "
        "<answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace circulating_decimal_counting_cc

absl::Status RegisterCirculatingDecimalCountingEnvironment(Catalog& catalog,
                                                           const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<CirculatingDecimalCountingEnvironment>());
}

}  // namespace referee
