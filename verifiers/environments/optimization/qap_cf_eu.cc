#include "verifiers/environments/optimization/qap_cf_eu.h"

#include <array>
#include <cstdlib>
#include <limits>

#include "verifiers/environments/member.h"
#include "verifiers/environments/optimization/json_actions.h"
#include "verifiers/environments/optimization/optimization_environment.h"

namespace referee {
inline namespace qap_cf_eu_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;
using environments::JsonAction;

constexpr int kMaxDifficulty = 12;
constexpr int64_t kMaxFacilities = 10;
constexpr int64_t kMaxGrid = 9;
constexpr int64_t kHigh = 10;  // H: flow within a cluster.
constexpr int64_t kLow = 1;    // L: flow across clusters.
constexpr int kMaxDraws = 50;
constexpr int64_t kInf = std::numeric_limits<int64_t>::max() / 4;

// W(s): the least sum of pairwise Manhattan distances of s distinct grid
// cells (see the header), s = 0..kMaxFacilities.
constexpr std::array<int64_t, kMaxFacilities + 1> kLeastDistanceSum = {0,  0,  1,  4,  8, 16,
                                                                       25, 38, 54, 72, 96};

const std::vector<environments::ActionField> kFields = {
    {"facility", environments::FieldKind::kInteger},
    {"location", environments::FieldKind::kPair}};
using Actions = environments::JsonActions;
using Rows = std::vector<std::vector<int64_t>>;

// Table 8's (N, g) for a level (level 0 and levels past 4: the header).
struct Level {
  int64_t facilities, grid;
};

Level LevelAt(int difficulty) {
  static constexpr Level kLevels[kMaxDifficulty + 1] = {
      {2, 3}, {3, 4}, {3, 5}, {4, 5}, {4, 6}, {5, 6}, {6, 6},
      {6, 7}, {7, 7}, {8, 7}, {8, 8}, {9, 8}, {10, 9}};
  return kLevels[std::clamp(difficulty, 0, kMaxDifficulty)];
}

// K = max(1, round(N / 4)), halves up.
int64_t FixedCount(int64_t facilities) { return std::max<int64_t>(1, (facilities + 2) / 4); }

struct QapCfEuInstance {
  int64_t grid = 0;
  std::vector<int64_t> clusters;  // 0 or 1, per facility.
  Rows fixed;                     // [facility, row, column].
  // Derived: every facility's cell (row * grid + column) in an optimal
  // placement, its cost, and the unplaced facilities in the reference's
  // order. `solved` when Make already computed them (Finish keeps them).
  std::vector<int64_t> cell_of;
  int64_t optimum = 0;
  std::vector<int64_t> path;
  bool solved = false;
};

int64_t Facilities(const QapCfEuInstance& x) { return static_cast<int64_t>(x.clusters.size()); }
int64_t Unplaced(const QapCfEuInstance& x) {
  return Facilities(x) - static_cast<int64_t>(x.fixed.size());
}
int64_t Flow(const QapCfEuInstance& x, size_t a, size_t b) {
  return x.clusters[a] == x.clusters[b] ? kHigh : kLow;
}
int64_t Distance(int64_t g, int64_t a, int64_t b) {
  return std::abs(a / g - b / g) + std::abs(a % g - b % g);
}

// The cost of a placement (every facility's cell).
int64_t CostOf(const QapCfEuInstance& x, const std::vector<int64_t>& cell_of) {
  int64_t total = 0;
  for (size_t a = 0; a < cell_of.size(); ++a) {
    for (size_t b = a + 1; b < cell_of.size(); ++b) {
      total += Flow(x, a, b) * Distance(x.grid, cell_of[a], cell_of[b]);
    }
  }
  return total;
}

// The fixed facilities' cells, -1 for the others.
std::vector<int64_t> FixedCells(const QapCfEuInstance& x) {
  std::vector<int64_t> cell_of(x.clusters.size(), -1);
  for (const std::vector<int64_t>& f : x.fixed) {
    cell_of[static_cast<size_t>(f[0])] = f[1] * x.grid + f[2];
  }
  return cell_of;
}

// Branch and bound over the facilities without a cell (see the header).
// Groups of facilities: 0 and 1 the clusters, 2 all of them.
class Search {
 public:
  // `cell_of`: a feasible partial placement, -1 where a facility is to be
  // placed.
  Search(const QapCfEuInstance& x, std::vector<int64_t> cell_of)
      : x_(x), cells_(static_cast<size_t>(x.grid * x.grid)), cell_of_(std::move(cell_of)) {
    used_.assign(cells_, false);
    for (std::vector<int64_t>& near : near_) near.assign(cells_, 0);
    distance_.resize(cells_ * cells_);
    for (size_t a = 0; a < cells_; ++a) {
      for (size_t b = 0; b < cells_; ++b) {
        distance_[a * cells_ + b] =
            Distance(x.grid, static_cast<int64_t>(a), static_cast<int64_t>(b));
      }
    }
    int64_t size[2] = {0, 0};
    for (const int64_t c : x.clusters) ++size[c];
    for (size_t f = 0; f < cell_of_.size(); ++f) {
      if (cell_of_[f] < 0) {
        ++left_[x.clusters[f]];
        continue;
      }
      cost_ += Partial(x.clusters[f], static_cast<size_t>(cell_of_[f]));
      Place(f, static_cast<size_t>(cell_of_[f]), +1);
    }
    // The larger cluster first, then index order.
    const int64_t first = size[1] > size[0] ? 1 : 0;
    for (const int64_t c : {first, 1 - first}) {
      for (size_t f = 0; f < cell_of_.size(); ++f) {
        if (cell_of_[f] < 0 && x.clusters[f] == c) order_.push_back(f);
      }
    }
  }

