#include "verifiers/environments/sequences/land_acquisition.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace land_acquisition_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 26;  // N = 30.
constexpr int64_t kMaxItems = 1000;
constexpr int64_t kMaxValue = 1000000;
// RLVE draws again while the optimum is a naive partition; at N = 30 about
// one draw in 800 is kept, so 20000 draws fail with odds below 10^-10.
constexpr int kMaxDraws = 20000;

struct LandAcquisitionInstance {
  std::vector<int64_t> w;
  std::vector<int64_t> l;
  // Derived (Finish): the optimum and an optimal partition (0-based item
  // indices, one vector per set).
  int64_t best = 0;
  std::vector<std::vector<int64_t>> sets;
};

struct Partition {
  int64_t cost = 0;
  std::vector<std::vector<int64_t>> sets;
};

// The optimal partition: the undominated items sorted by W ascending (so L
// descending) cut into runs by DP; each dominated item joins a run whose
// maxima already cover it (the run of an item dominating it qualifies).
// The sets only `with_sets` (Make's draws need the cost alone).
Partition Optimal(const std::vector<int64_t>& w, const std::vector<int64_t>& l,
                  bool with_sets) {
  const size_t n = w.size();
  std::vector<size_t> order(n);
  std::iota(order.begin(), order.end(), size_t{0});
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    if (w[a] != w[b]) return w[a] > w[b];
    if (l[a] != l[b]) return l[a] > l[b];
    return a < b;
  });
  // W descending: an item is undominated iff its L beats every L before it.
  std::vector<size_t> kept;
  std::vector<bool> is_kept(n, false);
  int64_t longest = 0;
  for (const size_t i : order) {
    if (l[i] <= longest) continue;
    longest = l[i];
    kept.push_back(i);
    is_kept[i] = true;
  }
  std::reverse(kept.begin(), kept.end());  // W ascending, L descending.
  const size_t h = kept.size();
  // dp[i]: the least cost of the first i kept items; a run j..i-1 costs
  // W[kept[i-1]] * L[kept[j]]. Costs <= 1000 * 10^12: no overflow.
  std::vector<int64_t> dp(h + 1, 0);
  std::vector<size_t> cut(h + 1, 0);
  for (size_t i = 1; i <= h; ++i) {
    for (size_t j = 0; j < i; ++j) {
      const int64_t value = dp[j] + w[kept[i - 1]] * l[kept[j]];
      if (j == 0 || value < dp[i]) {
        dp[i] = value;
        cut[i] = j;
      }
    }
  }
  Partition out;
  out.cost = dp[h];
  if (!with_sets) return out;
  std::vector<std::pair<int64_t, int64_t>> maxima;  // Per run: max W, max L.
  for (size_t i = h; i > 0; i = cut[i]) {
    out.sets.emplace_back();
    for (size_t j = cut[i]; j < i; ++j) out.sets.back().push_back(static_cast<int64_t>(kept[j]));
    maxima.push_back({w[kept[i - 1]], l[kept[cut[i]]]});
  }
  for (size_t x = 0; x < n; ++x) {
    if (is_kept[x]) continue;
    for (size_t r = 0; r < maxima.size(); ++r) {
      if (w[x] <= maxima[r].first && l[x] <= maxima[r].second) {
        out.sets[r].push_back(static_cast<int64_t>(x));
        break;
      }
    }
  }
  for (std::vector<int64_t>& set : out.sets) std::sort(set.begin(), set.end());
  std::sort(out.sets.begin(), out.sets.end());
  return out;
}

// RLVE's naive partitions: one set, all singletons, or the items sorted by
// (W, L) cut once into two sets; the least of their costs.
int64_t NaiveCost(const std::vector<int64_t>& w, const std::vector<int64_t>& l) {
  const size_t n = w.size();
  std::vector<size_t> order(n);
  std::iota(order.begin(), order.end(), size_t{0});
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return w[a] != w[b] ? w[a] < w[b] : l[a] < l[b];
  });
  int64_t singletons = 0;
  for (size_t i = 0; i < n; ++i) singletons += w[i] * l[i];
  // suffix[k]: max W and max L over order[k..n-1].
  std::vector<std::pair<int64_t, int64_t>> suffix(n + 1, {0, 0});
  for (size_t k = n; k-- > 0;) {
    suffix[k] = {std::max(suffix[k + 1].first, w[order[k]]),
                 std::max(suffix[k + 1].second, l[order[k]])};
  }
  int64_t best = std::min(suffix[0].first * suffix[0].second, singletons);
  int64_t prefix_w = 0, prefix_l = 0;
  for (size_t k = 0; k + 1 < n; ++k) {
    prefix_w = std::max(prefix_w, w[order[k]]);
    prefix_l = std::max(prefix_l, l[order[k]]);
    best = std::min(best, prefix_w * prefix_l + suffix[k + 1].first * suffix[k + 1].second);
  }
  return best;
}

