#include "verifiers/environments/sequences/weighted_lis.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace weighted_lis_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 66;  // N = 4885.
constexpr size_t kMaxValues = 20000;
constexpr int64_t kMaxWeight = 1000000000;  // Sums stay below 2^45.
constexpr int kMaxDraws = 100;  // Redraws of a draw whose reference is fragile (Solve).

struct WeightedLisInstance {
  std::vector<int64_t> a, b;
  // Derived: the best sum and indices reaching it, increasing.
  int64_t best = 0;
  std::vector<int64_t> indices;
};

// The best sum, and a best subsequence in `indices`: the one ending at the
// largest possible index c, each index preceded by the largest possible one.
// best[i], the best sum of a subsequence ending at i, comes from a Fenwick
// tree over the ranks of A's values holding per prefix of ranks the largest
// (sum, index) seen so far. Returns whether the listing is fragile: the
// properties test changes the last digit of the reference, turning c into
// c + 1 (no better: an optimum ending after c would contradict c's choice)
// or, for a last digit 9, into c - 9, which may tie when it is still after
// the previous index p, keeps A non-decreasing and has B[c - 9] = B[c]. Make
// draws again (at most kMaxDraws times) in that rare case.
bool Solve(WeightedLisInstance& instance) {
  const size_t n = instance.a.size();
  std::vector<int64_t> values = instance.a;
  std::sort(values.begin(), values.end());
  values.erase(std::unique(values.begin(), values.end()), values.end());
  const size_t m = values.size();
  std::vector<std::pair<int64_t, int64_t>> tree(m + 1, {0, -1});
  std::vector<int64_t> previous(n, -1);
  int64_t end = -1;
  instance.best = 0;
  for (size_t i = 0; i < n; ++i) {
    const size_t rank = static_cast<size_t>(
        std::lower_bound(values.begin(), values.end(), instance.a[i]) - values.begin() + 1);
    std::pair<int64_t, int64_t> before{0, -1};
    for (size_t r = rank; r > 0; r -= r & (~r + 1)) before = std::max(before, tree[r]);
    const int64_t best = before.first + instance.b[i];
    previous[i] = before.second;
    const std::pair<int64_t, int64_t> entry{best, static_cast<int64_t>(i)};
    for (size_t r = rank; r <= m; r += r & (~r + 1)) tree[r] = std::max(tree[r], entry);
    if (best >= instance.best) {  // Ties move the end later.
      instance.best = best;
      end = static_cast<int64_t>(i);
    }
  }
  instance.indices.clear();
  for (int64_t i = end; i >= 0; i = previous[static_cast<size_t>(i)]) {
    instance.indices.push_back(i);
  }
  std::reverse(instance.indices.begin(), instance.indices.end());
  if (end % 10 != 9) return false;
  const size_t c = static_cast<size_t>(end), twin = c - 9;
  const int64_t p = previous[c];
  return static_cast<int64_t>(twin) > p &&
         (p < 0 || instance.a[static_cast<size_t>(p)] <= instance.a[twin]) &&
         instance.b[twin] == instance.b[c];
}

class WeightedLisEnvironment final
    : public environments::LadderEnvironment<WeightedLisInstance> {
 public:
  WeightedLisEnvironment()
      : LadderEnvironment(
            {"weighted_lis", "RLVE-Gym:WeightedLIS", kMaxDifficulty,
             "Pick a non-decreasing subsequence of A maximising the sum of the paired weights B.",
             /*difficulty_help=*/"N = 4, then floor(1.1 N) + 1 per level (4, 5, ..., 10, 12, "
             "14, ...); A[i] in 0..N, B[i] in 1..N"},
            {"RLVE WeightedLIS ladder: -1 unparseable, -0.5 for an index out of range, indices "
             "not increasing or A decreasing along them, else (sum of B / best sum)^beta.",
             /*beta=*/5}) {}

 protected:
  WeightedLisInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(4, difficulty);
    WeightedLisInstance instance;
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      instance.a.clear();
      instance.b.clear();
      for (int64_t i = 0; i < n; ++i) instance.a.push_back(rng.Uniform(0, n));
      for (int64_t i = 0; i < n; ++i) instance.b.push_back(rng.Uniform(1, n));
      if (!Solve(instance)) break;
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<WeightedLisInstance>& fields) const override {
    using I = WeightedLisInstance;
    fields.Ints("a", &I::a, kMaxValues, 0, environments::kMaxJsonInteger)
        .Ints("b", &I::b, kMaxValues, 1, kMaxWeight)
        .SizedBy([](const I& x) { return static_cast<int64_t>(x.a.size()); });
  }
  absl::Status Finish(WeightedLisInstance& instance) const override {
    if (instance.b.size() != instance.a.size()) return BadInstance("b", "needs as many values as a");
    Solve(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const WeightedLisInstance& instance) const override {
    const size_t n = instance.a.size();
    std::string a, b;
    for (size_t i = 0; i < n; ++i) {
      absl::StrAppend(&a, i > 0 ? " " : "", "A[", i, "]=", instance.a[i]);
      absl::StrAppend(&b, i > 0 ? " " : "", "B[", i, "]=", instance.b[i]);
    }
    return absl::StrCat(
        "Two arrays A and B, each of ", n, " integers, indexed from 0:\n", a, "\n", b,
        "\n\nChoose indices i1 < i2 < ... < ik, all between 0 and ", n - 1,
        ", such that A[i1] <= A[i2] <= ... <= A[ik] (A never decreases along them), making "
        "the total B[i1] + B[i2] + ... + B[ik] as large as you can.\n\n"
        "Write the chosen indices in increasing order, separated by spaces, inside <answer> "
        "</answer> tags; for example <answer>0 2 3</answer> chooses k = 3 indices: 0, 2 and 3.");
  }
  absl::StatusOr<Verdict> Grade(const WeightedLisInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = static_cast<int64_t>(instance.a.size());
    // More than N indices cannot be strictly increasing within 0..N-1.
    const std::optional<parsing::IntegerTokens> answer =
        environments::FinalIntegers(input.output, static_cast<size_t>(n) + 1);
    if (!answer) return environments::Unparsed();
    if (answer->count > static_cast<size_t>(n)) return environments::Invalid();
    int64_t sum = 0;
    for (size_t k = 0; k < answer->values.size(); ++k) {
      const int64_t i = answer->values[k];
      if (!(0 <= i && i < n)) return environments::Invalid();
      if (k > 0) {
        const int64_t before = answer->values[k - 1];
        if (!(before < i)) return environments::Invalid();
        if (instance.a[static_cast<size_t>(before)] > instance.a[static_cast<size_t>(i)]) {
          return environments::Invalid();
        }
      }
      sum += instance.b[static_cast<size_t>(i)];
    }
    // sum <= best, the best over every valid choice.
    return environments::Graded(sum, instance.best, input.params.Number("beta"));
  }
  std::string Reference(const WeightedLisInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.indices, " "));
  }
};

}  // namespace
}  // namespace weighted_lis_cc

absl::Status RegisterWeightedLisEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<WeightedLisEnvironment>());
}

}  // namespace referee