  // The best completion's cost (its placement in `best` if not null);
  // exact unless the work passed `budget` (< 0: no limit), and always a
  // real completion's. Work units: about a nanosecond each (counted per
  // cell scanned, 4 to a cell: measured 3.3 to 6 ns a cell).
  int64_t Run(int64_t budget, std::vector<int64_t>* best) {
    budget_ = budget;
    Dfs(0, cost_);
    if (best != nullptr) *best = best_cell_of_;
    return best_;
  }

 private:
  // Facility f's cost at `cell` against the placed facilities.
  int64_t Partial(int64_t cluster, size_t cell) const {
    return kLow * near_[2][cell] + (kHigh - kLow) * near_[static_cast<size_t>(cluster)][cell];
  }

  // Adds (sign +1) or removes (-1) facility f at `cell` from the placed.
  void Place(size_t f, size_t cell, int sign) {
    const int64_t* d = &distance_[cell * cells_];
    for (const size_t group : {static_cast<size_t>(x_.clusters[f]), size_t{2}}) {
      std::vector<int64_t>& near = near_[group];
      if (sign > 0) {
        pairs_[group] += near[cell];
        ++placed_[group];
        for (size_t k = 0; k < cells_; ++k) near[k] += d[k];
      } else {
        for (size_t k = 0; k < cells_; ++k) near[k] -= d[k];
        --placed_[group];
        pairs_[group] -= near[cell];
      }
    }
    used_[cell] = sign > 0;
  }

  // The sum of the k smallest of value(cell) over the free cells.
  template <typename Value>
  int64_t Smallest(int64_t k, const Value& value) const {
    if (k == 0) return 0;
    std::array<int64_t, kMaxFacilities> low;
    int64_t count = 0;
    for (size_t cell = 0; cell < cells_; ++cell) {
      if (used_[cell]) continue;
      const int64_t v = value(cell);
      if (count == k && v >= low[static_cast<size_t>(k - 1)]) continue;
      int64_t at = count < k ? count++ : k - 1;
      for (; at > 0 && low[static_cast<size_t>(at - 1)] > v; --at) {
        low[static_cast<size_t>(at)] = low[static_cast<size_t>(at - 1)];
      }
      low[static_cast<size_t>(at)] = v;
    }
    int64_t sum = 0;
    for (int64_t i = 0; i < count; ++i) sum += low[static_cast<size_t>(i)];
    return sum;
  }

