#include "verifiers/environments/sequences/cow_dance_show.h"

#include <functional>
#include <queue>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace cow_dance_show_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 996;
constexpr int64_t kMaxCows = 20000;
constexpr int64_t kMaxTime = 1000000000;  // 10^9 per cow: sums < 2^53.

struct CowDanceShowInstance {
  std::vector<int64_t> d;  // d[i - 1]: cow i's dance time.
  int64_t k = 1;           // Stage spots.
  std::string answer;      // Derived: when the last cow finishes.
};

// The stage's K spots as a min-heap of the times they fall free: each next
// cow takes the spot that frees first, and the show ends when the last
// spot does. O(N log K).
std::string FinishTime(const std::vector<int64_t>& d, int64_t k) {
  std::priority_queue<int64_t, std::vector<int64_t>, std::greater<int64_t>> free_at;
  int64_t last = 0;
  for (size_t i = 0; i < d.size(); ++i) {
    int64_t start = 0;
    if (static_cast<int64_t>(i) >= k) {
      start = free_at.top();
      free_at.pop();
    }
    free_at.push(start + d[i]);
    last = std::max(last, start + d[i]);
  }
  return absl::StrCat(last);
}

class CowDanceShowEnvironment final
    : public environments::IntegerAnswerEnvironment<CowDanceShowInstance> {
 public:
  CowDanceShowEnvironment()
      : IntegerAnswerEnvironment(
            {"cow_dance_show", "RLVE-Gym:CowDanceShow", kMaxDifficulty,
             "Cows dance in label order on a stage with K spots, each for its own time, the next "
             "cow stepping in as soon as a spot frees; give the time the last cow finishes.",
             /*difficulty_help=*/"N = 4 + d cows; dance times uniform in 1..N, K uniform in "
             "2..N-1"},
            environments::NumberLadder::kExact) {}

 protected:
  CowDanceShowInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 4 + difficulty;
    CowDanceShowInstance instance;
    for (int64_t i = 0; i < n; ++i) instance.d.push_back(rng.Uniform(1, n));
    instance.k = rng.Uniform(2, n - 1);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<CowDanceShowInstance>& fields)
      const override {
    using I = CowDanceShowInstance;
    fields.Ints("d", &I::d, kMaxCows, 1, kMaxTime)
        .Int("k", &I::k, 1, [](const I& x) { return static_cast<int64_t>(x.d.size()); });
  }
  absl::Status Finish(CowDanceShowInstance& instance) const override {
    instance.answer = FinishTime(instance.d, instance.k);
    return absl::OkStatus();
  }
  std::string Prompt(const CowDanceShowInstance& instance) const override {
    const size_t n = instance.d.size();
    std::string listed;
    for (size_t i = 0; i < n; ++i) {
      absl::StrAppend(&listed, i == 0 ? "" : ", ", "d[", i + 1, "]=", instance.d[i]);
    }
    return absl::StrCat(
        "A dance show has ", n, " cows, numbered 1 to ", n,
        ". Cow i dances for d[i] units of time, where: ", listed,
        "\n\nThe stage has room for ", instance.k,
        " cows at once, and the show goes like this:\n"
        "- At time 0, cows 1 to ", instance.k,
        " step onto the stage together.\n"
        "- Every cow on the stage dances for exactly its own time d[i], then "
        "leaves.\n"
        "- The instant a cow leaves, the lowest-numbered cow that has not "
        "danced yet (if any) takes the free place and starts dancing at that "
        "same instant.\n\n"
        "At what time does the last cow finish dancing?\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
};

}  // namespace
}  // namespace cow_dance_show_cc

absl::Status RegisterCowDanceShowEnvironment(Catalog& catalog,
                                             const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<CowDanceShowEnvironment>());
}

}  // namespace referee
