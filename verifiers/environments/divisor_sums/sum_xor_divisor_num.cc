#include "verifiers/environments/divisor_sums/sum_xor_divisor_num.h"

#include <map>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace sum_xor_divisor_num_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 36;
constexpr int64_t kMaxValue = 10000000;  // 10^7.

// RLVE's controller: MAX_N_M = 5, then int(1.5 MAX_N_M) per update.
int64_t MaxNM(int difficulty) {
  return environments::RlveScaled(5, difficulty);
}

struct SumXorDivisorNumInstance {
  int64_t n = 0;
  int64_t m = 0;
  int64_t x = 0;
  std::string answer;  // Derived: the sum, in decimal.
};

// D(v) = d(1) + ... + d(v) = sum_{k <= v} floor(v / k); D(v) = 0 for v <= 0.
class DivisorSummatory {
 public:
  int64_t operator()(int64_t v) {
    if (v <= 0) return 0;
    auto [it, inserted] = memo_.try_emplace(v, 0);
    if (!inserted) return it->second;
    int64_t total = 0;
    for (int64_t l = 1; l <= v;) {
      const int64_t q = v / l, r = v / q;
      total += q * (r - l + 1);
      l = r + 1;
    }
    it->second = total;
    return total;
  }

 private:
  std::map<int64_t, int64_t> memo_;
};

// [0, n] = [0, n + 1) is the union, over the set bits a of n + 1, of the
// aligned blocks [(n + 1) with bits 0..a cleared, + 2^a). For blocks of
// sizes 2^a and 2^b, s = max(a, b): i XOR j XOR x runs over the aligned
// block starting at (base_i XOR base_j XOR x) with bits below s cleared,
// each value 2^min(a, b) times. Values stay below 2^25 for inputs <= 10^7,
// so D <= 2^25 * 25 and the total below 2^24 * 2^24 * 25 * 2: no overflow.
std::string SumXorDivisors(int64_t n, int64_t m, int64_t x) {
  const int64_t a_end = n + 1, b_end = m + 1;
  DivisorSummatory summatory;
  int64_t total = 0;
  for (int a = 0; a < 62; ++a) {
    if (((a_end >> a) & 1) == 0) continue;
    const int64_t base_a = (a_end >> (a + 1)) << (a + 1);
    for (int b = 0; b < 62; ++b) {
      if (((b_end >> b) & 1) == 0) continue;
      const int64_t base_b = (b_end >> (b + 1)) << (b + 1);
      const int s = std::max(a, b), t = std::min(a, b);
      const int64_t low = ((base_a ^ base_b ^ x) >> s) << s;
      const int64_t high = low + (int64_t{1} << s) - 1;
      total += (summatory(high) - summatory(low - 1)) << t;
    }
  }
  return absl::StrCat(total);
}

class SumXorDivisorNumEnvironment final
    : public environments::IntegerAnswerEnvironment<SumXorDivisorNumInstance> {
 public:
  SumXorDivisorNumEnvironment()
      : IntegerAnswerEnvironment(
            {"sum_xor_divisor_num", "RLVE-Gym:SumXorDivisorNum", kMaxDifficulty,
             "Sum the divisor counts d(i XOR j XOR X) over 0 <= i <= N, 0 <= j <= M (d(0) = 0).",
             /*difficulty_help=*/"MAX_N_M = 5, then floor(1.5 MAX_N_M) per level; N and M uniform "
             "in 3..MAX_N_M, X uniform in 0..MAX_N_M"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  SumXorDivisorNumInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_nm = MaxNM(difficulty);
    SumXorDivisorNumInstance instance;
    instance.n = rng.Uniform(3, max_nm);
    instance.m = rng.Uniform(3, max_nm);
    instance.x = rng.Uniform(0, max_nm);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<SumXorDivisorNumInstance>& fields)
      const override {
    fields.Int("n", &SumXorDivisorNumInstance::n, 0, kMaxValue)
        .Int("m", &SumXorDivisorNumInstance::m, 0, kMaxValue)
        .Int("x", &SumXorDivisorNumInstance::x, 0, kMaxValue);
  }
  absl::Status Finish(SumXorDivisorNumInstance& instance) const override {
    instance.answer = SumXorDivisors(instance.n, instance.m, instance.x);
    return absl::OkStatus();
  }
  std::string Prompt(const SumXorDivisorNumInstance& instance) const override {
    return absl::StrCat(
        "For a non-negative integer n, let d(n) be the number of positive "
        "integers that divide n, with d(0) = 0. Over every pair of integers "
        "(i, j) with 0 <= i <= ", instance.n, " and 0 <= j <= ", instance.m,
        ", compute d(i XOR j XOR ", instance.x,
        "), where XOR is the bitwise exclusive or. What is the sum of all "
        "these values?\n\n"
        "Put your final answer (a single integer, the sum) inside <answer> "
        "</answer> tags.");
  }
};

}  // namespace
}  // namespace sum_xor_divisor_num_cc

absl::Status RegisterSumXorDivisorNumEnvironment(Catalog& catalog,
                                                 const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<SumXorDivisorNumEnvironment>());
}

}  // namespace referee
