#include "verifiers/environments/sequences/minimum_dominating_interval.h"

#include <limits>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace minimum_dominating_interval_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 30;  // N = 139.
constexpr int64_t kMaxPoints = 200;
constexpr int64_t kMaxIntervals = 1000;
constexpr int64_t kMaxCost = 1000000;
constexpr int64_t kCostRange = 10;  // RLVE's cost_range.
// RLVE's K_density list, in tenths.
constexpr int64_t kDensityTenths[] = {1, 2, 3, 5, 7, 9};
// Redraws of a generated instance whose reference cannot be printed so
// that its last-digit change is wrong (see Solve); rare.
constexpr int kMaxDraws = 64;
constexpr int64_t kUnreachable = std::numeric_limits<int64_t>::max();

struct MinimumDominatingIntervalInstance {
  int64_t n = 0;
  int64_t k = 0;
  std::vector<std::vector<int64_t>> intervals;  // {l, r, c}, in prompt order.
  // Derived (Finish): which points lie in some interval (index 1..n), the
  // optimum, and K optimal points in the order the reference prints them.
  std::vector<bool> covered;
  int64_t best = 0;
  std::vector<int64_t> points;
};

// The vertex a last-digit change turns v into (the properties test's
// corruption of the reference's last number): 9 -> 0, else + 1.
int64_t LastDigitChanged(int64_t v) {
  const int64_t digit = v % 10;
  return v - digit + (digit == 9 ? 0 : digit + 1);
}

// The cost of a choice of points, or nullopt if it is not K distinct
// covered points of 1..N (RLVE's invalid_solution).
std::optional<int64_t> CostOf(const MinimumDominatingIntervalInstance& instance,
                              const std::vector<int64_t>& points, size_t count) {
  if (count != static_cast<size_t>(instance.k)) return std::nullopt;
  const size_t n = static_cast<size_t>(instance.n);
  std::vector<int64_t> chosen_up_to(n + 1, 0);
  for (const int64_t p : points) {
    // Range first: negatives and kHugeToken must not index.
    if (p < 1 || p > instance.n || chosen_up_to[static_cast<size_t>(p)] != 0 ||
        !instance.covered[static_cast<size_t>(p)]) {
      return std::nullopt;
    }
    chosen_up_to[static_cast<size_t>(p)] = 1;
  }
  for (size_t i = 1; i <= n; ++i) chosen_up_to[i] += chosen_up_to[i - 1];
  int64_t cost = 0;
  for (const std::vector<int64_t>& iv : instance.intervals) {
    if (chosen_up_to[static_cast<size_t>(iv[1])] > chosen_up_to[static_cast<size_t>(iv[0] - 1)]) {
      cost += iv[2];
    }
  }
  return cost;
}

// An optimal choice by DP: cost[j][i] = the least cost of j points, the
// last at i; after the point p the point i adds the intervals with
// p < L <= i <= R. `late` breaks ties toward the later predecessor and the
// later last point (else the earlier). Returns the optimum and the points.
std::pair<int64_t, std::vector<int64_t>> Optimal(const MinimumDominatingIntervalInstance& instance,
                                                 bool late) {
  const size_t n = static_cast<size_t>(instance.n);
  const size_t k = static_cast<size_t>(instance.k);
  // starting_at[l][i]: the cost of the intervals with L = l and R >= i.
  std::vector<std::vector<int64_t>> starting_at(n + 1, std::vector<int64_t>(n + 1, 0));
  for (const std::vector<int64_t>& iv : instance.intervals) {
    for (int64_t i = iv[0]; i <= iv[1]; ++i) {
      starting_at[static_cast<size_t>(iv[0])][static_cast<size_t>(i)] += iv[2];
    }
  }
  std::vector<std::vector<int64_t>> cost(k + 1, std::vector<int64_t>(n + 1, kUnreachable));
  std::vector<std::vector<size_t>> previous(k + 1, std::vector<size_t>(n + 1, 0));
  cost[0][0] = 0;
  for (size_t j = 1; j <= k; ++j) {
    for (size_t i = 1; i <= n; ++i) {
      if (!instance.covered[i]) continue;
      int64_t added = 0;
      for (size_t p = i; p-- > 0;) {
        added += starting_at[p + 1][i];
        if (cost[j - 1][p] == kUnreachable) continue;
        const int64_t value = cost[j - 1][p] + added;
        if (value < cost[j][i] || (late && value == cost[j][i])) {
          cost[j][i] = value;
          previous[j][i] = p;
        }
      }
    }
  }
  size_t last = 0;
  int64_t best = kUnreachable;
  for (size_t i = 1; i <= n; ++i) {
    if (cost[k][i] == kUnreachable) continue;
    if (cost[k][i] < best || (late && cost[k][i] == best)) {
      best = cost[k][i];
      last = i;
    }
  }
  std::vector<int64_t> points;
  for (size_t j = k; j >= 1 && last > 0; --j) {
    points.push_back(static_cast<int64_t>(last));
    last = previous[j][last];
  }
  std::reverse(points.begin(), points.end());
  return {best, points};
}

