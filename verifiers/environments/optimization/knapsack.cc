#include "verifiers/environments/optimization/knapsack.h"

#include "verifiers/environments/knapsack_items.h"
#include "verifiers/environments/member.h"
#include "verifiers/environments/optimization/optimization_environment.h"

namespace referee {
inline namespace knapsack_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 47;
constexpr int64_t kMaxItems = 200;
constexpr int64_t kMaxNumber = 1'000'000;
constexpr int64_t kMaxSolverCells = 20'000'000;  // N·(C+1).

struct KnapsackInstance {
  std::vector<int64_t> weights, values;
  int64_t capacity = 0;
  // Derived: an optimal selection (sorted) and its value.
  std::vector<int64_t> best;
  int64_t optimum = 0;
};

// The selected indices as read; `count` counts every token, `values` keeps
// at most N + 1 of them (more than N always repeats one).
using Selection = parsing::IntegerTokens;

// An optimal selection of `items` (indices) within `capacity`.
std::vector<int64_t> OptimalSelection(const KnapsackInstance& instance,
                                      const std::vector<int64_t>& items, int64_t capacity) {
  return environments::OptimalKnapsackSelection(instance.weights, instance.values, items,
                                                capacity);
}

int64_t ValueOf(const KnapsackInstance& instance,
                const std::vector<int64_t>& items) {
  int64_t total = 0;
  for (int64_t i : items) total += instance.values[static_cast<size_t>(i)];
  return total;
}

void Solve(KnapsackInstance& instance) {
  std::vector<int64_t> all(instance.weights.size());
  std::iota(all.begin(), all.end(), int64_t{0});
  instance.best = OptimalSelection(instance, all, instance.capacity);
  instance.optimum = ValueOf(instance, instance.best);
}

class KnapsackEnvironment final
    : public environments::OptimizationEnvironment<KnapsackInstance,
                                                   Selection> {
 public:
  KnapsackEnvironment()
      : OptimizationEnvironment(
            {"knapsack", "VAST:knapsack", kMaxDifficulty,
             "Choose items of total weight at most C and the largest total value (VAST Knapsack, "
             "graded against the exact optimum).",
             /*difficulty_help=*/"N = d + 3 items, weights 1..10+d, distinct values 1..4N+10, "
             "capacity 30%..70% of the total weight"}) {}

 protected:
  KnapsackInstance Make(int difficulty, tasks::Rng& rng) const override {
    environments::KnapsackItems items = environments::RandomKnapsackItems(difficulty, rng);
    KnapsackInstance instance;
    instance.weights = std::move(items.weights);
    instance.values = std::move(items.values);
    instance.capacity = items.capacity;
    return instance;
  }

  void DeclareFields(environments::InstanceFields<KnapsackInstance>& fields) const override {
    using I = KnapsackInstance;
    fields.Ints("weights", &I::weights, kMaxItems, 1, kMaxNumber)
        .Ints("values", &I::values, kMaxItems, 0, kMaxNumber)
        .SizedBy([](const I& x) { return static_cast<int64_t>(x.weights.size()); })
        .Int("capacity", &I::capacity, 0, kMaxNumber);
  }
  absl::Status Finish(KnapsackInstance& instance) const override {
    if (static_cast<int64_t>(instance.weights.size()) * (instance.capacity + 1) >
        kMaxSolverCells) {
      return environments::BadInstance(
          "capacity", absl::StrCat("items x (capacity + 1) is over ", kMaxSolverCells,
                                   ", too large to solve exactly"));
    }
    Solve(instance);
    return absl::OkStatus();
  }

  std::string Prompt(const KnapsackInstance& instance) const override {
    return absl::StrCat(
        Statement(instance),
        "\n\n"
        "Output Format:\n"
        "Your final answer should be the indices of the selected items, in "
        "any order, separated by **spaces**, inside <answer> </answer> tags.\n"
        "Example: <answer>0 3</answer>; this means items 0 and 3 are "
        "selected.");
  }
  std::string Statement(const KnapsackInstance& instance) const override {
    std::string items;
    for (size_t i = 0; i < instance.weights.size(); ++i) {
      absl::StrAppend(&items, "W[", i, "]=", instance.weights[i], " V[", i,
                      "]=", instance.values[i], "\n");
    }
    return absl::StrCat(
        "You are given ", instance.weights.size(),
        " items labeled from `0` to `", instance.weights.size() - 1,
        "`. Each item has a weight W[i] and a value V[i]:\n", items,
        "\nSelect a subset of the items (each at most once) whose total "
        "weight is at most ",
        instance.capacity,
        " and whose total value is as large as possible.");
  }

  std::string Reference(const KnapsackInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.best, " "));
  }

  // Seed 003's incremental form (App. D's 0-1 knapsack): each action adds
  // one item, {"item_index": i}; the selection is the items added, as the
  // whole answer "i j ..." would give it.
  std::vector<environments::ActionField> ActionFields() const override {
    return environments::IntegerFields({"item_index"});
  }
  // Step (seed 003 §3.2): a solution holds
  // every item at most once (a selection of any size is complete).
  int64_t MaxActions(const KnapsackInstance& instance) const override {
    return static_cast<int64_t>(instance.weights.size());
  }
  int MaxActionsAt(int difficulty) const override { return difficulty + 3; }
  // nullopt for an index that names no item; a repeated one is left to
  // Feasible (as in the whole answer).
  std::optional<Selection> FromActions(
      const KnapsackInstance& instance,
      const std::vector<environments::JsonAction>& actions) const override {
    const size_t n = instance.weights.size();
    Selection selection;
    selection.count = actions.size();
    selection.values.reserve(std::min(actions.size(), n + 1));
    for (const environments::JsonAction& action : actions) {
      if (action.size() != 1 || action[0] < 0 || action[0] >= static_cast<int64_t>(n)) {
        return std::nullopt;
      }
      // ParseSolution keeps N + 1 values at most.
      if (selection.values.size() <= n) selection.values.push_back(action[0]);
    }
    return selection;
  }
  // The reference selection, item by item in index order: every prefix is
  // part of an optimal selection.
  std::vector<environments::JsonAction> OptimalPath(
      const KnapsackInstance& instance) const override {
    std::vector<environments::JsonAction> path;
    for (int64_t i : instance.best) path.push_back({i});
    return path;
  }

  environments::Goal goal() const override {
    return environments::Goal::kMaximize;
  }
  std::optional<Selection> ParseSolution(
      const KnapsackInstance& instance,
      absl::string_view answer) const override {
    return parsing::ParseIntegerTokens(answer, instance.weights.size() + 1);
  }
  bool Feasible(const KnapsackInstance& instance,
                const Selection& selection) const override {
    const size_t n = instance.weights.size();
    if (selection.count > n) return false;  // Some index repeats.
    std::vector<bool> seen(n, false);
    int64_t weight = 0;
    for (int64_t i : selection.values) {
      if (i < 0 || i >= static_cast<int64_t>(n) || seen[static_cast<size_t>(i)]) {
        return false;
      }
      seen[static_cast<size_t>(i)] = true;
      weight += instance.weights[static_cast<size_t>(i)];
    }
    return weight <= instance.capacity;
  }
  bool Complete(const KnapsackInstance&, const Selection&) const override {
    return true;
  }
  int64_t Evaluate(const KnapsackInstance& instance,
                   const Selection& selection) const override {
    return ValueOf(instance, selection.values);
  }
  int64_t BestCompletion(const KnapsackInstance& instance,
                         const Selection& selection,
                         int64_t budget) const override {
    const size_t n = instance.weights.size();
    std::vector<bool> chosen(n, false);
    int64_t room = instance.capacity;
    for (int64_t i : selection.values) {
      chosen[static_cast<size_t>(i)] = true;
      room -= instance.weights[static_cast<size_t>(i)];
    }
    std::vector<int64_t> rest;
    for (size_t i = 0; i < n; ++i) {
      if (!chosen[i]) rest.push_back(static_cast<int64_t>(i));
    }
    const int64_t base = ValueOf(instance, selection.values);
    if (static_cast<int64_t>(rest.size()) * (room + 1) <= budget) {
      return base + ValueOf(instance, OptimalSelection(instance, rest, room));
    }
    // Over budget: greedy by value per weight (v_a·w_b > v_b·w_a), a sound
    // completion in O(N log N).
    std::sort(rest.begin(), rest.end(), [&instance](int64_t a, int64_t b) {
      const size_t i = static_cast<size_t>(a), j = static_cast<size_t>(b);
      const int64_t lhs = instance.values[i] * instance.weights[j];
      const int64_t rhs = instance.values[j] * instance.weights[i];
      return lhs != rhs ? lhs > rhs : a < b;
    });
    int64_t value = base;
    for (int64_t i : rest) {
      const size_t at = static_cast<size_t>(i);
      if (instance.weights[at] <= room) {
        room -= instance.weights[at];
        value += instance.values[at];
      }
    }
    return value;
  }
  int64_t Optimum(const KnapsackInstance& instance) const override {
    return instance.optimum;
  }
};

}  // namespace
}  // namespace knapsack_cc

absl::Status RegisterKnapsackEnvironment(Catalog& catalog,
                                         const TaskOptions& options) {
  return environments::RegisterOptimizationEnvironment(
      catalog, std::make_unique<KnapsackEnvironment>());
}

}  // namespace referee
