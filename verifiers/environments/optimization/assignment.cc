#include "verifiers/environments/optimization/assignment.h"

#include <limits>

#include "verifiers/environments/member.h"
#include "verifiers/environments/optimization/hungarian.h"
#include "verifiers/environments/optimization/optimization_environment.h"

namespace referee {
inline namespace assignment_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 47;
constexpr int64_t kMinSize = 2;
constexpr int64_t kMaxSize = kMaxDifficulty + 3;  // 50.
constexpr int64_t kMaxCost = 1'000'000;

using Matrix = std::vector<std::vector<int64_t>>;

struct AssignmentInstance {
  int64_t n = 0;
  Matrix costs;  // costs[agent][task], N x N.
  // Derived: an optimal assignment (the task of each agent) and its cost.
  std::vector<int64_t> best;
  int64_t optimum = 0;
};

// The tasks as read; `count` counts every token, `values` keeps at most
// N + 1 of them (more than N always repeats one).
using Assignment = parsing::IntegerTokens;

// An optimal assignment of the square matrix `a` (row -> column).
std::vector<int64_t> Hungarian(const Matrix& a) {
  return environments::MinCostAssignment(
      a.size(), [&a](size_t i, size_t j) { return a[i][j]; });
}

int64_t CostOf(const AssignmentInstance& instance,
               const std::vector<int64_t>& tasks) {
  int64_t total = 0;
  for (size_t i = 0; i < tasks.size(); ++i) {
    total += instance.costs[i][static_cast<size_t>(tasks[i])];
  }
  return total;
}

void Solve(AssignmentInstance& instance) {
  instance.best = Hungarian(instance.costs);
  instance.optimum = CostOf(instance, instance.best);
}

class AssignmentEnvironment final
    : public environments::OptimizationEnvironment<AssignmentInstance,
                                                   Assignment> {
 public:
  AssignmentEnvironment()
      : OptimizationEnvironment(
            {"assignment", "VAST:assignment", kMaxDifficulty,
             "Give each of N agents a different one of N tasks at the least total cost (VAST "
             "Assignment, graded against the exact optimum).",
             /*difficulty_help=*/"N = d + 3 agents and tasks, costs 1..10+5d"}) {}

 protected:
  AssignmentInstance Make(int difficulty, tasks::Rng& rng) const override {
    const size_t n = static_cast<size_t>(difficulty) + 3;
    AssignmentInstance instance;
    instance.n = static_cast<int64_t>(n);
    instance.costs.assign(n, std::vector<int64_t>(n, 0));
    for (std::vector<int64_t>& row : instance.costs) {
      for (int64_t& cost : row) cost = rng.Uniform(1, 10 + 5 * difficulty);
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<AssignmentInstance>& fields) const override {
    using I = AssignmentInstance;
    const auto n = [](const I& x) { return x.n; };
    fields.Int("n", &I::n, kMinSize, kMaxSize)
        .IntRows("costs", &I::costs, kMaxSize, n, 0, kMaxCost)
        .SizedBy(n);
  }
  absl::Status Finish(AssignmentInstance& instance) const override {
    Solve(instance);
    return absl::OkStatus();
  }

  std::string Prompt(const AssignmentInstance& instance) const override {
    const size_t n = instance.costs.size();
    return absl::StrCat(
        Statement(instance),
        "\n\n"
        "Output Format:\n"
        "Your final answer should be ",
        n,
        " integers separated by **spaces**, inside <answer> </answer> tags: "
        "the task of agent 0, the task of agent 1, and so on in order.\n"
        "Example: <answer>2 0 1</answer>; for 3 agents, this means agent 0 "
        "does task 2, agent 1 does task 0 and agent 2 does task 1.");
  }
  std::string Statement(const AssignmentInstance& instance) const override {
    const size_t n = instance.costs.size();
    std::string rows;
    for (const std::vector<int64_t>& row : instance.costs) {
      absl::StrAppend(&rows, absl::StrJoin(row, " "), "\n");
    }
    return absl::StrCat(
        "There are ", n, " agents and ", n,
        " tasks, both labeled from `0` to `", n - 1,
        "`. Agent i doing task j costs C[i][j]; the cost matrix, one row per "
        "agent (row i lists C[i][0] ... C[i][",
        n - 1, "]):\n", rows,
        "\nAssign each agent a different task so that the total cost is as "
        "small as possible.");
  }

  std::string Reference(const AssignmentInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.best, " "));
  }

