#include "verifiers/environments/divisor_sums/sum_gcd.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace sum_gcd_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 30;
constexpr int64_t kMaxNM = 1000000;
constexpr int64_t kMaxK = 5;  // RLVE's max_K.

// RLVE's controller: MAX_N_M = 5, then int(1.5 MAX_N_M) per update.
int64_t MaxNM(int difficulty) {
  return environments::RlveScaled(5, difficulty);
}

struct SumGcdInstance {
  int64_t n = 1;
  int64_t m = 1;
  int64_t k = 1;
  std::string answer;  // Derived: the sum, in decimal.
};

// sum over d <= min(n, m) of J_k(d) (n / d) (m / d), J_k from a linear
// sieve: J_k is multiplicative with J_k(p) = p^k - 1 and
// J_k(p^(e+1)) = J_k(p^e) p^k. Every term is at most
// d^k (n/d)(m/d) <= n m d^(k-2), so the sum stays below
// n m min(n, m)^(k-1) <= 10^36 / 4 for n, m <= 10^6 and k <= 5: no 128-bit
// overflow.
std::string SumGcdPowers(int64_t n, int64_t m, int64_t k) {
  const size_t limit = static_cast<size_t>(std::min(n, m));
  std::vector<unsigned __int128> jordan(limit + 1, 0);
  std::vector<uint32_t> primes;
  std::vector<unsigned __int128> prime_powers;  // p^k for each prime.
  jordan[1] = 1;
  for (size_t i = 2; i <= limit; ++i) {
    if (jordan[i] == 0) {
      unsigned __int128 power = 1;
      for (int64_t e = 0; e < k; ++e) power *= i;
      primes.push_back(static_cast<uint32_t>(i));
      prime_powers.push_back(power);
      jordan[i] = power - 1;
    }
    for (size_t j = 0; j < primes.size(); ++j) {
      const size_t multiple = i * primes[j];
      if (multiple > limit) break;
      if (i % primes[j] == 0) {
        jordan[multiple] = jordan[i] * prime_powers[j];
        break;
      }
      jordan[multiple] = jordan[i] * (prime_powers[j] - 1);
    }
  }
  unsigned __int128 total = 0;
  for (size_t d = 1; d <= limit; ++d) {
    total += jordan[d] * static_cast<uint64_t>(static_cast<size_t>(n) / d) *
             static_cast<uint64_t>(static_cast<size_t>(m) / d);
  }
  return environments::U128Text(total);
}

class SumGcdEnvironment final
    : public environments::IntegerAnswerEnvironment<SumGcdInstance> {
 public:
  SumGcdEnvironment()
      : IntegerAnswerEnvironment(
            {"sum_gcd", "RLVE-Gym:SumGCD", kMaxDifficulty,
             "Sum gcd(i, j)^K over all pairs 1 <= i <= N, 1 <= j <= M.",
             /*difficulty_help=*/"MAX_N_M = 5, then floor(1.5 MAX_N_M) per level; N and M uniform "
             "in 2..MAX_N_M, K uniform in 1..5"},
            environments::NumberLadder::kMinOverMaxPositive) {}

 protected:
  SumGcdInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_nm = MaxNM(difficulty);
    SumGcdInstance instance;
    instance.n = rng.Uniform(2, max_nm);
    instance.m = rng.Uniform(2, max_nm);
    instance.k = rng.Uniform(1, kMaxK);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<SumGcdInstance>& fields) const override {
    fields.Int("n", &SumGcdInstance::n, 1, kMaxNM)
        .Int("m", &SumGcdInstance::m, 1, kMaxNM)
        .Int("k", &SumGcdInstance::k, 1, kMaxK);
  }
  absl::Status Finish(SumGcdInstance& instance) const override {
    instance.answer = SumGcdPowers(instance.n, instance.m, instance.k);
    return absl::OkStatus();
  }
  std::string Prompt(const SumGcdInstance& instance) const override {
    return absl::StrCat(
        "Let gcd(i, j) be the greatest common divisor of the integers i and j. "
        "Over every pair of integers (i, j) with 1 <= i <= ", instance.n,
        " and 1 <= j <= ", instance.m, ", raise gcd(i, j) to the power ",
        instance.k,
        ", and add up all of these values. What is the total?\n\n"
        "Put your final answer (a single integer, the total) inside <answer> "
        "</answer> tags.");
  }
};

}  // namespace
}  // namespace sum_gcd_cc

absl::Status RegisterSumGcdEnvironment(Catalog& catalog,
                                       const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<SumGcdEnvironment>());
}

}  // namespace referee