// Checks the instance and derives the optimum and the reference points;
// true when a point of an optimal choice could be put last so that its
// last-digit change is invalid or costlier (tried on the earliest and the
// latest optimal choices).
absl::StatusOr<bool> Solve(MinimumDominatingIntervalInstance& instance) {
  const size_t n = static_cast<size_t>(instance.n);
  instance.covered.assign(n + 1, false);
  for (const std::vector<int64_t>& iv : instance.intervals) {
    if (iv[0] > iv[1] || iv[1] > instance.n || iv[2] > kMaxCost) {
      return BadInstance("intervals", "each must be [l, r, c] with 1 <= l <= r <= n, c <= 10^6");
    }
    for (int64_t i = iv[0]; i <= iv[1]; ++i) instance.covered[static_cast<size_t>(i)] = true;
  }
  if (std::count(instance.covered.begin(), instance.covered.end(), true) < instance.k) {
    return BadInstance("k", "more points than the intervals cover");
  }
  for (const bool late : {false, true}) {
    auto [best, points] = Optimal(instance, late);
    instance.best = best;
    for (size_t at = 0; at < points.size(); ++at) {
      std::vector<int64_t> changed = points;
      changed[at] = LastDigitChanged(points[at]);
      const std::optional<int64_t> cost = CostOf(instance, changed, changed.size());
      if (!cost || *cost > best) {
        std::rotate(points.begin() + static_cast<std::ptrdiff_t>(at),
                    points.begin() + static_cast<std::ptrdiff_t>(at) + 1, points.end());
        instance.points = std::move(points);
        return true;
      }
    }
    instance.points = std::move(points);
  }
  return false;
}

