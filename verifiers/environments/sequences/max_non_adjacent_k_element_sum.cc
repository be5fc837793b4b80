#include "verifiers/environments/sequences/max_non_adjacent_k_element_sum.h"

#include <queue>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace max_non_adjacent_k_element_sum_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 66;  // N = 4885.
constexpr size_t kMaxValues = 20000;
constexpr int64_t kMaxValue = 1000000000;  // Sums stay below 2^45.
constexpr int kMaxDraws = 100;  // Redraws of a draw whose reference is fragile (Solve).

struct MaxNonAdjacentKElementSumInstance {
  std::vector<int64_t> a;
  int64_t k = 0;
  // Derived: the best sum and K indices reaching it, increasing.
  int64_t best = 0;
  std::vector<int64_t> chosen;
};

// The greedy with regret. Positions 1..N hold A, 0 and N+1 are sentinels
// of value -infinity; live nodes form a linked list, each standing for a
// segment [low, high] of positions of odd length. Invariant: inside a live
// node's segment, the odd offsets are selected and the even ones are not,
// and its value is (sum at even offsets) - (sum at odd offsets): taking
// the node toggles its whole segment and gains its value. After taking a
// node, it absorbs its two neighbours (odd offsets selected in each), so the
// merged segment again has exactly its odd offsets selected, with value
// left + right - taken. Taking the largest live node K times reaches the
// best sum; the toggles, kept in a difference array, give the selection.
// Returns whether the listing is fragile (see the end); Make then draws
// again, at most kMaxDraws times.
bool Solve(MaxNonAdjacentKElementSumInstance& instance) {
  const size_t n = instance.a.size();
  int64_t total = 0;
  for (const int64_t v : instance.a) total += v;
  const int64_t infinity = total + 1;
  std::vector<int64_t> value(n + 2), left(n + 2), right(n + 2), low(n + 2), high(n + 2);
  std::vector<bool> gone(n + 2, false);
  for (size_t i = 0; i < n + 2; ++i) {
    value[i] = (i == 0 || i == n + 1) ? -infinity : instance.a[i - 1];
    left[i] = i == 0 ? 0 : static_cast<int64_t>(i) - 1;
    right[i] = i == n + 1 ? static_cast<int64_t>(n + 1) : static_cast<int64_t>(i) + 1;
    low[i] = high[i] = static_cast<int64_t>(i);
  }
  // Largest value first, then the smallest position.
  std::priority_queue<std::pair<int64_t, int64_t>> heap;
  for (size_t i = 1; i <= n; ++i) heap.push({value[i], -static_cast<int64_t>(i)});
  std::vector<int> toggles(n + 3, 0);
  instance.best = 0;
  for (int64_t step = 0; step < instance.k; ++step) {
    while (gone[static_cast<size_t>(-heap.top().second)]) heap.pop();
    const size_t p = static_cast<size_t>(-heap.top().second);
    heap.pop();
    instance.best += value[p];
    toggles[static_cast<size_t>(low[p])] ^= 1;
    toggles[static_cast<size_t>(high[p]) + 1] ^= 1;
    const size_t l = static_cast<size_t>(left[p]), r = static_cast<size_t>(right[p]);
    gone[l] = gone[r] = true;
    value[p] = value[l] + value[r] - value[p];
    low[p] = low[l];
    high[p] = high[r];
    left[p] = left[l];
    right[p] = right[r];
    right[static_cast<size_t>(left[p])] = static_cast<int64_t>(p);
    left[static_cast<size_t>(right[p])] = static_cast<int64_t>(p);
    heap.push({value[p], -static_cast<int64_t>(p)});
  }
  instance.chosen.clear();
  int parity = 0;
  std::vector<bool> in(n, false);
  for (size_t i = 0; i <= n + 1; ++i) {
    parity ^= toggles[i];
    if (parity != 0 && i >= 1 && i <= n) {
      instance.chosen.push_back(static_cast<int64_t>(i) - 1);
      in[i - 1] = true;
    }
  }
  // List last an index x whose last digit changed (the properties test's
  // corruption of the reference: 9 -> 0, else + 1) gives x' with no optimal
  // selection: x' past N - 1, already selected, next to another selected
  // index, or with A[x'] != A[x] (larger would contradict optimality).
  for (size_t j = instance.chosen.size(); j-- > 0;) {
    const int64_t x = instance.chosen[j];
    const int64_t changed = x - x % 10 + (x % 10 == 9 ? 0 : x % 10 + 1);
    const size_t c = static_cast<size_t>(changed);
    const bool safe =
        changed >= static_cast<int64_t>(n) || in[c] ||
        (c > 0 && c - 1 != static_cast<size_t>(x) && in[c - 1]) ||
        (c + 1 < n && c + 1 != static_cast<size_t>(x) && in[c + 1]) ||
        instance.a[c] != instance.a[static_cast<size_t>(x)];
    if (safe) {
      std::swap(instance.chosen[j], instance.chosen.back());
      return false;
    }
  }
  return true;
}