  // The first bound of the header: monotone (placing a facility never
  // lowers it for the same facilities left), so it prunes a node's
  // remaining candidates at once.
  int64_t CheapestBound(const int64_t left[2]) {
    work_ += 8 * static_cast<int64_t>(cells_);
    int64_t bound = kLow * kLeastDistanceSum[static_cast<size_t>(left[0] + left[1])] +
                    (kHigh - kLow) * (kLeastDistanceSum[static_cast<size_t>(left[0])] +
                                      kLeastDistanceSum[static_cast<size_t>(left[1])]);
    for (const int64_t c : {0, 1}) {
      bound += Smallest(left[c], [this, c](size_t cell) { return Partial(c, cell); });
    }
    return bound;
  }

  // Both bounds of the header.
  int64_t Bound(const int64_t left[2]) {
    const int64_t first = CheapestBound(left);
    work_ += 12 * static_cast<int64_t>(cells_);
    int64_t by_group[3];
    for (size_t group = 0; group < 3; ++group) {
      const int64_t u = group == 2 ? left[0] + left[1] : left[group];
      const std::vector<int64_t>& near = near_[group];
      by_group[group] =
          u == 0 ? 0
                 : std::max(kLeastDistanceSum[static_cast<size_t>(placed_[group] + u)] -
                                pairs_[group],
                            Smallest(u, [&near](size_t cell) { return near[cell]; }) +
                                kLeastDistanceSum[static_cast<size_t>(u)]);
    }
    return std::max(first,
                    kLow * by_group[2] + (kHigh - kLow) * (by_group[0] + by_group[1]));
  }

  void Dfs(size_t t, int64_t cost) {
    if (t == order_.size()) {
      if (cost < best_) {
        best_ = cost;
        best_cell_of_ = cell_of_;
      }
      return;
    }
    if (budget_ >= 0 && work_ > budget_ && best_ < kInf) {
      stop_ = true;
      return;
    }
    const size_t f = order_[t];
    const int64_t c = x_.clusters[f];
    --left_[c];
    // Free cells after the cluster's last one that leave enough free cells
    // after them for its other facilities (the other cluster comes after
    // or already has its cells), cheapest first.
    std::vector<std::pair<int64_t, size_t>> candidates;
    int64_t free_after = 0;
    for (size_t cell = cells_; cell-- > 0;) {
      if (static_cast<int64_t>(cell) <= last_[c]) break;
      if (used_[cell]) continue;
      if (free_after >= left_[c]) candidates.push_back({Partial(c, cell), cell});
      ++free_after;
    }
    std::sort(candidates.begin(), candidates.end());
    work_ += 16 * static_cast<int64_t>(cells_);
    const int64_t ahead = CheapestBound(left_);
    const int64_t saved_last = last_[c];
    for (const auto& [partial, cell] : candidates) {
      if (stop_ || cost + partial + ahead >= best_) break;
      Place(f, cell, +1);
      cell_of_[f] = static_cast<int64_t>(cell);
      last_[c] = static_cast<int64_t>(cell);
      if (cost + partial + Bound(left_) < best_) Dfs(t + 1, cost + partial);
      last_[c] = saved_last;
      cell_of_[f] = -1;
      Place(f, cell, -1);
    }
    ++left_[c];
  }