  // The incremental form: each action gives the next agent its task,
  // {"agent": i, "task": j}, agents in order 0, 1, ... as in the whole
  // answer (the solution is the tasks of agents 0..k-1).
  std::vector<environments::ActionField> ActionFields() const override {
    return environments::IntegerFields({"agent", "task"});
  }
  // Step (seed 003 §3.2): a solution holds one task per agent.
  int64_t MaxActions(const AssignmentInstance& instance) const override {
    return static_cast<int64_t>(instance.costs.size());
  }
  int MaxActionsAt(int difficulty) const override { return difficulty + 3; }
  // The state prompt's note: the statement is written for the whole answer.
  std::string ActionNote(const AssignmentInstance&) const override {
    return "Agents are given their tasks in order: the first action is for agent 0, the "
           "next for agent 1, and so on.";
  }
  // nullopt for an agent or task that does not exist, or an agent out of
  // turn (the k-th action is agent k's: a solution holds the tasks of a
  // prefix of the agents); a task taken twice is left to Feasible.
  std::optional<Assignment> FromActions(
      const AssignmentInstance& instance,
      const std::vector<environments::JsonAction>& actions) const override {
    const int64_t n = static_cast<int64_t>(instance.costs.size());
    Assignment assignment;
    assignment.count = actions.size();
    assignment.values.reserve(actions.size());
    for (size_t k = 0; k < actions.size(); ++k) {
      const environments::JsonAction& action = actions[k];
      if (action.size() != 2 || action[0] != static_cast<int64_t>(k) || action[1] < 0 ||
          action[1] >= n) {
        return std::nullopt;
      }
      assignment.values.push_back(action[1]);  // k < N: within ParseSolution's N + 1.
    }
    return assignment;
  }
  // The reference assignment, agent by agent.
  std::vector<environments::JsonAction> OptimalPath(
      const AssignmentInstance& instance) const override {
    std::vector<environments::JsonAction> path;
    for (size_t i = 0; i < instance.best.size(); ++i) {
      path.push_back({static_cast<int64_t>(i), instance.best[i]});
    }
    return path;
  }

  environments::Goal goal() const override {
    return environments::Goal::kMinimize;
  }
  std::optional<Assignment> ParseSolution(
      const AssignmentInstance& instance,
      absl::string_view answer) const override {
    return parsing::ParseIntegerTokens(answer, instance.costs.size() + 1);
  }
  bool Feasible(const AssignmentInstance& instance,
                const Assignment& assignment) const override {
    const size_t n = instance.costs.size();
    if (assignment.count > n) return false;  // Some task repeats.
    std::vector<bool> taken(n, false);
    for (int64_t task : assignment.values) {
      // Range first: negatives and kHugeToken must not index `taken`.
      if (task < 0 || task >= static_cast<int64_t>(n) ||
          taken[static_cast<size_t>(task)]) {
        return false;
      }
      taken[static_cast<size_t>(task)] = true;
    }
    return true;
  }
  bool Complete(const AssignmentInstance& instance,
                const Assignment& assignment) const override {
    return assignment.count == instance.costs.size();
  }
  int64_t Evaluate(const AssignmentInstance& instance,
                   const Assignment& assignment) const override {
    return CostOf(instance, assignment.values);
  }
  int64_t BestCompletion(const AssignmentInstance& instance,
                         const Assignment& assignment,
                         int64_t budget) const override {
    const size_t n = instance.costs.size();
    const size_t k = assignment.values.size();
    std::vector<bool> taken(n, false);
    for (int64_t task : assignment.values) taken[static_cast<size_t>(task)] = true;
    std::vector<size_t> free_tasks;
    for (size_t j = 0; j < n; ++j) {
      if (!taken[j]) free_tasks.push_back(j);
    }
    const int64_t base = CostOf(instance, assignment.values);
    const int64_t r = static_cast<int64_t>(n - k);
    if (r * r * r <= budget) {
      Matrix rest(n - k, std::vector<int64_t>(n - k, 0));
      for (size_t i = 0; i < n - k; ++i) {
        for (size_t j = 0; j < n - k; ++j) {
          rest[i][j] = instance.costs[k + i][free_tasks[j]];
        }
      }
      const std::vector<int64_t> column = Hungarian(rest);
      int64_t value = base;
      for (size_t i = 0; i < n - k; ++i) {
        value += rest[i][static_cast<size_t>(column[i])];
      }
      return value;
    }
    // Over budget: each remaining agent takes its cheapest free task, a
    // sound completion in O(r^2).
    int64_t value = base;
    for (size_t i = k; i < n; ++i) {
      size_t pick = n;
      for (size_t j = 0; j < n; ++j) {
        if (!taken[j] &&
            (pick == n || instance.costs[i][j] < instance.costs[i][pick])) {
          pick = j;
        }
      }
      taken[pick] = true;
      value += instance.costs[i][pick];
    }
    return value;
  }
  int64_t Optimum(const AssignmentInstance& instance) const override {
    return instance.optimum;
  }
};

}  // namespace
}  // namespace assignment_cc

absl::Status RegisterAssignmentEnvironment(Catalog& catalog,
                                           const TaskOptions& options) {
  return environments::RegisterOptimizationEnvironment(
      catalog, std::make_unique<AssignmentEnvironment>());
}

}  // namespace referee
