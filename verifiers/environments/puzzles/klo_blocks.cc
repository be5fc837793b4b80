#include "verifiers/environments/puzzles/klo_blocks.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace klo_blocks_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 50;  // N = 962.
constexpr int64_t kMaxStacks = 1000;
constexpr int64_t kMaxValue = 1000000000;

struct KloBlocksInstance {
  std::vector<int64_t> a;
  int64_t k = 0;
  std::string answer;  // Derived: the longest run.
};

// The longest segment with sum of (a[i] - k) >= 0 (0 if none): with
// prefix sums b[0] = 0, b[i], the largest i - j over j < i with b[j] <=
// b[i]. The candidates j are the strict prefix minima (a later j with a
// b no smaller is never better); scanning i downwards pops each candidate
// at the largest i it matches. O(N); |b| <= 10^12.
int64_t LongestRun(const std::vector<int64_t>& a, int64_t k) {
  const size_t n = a.size();
  std::vector<int64_t> b(n + 1, 0);
  std::vector<size_t> minima = {0};
  for (size_t i = 1; i <= n; ++i) {
    b[i] = b[i - 1] + a[i - 1] - k;
    if (b[i] < b[minima.back()]) minima.push_back(i);
  }
  int64_t best = 0;
  for (size_t i = n; i >= 1; --i) {
    while (!minima.empty() && b[minima.back()] <= b[i]) {
      if (minima.back() < i) best = std::max(best, static_cast<int64_t>(i - minima.back()));
      minima.pop_back();
    }
  }
  return best;
}

class KloBlocksEnvironment final
    : public environments::IntegerAnswerEnvironment<KloBlocksInstance> {
 public:
  KloBlocksEnvironment()
      : IntegerAnswerEnvironment(
            {"klo_blocks", "RLVE-Gym:KloBlocks", kMaxDifficulty,
             "Blocks may move one at a time from a stack above K to a neighbouring stack; find "
             "the longest run of stacks that can all reach K (POI 2010 Blocks).",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level; A[i] uniform in "
             "1..2N, K strictly between min A and max A, the answer neither 1 nor N"},
            environments::NumberLadder::kExact) {}

 protected:
  KloBlocksInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowthSize(difficulty);
    for (;;) {
      KloBlocksInstance instance;
      for (int64_t i = 0; i < n; ++i) instance.a.push_back(rng.Uniform(1, 2 * n));
      const auto [low, high] = std::minmax_element(instance.a.begin(), instance.a.end());
      if (*low + 1 > *high - 1) continue;
      instance.k = rng.Uniform(*low + 1, *high - 1);
      const int64_t run = LongestRun(instance.a, instance.k);
      if (run != 1 && run != n) return instance;
    }
  }
  void DeclareFields(environments::InstanceFields<KloBlocksInstance>& fields) const override {
    fields.Ints("a", &KloBlocksInstance::a, kMaxStacks, 1, kMaxValue)
        .Int("k", &KloBlocksInstance::k, 1, kMaxValue);
  }
  absl::Status Finish(KloBlocksInstance& instance) const override {
    instance.answer = absl::StrCat(LongestRun(instance.a, instance.k));
    return absl::OkStatus();
  }
  std::string Prompt(const KloBlocksInstance& instance) const override {
    return absl::StrCat(
        "There are ", instance.a.size(), " stacks of blocks in a row; from left to right they "
        "hold ", absl::StrJoin(instance.a, " "), " blocks. A move takes one block off a stack "
        "holding more than ", instance.k, " blocks and puts it on the stack directly to its "
        "left or right (when there is one). Any number of moves may be made.\n\nWhat is the "
        "greatest number of consecutive stacks that can all hold at least ", instance.k,
        " blocks at the same time?\n\nPut your final answer (a single integer) inside "
        "<answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace klo_blocks_cc

absl::Status RegisterKloBlocksEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(catalog,
                                                        std::make_unique<KloBlocksEnvironment>());
}

}  // namespace referee
