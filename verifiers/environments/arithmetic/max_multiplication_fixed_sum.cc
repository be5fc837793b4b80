#include "verifiers/environments/arithmetic/max_multiplication_fixed_sum.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace max_multiplication_fixed_sum_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 17;
constexpr int64_t kMaxN = 10000;

struct MaxMultiplicationFixedSumInstance {
  int64_t n = 4;
  std::string answer;  // Derived: the maximum product.
};

// Parts of 3, with one 4 (= 2·2) when N = 1 mod 3 and one 2 when N = 2
// mod 3: a part >= 5 splits into 2 and itself - 2 with a larger product,
// 2·2·2 < 3·3, and a part 1 only wastes the sum.
std::string MaxProduct(int64_t n) {
  if (n <= 3) return absl::StrCat(n);
  int64_t threes = n / 3;
  uint32_t extra = 1;
  if (n % 3 == 1) {
    threes -= 1;
    extra = 4;
  } else if (n % 3 == 2) {
    extra = 2;
  }
  environments::BigNat product(extra);
  // Multiply by 3^19 (< 2^32) at a time.
  constexpr uint32_t kThreeTo19 = 1162261467;
  for (; threes >= 19; threes -= 19) product *= kThreeTo19;
  for (; threes > 0; --threes) product *= 3;
  return product.Text();
}

class MaxMultiplicationFixedSumEnvironment final
    : public environments::IntegerAnswerEnvironment<MaxMultiplicationFixedSumInstance> {
 public:
  MaxMultiplicationFixedSumEnvironment()
      : IntegerAnswerEnvironment(
            {"max_multiplication_fixed_sum", "RLVE-Gym:MaxMultiplicationFixedSum", kMaxDifficulty,
             "The largest product of positive integers with a given sum N.",
             /*difficulty_help=*/"MAX_N = 10, then floor(1.5 MAX_N) per level; N uniform in "
             "4..MAX_N"},
            environments::NumberLadder::kExact) {}

 protected:
  MaxMultiplicationFixedSumInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_n = environments::RlveScaled(10, difficulty);
    MaxMultiplicationFixedSumInstance instance;
    instance.n = rng.Uniform(4, max_n);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<MaxMultiplicationFixedSumInstance>& fields)
      const override {
    fields.Int("n", &MaxMultiplicationFixedSumInstance::n, 1, kMaxN);
  }
  absl::Status Finish(MaxMultiplicationFixedSumInstance& instance) const override {
    instance.answer = MaxProduct(instance.n);
    return absl::OkStatus();
  }
  std::string Prompt(const MaxMultiplicationFixedSumInstance& instance) const override {
    return absl::StrCat(
        "Split the number ", instance.n, " into a sum of positive integers "
        "(as many as you like, and the same integer may be used more than "
        "once), then multiply those integers together. What is the largest "
        "product you can obtain?\n\nPut your final answer (a single integer, "
        "written out in full) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace max_multiplication_fixed_sum_cc

absl::Status RegisterMaxMultiplicationFixedSumEnvironment(Catalog& catalog,
                                                          const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<MaxMultiplicationFixedSumEnvironment>());
}

}  // namespace referee
