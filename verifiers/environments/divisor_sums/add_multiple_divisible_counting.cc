#include "verifiers/environments/divisor_sums/add_multiple_divisible_counting.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/sieves.h"

namespace referee {
inline namespace add_multiple_divisible_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 44;
constexpr int64_t kMaxN = 1000000000;

// RLVE's controller: MAX_N = 16, then int(1.5 MAX_N) per update.
int64_t MaxN(int difficulty) {
  return environments::RlveScaled(16, difficulty);
}

struct AddMultipleDivisibleCountingInstance {
  int64_t n = 1;
  std::string answer;  // Derived: the count, in decimal.
};

int64_t IntegerSqrt(int64_t n) {
  int64_t root = 0;
  for (int64_t bit = int64_t{1} << 31; bit > 0; bit >>= 1) {
    if ((root + bit) * (root + bit) <= n) root += bit;
  }
  return root;
}

// sum over coprime x < y of floor(n / ((x + y) y)), as
// sum_d mu(d) sum_j sum_{j < k < 2j} floor(floor(n / (d^2 j)) / k):
// y = d j, x + y = d k, and (x + y) y <= n forces j < sqrt(n) / d.
std::string CountPairs(int64_t n) {
  const int64_t root = IntegerSqrt(n);
  const size_t limit = static_cast<size_t>(root);
  const std::vector<int8_t> mu = environments::MoebiusUpTo(limit);
  int64_t total = 0;
  for (int64_t d = 1; d <= root; ++d) {
    const int mu_d = mu[static_cast<size_t>(d)];
    if (mu_d == 0) continue;
    for (int64_t j = 1; j <= root / d; ++j) {
      const int64_t y = n / (d * d * j);
      int64_t sum = 0;
      for (int64_t k = j + 1; k < 2 * j;) {
        const int64_t q = y / k;
        if (q == 0) break;
        const int64_t r = std::min(y / q, 2 * j - 1);
        sum += (r - k + 1) * q;
        k = r + 1;
      }
      total += mu_d * sum;
    }
  }
  return absl::StrCat(total);
}

class AddMultipleDivisibleCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<
          AddMultipleDivisibleCountingInstance> {
 public:
  AddMultipleDivisibleCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"add_multiple_divisible_counting",
             "RLVE-Gym:AddMultiple_Divisible_Counting", kMaxDifficulty,
             "Count the pairs 1 <= a < b <= N such that a + b divides a * b.",
             /*difficulty_help=*/"MAX_N = 16, then floor(1.5 MAX_N) per level; N uniform in "
             "6..MAX_N"},
            environments::NumberLadder::kMinOverMaxPositive) {}

 protected:
  AddMultipleDivisibleCountingInstance Make(int difficulty,
                                            tasks::Rng& rng) const override {
    AddMultipleDivisibleCountingInstance instance;
    instance.n = rng.Uniform(6, MaxN(difficulty));
    return instance;
  }
  void DeclareFields(environments::InstanceFields<AddMultipleDivisibleCountingInstance>& fields)
      const override {
    fields.Int("n", &AddMultipleDivisibleCountingInstance::n, 1, kMaxN);
  }
  absl::Status Finish(AddMultipleDivisibleCountingInstance& instance) const override {
    instance.answer = CountPairs(instance.n);
    return absl::OkStatus();
  }
  std::string Prompt(
      const AddMultipleDivisibleCountingInstance& instance) const override {
    return absl::StrCat(
        "How many pairs of integers (a, b) satisfy 1 <= a < b <= ", instance.n,
        " and have the product a * b divisible by the sum a + b?\n\n"
        "Put your final answer (a single integer, the number of pairs) "
        "inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace add_multiple_divisible_counting_cc

absl::Status RegisterAddMultipleDivisibleCountingEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<AddMultipleDivisibleCountingEnvironment>());
}

}  // namespace referee