  const QapCfEuInstance& x_;
  const size_t cells_;
  std::vector<int64_t> cell_of_;
  std::vector<bool> used_;
  std::vector<int64_t> distance_;
  // near_[group][cell]: the distances from `cell` to the group's placed
  // facilities, summed; pairs_: the group's placed pairs' distances.
  std::array<std::vector<int64_t>, 3> near_;
  std::array<int64_t, 3> pairs_ = {0, 0, 0}, placed_ = {0, 0, 0};
  int64_t left_[2] = {0, 0};     // Unplaced facilities of each cluster.
  int64_t last_[2] = {-1, -1};   // Each cluster's last cell in the search.
  std::vector<size_t> order_;
  int64_t cost_ = 0, best_ = kInf;
  std::vector<int64_t> best_cell_of_;
  int64_t work_ = 0, budget_ = -1;
  bool stop_ = false;
};

// The column a last-digit change turns c into (the properties test's
// corruption of the reference's last digit).
int64_t LastDigitChanged(int64_t c) { return c % 10 == 9 ? c - 9 : c + 1; }

// Whether the optimal placement with facility f's column changed in its
// last digit is still feasible and optimal.
bool ChangeStaysOptimal(const QapCfEuInstance& x, size_t f) {
  const int64_t row = x.cell_of[f] / x.grid;
  const int64_t column = LastDigitChanged(x.cell_of[f] % x.grid);
  if (column >= x.grid) return false;
  const int64_t cell = row * x.grid + column;
  if (std::find(x.cell_of.begin(), x.cell_of.end(), cell) != x.cell_of.end()) return false;
  std::vector<int64_t> changed = x.cell_of;
  changed[f] = cell;
  return CostOf(x, changed) == x.optimum;
}

// Solves x and orders the reference's actions; false when no facility can
// end them (every last-digit change stays optimal).
bool Solve(QapCfEuInstance& x) {
  x.optimum = Search(x, FixedCells(x)).Run(-1, &x.cell_of);
  x.solved = true;
  const std::vector<int64_t> fixed = FixedCells(x);
  x.path.clear();
  int64_t last = -1;
  for (size_t f = 0; f < fixed.size(); ++f) {
    if (fixed[f] >= 0) continue;
    if (last < 0 && !ChangeStaysOptimal(x, f)) {
      last = static_cast<int64_t>(f);
    } else {
      x.path.push_back(static_cast<int64_t>(f));
    }
  }
  if (last >= 0) x.path.push_back(last);
  return last >= 0;
}

class QapCfEuEnvironment final
    : public environments::OptimizationEnvironment<QapCfEuInstance, Actions> {
 public:
  QapCfEuEnvironment()
      : OptimizationEnvironment(
            {"qap_cf_eu", "VAST:qap_cf_eu", kMaxDifficulty,
             "Place the unplaced facilities of two clusters (flow 10 within, 1 across) on free "
             "cells of a grid, some facilities fixed, to minimise the flow-weighted Manhattan "
             "distance (seed 003's CF-EU QAP, Table 8; JSON actions, graded against the exact "
             "optimum).",
             /*difficulty_help=*/"levels 1..4 are Table 8 (N = 3, 3, 4, 4 facilities on g = 4, "
             "5, 5, 6 grids, round(N/4) fixed); level 0 N = 2, g = 3; past 4, N and g grow to "
             "N = 10, g = 9 at the top level 12"}) {}

 protected:
  QapCfEuInstance Make(int difficulty, tasks::Rng& rng) const override {
    const Level level = LevelAt(difficulty);
    QapCfEuInstance x;
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      x = QapCfEuInstance();
      x.grid = level.grid;
      for (int64_t f = 0; f < level.facilities; ++f) x.clusters.push_back(rng.Uniform(0, 1));
      std::vector<int64_t> facilities(static_cast<size_t>(level.facilities));
      std::iota(facilities.begin(), facilities.end(), int64_t{0});
      rng.Shuffle(facilities);
      std::vector<int64_t> cells(static_cast<size_t>(level.grid * level.grid));
      std::iota(cells.begin(), cells.end(), int64_t{0});
      rng.Shuffle(cells);
      const size_t k = static_cast<size_t>(FixedCount(level.facilities));
      for (size_t i = 0; i < k; ++i) {
        x.fixed.push_back({facilities[i], cells[i] / level.grid, cells[i] % level.grid});
      }
      std::sort(x.fixed.begin(), x.fixed.end());
      if (Solve(x)) break;
    }
    return x;
  }

