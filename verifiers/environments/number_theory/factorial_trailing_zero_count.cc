#include "verifiers/environments/number_theory/factorial_trailing_zero_count.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace factorial_trailing_zero_count_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::FactorialValuation;

constexpr int kMaxDifficulty = 62;
constexpr int64_t kMaxN = 1000000000000000;  // 10^15.
constexpr int64_t kMaxK = 1000000000000;     // 10^12.

struct FactorialTrailingZeroCountInstance {
  int64_t n = 1;
  int64_t k = 2;
  std::string answer;  // Derived.
};

// min over p^c || k of floor(v_p(n!) / c); k factored by trial division.
std::string TrailingZeros(int64_t n, int64_t k) {
  int64_t best = -1;
  auto take = [&](int64_t p, int64_t c) {
    const int64_t t = FactorialValuation(n, p) / c;
    best = best < 0 ? t : std::min(best, t);
  };
  for (int64_t p = 2; p <= k / p; ++p) {
    if (k % p != 0) continue;
    int64_t c = 0;
    while (k % p == 0) k /= p, ++c;
    take(p, c);
  }
  if (k > 1) take(k, 1);
  return absl::StrCat(best);
}

class FactorialTrailingZeroCountEnvironment final
    : public environments::IntegerAnswerEnvironment<FactorialTrailingZeroCountInstance> {
 public:
  FactorialTrailingZeroCountEnvironment()
      : IntegerAnswerEnvironment(
            {"factorial_trailing_zero_count", "RLVE-Gym:FactorialTrailingZeroCount", kMaxDifficulty,
             "Count the trailing zeros of N! written in base K.",
             /*difficulty_help=*/"MAX_N_K = 10, then floor(1.5 MAX_N_K) per level; N uniform in "
             "3..MAX_N_K, K uniform in 2..MAX_N_K"},
            environments::NumberLadder::kExact) {}

 protected:
  FactorialTrailingZeroCountInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_n_k = environments::RlveScaled(10, difficulty);
    FactorialTrailingZeroCountInstance instance;
    instance.n = rng.Uniform(3, max_n_k);
    instance.k = rng.Uniform(2, max_n_k);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<FactorialTrailingZeroCountInstance>& fields)
      const override {
    fields.Int("n", &FactorialTrailingZeroCountInstance::n, 1, kMaxN)
        .Int("k", &FactorialTrailingZeroCountInstance::k, 2, kMaxK);
  }
  absl::Status Finish(FactorialTrailingZeroCountInstance& instance) const override {
    instance.answer = TrailingZeros(instance.n, instance.k);
    return absl::OkStatus();
  }
  std::string Prompt(const FactorialTrailingZeroCountInstance& instance) const override {
    return absl::StrCat(
        "Take the factorial ", instance.n, "! (here ", instance.n,
        " is written in base 10) and write it out in base ", instance.k,
        ". How many zero digits does that base-", instance.k,
        " representation end with?\n\nPut your final answer (a single "
        "integer) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace factorial_trailing_zero_count_cc

absl::Status RegisterFactorialTrailingZeroCountEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<FactorialTrailingZeroCountEnvironment>());
}

}  // namespace referee
