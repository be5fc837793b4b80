#include "verifiers/environments/probability/random_range_max_expectation.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace random_range_max_expectation_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 30;
constexpr size_t kMaxN = 200;
constexpr int64_t kMaxQ = 200;
constexpr int64_t kMaxValue = 1000000000;
constexpr int64_t kMod = 10000;

struct RandomRangeMaxExpectationInstance {
  std::vector<int64_t> array;
  int64_t q = 0;
  std::vector<int64_t> answer;  // Derived: per position, mod kMod.
};

std::vector<int64_t> ScaledExpectations(const std::vector<int64_t>& a, int64_t q) {
  const int64_t n = static_cast<int64_t>(a.size());
  const size_t m = a.size();
  auto pairs = [](int64_t k) { return k * (k + 1) / 2 % kMod; };
  const int64_t top = *std::max_element(a.begin(), a.end());
  // g[l][r]: runs below a threshold, weighted by thresholds; the whole
  // array is never a run below a threshold in 1..max.
  std::vector<std::vector<int64_t>> g(m, std::vector<int64_t>(m, 0));
  for (int64_t l = 0; l < n; ++l) {
    int64_t high = -1;
    for (int64_t r = l; r < n; ++r) {
      high = std::max(high, a[static_cast<size_t>(r)]);
      if (l == 0 && r == n - 1) break;
      int64_t bound = kMaxValue + 1;
      if (l > 0) bound = std::min(bound, a[static_cast<size_t>(l - 1)]);
      if (r < n - 1) bound = std::min(bound, a[static_cast<size_t>(r + 1)]);
      if (bound > high) g[static_cast<size_t>(l)][static_cast<size_t>(r)] = (bound - high) % kMod;
    }
  }
  std::vector<std::vector<int64_t>> next(m, std::vector<int64_t>(m, 0));
  for (int64_t step = 0; step < q; ++step) {
    for (int64_t l = 0; l < n; ++l) {
      for (int64_t r = l; r < n; ++r) {
        const int64_t keep = (pairs(r - l + 1) + pairs(l) + pairs(n - 1 - r)) % kMod;
        next[static_cast<size_t>(l)][static_cast<size_t>(r)] =
            g[static_cast<size_t>(l)][static_cast<size_t>(r)] * keep % kMod;
      }
    }
    // Cut from the left: [l, r] -> [l', r] for l < l' <= r, weight l.
    for (int64_t r = 0; r < n; ++r) {
      int64_t sum = 0;
      for (int64_t l = 1; l <= r; ++l) {
        sum = (sum + g[static_cast<size_t>(l - 1)][static_cast<size_t>(r)] * (l - 1)) % kMod;
        int64_t& cell = next[static_cast<size_t>(l)][static_cast<size_t>(r)];
        cell = (cell + sum) % kMod;
      }
    }
    // Cut from the right: [l, r] -> [l, r'] for l <= r' < r, weight N-1-r.
    for (int64_t l = 0; l < n; ++l) {
      int64_t sum = 0;
      for (int64_t r = n - 2; r >= l; --r) {
        sum = (sum + g[static_cast<size_t>(l)][static_cast<size_t>(r + 1)] * (n - 2 - r)) % kMod;
        int64_t& cell = next[static_cast<size_t>(l)][static_cast<size_t>(r)];
        cell = (cell + sum) % kMod;
      }
    }
    std::swap(g, next);
  }
  int64_t total = top % kMod;  // max * M^Q.
  for (int64_t step = 0; step < q; ++step) total = total * pairs(n) % kMod;
  std::vector<int64_t> diff(m + 1, 0);
  for (size_t l = 0; l < m; ++l) {
    for (size_t r = l; r < m; ++r) {
      diff[l] = (diff[l] + g[l][r]) % kMod;
      diff[r + 1] = (diff[r + 1] + kMod - g[l][r]) % kMod;
    }
  }
  std::vector<int64_t> answer;
  int64_t below = 0;
  for (size_t i = 0; i < m; ++i) {
    below = (below + diff[i]) % kMod;
    answer.push_back((total + kMod - below) % kMod);
  }
  return answer;
}

class RandomRangeMaxExpectationEnvironment final
    : public environments::SequenceAnswerEnvironment<RandomRangeMaxExpectationInstance> {
 public:
  double DefaultBeta() const override { return 3; }
  RandomRangeMaxExpectationEnvironment()
      : SequenceAnswerEnvironment(
            {"random_range_max_expectation", "RLVE-Gym:RandomRangeMaxExpectation", kMaxDifficulty,
             "Expected entries after Q random range-to-maximum operations, scaled to integers, "
             "modulo 10000.",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level; Q uniform in 1..N, "
             "entries uniform in 0..N"}) {}

 protected:
  RandomRangeMaxExpectationInstance Make(int difficulty, tasks::Rng& rng) const override {
    RandomRangeMaxExpectationInstance instance;
    const int64_t n = environments::RlveGrowthSize(difficulty);
    instance.q = rng.Uniform(1, n);
    for (int64_t i = 0; i < n; ++i) instance.array.push_back(rng.Uniform(0, n));
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<RandomRangeMaxExpectationInstance>& fields) const override {
    fields.Ints("array", &RandomRangeMaxExpectationInstance::array, kMaxN, 0, kMaxValue)
        .Int("q", &RandomRangeMaxExpectationInstance::q, 1, kMaxQ);
  }
  absl::Status Finish(RandomRangeMaxExpectationInstance& instance) const override {
    instance.answer = ScaledExpectations(instance.array, instance.q);
    return absl::OkStatus();
  }
  std::string Prompt(const RandomRangeMaxExpectationInstance& instance) const override {
    const size_t n = instance.array.size();
    const std::string m = absl::StrCat(n, " * (", n, " + 1) / 2");
    return absl::StrCat(
        "Start from this array of ", n, " integers:\n",
        absl::StrJoin(instance.array, " "),
        "\n\nApply ", instance.q, " operations, one after another. Each "
        "operation picks one of the ", m, " contiguous subarrays uniformly at "
        "random and replaces every entry of that subarray with the largest "
        "entry of the subarray.\n\n"
        "For every position, consider the expected value of its entry after "
        "all ", instance.q, " operations. Multiplied by (", m, ")^",
        instance.q, " it is an integer; give that integer modulo 10000 for "
        "each position.\n\n"
        "Put your final answer inside <answer> </answer> tags: ", n,
        " integers separated by spaces, the first for position 1, and so on.");
  }
  size_t AnswerLength(const RandomRangeMaxExpectationInstance& instance) const override {
    return instance.answer.size();
  }
  std::optional<environments::SequenceGrade> Grade(
      const RandomRangeMaxExpectationInstance& instance,
      const std::vector<int64_t>& answer) const override {
    return environments::SequenceGrade{
        environments::MatchingPositions(answer, instance.answer),
        static_cast<int64_t>(instance.answer.size())};
  }
  std::string Reference(const RandomRangeMaxExpectationInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.answer, " "));
  }
};

}  // namespace
}  // namespace random_range_max_expectation_cc

absl::Status RegisterRandomRangeMaxExpectationEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterSequenceAnswerEnvironment(
      catalog, std::make_unique<RandomRangeMaxExpectationEnvironment>());
}

}  // namespace referee