class MaxNonAdjacentKElementSumEnvironment final
    : public environments::LadderEnvironment<MaxNonAdjacentKElementSumInstance> {
 public:
  MaxNonAdjacentKElementSumEnvironment()
      : LadderEnvironment(
            {"max_non_adjacent_k_element_sum", "RLVE-Gym:Max_NonAdjacent_KElementSum",
             kMaxDifficulty,
             "Select exactly K pairwise non-adjacent entries of an array with the largest sum.",
             /*difficulty_help=*/"N = 4, then floor(1.1 N) + 1 per level (4, 5, ..., 10, 12, "
             "14, ...); K in 2..N/2; A[i] in 1..N"},
            {"RLVE Max_NonAdjacent_KElementSum ladder: -1 unparseable, -0.5 unless K distinct "
             "non-adjacent indices in 0..N-1, else (their sum / best sum)^beta.",
             /*beta=*/5}) {}

 protected:
  MaxNonAdjacentKElementSumInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(4, difficulty);
    MaxNonAdjacentKElementSumInstance instance;
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      instance.a.clear();
      instance.k = rng.Uniform(2, n / 2);
      for (int64_t i = 0; i < n; ++i) instance.a.push_back(rng.Uniform(1, n));
      if (!Solve(instance)) break;
    }
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<MaxNonAdjacentKElementSumInstance>& fields) const override {
    using I = MaxNonAdjacentKElementSumInstance;
    fields.Ints("a", &I::a, kMaxValues, 1, kMaxValue)
        .Int("k", &I::k, 1, [](const I& x) { return static_cast<int64_t>(x.a.size()) / 2; });
  }
  absl::Status Finish(MaxNonAdjacentKElementSumInstance& instance) const override {
    if (instance.a.size() < 2) return BadInstance("a", "needs at least two values");
    if (instance.k < 1 || instance.k > static_cast<int64_t>(instance.a.size()) / 2) {
      return BadInstance("k", "must be in 1..N/2");
    }
    Solve(instance);
    if (static_cast<int64_t>(instance.chosen.size()) != instance.k) {
      return absl::InternalError("max_non_adjacent_k_element_sum: selection of the wrong size");
    }
    return absl::OkStatus();
  }
  std::string Prompt(const MaxNonAdjacentKElementSumInstance& instance) const override {
    const size_t n = instance.a.size();
    std::string values;
    for (size_t i = 0; i < n; ++i) absl::StrAppend(&values, i > 0 ? " " : "", "A[", i, "]=", instance.a[i]);
    return absl::StrCat(
        "An array A of ", n, " positive integers, indexed from 0:\n", values,
        "\n\nSelect exactly ", instance.k, " distinct indices between 0 and ", n - 1,
        " such that no two selected indices are next to each other (never both i and i + 1), "
        "making the sum of A over the selected indices as large as possible.\n\n"
        "Write the ", instance.k, " selected indices, in any order and separated by spaces, "
        "inside <answer> </answer> tags, as in <answer>4 0 2</answer>.");
  }
  absl::StatusOr<Verdict> Grade(const MaxNonAdjacentKElementSumInstance& instance,
                                const VerifyInput& input) const override {
    const size_t k = static_cast<size_t>(instance.k);
    const std::optional<parsing::IntegerTokens> answer =
        environments::FinalIntegers(input.output, k + 1);
    if (!answer) return environments::Unparsed();
    if (answer->count != k) return environments::Invalid();
    std::vector<int64_t> indices = answer->values;
    std::sort(indices.begin(), indices.end());
    const int64_t n = static_cast<int64_t>(instance.a.size());
    if (!(0 <= indices.front() && indices.back() < n)) return environments::Invalid();
    int64_t sum = 0;
    for (size_t j = 0; j < k; ++j) {
      // A repeat (difference 0) or a neighbour (difference 1).
      if (j > 0 && indices[j] - indices[j - 1] <= 1) return environments::Invalid();
      sum += instance.a[static_cast<size_t>(indices[j])];
    }
    // sum <= best, the best over every valid selection.
    return environments::Graded(sum, instance.best, input.params.Number("beta"));
  }
  std::string Reference(const MaxNonAdjacentKElementSumInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.chosen, " "));
  }
};

}  // namespace
}  // namespace max_non_adjacent_k_element_sum_cc

absl::Status RegisterMaxNonAdjacentKElementSumEnvironment(Catalog& catalog,
                                                          const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MaxNonAdjacentKElementSumEnvironment>());
}

}  // namespace referee