// The cost of the partition the answer's lines give, or nullopt unless
// they list every item 1..n exactly once. The answer's tokens must all be
// integers (checked before). Linear time; keeps at most n + 1 values of a
// line.
std::optional<int64_t> PartitionCost(const LandAcquisitionInstance& instance,
                                     absl::string_view answer) {
  const int64_t n = static_cast<int64_t>(instance.w.size());
  std::vector<bool> seen(static_cast<size_t>(n), false);
  int64_t listed = 0, cost = 0;
  while (!answer.empty()) {
    const size_t end = answer.find_first_of("\r\n");
    const absl::string_view line = answer.substr(0, end);
    answer = end == absl::string_view::npos ? absl::string_view() : answer.substr(end + 1);
    if (parsing::TrimAsciiSpace(line).empty()) continue;  // A blank line.
    const std::optional<parsing::IntegerTokens> tokens =
        parsing::ParseIntegerTokens(line, static_cast<size_t>(n - listed + 1));
    if (!tokens || tokens->count > static_cast<size_t>(n - listed)) return std::nullopt;
    int64_t top_w = 0, top_l = 0;
    for (const int64_t v : tokens->values) {
      // Range first: negatives and kHugeToken must not index `seen`.
      if (v < 1 || v > n || seen[static_cast<size_t>(v - 1)]) return std::nullopt;
      seen[static_cast<size_t>(v - 1)] = true;
      ++listed;
      top_w = std::max(top_w, instance.w[static_cast<size_t>(v - 1)]);
      top_l = std::max(top_l, instance.l[static_cast<size_t>(v - 1)]);
    }
    cost += top_w * top_l;  // At most 1000 sets of 10^12: no overflow.
  }
  if (listed != n) return std::nullopt;
  return cost;
}

class LandAcquisitionEnvironment final
    : public environments::LadderEnvironment<LandAcquisitionInstance> {
 public:
  LandAcquisitionEnvironment()
      : LadderEnvironment(
            {"land_acquisition", "RLVE-Gym:LandAcquisition", kMaxDifficulty,
             "Partition items into sets, a set costing its largest W times its largest L, with "
             "the least total cost.",
             /*difficulty_help=*/"N = d + 4 items (12 at d = 8; 30 at the top, d = 26); W and L "
             "uniform in 1..N^2, drawn again while a naive partition (one set, singletons, one "
             "cut of the (W, L) order) is optimal"},
            {"RLVE LandAcquisition ladder: -1 unparseable, -0.5 not a partition of the items "
             "1..N into lines, else (optimal cost / cost)^beta.", /*beta=*/5}) {}

 protected:
  LandAcquisitionInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = difficulty + 4;
    LandAcquisitionInstance instance;
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      instance.w.clear();
      instance.l.clear();
      for (int64_t i = 0; i < n; ++i) instance.w.push_back(rng.Uniform(1, n * n));
      for (int64_t i = 0; i < n; ++i) instance.l.push_back(rng.Uniform(1, n * n));
      if (Optimal(instance.w, instance.l, false).cost < NaiveCost(instance.w, instance.l)) break;
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<LandAcquisitionInstance>& fields) const override {
    using I = LandAcquisitionInstance;
    fields.Ints("w", &I::w, kMaxItems, 1, kMaxValue)
        .Ints("l", &I::l, kMaxItems, 1, kMaxValue)
        .SizedBy([](const I& x) { return static_cast<int64_t>(x.w.size()); });
  }
  absl::Status Finish(LandAcquisitionInstance& instance) const override {
    Partition best = Optimal(instance.w, instance.l, true);
    instance.best = best.cost;
    instance.sets = std::move(best.sets);
    return absl::OkStatus();
  }

  std::string Prompt(const LandAcquisitionInstance& instance) const override {
    std::string items;
    for (size_t i = 0; i < instance.w.size(); ++i) {
      absl::StrAppend(&items, "Item ", i + 1, ": W = ", instance.w[i], ", L = ", instance.l[i],
                      "\n");
    }
    return absl::StrCat(
        "There are ", instance.w.size(),
        " items numbered from 1; item i has two attributes W and L:\n", items,
        "\nSplit all the items into any number of **non-empty, disjoint** groups. A group "
        "costs (the largest W in it) x (the largest L in it), and the total cost is the sum "
        "over the groups. Make the total cost as small as possible.\n\n"
        "Write the groups inside <answer> </answer> tags, one group per line, each line "
        "listing the numbers of its items separated by spaces; every item must appear in "
        "exactly one group. For instance, <answer>\n1 3\n2\n</answer> would put items 1 and 3 "
        "together and item 2 alone (for 3 items).");
  }

  std::string Reference(const LandAcquisitionInstance& instance) const override {
    std::vector<std::string> lines;
    for (const std::vector<int64_t>& set : instance.sets) {
      std::vector<int64_t> numbers;
      for (const int64_t x : set) numbers.push_back(x + 1);
      lines.push_back(absl::StrJoin(numbers, " "));
    }
    return environments::AnswerTagged(absl::StrJoin(lines, "\n"));
  }

  absl::StatusOr<Verdict> Grade(const LandAcquisitionInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    // Every token an integer (nothing kept), before any line is judged.
    if (!answer || !parsing::ParseIntegerTokens(*answer, 0)) return environments::Unparsed();
    const std::optional<int64_t> cost = PartitionCost(instance, *answer);
    if (!cost) return environments::Invalid();
    return environments::Graded(instance.best, *cost, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace land_acquisition_cc

absl::Status RegisterLandAcquisitionEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<LandAcquisitionEnvironment>());
}

}  // namespace referee
