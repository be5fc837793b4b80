#include "verifiers/environments/optimization/wished_assignments.h"

#include <array>
#include <limits>
#include <set>

#include "verifiers/environments/member.h"
#include "verifiers/environments/optimization/json_actions.h"
#include "verifiers/environments/optimization/optimization_environment.h"

namespace referee {
inline namespace wished_assignments_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;
using Rows = std::vector<std::vector<int64_t>>;

constexpr int kMaxDifficulty = 13;
constexpr int64_t kMaxTasks = 16;
constexpr int64_t kMaxWorkers = 16;
constexpr int64_t kMaxResources = 3;
constexpr int64_t kMaxCost = 100;
constexpr int64_t kMaxBudget = 10000;
constexpr int64_t kMaxClauses = 200;  // Hard, and soft, each.
constexpr int64_t kMaxWeight = 100;

// V's headroom (see the header): the largest B times the largest soft
// weight plus one, below 2^63.
static_assert((kMaxBudget + 1) * (kMaxBudget + 1) * (kMaxBudget + 1) * (kMaxTasks + 1) <
                  std::numeric_limits<int64_t>::max() / (kMaxClauses * kMaxWeight + 1),
              "V = soft weight * B + rest must fit in int64");

const std::vector<absl::string_view> kFields = {"task_index", "worker_index"};
// The reference writes the worker first (see Reference).
const std::vector<absl::string_view> kReferenceFields = {"worker_index", "task_index"};
const char* const kResourceNames[] = {"Money", "Time", "Energy"};
// The cost range of each resource: Money 1..5, Time 1..4, Energy 1..3.
constexpr int64_t kCostHigh[] = {5, 4, 3};

// Table 10's row for a level (level 0 and levels past 4: see the header).
// Rates in hundredths; `role` = the role pattern instead of p.
struct Level {
  int64_t tasks, workers, resources;
  int64_t tau_percent;
  int64_t eligibility_percent;
  bool role;
  int64_t hard_percent, soft_percent;
};

Level LevelAt(int difficulty) {
  switch (difficulty) {
    case 0: return {3, 2, 1, 50, 70, false, 30, 120};
    case 1: return {4, 2, 1, 50, 70, false, 30, 120};
    case 2: return {5, 3, 1, 55, 65, false, 60, 160};
    case 3: return {6, 3, 2, 55, 65, false, 60, 170};
    case 4: return {7, 4, 2, 55, 0, true, 70, 200};
    default: {
      const int64_t tasks = difficulty + 3;
      return {tasks, tasks / 2, difficulty >= 8 ? 3 : 2, 55, 0, true, 70, 200};
    }
  }
}

// A clause as two task masks: it holds for a selection `mask` iff a
// positive literal's task is chosen or a negative literal's is not.
struct Clause {
  uint32_t pos = 0, neg = 0;
};

bool Holds(const Clause& c, uint32_t mask) { return (mask & c.pos) != 0 || (c.neg & ~mask) != 0; }

struct WishedAssignmentsInstance {
  int64_t resources = 0;
  int64_t workers = 0;
  Rows costs;     // costs[t][r]: one row per task.
  std::vector<int64_t> budgets;
  Rows eligible;  // eligible[t][w] in {0, 1}.
  Rows hard;      // [a, b]: literals ±(t + 1).
  Rows soft;      // [a, b, c]: 0 = no literal (at the end).
  std::vector<int64_t> soft_weights;
  // Derived (Finish).
  std::vector<uint32_t> can_do;  // Per task, the mask of its eligible workers.
  std::vector<Clause> hard_masks, soft_masks;
  int64_t base = 0;  // B: V = soft weight * B + rest.
  // An optimal selection, the worker of each task (-1 unchosen), its V.
  std::vector<int64_t> best_worker;
  int64_t optimum = 0;
};

using Instance = WishedAssignmentsInstance;

size_t Tasks(const Instance& x) { return x.costs.size(); }
uint32_t AllTasks(const Instance& x) { return (uint32_t{1} << Tasks(x)) - 1; }

using Actions = environments::JsonActions;

int64_t Used(const Instance& x, uint32_t mask, size_t r) {
  int64_t used = 0;
  for (uint32_t m = mask; m != 0; m &= m - 1) {
    used += x.costs[static_cast<size_t>(__builtin_ctz(m))][r];
  }
  return used;
}

bool WithinBudgets(const Instance& x, uint32_t mask) {
  for (size_t r = 0; r < x.budgets.size(); ++r) {
    if (Used(x, mask, r) > x.budgets[r]) return false;
  }
  return true;
}

bool HardHolds(const Instance& x, uint32_t mask) {
  for (const Clause& c : x.hard_masks) {
    if (!Holds(c, mask)) return false;
  }
  return true;
}

// V of a selection within the budgets (see the header).
int64_t ValueOf(const Instance& x, uint32_t mask) {
  int64_t soft = 0;
  for (size_t c = 0; c < x.soft_masks.size(); ++c) {
    if (Holds(x.soft_masks[c], mask)) soft += x.soft_weights[c];
  }
  int64_t rest = 0;
  for (size_t r = 0; r < x.budgets.size(); ++r) {
    rest = rest * (x.budgets[r] + 1) + (x.budgets[r] - Used(x, mask, r));
  }
  const int64_t tasks = static_cast<int64_t>(Tasks(x));
  rest = rest * (tasks + 1) + (tasks - __builtin_popcount(mask));
  return soft * x.base + rest;
}

// Kuhn's augmenting path from task t over the workers outside `blocked`
// not yet `seen`; task_of_worker[w] = the task w serves, -1 if free.
bool Augment(const Instance& x, size_t t, uint32_t blocked, std::vector<int>& task_of_worker,
             uint32_t& seen) {
  for (uint32_t m = x.can_do[t] & ~blocked; m != 0; m &= m - 1) {
    const int w = __builtin_ctz(m);
    if (seen >> w & 1) continue;
    seen |= uint32_t{1} << w;
    const int other = task_of_worker[static_cast<size_t>(w)];
    if (other < 0 || Augment(x, static_cast<size_t>(other), blocked, task_of_worker, seen)) {
      task_of_worker[static_cast<size_t>(w)] = static_cast<int>(t);
      return true;
    }
  }
  return false;
}

// A matching of every task of `tasks` to a distinct eligible worker
// outside `blocked` (task_of_worker), or nullopt.
std::optional<std::vector<int>> Match(const Instance& x, uint32_t tasks, uint32_t blocked) {
  std::vector<int> task_of_worker(static_cast<size_t>(x.workers), -1);
  for (uint32_t m = tasks; m != 0; m &= m - 1) {
    uint32_t seen = 0;
    if (!Augment(x, static_cast<size_t>(__builtin_ctz(m)), blocked, task_of_worker, seen)) {
      return std::nullopt;
    }
  }
  return task_of_worker;
}

// The given pairs of a structurally feasible answer.
struct Partial {
  uint32_t mask = 0;     // The chosen tasks.
  uint32_t blocked = 0;  // Their workers.
};

// The answer's pairs; nullopt if an index is out of range, a task or
// worker repeats, there are more than T actions, a worker is not eligible
// for its task or a budget is exceeded (none of which a completion fixes).
std::optional<Partial> ReadPartial(const Instance& x, const Actions& a) {
  if (a.more) return std::nullopt;
  Partial p;
  const int64_t tasks = static_cast<int64_t>(Tasks(x));
  for (const environments::JsonAction& action : a.actions) {
    const int64_t t = action[0], w = action[1];
    if (t < 0 || t >= tasks || w < 0 || w >= x.workers) return std::nullopt;
    const uint32_t task_bit = uint32_t{1} << t, worker_bit = uint32_t{1} << w;
    if ((p.mask & task_bit) || (p.blocked & worker_bit)) return std::nullopt;
    if (!(x.can_do[static_cast<size_t>(t)] & worker_bit)) return std::nullopt;
    p.mask |= task_bit;
    p.blocked |= worker_bit;
  }
  if (!WithinBudgets(x, p.mask)) return std::nullopt;
  return p;
}

// The best plan among the supersets of `fixed` (whose tasks keep the
// `blocked` workers): every subset of the other tasks in increasing mask
// order, the first of the best V kept. value -1 if none is feasible.
struct Plan {
  int64_t value = -1;
  uint32_t mask = 0;
  std::vector<int> task_of_worker;  // For the tasks added to `fixed`.
};

Plan BestPlan(const Instance& x, uint32_t fixed, uint32_t blocked) {
  const uint32_t free = AllTasks(x) & ~fixed;
  Plan best;
  uint32_t sub = 0;
  do {
    const uint32_t mask = fixed | sub;
    if (WithinBudgets(x, mask) && HardHolds(x, mask)) {
      const int64_t value = ValueOf(x, mask);
      if (value > best.value) {
        if (std::optional<std::vector<int>> matching = Match(x, sub, blocked)) {
          best.value = value;
          best.mask = mask;
          best.task_of_worker = *std::move(matching);
        }
      }
    }
    sub = (sub - free) & free;  // The next subset of `free`, in order.
  } while (sub != 0);
  return best;
}

// The feasibility search (see the header): a selection that extends the
// given pairs, its resources used, and the workers of the tasks added.
struct State {
  uint32_t mask = 0;
  std::array<int64_t, kMaxResources> used = {0, 0, 0};
  std::vector<int> task_of_worker;
};

State StartState(const Instance& x, const Partial& p) {
  State s;
  s.mask = p.mask;
  for (size_t r = 0; r < x.budgets.size(); ++r) s.used[r] = Used(x, p.mask, r);
  s.task_of_worker.assign(static_cast<size_t>(x.workers), -1);
  return s;
}

// Adds task t (not chosen yet): false if that exceeds a budget or no
// matching of the added tasks into the free workers remains.
bool AddTask(const Instance& x, State& s, size_t t, uint32_t blocked) {
  s.mask |= uint32_t{1} << t;
  for (size_t r = 0; r < x.budgets.size(); ++r) {
    s.used[r] += x.costs[t][r];
    if (s.used[r] > x.budgets[r]) return false;
  }
  uint32_t seen = 0;
  return Augment(x, t, blocked, s.task_of_worker, seen);
}

// Whether some completion of `s` breaks nothing; on success `s` is one.
// `failed` (sized 2^T on the first branch) memoises the selections from
// which none exists.
bool Extend(const Instance& x, State& s, uint32_t blocked, std::vector<bool>& failed) {
  const uint32_t entry = s.mask;
  if (!failed.empty() && failed[entry]) return false;
  const auto fail = [&] {
    if (!failed.empty()) failed[entry] = true;
    return false;
  };
  const Clause* open = nullptr;
  for (bool changed = true; changed;) {
    changed = false;
    open = nullptr;
    for (const Clause& c : x.hard_masks) {
      if (Holds(c, s.mask)) continue;
      // Every negative literal's task chosen, no positive literal's.
      if (c.pos == 0) return fail();
      if ((c.pos & (c.pos - 1)) == 0) {
        if (!AddTask(x, s, static_cast<size_t>(__builtin_ctz(c.pos)), blocked)) return fail();
        changed = true;
      } else if (open == nullptr) {
        open = &c;
      }
    }
  }
  if (open == nullptr) return true;
  if (failed.empty()) failed.assign(size_t{1} << Tasks(x), false);
  for (uint32_t m = open->pos; m != 0; m &= m - 1) {
    State next = s;
    if (AddTask(x, next, static_cast<size_t>(__builtin_ctz(m)), blocked) &&
        Extend(x, next, blocked, failed)) {
      s = std::move(next);
      return true;
    }
  }
  failed[s.mask] = true;
  return fail();
}

// `count` distinct uniform tasks (a partial Fisher–Yates shuffle of
// `order`, which keeps its permutation between calls).
std::vector<int64_t> DistinctTasks(std::vector<int64_t>& order, size_t count, tasks::Rng& rng) {
  std::vector<int64_t> out;
  for (size_t i = 0; i < count; ++i) {
    const size_t j = static_cast<size_t>(
        rng.Uniform(static_cast<int64_t>(i), static_cast<int64_t>(order.size()) - 1));
    std::swap(order[i], order[j]);
    out.push_back(order[i]);
  }
  return out;
}

std::string TaskName(int64_t t) { return std::string(1, static_cast<char>('A' + t)); }

std::string LiteralText(int64_t literal) {
  return literal > 0 ? TaskName(literal - 1) : "NOT " + TaskName(-literal - 1);
}

std::string ClauseText(const std::vector<int64_t>& clause) {
  std::string out;
  for (const int64_t literal : clause) {
    if (literal != 0) absl::StrAppend(&out, out.empty() ? "" : " OR ", LiteralText(literal));
  }
  return out;
}

class WishedAssignmentsEnvironment final
    : public environments::OptimizationEnvironment<WishedAssignmentsInstance, Actions> {
 public:
  WishedAssignmentsEnvironment()
      : OptimizationEnvironment(
            {"wished_assignments", "VAST:wished_assignments", kMaxDifficulty,
             "Choose tasks and give each a distinct eligible worker within resource budgets "
             "and hard clauses, maximising the satisfied soft-clause weight, ties to less "
             "Money, Time, Energy, then fewer tasks (seed 003's Wished Assignments, Table 10).",
             /*difficulty_help=*/"levels 1..4 are Table 10 (T = 4..7 tasks, 2..4 workers, 1..2 "
             "resources, tau 0.50..0.55); level 0 T = 3; past 4, T = d + 3, W = T/2, 3 "
             "resources from d = 8 (top 13: T = 16)"}) {}

 protected:
  // A draw whose optimum chooses no task, or whose every chosen task, put
  // last in the reference, turns by a last-digit change of its index into
  // another optimal plan, is drawn again (at most 50 times; about 1 draw in
  // 20 at level 0, fewer above): the registry-wide check that a corrupted
  // reference never earns full credit holds for every generated problem.
  WishedAssignmentsInstance Make(int difficulty, tasks::Rng& rng) const override {
    WishedAssignmentsInstance x = Draw(difficulty, rng);
    for (int attempt = 1; attempt < 50; ++attempt) {
      WishedAssignmentsInstance solved = x;
      if (Finish(solved).ok() && LastTask(solved) >= 0) break;
      x = Draw(difficulty, rng);
    }
    return x;
  }

  WishedAssignmentsInstance Draw(int difficulty, tasks::Rng& rng) const {
    const Level level = LevelAt(difficulty);
    const size_t tasks = static_cast<size_t>(level.tasks);
    const size_t resources = static_cast<size_t>(level.resources);
    WishedAssignmentsInstance x;
    x.resources = level.resources;
    x.workers = level.workers;
    x.costs.assign(tasks, std::vector<int64_t>(resources, 0));
    for (std::vector<int64_t>& row : x.costs) {
      for (size_t r = 0; r < resources; ++r) row[r] = rng.Uniform(1, kCostHigh[r]);
    }
    for (size_t r = 0; r < resources; ++r) {
      int64_t sum = 0;
      for (const std::vector<int64_t>& row : x.costs) sum += row[r];
      x.budgets.push_back(std::max<int64_t>(1, (level.tau_percent * sum + 50) / 100));
    }
    const size_t workers = static_cast<size_t>(level.workers);
    x.eligible.assign(tasks, std::vector<int64_t>(workers, 0));
    for (size_t t = 0; t < tasks; ++t) {
      bool any = false;
      for (size_t w = 0; w < workers; ++w) {
        const bool yes = level.role ? t % 2 == w % 2 : rng.Chance(level.eligibility_percent, 100);
        x.eligible[t][w] = yes ? 1 : 0;
        any = any || yes;
      }
      if (!any) x.eligible[t][static_cast<size_t>(rng.Uniform(0, level.workers - 1))] = 1;
    }
    std::vector<int64_t> order(tasks);
    std::iota(order.begin(), order.end(), int64_t{0});
    const int64_t t_count = level.tasks;
    // Hard constraints; a clause already drawn (as a set) is skipped.
    std::set<std::pair<int64_t, int64_t>> drawn;
    const auto add_hard = [&](int64_t a, int64_t b) {
      if (drawn.insert({std::min(a, b), std::max(a, b)}).second) x.hard.push_back({a, b});
    };
    const auto anti = [&](int64_t a, int64_t b) {
      add_hard(-(std::min(a, b) + 1), -(std::max(a, b) + 1));
    };
    const int64_t hard = (level.hard_percent * t_count + 50) / 100;
    for (int64_t i = 0; i < hard; ++i) {
      const int64_t kind = rng.Uniform(0, t_count >= 3 ? 2 : 1);
      const std::vector<int64_t> picked = DistinctTasks(order, kind == 2 ? 3 : 2, rng);
      if (kind == 0) {
        anti(picked[0], picked[1]);
      } else if (kind == 1) {
        add_hard(-(picked[0] + 1), picked[1] + 1);
      } else {
        anti(picked[0], picked[1]);
        anti(picked[0], picked[2]);
        anti(picked[1], picked[2]);
      }
    }
    const int64_t soft = (level.soft_percent * t_count + 50) / 100;
    for (int64_t i = 0; i < soft; ++i) {
      const int64_t kind = rng.Uniform(0, t_count >= 3 ? 4 : 3);
      const std::vector<int64_t> p = DistinctTasks(order, kind == 0 ? 1 : kind == 4 ? 3 : 2, rng);
      std::vector<int64_t> clause;
      switch (kind) {
        case 0: clause = {rng.Chance(1, 2) ? p[0] + 1 : -(p[0] + 1), 0, 0}; break;
        case 1: clause = {-(p[0] + 1), p[1] + 1, 0}; break;
        case 2: clause = {-(p[0] + 1), -(p[1] + 1), 0}; break;
        case 3: clause = {p[0] + 1, p[1] + 1, 0}; break;
        default: clause = {p[0] + 1, p[1] + 1, p[2] + 1}; break;
      }
      x.soft.push_back(std::move(clause));
      x.soft_weights.push_back(rng.Uniform(1, 2));
    }
    return x;
  }

  void DeclareFields(environments::InstanceFields<Instance>& fields) const override {
    using I = WishedAssignmentsInstance;
    const auto resources = [](const I& x) { return x.resources; };
    const auto workers = [](const I& x) { return x.workers; };
    const auto tasks = [](const I& x) { return static_cast<int64_t>(x.costs.size()); };
    const auto minus_tasks = [](const I& x) { return -static_cast<int64_t>(x.costs.size()); };
    fields.Int("resources", &I::resources, 1, kMaxResources)
        .Int("workers", &I::workers, 1, kMaxWorkers)
        .IntRows("costs", &I::costs, kMaxTasks, resources, 0, kMaxCost)
        .Ints("budgets", &I::budgets, resources, 1, kMaxBudget)
        .SizedBy(resources)
        .IntRows("eligible", &I::eligible, tasks, workers, 0, 1)
        .SizedBy(tasks)
        .IntRows("hard", &I::hard, kMaxClauses, 2, minus_tasks, tasks)
        .IntRows("soft", &I::soft, kMaxClauses, 3, minus_tasks, tasks)
        .Ints("soft_weights", &I::soft_weights, kMaxClauses, 1, kMaxWeight)
        .SizedBy([](const I& x) { return static_cast<int64_t>(x.soft.size()); });
  }
  absl::Status Finish(WishedAssignmentsInstance& x) const override {
    if (x.costs.empty()) return BadInstance("costs", "at least one task");
    for (size_t c = 0; c < x.hard.size(); ++c) {
      if (x.hard[c][0] == 0 || x.hard[c][1] == 0) {
        return BadInstance("hard", absl::StrCat("clause ", c, " has a literal 0"));
      }
    }
    if (x.soft.empty()) return BadInstance("soft", "at least one soft clause");
    for (size_t c = 0; c < x.soft.size(); ++c) {
      const std::vector<int64_t>& s = x.soft[c];
      if (s[0] == 0 || (s[1] == 0 && s[2] != 0)) {
        return BadInstance("soft", absl::StrCat("clause ", c, ": a literal 0 before the last"));
      }
    }
    x.can_do.assign(Tasks(x), 0);
    for (size_t t = 0; t < Tasks(x); ++t) {
      for (size_t w = 0; w < x.eligible[t].size(); ++w) {
        if (x.eligible[t][w]) x.can_do[t] |= uint32_t{1} << w;
      }
    }
    const auto masks = [](const Rows& clauses) {
      std::vector<Clause> out;
      for (const std::vector<int64_t>& clause : clauses) {
        Clause c;
        for (const int64_t literal : clause) {
          if (literal > 0) c.pos |= uint32_t{1} << (literal - 1);
          if (literal < 0) c.neg |= uint32_t{1} << (-literal - 1);
        }
        out.push_back(c);
      }
      return out;
    };
    x.hard_masks = masks(x.hard);
    x.soft_masks = masks(x.soft);
    x.base = static_cast<int64_t>(Tasks(x)) + 1;
    for (const int64_t b : x.budgets) x.base *= b + 1;
    const Plan best = BestPlan(x, 0, 0);
    if (best.value < 0) {
      return BadInstance("hard", "no selection satisfies every hard clause within the budgets");
    }
    x.optimum = best.value;
    x.best_worker.assign(Tasks(x), -1);
    for (size_t w = 0; w < best.task_of_worker.size(); ++w) {
      const int t = best.task_of_worker[w];
      if (t >= 0) x.best_worker[static_cast<size_t>(t)] = static_cast<int64_t>(w);
    }
    return absl::OkStatus();
  }

  std::string Prompt(const WishedAssignmentsInstance& x) const override {
    return absl::StrCat(
        Statement(x),
        "\n\nAnswer with one action per chosen task, in any order, in this JSON format:\n"
        "{\"answer\": [{\"task_index\": 0, \"worker_index\": 1}, "
        "{\"task_index\": 2, \"worker_index\": 0}]}\n"
        "Choosing no task at all is written {\"answer\": []}.");
  }
  std::string Statement(const WishedAssignmentsInstance& x) const override {
    const size_t resources = x.budgets.size();
    std::string budgets;
    for (size_t r = 0; r < resources; ++r) {
      absl::StrAppend(&budgets, r ? ", " : "", kResourceNames[r], "=", x.budgets[r]);
    }
    std::string workers;
    for (int64_t w = 0; w < x.workers; ++w) absl::StrAppend(&workers, w ? ", " : "", "W", w);
    std::string tasks;
    for (size_t t = 0; t < Tasks(x); ++t) {
      absl::StrAppend(&tasks, "- ", TaskName(static_cast<int64_t>(t)), " [task_index ", t, "]: ");
      for (size_t r = 0; r < resources; ++r) {
        absl::StrAppend(&tasks, r ? ", " : "", kResourceNames[r], "=", x.costs[t][r]);
      }
      std::string can;
      for (size_t w = 0; w < x.eligible[t].size(); ++w) {
        if (x.eligible[t][w]) absl::StrAppend(&can, can.empty() ? "" : ", ", "W", w);
      }
      absl::StrAppend(&tasks, "; eligible workers: ", can.empty() ? "none" : can, "\n");
    }
    std::string hard;
    for (const std::vector<int64_t>& clause : x.hard) {
      absl::StrAppend(&hard, "- ", ClauseText(clause), "\n");
    }
    if (hard.empty()) hard = "(none)\n";
    std::string soft;
    for (size_t c = 0; c < x.soft.size(); ++c) {
      absl::StrAppend(&soft, c + 1, ". ", ClauseText(x.soft[c]), " (weight ", x.soft_weights[c],
                      ")\n");
    }
    const char* spend = resources == 1   ? "as little Money as possible"
                        : resources == 2 ? "as little Money as possible, then as little Time"
                                         : "as little Money as possible, then as little Time, "
                                           "then as little Energy";
    return absl::StrCat(
        "Plan which tasks to take on and who does them. There are ", Tasks(x),
        " tasks, named by letters (task_index in brackets), and ", x.workers,
        " workers W0 to W", x.workers - 1, " (the worker_index of Wk is k). Choose any set "
        "of tasks, possibly none, and give each chosen task its own worker: the worker must "
        "be eligible for that task, and no worker may take two tasks.\n\n"
        "Budgets (the chosen tasks' total cost of each resource may not exceed it): ",
        budgets, "\nWorkers: ", workers, "\n\nTasks (costs; eligible workers):\n", tasks,
        "\nIn a clause, a letter is true when that task is chosen and NOT X is true when task "
        "X is not chosen; a clause holds when at least one of its parts is true.\n\n"
        "Hard clauses (every one must hold):\n", hard,
        "\nSoft clauses (each earns its weight when it holds):\n", soft,
        "\nGoal, in this order of priority:\n"
        "1) make the total weight of the soft clauses that hold as large as possible;\n"
        "2) among those, spend ", spend, ";\n"
        "3) among those, choose as few tasks as possible.");
  }

  // The optimal plan, each action written worker first, and last the
  // chosen task LastTask() picks (so changing the output's last digit never
  // gives another optimal plan; generated instances always have one).
  std::string Reference(const WishedAssignmentsInstance& x) const override {
    const int64_t last = LastTask(x);
    std::vector<environments::JsonAction> actions;
    for (size_t t = 0; t < x.best_worker.size(); ++t) {
      const int64_t task = static_cast<int64_t>(t);
      if (x.best_worker[t] >= 0 && task != last) actions.push_back({x.best_worker[t], task});
    }
    if (last >= 0) actions.push_back({x.best_worker[static_cast<size_t>(last)], last});
    return environments::WriteJsonActions(kReferenceFields, actions);
  }

  // The first chosen task whose index, its last digit changed (9 -> 0, else
  // + 1), names a plan that is not optimal (another task out of range,
  // already chosen, not for that worker, over a budget, breaking a hard
  // clause, or of lower V); -1 if none.
  static int64_t LastTask(const WishedAssignmentsInstance& x) {
    uint32_t mask = 0;
    for (size_t t = 0; t < x.best_worker.size(); ++t) {
      if (x.best_worker[t] >= 0) mask |= uint32_t{1} << t;
    }
    for (size_t t = 0; t < x.best_worker.size(); ++t) {
      if (x.best_worker[t] < 0) continue;
      const size_t digit = t % 10;
      const size_t other = t - digit + (digit == 9 ? 0 : digit + 1);
      const uint32_t w = static_cast<uint32_t>(x.best_worker[t]);
      if (other >= Tasks(x) || (mask >> other & 1) || !(x.can_do[other] >> w & 1)) {
        return static_cast<int64_t>(t);
      }
      const uint32_t changed = (mask & ~(uint32_t{1} << t)) | (uint32_t{1} << other);
      if (!WithinBudgets(x, changed) || !HardHolds(x, changed) ||
          ValueOf(x, changed) < x.optimum) {
        return static_cast<int64_t>(t);
      }
    }
    return -1;
  }

  environments::Goal goal() const override { return environments::Goal::kMaximize; }
  std::optional<absl::string_view> AnswerSpan(absl::string_view output) const override {
    return output;
  }
  std::optional<Actions> ParseSolution(const WishedAssignmentsInstance& x,
                                       absl::string_view answer) const override {
    return environments::ReadJsonActionList(answer, ActionFields(), Tasks(x));
  }
  std::vector<environments::ActionField> ActionFields() const override {
    return environments::IntegerFields(kFields);
  }
  std::optional<Actions> FromActions(const WishedAssignmentsInstance& x,
                                     const std::vector<environments::JsonAction>& actions) const override {
    if (actions.size() > Tasks(x)) return Actions{{}, /*more=*/true};  // Infeasible.
    return Actions{actions, /*more=*/false};
  }
  // A plan gives each chosen task its own worker: at most min(T, W) actions.
  int64_t MaxActions(const WishedAssignmentsInstance& x) const override {
    return std::min<int64_t>(static_cast<int64_t>(Tasks(x)), x.workers);
  }
  int MaxActionsAt(int difficulty) const override {
    const Level level = LevelAt(difficulty);
    return static_cast<int>(std::min(level.tasks, level.workers));
  }
  // The optimal plan's actions, in task order.
  std::vector<environments::JsonAction> OptimalPath(const WishedAssignmentsInstance& x) const override {
    std::vector<environments::JsonAction> path;
    for (size_t t = 0; t < x.best_worker.size(); ++t) {
      if (x.best_worker[t] >= 0) path.push_back({static_cast<int64_t>(t), x.best_worker[t]});
    }
    return path;
  }
  bool Feasible(const WishedAssignmentsInstance& x, const Actions& a) const override {
    const std::optional<Partial> p = ReadPartial(x, a);
    if (!p) return false;
    if (HardHolds(x, p->mask)) return true;  // A completion of itself.
    State s = StartState(x, *p);
    std::vector<bool> failed;
    return Extend(x, s, p->blocked, failed);
  }
  bool Complete(const WishedAssignmentsInstance& x, const Actions& a) const override {
    return HardHolds(x, ReadPartial(x, a)->mask);
  }
  int64_t Evaluate(const WishedAssignmentsInstance& x, const Actions& a) const override {
    return ValueOf(x, ReadPartial(x, a)->mask);
  }
  int64_t BestCompletion(const WishedAssignmentsInstance& x, const Actions& a,
                         int64_t budget) const override {
    const Partial p = *ReadPartial(x, a);
    const int free = static_cast<int>(Tasks(x)) - __builtin_popcount(p.mask);
    const int64_t step = 1 + static_cast<int64_t>(Tasks(x) + x.hard.size() + x.soft.size());
    if ((int64_t{1} << free) * step <= budget) {
      return std::max<int64_t>(0, BestPlan(x, p.mask, p.blocked).value);
    }
    // Over budget: the feasibility search's completion, then each unchosen
    // task in order added when that keeps it feasible and raises V.
    State s = StartState(x, p);
    std::vector<bool> failed;
    if (!Extend(x, s, p.blocked, failed)) return 0;  // Not reached: Feasible held.
    int64_t value = ValueOf(x, s.mask);
    for (size_t t = 0; t < Tasks(x); ++t) {
      if (s.mask >> t & 1) continue;
      State next = s;
      if (!AddTask(x, next, t, p.blocked) || !HardHolds(x, next.mask)) continue;
      const int64_t next_value = ValueOf(x, next.mask);
      if (next_value > value) {
        s = std::move(next);
        value = next_value;
      }
    }
    return value;
  }
  int64_t Optimum(const WishedAssignmentsInstance& x) const override { return x.optimum; }
};

}  // namespace
}  // namespace wished_assignments_cc

absl::Status RegisterWishedAssignmentsEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterOptimizationEnvironment(
      catalog, std::make_unique<WishedAssignmentsEnvironment>());
}

}  // namespace referee
