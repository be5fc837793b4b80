#include "verifiers/environments/sequences/longest_max_diff_bounded_interval.h"

#include <deque>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace longest_max_diff_bounded_interval_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 70;  // N = 6504.
constexpr size_t kMaxValues = 20000;
constexpr double kUnsuccessfulReward = -0.2;  // RLVE's unsuccessful_solution.

struct LongestMaxDiffBoundedIntervalInstance {
  std::vector<int64_t> a;
  int64_t k = 0;
  // Derived: the longest length and the first interval [l, r) reaching it.
  int64_t best = 0, l = 0, r = 0;
};

class LongestMaxDiffBoundedIntervalEnvironment final
    : public environments::LadderEnvironment<LongestMaxDiffBoundedIntervalInstance> {
 public:
  LongestMaxDiffBoundedIntervalEnvironment()
      : LadderEnvironment(
            {"longest_max_diff_bounded_interval", "RLVE-Gym:LongestMaxDiffBoundedInterval",
             kMaxDifficulty,
             "Find the longest contiguous subarray whose maximum and minimum differ by at most K.",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level (3, 4, ..., 10, 12, "
             "...); A[i] in 0..N; K below the range of A"},
            {"RLVE LongestMaxDiffBoundedInterval ladder: -1 unparseable or not two integers, "
             "-0.5 unless 0 <= l < r <= N, -0.2 if max - min over A[l..r-1] exceeds K, else "
             "((r - l) / longest length)^beta.",
             /*beta=*/5}) {}

 protected:
  LongestMaxDiffBoundedIntervalInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(3, difficulty);
    LongestMaxDiffBoundedIntervalInstance instance;
    for (int64_t i = 0; i < n; ++i) instance.a.push_back(rng.Uniform(0, n));
    const auto [low, high] = std::minmax_element(instance.a.begin(), instance.a.end());
    instance.k = rng.Uniform(0, std::max<int64_t>(*high - *low - 1, 0));
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<LongestMaxDiffBoundedIntervalInstance>& fields) const override {
    using I = LongestMaxDiffBoundedIntervalInstance;
    fields.Ints("a", &I::a, kMaxValues, 0, environments::kMaxJsonInteger)
        .Int("k", &I::k, 0, environments::kMaxJsonInteger);
  }
  absl::Status Finish(LongestMaxDiffBoundedIntervalInstance& instance) const override {
    // For each right end, the least left end: the window's maximum and
    // minimum sit at the fronts of two monotone deques of indices.
    const std::vector<int64_t>& a = instance.a;
    std::deque<size_t> highs, lows;
    size_t left = 0;
    instance.best = 0;
    for (size_t right = 0; right < a.size(); ++right) {
      while (!highs.empty() && a[highs.back()] <= a[right]) highs.pop_back();
      highs.push_back(right);
      while (!lows.empty() && a[lows.back()] >= a[right]) lows.pop_back();
      lows.push_back(right);
      while (a[highs.front()] - a[lows.front()] > instance.k) {
        if (highs.front() < lows.front()) {
          left = highs.front() + 1;
          highs.pop_front();
        } else {
          left = lows.front() + 1;
          lows.pop_front();
        }
      }
      const int64_t length = static_cast<int64_t>(right - left + 1);
      if (length > instance.best) {
        instance.best = length;
        instance.l = static_cast<int64_t>(left);
        instance.r = static_cast<int64_t>(right + 1);
      }
    }
    return absl::OkStatus();
  }
  std::string Prompt(const LongestMaxDiffBoundedIntervalInstance& instance) const override {
    const size_t n = instance.a.size();
    std::string values;
    for (size_t i = 0; i < n; ++i) {
      absl::StrAppend(&values, i > 0 ? " " : "", "A[", i, "]=", instance.a[i]);
    }
    return absl::StrCat(
        "An array A of ", n, " integers, indexed from 0:\n", values,
        "\n\nFind the longest contiguous stretch A[l], A[l+1], ..., A[r-1] (so 0 <= l < r <= ",
        n, ", length r - l) in which the largest and the smallest value differ by at most ",
        instance.k, ".\n\n"
        "Write l and r, in that order and separated by a space, inside <answer> </answer> "
        "tags, as in <answer>2 5</answer> for the stretch A[2], A[3], A[4].");
  }
  absl::StatusOr<Verdict> Grade(const LongestMaxDiffBoundedIntervalInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<parsing::IntegerTokens> answer =
        environments::FinalIntegers(input.output, 2);
    if (!answer || answer->count != 2) return environments::Unparsed();
    const int64_t l = answer->values[0], r = answer->values[1];
    const int64_t n = static_cast<int64_t>(instance.a.size());
    if (!(0 <= l && l < r && r <= n)) return environments::Invalid();
    const auto [low, high] =
        std::minmax_element(instance.a.begin() + l, instance.a.begin() + r);
    if (*high - *low > instance.k) return Verdict{kUnsuccessfulReward, false, true};
    // r - l <= best, the longest valid length.
    return environments::Graded(r - l, instance.best, input.params.Number("beta"));
  }
  std::string Reference(const LongestMaxDiffBoundedIntervalInstance& instance) const override {
    // Changing r's last digit gives r + 1 (longer: over K or past N, as the
    // length is the longest) or r - 9 (shorter, or not after l).
    return environments::AnswerTagged(absl::StrCat(instance.l, " ", instance.r));
  }
};

}  // namespace
}  // namespace longest_max_diff_bounded_interval_cc

absl::Status RegisterLongestMaxDiffBoundedIntervalEnvironment(Catalog& catalog,
                                                              const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<LongestMaxDiffBoundedIntervalEnvironment>());
}

}  // namespace referee
