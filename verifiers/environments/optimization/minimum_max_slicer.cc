#include "verifiers/environments/optimization/minimum_max_slicer.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace minimum_max_slicer_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 40;  // N = 404.
constexpr int64_t kMaxItems = 500;
constexpr int64_t kMaxValue = 1000000;
constexpr int64_t kMinBatchesDrawn = 3;  // RLVE draws M in 3..max(3, N / 2).
constexpr int64_t kBatchRangeCoefficient = 2;  // RLVE's M_range_coefficient.

struct MinimumMaxSlicerInstance {
  int64_t n = 0;
  int64_t m = 0;
  std::vector<int64_t> a;
  // Derived (Finish): the optimum and an optimal cut (its M ends).
  int64_t gold = 0;
  std::vector<int64_t> ends;
};

// The ends of the greedy cut under bound `d` (each batch filled while its
// sum stays <= d); empty if some value exceeds d.
std::vector<int64_t> GreedyEnds(const std::vector<int64_t>& a, int64_t d) {
  std::vector<int64_t> ends;
  int64_t sum = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i] > d) return {};
    if (sum + a[i] > d) {
      ends.push_back(static_cast<int64_t>(i) - 1);
      sum = 0;
    }
    sum += a[i];
  }
  ends.push_back(static_cast<int64_t>(a.size()) - 1);
  return ends;
}

// The optimum (binary search on the bound: the greedy cut needs the fewest
// batches under a bound, and that count only falls as the bound grows) and
// a cut reaching it with exactly m batches.
void Solve(MinimumMaxSlicerInstance& instance) {
  int64_t low = *std::max_element(instance.a.begin(), instance.a.end());
  int64_t high = std::accumulate(instance.a.begin(), instance.a.end(), int64_t{0});
  while (low < high) {
    const int64_t mid = low + (high - low) / 2;
    if (static_cast<int64_t>(GreedyEnds(instance.a, mid).size()) <= instance.m) {
      high = mid;
    } else {
      low = mid + 1;
    }
  }
  instance.gold = low;
  std::vector<int64_t> ends = GreedyEnds(instance.a, low);
  std::vector<bool> is_end(static_cast<size_t>(instance.n), false);
  for (const int64_t e : ends) is_end[static_cast<size_t>(e)] = true;
  // Split batches at the first indices that are not ends yet (m <= n).
  for (int64_t i = 0; static_cast<int64_t>(ends.size()) < instance.m; ++i) {
    if (!is_end[static_cast<size_t>(i)]) {
      is_end[static_cast<size_t>(i)] = true;
      ends.push_back(i);
    }
  }
  std::sort(ends.begin(), ends.end());
  instance.ends = std::move(ends);
}

class MinimumMaxSlicerEnvironment final
    : public environments::LadderEnvironment<MinimumMaxSlicerInstance> {
 public:
  MinimumMaxSlicerEnvironment()
      : LadderEnvironment(
            {"minimum_max_slicer", "RLVE-Gym:Minimum_MaxSlicer", kMaxDifficulty,
             "Cut an array into a given number of consecutive batches, making the largest batch "
             "sum as small as possible.",
             /*difficulty_help=*/"N = 4, then int(1.1 N + 1) per level (14 at d = 8, 404 at "
             "the top, d = 40); M uniform in 3..max(3, N/2); values uniform in 1..N"},
            {"RLVE Minimum_MaxSlicer ladder: -1 unparseable, -0.5 not M strictly increasing "
             "ends in 0..N-1 ending at N-1, else (optimum / largest batch sum)^beta.",
             /*beta=*/3}) {}

 protected:
  MinimumMaxSlicerInstance Make(int difficulty, tasks::Rng& rng) const override {
    MinimumMaxSlicerInstance instance;
    const int64_t n = instance.n = environments::RlveGrowth(4, difficulty);
    instance.m =
        rng.Uniform(kMinBatchesDrawn, std::max(kMinBatchesDrawn, n / kBatchRangeCoefficient));
    for (int64_t i = 0; i < n; ++i) instance.a.push_back(rng.Uniform(1, n));
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<MinimumMaxSlicerInstance>& fields) const override {
    using I = MinimumMaxSlicerInstance;
    auto n = [](const I& x) { return x.n; };
    fields.Int("n", &I::n, 1, kMaxItems)
        .Int("m", &I::m, 1, n)
        .Ints("a", &I::a, n, 1, kMaxValue)
        .SizedBy(n);
  }

  absl::Status Finish(MinimumMaxSlicerInstance& instance) const override {
    Solve(instance);
    return absl::OkStatus();
  }

  std::string Prompt(const MinimumMaxSlicerInstance& instance) const override {
    std::string values;
    for (int64_t i = 0; i < instance.n; ++i) {
      absl::StrAppend(&values, "A[", i, "] = ", instance.a[static_cast<size_t>(i)], "\n");
    }
    std::string example;
    for (int64_t i = 0; i + 1 < instance.m; ++i) absl::StrAppend(&example, i, " ");
    absl::StrAppend(&example, instance.n - 1);
    return absl::StrCat(
        "An array A has ", instance.n, " values, at indices 0 to ", instance.n - 1, ":\n", values,
        "\nCut A, keeping its order, into exactly ", instance.m,
        " non-empty consecutive batches. Name each batch by the index of its last value: "
        "end[1] < end[2] < ... < end[", instance.m, "], where end[", instance.m,
        "] must be ", instance.n - 1,
        "; batch 1 holds indices 0..end[1], and batch k (k > 1) holds indices end[k-1]+1.."
        "end[k]. Make the **largest** batch sum as **small** as possible.\n\n"
        "Write the ", instance.m,
        " ends in increasing order inside <answer> </answer> tags on one line, separated by "
        "spaces; for example <answer>",
        example, "</answer> makes each of the first ", instance.m - 1,
        " batches a single value and puts the rest in the last batch.");
  }

  std::string Reference(const MinimumMaxSlicerInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.ends, " "));
  }

  absl::StatusOr<Verdict> Grade(const MinimumMaxSlicerInstance& instance,
                                const VerifyInput& input) const override {
    const auto answer = environments::FinalIntegers(input.output, static_cast<size_t>(instance.m));
    if (!answer) return environments::Unparsed();
    if (answer->count != static_cast<size_t>(instance.m)) return environments::Invalid();
    const std::vector<int64_t>& ends = answer->values;
    int64_t largest = 0;  // At most 500 · 10^6: no overflow.
    int64_t previous = -1;
    for (const int64_t e : ends) {
      // Range first: kHugeToken and negatives must not index.
      if (e < 0 || e >= instance.n || e <= previous) return environments::Invalid();
      int64_t sum = 0;
      for (int64_t i = previous + 1; i <= e; ++i) sum += instance.a[static_cast<size_t>(i)];
      largest = std::max(largest, sum);
      previous = e;
    }
    if (previous != instance.n - 1) return environments::Invalid();
    // (gold / largest)^beta; full credit, and correct, iff largest == gold
    // (never below: gold is the optimum).
    return environments::Graded(instance.gold, largest, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace minimum_max_slicer_cc

absl::Status RegisterMinimumMaxSlicerEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MinimumMaxSlicerEnvironment>());
}

}  // namespace referee