  void DeclareFields(environments::InstanceFields<QapCfEuInstance>& fields) const override {
    using I = QapCfEuInstance;
    fields.Int("grid", &I::grid, 2, kMaxGrid)
        .Ints("clusters", &I::clusters, kMaxFacilities, 0, 1)
        .IntRows("fixed", &I::fixed, kMaxFacilities - 1, 3, 0,
                 std::max(kMaxFacilities, kMaxGrid) - 1);
  }
  absl::Status Finish(QapCfEuInstance& x) const override {
    const int64_t n = Facilities(x);
    if (n < 2) return BadInstance("clusters", "at least 2 facilities");
    if (n >= x.grid * x.grid) {
      return BadInstance("clusters", absl::StrCat(n, " facilities need more than ", n,
                                                  " cells (the grid has ", x.grid * x.grid, ")"));
    }
    if (x.fixed.empty() || static_cast<int64_t>(x.fixed.size()) >= n) {
      return BadInstance("fixed", "between 1 and N - 1 fixed facilities");
    }
    std::vector<bool> facility_seen(static_cast<size_t>(n), false);
    std::vector<bool> cell_seen(static_cast<size_t>(x.grid * x.grid), false);
    for (const std::vector<int64_t>& f : x.fixed) {
      if (f[0] >= n || f[1] >= x.grid || f[2] >= x.grid) {
        return BadInstance("fixed", "a facility 0..N-1 on a row and column 0..g-1");
      }
      const size_t cell = static_cast<size_t>(f[1] * x.grid + f[2]);
      if (facility_seen[static_cast<size_t>(f[0])] || cell_seen[cell]) {
        return BadInstance("fixed", "a facility or a cell repeats");
      }
      facility_seen[static_cast<size_t>(f[0])] = cell_seen[cell] = true;
    }
    if (!x.solved) Solve(x);
    return absl::OkStatus();
  }

  std::string Statement(const QapCfEuInstance& x) const override {
    const std::vector<int64_t> fixed = FixedCells(x);
    std::vector<std::string> rows(static_cast<size_t>(x.grid));
    for (int64_t r = 0; r < x.grid; ++r) {
      std::vector<std::string> row;
      for (int64_t c = 0; c < x.grid; ++c) {
        const auto at = std::find(fixed.begin(), fixed.end(), r * x.grid + c);
        row.push_back(at == fixed.end() ? "\".\""
                                        : absl::StrCat("\"", at - fixed.begin(), "\""));
      }
      rows[static_cast<size_t>(r)] = absl::StrCat("  [", absl::StrJoin(row, ", "), "]");
    }
    std::vector<std::string> assigned, unassigned, clusters;
    for (const std::vector<int64_t>& f : x.fixed) {
      assigned.push_back(
          absl::StrCat("  {\"facility\": ", f[0], ", \"location\": [", f[1], ", ", f[2], "]}"));
    }
    for (size_t f = 0; f < fixed.size(); ++f) {
      if (fixed[f] < 0) unassigned.push_back(absl::StrCat(f));
      clusters.push_back(absl::StrCat("\"", f, "\": ", x.clusters[f]));
    }
    return absl::StrCat(
        "Quadratic assignment on a grid (CF-EU, Manhattan distance).\n\n"
        "There are ", Facilities(x), " facilities (0 to ", Facilities(x) - 1,
        ") and a ", x.grid, " x ", x.grid, " grid of cells; a cell is [row, column], rows and "
        "columns numbered 0 to ", x.grid - 1, ". Each facility goes on its own cell.\n\n"
        "Grid (Python list-of-lists):\n[\n", absl::StrJoin(rows, ",\n"), "\n]\n"
        "Legend: \".\" is a free cell; \"0\"..\"", Facilities(x) - 1,
        "\" is the facility already on that cell.\n\n"
        "Assigned facilities (fixed: they stay where they are):\n[\n",
        absl::StrJoin(assigned, ",\n"), "\n]\n\n"
        "Unassigned facilities: ", absl::StrJoin(unassigned, ", "), "\n\n"
        "Cluster map (facility: cluster):\n{", absl::StrJoin(clusters, ", "), "}\n\n"
        "Flow rule: flow(i, j) = H = ", kHigh, " when facilities i and j are in the same "
        "cluster, L = ", kLow, " otherwise.\n"
        "Distance metric: Manhattan, |r1 - r2| + |c1 - c2| between cells [r1, c1] and "
        "[r2, c2].\n\n"
        "Objective: place every unassigned facility on a free cell, one facility per cell, so "
        "that the total cost, the sum over all pairs of facilities i < j (assigned ones "
        "included) of flow(i, j) x Manhattan(location(i), location(j)), is as small as "
        "possible.");
  }
  std::string Prompt(const QapCfEuInstance& x) const override {
    return absl::StrCat(
        Statement(x),
        "\n\nAnswer with one action per unassigned facility, in any order, in this JSON "
        "format:\n"
        "{\"answer\": [{\"facility\": <unassigned facility>, \"location\": [<row>, <column>]}, "
        "...]}");
  }
  std::string Reference(const QapCfEuInstance& x) const override {
    return environments::WriteJsonActions(kFields, OptimalPath(x));
  }