class MinimumDominatingIntervalEnvironment final
    : public environments::LadderEnvironment<MinimumDominatingIntervalInstance> {
 public:
  MinimumDominatingIntervalEnvironment()
      : LadderEnvironment(
            {"minimum_dominating_interval", "RLVE-Gym:Minimum_DominatingInterval", kMaxDifficulty,
             "Choose K points on a line, each inside some interval, minimising the total cost of "
             "the intervals that hold a chosen point.",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level (12 at d = 8; 139 at the "
             "top, d = 30); M = min(N(N+1)/2, 2N) distinct intervals, costs 1..10; K = max(1, "
             "floor(p x covered points)), p uniform among 0.1, 0.2, 0.3, 0.5, 0.7, 0.9"},
            {"RLVE Minimum_DominatingInterval ladder: -1 unparseable, -0.5 not K distinct "
             "covered points, else (optimal cost / cost)^beta.", /*beta=*/5}) {}

 protected:
  MinimumDominatingIntervalInstance Make(int difficulty, tasks::Rng& rng) const override {
    MinimumDominatingIntervalInstance instance;
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      instance = MinimumDominatingIntervalInstance();
      instance.n = environments::RlveGrowth(3, difficulty);
      const int64_t n = instance.n;
      std::vector<std::vector<int64_t>> all;
      for (int64_t l = 1; l <= n; ++l) {
        for (int64_t r = l; r <= n; ++r) all.push_back({l, r});
      }
      rng.Shuffle(all);
      const int64_t m = std::min(n * (n + 1) / 2, 2 * n);
      all.resize(static_cast<size_t>(m));
      for (std::vector<int64_t>& iv : all) iv.push_back(rng.Uniform(1, kCostRange));
      instance.intervals = std::move(all);
      std::vector<bool> covered(static_cast<size_t>(n) + 1, false);
      for (const std::vector<int64_t>& iv : instance.intervals) {
        for (int64_t i = iv[0]; i <= iv[1]; ++i) covered[static_cast<size_t>(i)] = true;
      }
      const int64_t count = std::count(covered.begin(), covered.end(), true);
      const int64_t tenths = kDensityTenths[rng.Uniform(0, 5)];
      instance.k = std::max<int64_t>(1, tenths * count / 10);
      const absl::StatusOr<bool> arranged = Solve(instance);
      if (arranged.ok() && *arranged) break;
    }
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<MinimumDominatingIntervalInstance>& fields) const override {
    using I = MinimumDominatingIntervalInstance;
    fields.Int("n", &I::n, 1, kMaxPoints)
        .Int("k", &I::k, 1, [](const I& x) { return x.n; })
        .IntRows("intervals", &I::intervals, kMaxIntervals, 3, 1, kMaxCost);
  }
  absl::Status Finish(MinimumDominatingIntervalInstance& instance) const override {
    const absl::StatusOr<bool> solved = Solve(instance);
    return solved.ok() ? absl::OkStatus() : solved.status();
  }

  std::string Prompt(const MinimumDominatingIntervalInstance& instance) const override {
    std::string lines;
    for (size_t i = 0; i < instance.intervals.size(); ++i) {
      const std::vector<int64_t>& iv = instance.intervals[i];
      absl::StrAppend(&lines, "Interval ", i, ": [", iv[0], ", ", iv[1], "], cost ", iv[2], "\n");
    }
    std::vector<int64_t> example;
    for (int64_t p = 1; p <= instance.k; ++p) example.push_back(p);
    return absl::StrCat(
        "Points 1, 2, ..., ", instance.n, " lie on a line. There are ", instance.intervals.size(),
        " intervals; an interval [L, R] holds the points L through R, and each has a cost:\n",
        lines, "\nChoose exactly ", instance.k,
        " **distinct** points, each of which must lie in at least one interval. The cost of "
        "your choice is the total cost of the intervals that hold **at least one** chosen "
        "point (each such interval counted once). Make this cost as small as possible.\n\n"
        "Write the ",
        instance.k,
        " chosen points inside <answer> </answer> tags on one line, separated by spaces, in "
        "any order. For instance, <answer>",
        absl::StrJoin(example, " "), "</answer> would choose the points ",
        absl::StrJoin(example, ", "), ".");
  }

  std::string Reference(const MinimumDominatingIntervalInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.points, " "));
  }

  absl::StatusOr<Verdict> Grade(const MinimumDominatingIntervalInstance& instance,
                                const VerifyInput& input) const override {
    const auto answer =
        environments::FinalIntegers(input.output, static_cast<size_t>(instance.k) + 1);
    if (!answer) return environments::Unparsed();
    const std::optional<int64_t> cost = CostOf(instance, answer->values, answer->count);
    if (!cost) return environments::Invalid();
    return environments::Graded(instance.best, *cost, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace minimum_dominating_interval_cc

absl::Status RegisterMinimumDominatingIntervalEnvironment(Catalog& catalog,
                                                         const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MinimumDominatingIntervalEnvironment>());
}

}  // namespace referee
