#include "verifiers/environments/sequences/subsequence_reversal_lnds.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace subsequence_reversal_lnds_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 36;  // N = 40.
constexpr int64_t kMaxN = 40;
constexpr int64_t kMaxValue = 1000000000;

struct SubsequenceReversalLndsInstance {
  std::vector<int64_t> values;
  std::string answer;  // Derived: the best length.
};

// The DP of the header, one segment length at a time. A layer holds, for
// each start l and window [lo, hi] of ranks, the best length on the
// segment of that length starting at l; layers for lengths len - 1 and
// len - 2 feed length len (length 0 is all zeros).
int64_t BestAfterReversal(const std::vector<int64_t>& values) {
  std::vector<int64_t> sorted = values;
  std::sort(sorted.begin(), sorted.end());
  sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
  const size_t n = values.size(), m = sorted.size();
  std::vector<size_t> rank(n);
  for (size_t i = 0; i < n; ++i) {
    rank[i] = static_cast<size_t>(std::lower_bound(sorted.begin(), sorted.end(), values[i]) -
                                  sorted.begin());
  }
  auto cell = [m](size_t l, size_t lo, size_t hi) { return (l * m + lo) * m + hi; };
  std::vector<int32_t> shorter2(n * m * m, 0), shorter1(n * m * m, 0), current(n * m * m, 0);
  // Length 1: one value, counted iff it lies in the window.
  for (size_t l = 0; l < n; ++l) {
    for (size_t lo = 0; lo < m; ++lo) {
      for (size_t hi = lo; hi < m; ++hi) {
        shorter1[cell(l, lo, hi)] = lo <= rank[l] && rank[l] <= hi ? 1 : 0;
      }
    }
  }
  for (size_t len = 2; len <= n; ++len) {
    for (size_t l = 0; l + len <= n; ++l) {
      const size_t r = l + len - 1;
      for (size_t span = 1; span <= m; ++span) {
        for (size_t lo = 0; lo + span <= m; ++lo) {
          const size_t hi = lo + span - 1;
          int32_t best = 0;
          if (span > 1) {
            best = std::max(current[cell(l, lo + 1, hi)], current[cell(l, lo, hi - 1)]);
          }
          // Drop A[l]: segment l+1..r, A[l] counted at the low end.
          best = std::max(best, shorter1[cell(l + 1, lo, hi)] + (rank[l] == lo ? 1 : 0));
          // Drop A[r]: segment l..r-1, A[r] counted at the high end.
          best = std::max(best, shorter1[cell(l, lo, hi)] + (rank[r] == hi ? 1 : 0));
          // Swap A[l] and A[r]: segment l+1..r-1 (empty at length 2).
          const int32_t inner = len == 2 ? 0 : shorter2[cell(l + 1, lo, hi)];
          best = std::max(best, inner + (rank[r] == lo ? 1 : 0) + (rank[l] == hi ? 1 : 0));
          current[cell(l, lo, hi)] = best;
        }
      }
    }
    std::swap(shorter2, shorter1);
    std::swap(shorter1, current);
  }
  return n == 0 ? 0 : shorter1[cell(0, 0, m - 1)];
}

class SubsequenceReversalLndsEnvironment final
    : public environments::IntegerAnswerEnvironment<SubsequenceReversalLndsInstance> {
 public:
  SubsequenceReversalLndsEnvironment()
      : IntegerAnswerEnvironment(
            {"subsequence_reversal_lnds", "RLVE-Gym:SubsequenceReversalLNDS", kMaxDifficulty,
             "Reverse the values at one chosen set of positions of a sequence to make its longest "
             "non-decreasing subsequence as long as possible; give that length.",
             /*difficulty_help=*/"N = 4 + d; values uniform in 1..N"},
            environments::NumberLadder::kExact) {}

 protected:
  SubsequenceReversalLndsInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 4 + difficulty;
    SubsequenceReversalLndsInstance instance;
    for (int64_t i = 0; i < n; ++i) instance.values.push_back(rng.Uniform(1, n));
    return instance;
  }
  void DeclareFields(environments::InstanceFields<SubsequenceReversalLndsInstance>& fields)
      const override {
    fields.Ints("values", &SubsequenceReversalLndsInstance::values, kMaxN, -kMaxValue,
                kMaxValue);
  }
  absl::Status Finish(SubsequenceReversalLndsInstance& instance) const override {
    instance.answer = absl::StrCat(BestAfterReversal(instance.values));
    return absl::OkStatus();
  }
  std::string Prompt(const SubsequenceReversalLndsInstance& instance) const override {
    const size_t n = instance.values.size();
    std::vector<std::string> shown;
    for (size_t i = 0; i < n; ++i) {
      shown.push_back(absl::StrCat("A[", i + 1, "] = ", instance.values[i]));
    }
    return absl::StrCat(
        "Here is a sequence A of ", n, " integers:\n", absl::StrJoin(shown, ", "),
        "\n\nYou may perform the following operation exactly once: pick some "
        "positions i_1 < i_2 < ... < i_k (any k from 1 to ", n,
        ") and reverse the order of the values standing at those positions, "
        "so that the value at i_1 moves to i_k, the value at i_2 moves to "
        "i_(k-1), and so on; all other positions keep their values. Afterwards "
        "we look at the longest non-decreasing subsequence of A (its elements "
        "need not be adjacent). What is the largest length this subsequence "
        "can reach, over all choices of positions?\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
};

}  // namespace
}  // namespace subsequence_reversal_lnds_cc

absl::Status RegisterSubsequenceReversalLndsEnvironment(Catalog& catalog,
                                                        const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<SubsequenceReversalLndsEnvironment>());
}

}  // namespace referee
