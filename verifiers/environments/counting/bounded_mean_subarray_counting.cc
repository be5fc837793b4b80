#include "verifiers/environments/counting/bounded_mean_subarray_counting.h"

#include "absl/strings/str_join.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace bounded_mean_subarray_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 50;  // N = 962.
constexpr int64_t kMaxLength = 1000;
constexpr int64_t kMaxValue = 1000;

struct BoundedMeanSubarrayCountingInstance {
  std::vector<int64_t> a;
  int64_t k = 0;
  std::string answer;  // Derived: the number of subarrays.
};

// Pairs i < j with p[i] <= p[j] within p[lo, hi), sorting that range.
int64_t CountOrdered(std::vector<int64_t>& p, std::vector<int64_t>& buffer, size_t lo, size_t hi) {
  if (hi - lo < 2) return 0;
  const size_t mid = lo + (hi - lo) / 2;
  int64_t count = CountOrdered(p, buffer, lo, mid) + CountOrdered(p, buffer, mid, hi);
  size_t i = lo, j = mid, out = lo;
  while (i < mid || j < hi) {
    if (j == hi || (i < mid && p[i] <= p[j])) {
      buffer[out++] = p[i++];
    } else {
      count += static_cast<int64_t>(i - lo);  // Left values <= p[j].
      buffer[out++] = p[j++];
    }
  }
  std::copy(buffer.begin() + static_cast<std::ptrdiff_t>(lo),
            buffer.begin() + static_cast<std::ptrdiff_t>(hi),
            p.begin() + static_cast<std::ptrdiff_t>(lo));
  return count;
}

int64_t CountSubarrays(const std::vector<int64_t>& a, int64_t k) {
  std::vector<int64_t> p = {0};
  for (const int64_t x : a) p.push_back(p.back() + x - k);
  std::vector<int64_t> buffer(p.size());
  return CountOrdered(p, buffer, 0, p.size());
}

class BoundedMeanSubarrayCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<BoundedMeanSubarrayCountingInstance> {
 public:
  BoundedMeanSubarrayCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"bounded_mean_subarray_counting", "RLVE-Gym:BoundedMeanSubarrayCounting",
             kMaxDifficulty,
             "Count the non-empty contiguous subarrays of an integer array whose mean is at "
             "least K.",
             /*difficulty_help=*/"N = 3, then int(1.1 N + 1) per level (962 at the top, "
             "d = 50); entries uniform in 0..N, K uniform in min..max of the entries"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  BoundedMeanSubarrayCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowthSize(difficulty);
    BoundedMeanSubarrayCountingInstance instance;
    for (int64_t i = 0; i < n; ++i) instance.a.push_back(rng.Uniform(0, n));
    instance.k = rng.Uniform(*std::min_element(instance.a.begin(), instance.a.end()),
                             *std::max_element(instance.a.begin(), instance.a.end()));
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<BoundedMeanSubarrayCountingInstance>& fields) const override {
    using I = BoundedMeanSubarrayCountingInstance;
    fields.Ints("a", &I::a, kMaxLength, 0, kMaxValue).Int("k", &I::k, 0, kMaxValue);
  }
  absl::Status Finish(BoundedMeanSubarrayCountingInstance& instance) const override {
    if (instance.a.size() < 2) return BadInstance("a", "needs at least 2 entries");
    if (instance.k < *std::min_element(instance.a.begin(), instance.a.end()) ||
        instance.k > *std::max_element(instance.a.begin(), instance.a.end())) {
      return BadInstance("k", "must lie between the least and the greatest entry of a");
    }
    instance.answer = std::to_string(CountSubarrays(instance.a, instance.k));
    return absl::OkStatus();
  }
  std::string Prompt(const BoundedMeanSubarrayCountingInstance& instance) const override {
    return absl::StrCat(
        "Here is an array of ", instance.a.size(), " integers:\n", absl::StrJoin(instance.a, " "),
        "\n\nA subarray is a non-empty run of consecutive entries; its mean is the sum of its "
        "entries divided by its length. How many subarrays have a mean of at least ",
        instance.k,
        "? (Subarrays at different positions count separately, even with equal entries.)\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace bounded_mean_subarray_counting_cc

absl::Status RegisterBoundedMeanSubarrayCountingEnvironment(Catalog& catalog,
                                                            const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<BoundedMeanSubarrayCountingEnvironment>());
}

}  // namespace referee
