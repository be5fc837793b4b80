#include "verifiers/environments/optimization/role_assignment.h"

#include <climits>

#include "verifiers/environments/member.h"
#include "verifiers/environments/optimization/json_actions.h"
#include "verifiers/environments/optimization/optimization_environment.h"

namespace referee {
inline namespace role_assignment_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 13;
constexpr int64_t kMaxRoles = 15;
constexpr int64_t kMaxCandidates = 16;
constexpr int64_t kMaxFit = 9;
constexpr int64_t kMaxPenalty = 1000;
constexpr int64_t kMaxConflicts = kMaxCandidates * (kMaxCandidates - 1) / 2;

using Rows = std::vector<std::vector<int64_t>>;
const std::vector<absl::string_view> kFields = {"role", "candidate"};

enum class Structure { kChain, kRandom, kChainOverlaps, kCliqueBias };

// Table 9's row for a level (level 0 and levels past 4: see the header).
struct Level {
  int64_t roles;
  int64_t density_percent;
  int64_t penalty_lo, penalty_hi;
  Structure structure;
};

Level LevelAt(int difficulty) {
  switch (difficulty) {
    case 0: return {2, 15, 1, 5, Structure::kChain};
    case 1: return {3, 15, 1, 5, Structure::kChain};
    case 2: return {4, 20, 2, 5, Structure::kRandom};
    case 3: return {5, 25, 2, 6, Structure::kChainOverlaps};
    default: return {difficulty + 2, 35, 3, 6, Structure::kCliqueBias};
  }
}

struct RoleAssignmentInstance {
  int64_t roles = 0;
  Rows fits;       // fits[c][r]: candidate c in role r.
  Rows conflicts;  // [a, b, penalty].
  // Derived (Finish): an optimal assignment (the candidate of each role)
  // and its value V.
  std::vector<int64_t> best;
  int64_t optimum = 0;
};

int64_t Candidates(const RoleAssignmentInstance& x) { return static_cast<int64_t>(x.fits.size()); }

using Actions = environments::JsonActions;

// V = 10 * total + smallest fit, never below 0 (see the header).
int64_t ValueOf(int64_t total, int64_t smallest_fit) {
  return std::max<int64_t>(0, 10 * total + smallest_fit);
}

int64_t PenaltyOf(const RoleAssignmentInstance& x, uint32_t used) {
  int64_t penalty = 0;
  for (const std::vector<int64_t>& c : x.conflicts) {
    if ((used >> c[0] & 1) && (used >> c[1] & 1)) penalty += c[2];
  }
  return penalty;
}

// Fits minus penalties of a complete assignment (candidate_of[r] for every
// role).
int64_t TotalOf(const RoleAssignmentInstance& x, const std::vector<int64_t>& candidate_of) {
  int64_t fits = 0;
  uint32_t used = 0;
  for (size_t r = 0; r < candidate_of.size(); ++r) {
    fits += x.fits[static_cast<size_t>(candidate_of[r])][r];
    used |= uint32_t{1} << candidate_of[r];
  }
  return fits - PenaltyOf(x, used);
}

// V of a complete assignment.
int64_t ValueOfAssignment(const RoleAssignmentInstance& x,
                          const std::vector<int64_t>& candidate_of) {
  int64_t smallest = kMaxFit;
  for (size_t r = 0; r < candidate_of.size(); ++r) {
    smallest = std::min(smallest, x.fits[static_cast<size_t>(candidate_of[r])][r]);
  }
  return ValueOf(TotalOf(x, candidate_of), smallest);
}

// The best assignment with role r given candidate fixed[r] where fixed[r]
// >= 0 (distinct, in range): a DP over the sets of used candidates after
// roles 0..i-1, keeping per set the largest fit sum and, among those, the
// largest smallest fit (the penalty depends on the set alone, so this is
// exact for V). About 2^C * C steps.
std::vector<int64_t> Optimize(const RoleAssignmentInstance& x, const std::vector<int64_t>& fixed) {
  const size_t roles = static_cast<size_t>(x.roles);
  const size_t c = x.fits.size();
  const uint32_t sets = uint32_t{1} << c;
  uint32_t pinned = 0;
  for (const int64_t f : fixed) {
    if (f >= 0) pinned |= uint32_t{1} << f;
  }
  std::vector<int32_t> sum(sets, INT32_MIN);
  std::vector<int8_t> smallest(sets, 0), last(sets, -1);
  sum[0] = 0;
  smallest[0] = static_cast<int8_t>(kMaxFit);
  for (uint32_t set = 0; set < sets; ++set) {
    const size_t role = static_cast<size_t>(__builtin_popcount(set));
    if (sum[set] == INT32_MIN || role >= roles) continue;
    for (size_t k = 0; k < c; ++k) {
      const uint32_t bit = uint32_t{1} << k;
      if (set & bit) continue;
      if (fixed[role] >= 0 ? static_cast<int64_t>(k) != fixed[role] : (pinned & bit) != 0) continue;
      const int32_t fit = static_cast<int32_t>(x.fits[k][role]);
      const int32_t s = sum[set] + fit;
      const int8_t m = std::min<int8_t>(smallest[set], static_cast<int8_t>(fit));
      const uint32_t next = set | bit;
      if (s > sum[next] || (s == sum[next] && m > smallest[next])) {
        sum[next] = s;
        smallest[next] = m;
        last[next] = static_cast<int8_t>(k);
      }
    }
  }
  uint32_t best_set = 0;
  int64_t best_total = 0, best_smallest = -1;
  for (uint32_t set = 0; set < sets; ++set) {
    if (sum[set] == INT32_MIN || static_cast<size_t>(__builtin_popcount(set)) != roles) continue;
    const int64_t total = sum[set] - PenaltyOf(x, set);
    if (best_smallest < 0 || total > best_total ||
        (total == best_total && smallest[set] > best_smallest)) {
      best_set = set;
      best_total = total;
      best_smallest = smallest[set];
    }
  }
  std::vector<int64_t> candidate_of(roles, -1);
  for (uint32_t set = best_set; set != 0; set &= ~(uint32_t{1} << last[set])) {
    candidate_of[static_cast<size_t>(__builtin_popcount(set)) - 1] = last[set];
  }
  return candidate_of;
}

// Each free role in order takes the free candidate of highest fit (lowest
// index on ties): the completion used past the budget.
std::vector<int64_t> Greedy(const RoleAssignmentInstance& x, std::vector<int64_t> candidate_of) {
  std::vector<bool> used(x.fits.size(), false);
  for (const int64_t k : candidate_of) {
    if (k >= 0) used[static_cast<size_t>(k)] = true;
  }
  for (size_t r = 0; r < candidate_of.size(); ++r) {
    if (candidate_of[r] >= 0) continue;
    size_t pick = x.fits.size();
    for (size_t k = 0; k < x.fits.size(); ++k) {
      if (!used[k] && (pick == x.fits.size() || x.fits[k][r] > x.fits[pick][r])) pick = k;
    }
    used[pick] = true;
    candidate_of[r] = static_cast<int64_t>(pick);
  }
  return candidate_of;
}

// M distinct conflict pairs drawn by the level's structure.
Rows DrawPairs(const Level& level, int64_t c, tasks::Rng& rng) {
  const int64_t pairs = c * (c - 1) / 2;
  const int64_t m = std::max<int64_t>(1, (level.density_percent * pairs + 50) / 100);
  std::vector<std::vector<bool>> taken(static_cast<size_t>(c), std::vector<bool>(c, false));
  Rows out;
  auto add = [&](int64_t a, int64_t b) {
    if (static_cast<int64_t>(out.size()) >= m || a == b) return;
    if (a > b) std::swap(a, b);
    if (taken[a][b]) return;
    taken[a][b] = true;
    out.push_back({a, b, 0});
  };
  std::vector<int64_t> order(static_cast<size_t>(c));
  std::iota(order.begin(), order.end(), 0);
  rng.Shuffle(order);
  switch (level.structure) {
    case Structure::kChain:
      for (size_t i = 0; i + 1 < order.size(); ++i) add(order[i], order[i + 1]);
      break;
    case Structure::kChainOverlaps:
      for (size_t i = 0; i + 1 < order.size(); ++i) {
        add(order[i], order[i + 1]);
        if (i % 2 == 0 && i + 2 < order.size()) add(order[i], order[i + 2]);
      }
      break;
    case Structure::kCliqueBias: {
      const size_t half = (order.size() + 1) / 2;
      Rows inside;
      for (size_t i = 0; i < half; ++i) {
        for (size_t j = i + 1; j < half; ++j) inside.push_back({order[i], order[j]});
      }
      rng.Shuffle(inside);
      for (const std::vector<int64_t>& p : inside) add(p[0], p[1]);
      break;
    }
    case Structure::kRandom:
      break;
  }
  // The rest uniformly; every pair is reachable, so this ends.
  while (static_cast<int64_t>(out.size()) < m) add(rng.Uniform(0, c - 1), rng.Uniform(0, c - 1));
  return out;
}

class RoleAssignmentEnvironment final
    : public environments::OptimizationEnvironment<RoleAssignmentInstance, Actions> {
 public:
  RoleAssignmentEnvironment()
      : OptimizationEnvironment(
            {"role_assignment", "VAST:role_assignment", kMaxDifficulty,
             "Assign R roles to distinct candidates maximising fit minus pairwise conflict "
             "penalties, ties to the larger smallest fit (seed 003's Role Assignment, Table 9).",
             /*difficulty_help=*/"levels 1..4 are Table 9 (R = 3..6 roles, one extra candidate, "
             "conflict density 0.15..0.35); level 0 R = 2; past 4, R = d + 2 (top 13: R = 15)"}) {}

 protected:
  RoleAssignmentInstance Make(int difficulty, tasks::Rng& rng) const override {
    const Level level = LevelAt(difficulty);
    const int64_t c = level.roles + 1;
    const size_t roles = static_cast<size_t>(level.roles);
    RoleAssignmentInstance x;
    x.roles = level.roles;
    x.fits.assign(static_cast<size_t>(c), std::vector<int64_t>(roles, 0));
    for (std::vector<int64_t>& row : x.fits) {
      for (int64_t& fit : row) fit = rng.Uniform(0, 6);
    }
    for (size_t r = 0; r < roles; ++r) {
      if (!rng.Chance(85, 100)) continue;
      const size_t star = static_cast<size_t>(rng.Uniform(0, c - 1));
      x.fits[star][r] = rng.Uniform(8, 9);
      if (rng.Chance(3, 10)) {
        const size_t other = static_cast<size_t>(rng.Uniform(0, c - 2));
        x.fits[other >= star ? other + 1 : other][r] = x.fits[star][r] - rng.Uniform(0, 1);
      }
    }
    for (size_t r = 0; r < roles; ++r) {
      while (true) {
        std::vector<size_t> low;
        for (size_t k = 0; k < x.fits.size(); ++k) {
          if (x.fits[k][r] < 3) low.push_back(k);
        }
        if (x.fits.size() - low.size() >= 2) break;
        x.fits[low[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(low.size()) - 1))]][r] =
            rng.Uniform(3, 6);
      }
    }
    x.conflicts = DrawPairs(level, c, rng);
    const auto draw_penalties = [&] {
      for (std::vector<int64_t>& p : x.conflicts) {
        p[2] = rng.Uniform(level.penalty_lo, level.penalty_hi);
      }
    };
    draw_penalties();
    // A conflict inside the greedy cover, so greed is not enough.
    const std::vector<int64_t> greedy = Greedy(x, std::vector<int64_t>(roles, -1));
    uint32_t cover = 0;
    for (const int64_t k : greedy) cover |= uint32_t{1} << k;
    if (PenaltyOf(x, cover) == 0) {
      // No pair inside the cover exists yet, so this one is new.
      const size_t i = static_cast<size_t>(rng.Uniform(0, level.roles - 1));
      const size_t j = static_cast<size_t>(rng.Uniform(0, level.roles - 2));
      const int64_t a = greedy[i], b = greedy[j >= i ? j + 1 : j];
      x.conflicts.back() = {std::min(a, b), std::max(a, b),
                            rng.Uniform(level.penalty_lo, level.penalty_hi)};
    }
    // A positive optimum: draw the penalties again, then lower them, then
    // drop pairs (the fits alone are positive: every role has a fit >= 3).
    int64_t total = OptimalTotal(x);
    for (int attempt = 0; attempt < 5 && total <= 0; ++attempt) {
      draw_penalties();
      total = OptimalTotal(x);
    }
    if (total <= 0) {
      for (std::vector<int64_t>& p : x.conflicts) p[2] = level.penalty_lo;
      total = OptimalTotal(x);
    }
    while (total <= 0 && x.conflicts.size() > 1) {
      x.conflicts.pop_back();
      total = OptimalTotal(x);
    }
    return x;
  }

  void DeclareFields(environments::InstanceFields<RoleAssignmentInstance>& fields) const override {
    using I = RoleAssignmentInstance;
    fields.Int("roles", &I::roles, 1, kMaxRoles)
        .IntRows("fits", &I::fits, kMaxCandidates, [](const I& x) { return x.roles; }, 0, kMaxFit)
        .IntRows("conflicts", &I::conflicts, kMaxConflicts, 3, 0, kMaxPenalty);
  }
  absl::Status Finish(RoleAssignmentInstance& x) const override {
    const int64_t c = Candidates(x);
    if (c < x.roles) return environments::BadInstance("fits", "fewer candidates than roles");
    std::vector<std::vector<bool>> seen(static_cast<size_t>(c), std::vector<bool>(c, false));
    for (const std::vector<int64_t>& p : x.conflicts) {
      if (p[0] >= c || p[1] >= c || p[0] == p[1]) {
        return environments::BadInstance("conflicts", "a pair of two different candidates");
      }
      if (p[2] < 1) return environments::BadInstance("conflicts", "penalties are 1..1000");
      if (seen[p[0]][p[1]]) return environments::BadInstance("conflicts", "a pair repeats");
      seen[p[0]][p[1]] = seen[p[1]][p[0]] = true;
    }
    x.best = Optimize(x, std::vector<int64_t>(static_cast<size_t>(x.roles), -1));
    // The paper's instances have a positive optimum; at 0 or below, every
    // assignment would earn V = 0 and tie the best one.
    if (TotalOf(x, x.best) <= 0) {
      return environments::BadInstance("conflicts", "the best total must be positive");
    }
    x.optimum = ValueOfAssignment(x, x.best);
    return absl::OkStatus();
  }

  std::string Prompt(const RoleAssignmentInstance& x) const override {
    return absl::StrCat(
        Statement(x),
        "\n\nAnswer with one action per role in this JSON format (any order):\n"
        "{\"answer\": [{\"role\": 0, \"candidate\": 2}, {\"role\": 1, \"candidate\": 0}]}");
  }
  std::string Statement(const RoleAssignmentInstance& x) const override {
    std::string fits;
    for (size_t k = 0; k < x.fits.size(); ++k) {
      absl::StrAppend(&fits, "candidate ", k, ": ", absl::StrJoin(x.fits[k], " "), "\n");
    }
    std::string conflicts;
    for (const std::vector<int64_t>& p : x.conflicts) {
      absl::StrAppend(&conflicts, "candidates ", p[0], " and ", p[1], ": penalty ", p[2], "\n");
    }
    if (conflicts.empty()) conflicts = "(none)\n";
    return absl::StrCat(
        "Fill ", x.roles, " roles (numbered 0 to ", x.roles - 1, ") with ", x.fits.size(),
        " candidates (numbered 0 to ", x.fits.size() - 1,
        "): every role gets exactly one candidate and no candidate takes two roles.\n\n"
        "How well each candidate fits each role (0 to 9), one line per candidate, listing "
        "roles 0 to ", x.roles - 1, " in order:\n", fits,
        "\nSome candidates clash; each pair below costs its penalty once if both are chosen:\n",
        conflicts,
        "\nScore = (sum of the fits of the chosen candidates in their roles) - (sum of the "
        "penalties of clashing pairs that are both chosen). Find an assignment with the "
        "highest score; among assignments with the highest score, pick one whose smallest "
        "fit is as large as possible.");
  }

  std::string Reference(const RoleAssignmentInstance& x) const override {
    return environments::WriteJsonActions(kFields, OptimalPath(x));
  }
  std::vector<environments::ActionField> ActionFields() const override {
    return environments::IntegerFields(kFields);
  }
  std::optional<Actions> FromActions(const RoleAssignmentInstance& x,
                                     const std::vector<environments::JsonAction>& actions) const override {
    return Actions{actions, /*more=*/false};
  }
  int64_t MaxActions(const RoleAssignmentInstance& x) const override { return x.roles; }
  int MaxActionsAt(int difficulty) const override {
    return static_cast<int>(LevelAt(difficulty).roles);
  }
  // The optimal assignment, role by role.
  std::vector<environments::JsonAction> OptimalPath(const RoleAssignmentInstance& x) const override {
    std::vector<environments::JsonAction> actions;
    for (size_t r = 0; r < x.best.size(); ++r) {
      actions.push_back({static_cast<int64_t>(r), x.best[r]});
    }
    return actions;
  }

  environments::Goal goal() const override { return environments::Goal::kMaximize; }
  std::optional<absl::string_view> AnswerSpan(absl::string_view output) const override {
    return output;
  }
  std::optional<Actions> ParseSolution(const RoleAssignmentInstance& x,
                                       absl::string_view answer) const override {
    return environments::ReadJsonActionList(answer, ActionFields(), static_cast<size_t>(x.roles));
  }
  bool Feasible(const RoleAssignmentInstance& x, const Actions& a) const override {
    if (a.more) return false;
    std::vector<bool> role_taken(static_cast<size_t>(x.roles), false);
    std::vector<bool> candidate_taken(x.fits.size(), false);
    for (const environments::JsonAction& action : a.actions) {
      const int64_t r = action[0], k = action[1];
      if (r < 0 || r >= x.roles || k < 0 || k >= Candidates(x)) return false;
      if (role_taken[static_cast<size_t>(r)] || candidate_taken[static_cast<size_t>(k)]) {
        return false;
      }
      role_taken[static_cast<size_t>(r)] = candidate_taken[static_cast<size_t>(k)] = true;
    }
    return true;
  }
  bool Complete(const RoleAssignmentInstance& x, const Actions& a) const override {
    return static_cast<int64_t>(a.actions.size()) == x.roles;
  }
  int64_t Evaluate(const RoleAssignmentInstance& x, const Actions& a) const override {
    return ValueOfAssignment(x, Fixed(x, a));
  }
  int64_t BestCompletion(const RoleAssignmentInstance& x, const Actions& a,
                         int64_t budget) const override {
    const std::vector<int64_t> fixed = Fixed(x, a);
    const int64_t free_roles = x.roles - static_cast<int64_t>(a.actions.size());
    const int64_t work = (int64_t{1} << x.fits.size()) * std::max<int64_t>(free_roles, 1);
    return ValueOfAssignment(x, work <= budget ? Optimize(x, fixed)
                                                                     : Greedy(x, fixed));
  }
  int64_t Optimum(const RoleAssignmentInstance& x) const override { return x.optimum; }

 private:
  // The candidate of each role the (feasible) actions fix, -1 elsewhere.
  static std::vector<int64_t> Fixed(const RoleAssignmentInstance& x, const Actions& a) {
    std::vector<int64_t> fixed(static_cast<size_t>(x.roles), -1);
    for (const environments::JsonAction& action : a.actions) {
      fixed[static_cast<size_t>(action[0])] = action[1];
    }
    return fixed;
  }
  // The best total (fits - penalties) of the instance as it stands.
  static int64_t OptimalTotal(const RoleAssignmentInstance& x) {
    return TotalOf(x, Optimize(x, std::vector<int64_t>(static_cast<size_t>(x.roles), -1)));
  }
};

}  // namespace
}  // namespace role_assignment_cc

absl::Status RegisterRoleAssignmentEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterOptimizationEnvironment(
      catalog, std::make_unique<RoleAssignmentEnvironment>());
}

}  // namespace referee