  std::vector<environments::ActionField> ActionFields() const override { return kFields; }
  std::optional<Actions> FromActions(const QapCfEuInstance& x,
                                     const std::vector<JsonAction>& actions) const override {
    if (static_cast<int64_t>(actions.size()) > Unplaced(x)) return Actions{{}, /*more=*/true};
    return Actions{actions, /*more=*/false};
  }
  std::vector<JsonAction> OptimalPath(const QapCfEuInstance& x) const override {
    std::vector<JsonAction> path;
    for (const int64_t f : x.path) {
      const int64_t cell = x.cell_of[static_cast<size_t>(f)];
      path.push_back({f, cell / x.grid, cell % x.grid});
    }
    return path;
  }
  int64_t MaxActions(const QapCfEuInstance& x) const override { return Unplaced(x); }
  int MaxActionsAt(int difficulty) const override {
    const int64_t n = LevelAt(difficulty).facilities;
    return static_cast<int>(n - FixedCount(n));
  }

  environments::Goal goal() const override { return environments::Goal::kMinimize; }
  std::optional<absl::string_view> AnswerSpan(absl::string_view output) const override {
    return output;
  }
  std::optional<Actions> ParseSolution(const QapCfEuInstance& x,
                                       absl::string_view answer) const override {
    return environments::ReadJsonActionList(answer, kFields, static_cast<size_t>(Unplaced(x)));
  }
  bool Feasible(const QapCfEuInstance& x, const Actions& a) const override {
    return !a.more && Placement(x, a).has_value();
  }
  bool Complete(const QapCfEuInstance& x, const Actions& a) const override {
    return static_cast<int64_t>(a.actions.size()) == Unplaced(x);
  }
  int64_t Evaluate(const QapCfEuInstance& x, const Actions& a) const override {
    return CostOf(x, *Placement(x, a));
  }
  int64_t BestCompletion(const QapCfEuInstance& x, const Actions& a,
                         int64_t budget) const override {
    std::vector<int64_t> cell_of = *Placement(x, a);
    bool on_optimum = true;
    for (size_t f = 0; f < cell_of.size(); ++f) {
      on_optimum = on_optimum && (cell_of[f] < 0 || cell_of[f] == x.cell_of[f]);
    }
    if (on_optimum) return x.optimum;
    return Search(x, std::move(cell_of)).Run(budget, nullptr);
  }
  int64_t Optimum(const QapCfEuInstance& x) const override { return x.optimum; }

 private:
  // Every facility's cell (-1 where none) after the actions, or nullopt if
  // one breaks a rule: a facility out of range, fixed or placed twice, a
  // cell outside the grid or taken.
  static std::optional<std::vector<int64_t>> Placement(const QapCfEuInstance& x,
                                                       const Actions& a) {
    std::vector<int64_t> cell_of = FixedCells(x);
    std::vector<bool> taken(static_cast<size_t>(x.grid * x.grid), false);
    for (const int64_t cell : cell_of) {
      if (cell >= 0) taken[static_cast<size_t>(cell)] = true;
    }
    for (const JsonAction& action : a.actions) {
      const int64_t f = action[0], row = action[1], column = action[2];
      if (f < 0 || f >= Facilities(x) || cell_of[static_cast<size_t>(f)] >= 0) return std::nullopt;
      if (row < 0 || row >= x.grid || column < 0 || column >= x.grid) return std::nullopt;
      const size_t cell = static_cast<size_t>(row * x.grid + column);
      if (taken[cell]) return std::nullopt;
      taken[cell] = true;
      cell_of[static_cast<size_t>(f)] = static_cast<int64_t>(cell);
    }
    return cell_of;
  }
};

}  // namespace
}  // namespace qap_cf_eu_cc

absl::Status RegisterQapCfEuEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterOptimizationEnvironment(catalog,
                                                       std::make_unique<QapCfEuEnvironment>());
}

}  // namespace referee
