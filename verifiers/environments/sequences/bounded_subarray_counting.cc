#include "verifiers/environments/sequences/bounded_subarray_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace bounded_subarray_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 50;
constexpr size_t kMaxValues = 20000;
constexpr int64_t kMaxValue = 1000000000;
constexpr int64_t kMaxRepeats = 1000000;
constexpr int64_t kMaxTotalLength = 5000000;

struct BoundedSubarrayCountingInstance {
  std::vector<int64_t> values;
  int64_t m = 1;
  int64_t k = 0;
  std::string answer;  // Derived: the count.
};

// Two pointers over B = A repeated M times (all values positive): for each
// right end, the subarrays ending there with sum <= K are those starting at
// or after the least such left end. O(N·M); sums stay below 5·10^15 and the
// count below (N·M)^2 / 2 < 1.3·10^13.
std::string CountBounded(const std::vector<int64_t>& a, int64_t m, int64_t k) {
  const size_t n = a.size();
  const size_t length = n * static_cast<size_t>(m);
  size_t left = 0;
  int64_t sum = 0, count = 0;
  for (size_t right = 0; right < length; ++right) {
    sum += a[right % n];
    while (left <= right && sum > k) sum -= a[left++ % n];
    count += static_cast<int64_t>(right + 1 - left);
  }
  return absl::StrCat(count);
}

class BoundedSubarrayCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<BoundedSubarrayCountingInstance> {
 public:
  BoundedSubarrayCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"bounded_subarray_counting", "RLVE-Gym:BoundedSubarrayCounting", kMaxDifficulty,
             "Count the subarrays with sum at most K of an array repeated M times.",
             /*difficulty_help=*/"N = 3 and M = 2, each floor(1.1 x) + 1 per level; values in "
             "1..N, K uniform in max(A)..M sum(A)"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  BoundedSubarrayCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(3, difficulty);
    BoundedSubarrayCountingInstance instance;
    instance.m = environments::RlveGrowth(2, difficulty);
    for (int64_t i = 0; i < n; ++i) instance.values.push_back(rng.Uniform(1, n));
    int64_t total = 0;
    for (const int64_t v : instance.values) total += v;
    instance.k = rng.Uniform(
        *std::max_element(instance.values.begin(), instance.values.end()),
        total * instance.m);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<BoundedSubarrayCountingInstance>& fields) const override {
    using I = BoundedSubarrayCountingInstance;
    fields.Ints("values", &I::values, kMaxValues, 1, kMaxValue)
        .Int("m", &I::m, 1, [](const I& x) {
          return std::min(kMaxRepeats, kMaxTotalLength / static_cast<int64_t>(x.values.size()));
        })
        .Int("k", &I::k, 0, environments::kMaxJsonInteger);
  }
  absl::Status Finish(BoundedSubarrayCountingInstance& instance) const override {
    instance.answer = CountBounded(instance.values, instance.m, instance.k);
    return absl::OkStatus();
  }
  std::string Prompt(const BoundedSubarrayCountingInstance& instance) const override {
    const int64_t n = static_cast<int64_t>(instance.values.size());
    return absl::StrCat(
        "Array A has ", n, " entries:\n", absl::StrJoin(instance.values, " "),
        "\n\nWrite A out ", instance.m, " times in a row to get an array B of ",
        n, " * ", instance.m, " = ", n * instance.m,
        " entries. Count the non-empty contiguous subarrays of B whose "
        "entries add up to at most ", instance.k,
        ".\n\nPut your final answer (a single integer: the number of such "
        "subarrays) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace bounded_subarray_counting_cc

absl::Status RegisterBoundedSubarrayCountingEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<BoundedSubarrayCountingEnvironment>());
}

}  // namespace referee
