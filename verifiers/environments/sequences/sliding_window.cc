#include "verifiers/environments/sequences/sliding_window.h"

#include <deque>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace sliding_window_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 60;
constexpr size_t kMaxValues = 20000;

struct SlidingWindowInstance {
  std::vector<int64_t> values;
  int64_t k = 1;
  std::vector<int64_t> minima;  // Derived: the answer.
};

// RLVE's N after d updates: 5, then floor(1.1 N) + 1 (exact integers).
int64_t LevelSize(int difficulty) {
  return environments::RlveGrowth(5, difficulty);
}

// Window minima with a deque of indices whose values increase. O(N).
std::vector<int64_t> WindowMinima(const std::vector<int64_t>& values, int64_t k) {
  const size_t window = static_cast<size_t>(k);
  std::deque<size_t> candidates;
  std::vector<int64_t> minima;
  for (size_t i = 0; i < values.size(); ++i) {
    if (!candidates.empty() && candidates.front() + window <= i) {
      candidates.pop_front();
    }
    while (!candidates.empty() && values[candidates.back()] > values[i]) {
      candidates.pop_back();
    }
    candidates.push_back(i);
    if (i + 1 >= window) minima.push_back(values[candidates.front()]);
  }
  return minima;
}

class SlidingWindowEnvironment final
    : public environments::SequenceAnswerEnvironment<SlidingWindowInstance> {
 public:
  double DefaultBeta() const override { return 10; }
  SlidingWindowEnvironment()
      : SequenceAnswerEnvironment(
            {"sliding_window", "RLVE-Gym:SlidingWindow", kMaxDifficulty,
             "The minimum of every window of K consecutive values of a list.",
             /*difficulty_help=*/"N = 5, then floor(1.1 N) + 1 per level; K uniform in 2..N-1, "
             "values in -floor(N/20)..N"}) {}

 protected:
  SlidingWindowInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = LevelSize(difficulty);
    SlidingWindowInstance instance;
    instance.k = rng.Uniform(2, n - 1);
    for (int64_t i = 0; i < n; ++i) {
      instance.values.push_back(rng.Uniform(-(n / 20), n));
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<SlidingWindowInstance>& fields) const override {
    constexpr int64_t kMax = environments::kMaxJsonInteger;
    fields.Ints("values", &SlidingWindowInstance::values, kMaxValues, -kMax, kMax)
        .Int("k", &SlidingWindowInstance::k, 1,
             [](const SlidingWindowInstance& x) { return static_cast<int64_t>(x.values.size()); });
  }
  absl::Status Finish(SlidingWindowInstance& instance) const override {
    instance.minima = WindowMinima(instance.values, instance.k);
    return absl::OkStatus();
  }
  std::string Prompt(const SlidingWindowInstance& instance) const override {
    return absl::StrCat(
        "Here is a list of ", instance.values.size(), " integers:\n",
        absl::StrJoin(instance.values, " "),
        "\nSlide a window of ", instance.k,
        " consecutive entries from the left end of the list to the right "
        "end, one position at a time (", instance.minima.size(),
        " windows in all), and report the smallest value inside each "
        "window.\n\n"
        "Answer with one line listing the ", instance.minima.size(),
        " minima, from the leftmost window to the rightmost, spaces between "
        "them, enclosed in <answer> </answer> tags.");
  }
  size_t AnswerLength(const SlidingWindowInstance& instance) const override {
    return instance.minima.size();
  }
  std::optional<environments::SequenceGrade> Grade(
      const SlidingWindowInstance& instance,
      const std::vector<int64_t>& answer) const override {
    return environments::SequenceGrade{
        environments::MatchingPositions(answer, instance.minima),
        static_cast<int64_t>(instance.minima.size())};
  }
  std::string Reference(const SlidingWindowInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.minima, " "));
  }
};

}  // namespace
}  // namespace sliding_window_cc

absl::Status RegisterSlidingWindowEnvironment(Catalog& catalog,
                                              const TaskOptions& options) {
  return environments::RegisterSequenceAnswerEnvironment(
      catalog, std::make_unique<SlidingWindowEnvironment>());
}

}  // namespace referee
