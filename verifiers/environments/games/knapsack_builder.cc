#include "verifiers/environments/games/knapsack_builder.h"

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "verifiers/environments/games/game.h"
#include "verifiers/environments/knapsack_items.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace knapsack_builder_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 47;
constexpr int64_t kMaxItems = 60;  // Item sets fit a 64-bit mask.
constexpr int64_t kMaxWeight = 100'000;
constexpr int64_t kMaxValue = 1'000'000;

struct KnapsackBuilderInstance {
  std::vector<int64_t> weights, values;
  int64_t capacity = 0;
  // Derived: an optimal set (bit i-1 for item i) and its value.
  uint64_t best = 0;
  int64_t optimum = 0;
};

struct KnapsackBuilderState {
  uint64_t taken = 0;
  int64_t weight = 0, value = 0;
};

// An optimal set and its value.
void Solve(KnapsackBuilderInstance& x) {
  std::vector<int64_t> all(x.weights.size());
  std::iota(all.begin(), all.end(), int64_t{0});
  x.best = 0;
  x.optimum = 0;
  for (int64_t i : environments::OptimalKnapsackSelection(x.weights, x.values, all, x.capacity)) {
    x.best |= uint64_t{1} << i;
    x.optimum += x.values[static_cast<size_t>(i)];
  }
}

// "take i" (item 1-based) or "stop".
struct Action {
  bool stop = false;
  int64_t item = 0;
};

std::optional<Action> ParseAction(absl::string_view text) {
  if (text.size() > 64) return std::nullopt;
  const environments::ActionWords words(text, " \t\r\n");
  Action action;
  if (words.size() == 1 && absl::EqualsIgnoreCase(words[0], "stop")) {
    action.stop = true;
    return action;
  }
  if (words.size() != 2 || !absl::EqualsIgnoreCase(words[0], "take") || words[1].size() > 6 ||
      !absl::SimpleAtoi(words[1], &action.item)) {
    return std::nullopt;
  }
  return action;
}

class KnapsackBuilderEnvironment final
    : public environments::GameEnvironment<KnapsackBuilderInstance, KnapsackBuilderState> {
 public:
  KnapsackBuilderEnvironment()
      : GameEnvironment(
            {"knapsack_builder", "VAST:knapsack (stepwise)", kMaxDifficulty,
             "Interactive: build a 0/1 knapsack one item per turn with feasibility feedback; stop "
             "at the exact optimum.",
             /*difficulty_help=*/"N = d + 3 items, weights 1..10+d, distinct values 1..4N+10, "
             "capacity 30%..70% of the total weight; turn limit N + 1"}) {}

 protected:
  KnapsackBuilderInstance Make(int difficulty, tasks::Rng& rng) const override {
    environments::KnapsackItems items = environments::RandomKnapsackItems(difficulty, rng);
    KnapsackBuilderInstance x;
    x.weights = std::move(items.weights);
    x.values = std::move(items.values);
    x.capacity = items.capacity;
    return x;
  }

  void DeclareFields(
      environments::InstanceFields<KnapsackBuilderInstance>& fields) const override {
    using I = KnapsackBuilderInstance;
    fields.Ints("weights", &I::weights, kMaxItems, 1, kMaxWeight)
        .Ints("values", &I::values, kMaxItems, 0, kMaxValue)
        .Int("capacity", &I::capacity, 0, kMaxWeight);
  }

  absl::Status Finish(KnapsackBuilderInstance& x) const override {
    if (x.values.size() != x.weights.size()) {
      return environments::BadInstance(
          "values", absl::StrCat(x.values.size(), " values for ", x.weights.size(), " weights"));
    }
    Solve(x);
    return absl::OkStatus();
  }

  std::string Prompt(const KnapsackBuilderInstance& x) const override {
    const size_t n = x.weights.size();
    std::string items;
    for (size_t i = 0; i < n; ++i) {
      absl::StrAppend(&items, "item ", i + 1, ": weight ", x.weights[i], ", value ", x.values[i],
                      "\n");
    }
    return absl::StrCat(
        "Let's fill a knapsack, one item per turn. It holds a total weight of at most ", x.capacity,
        ". There are ", n, " items, numbered 1 to ", n, ":\n", items,
        "\nPlay one action per turn:\n"
        "- `take i` puts item i in the knapsack. An item can be taken only once and "
        "never taken out again; an item that would push the total weight over ",
        x.capacity,
        " is refused. After each item you are told the total weight, the capacity left "
        "and the total value.\n"
        "- `stop` ends the game with the items taken so far.\n"
        "You win if, when you stop, the total value is the largest any selection of "
        "items within the capacity can reach. You have ",
        TurnLimit(x),
        " turns; an invalid action uses a turn and costs a small penalty. Example "
        "action: `take ",
        n, "`.");
  }

  int TurnLimit(const KnapsackBuilderInstance& x) const override {
    return static_cast<int>(x.weights.size()) + 1;
  }
  int TurnLimitAt(int difficulty) const override { return difficulty + 4; }

  KnapsackBuilderState Begin(const KnapsackBuilderInstance&) const override { return {}; }

  TurnOutcome Play(const KnapsackBuilderInstance& x, KnapsackBuilderState& state,
                   absl::string_view text, bool observe) const override {
    const int limit = TurnLimit(x);
    const int64_t n = static_cast<int64_t>(x.weights.size());
    const std::optional<Action> action = ParseAction(text);
    if (!action) {
      return environments::Illegal(
          limit,
          observe ? absl::StrCat("Not an action: write `take i` with i in 1..", n, ", or `stop`.")
                  : "");
    }
    if (action->stop) {
      const bool best = state.value == x.optimum;
      const std::string what =
          observe ? absl::StrCat("Stopped with total value ", state.value, " (weight ",
                                 state.weight, " of ", x.capacity, "). The best possible value is ",
                                 x.optimum, best ? ": you reached it, well done!" : ".")
                  : "";
      return best ? environments::Solved(what) : environments::Lost(what);
    }
    const int64_t item = action->item;
    if (item < 1 || item > n) {
      return environments::Illegal(
          limit, observe
                     ? absl::StrCat("There is no item ", item, ": items are numbered 1 to ", n, ".")
                     : "");
    }
    const size_t i = static_cast<size_t>(item - 1);
    const uint64_t bit = uint64_t{1} << i;
    if (state.taken & bit) {
      return environments::Illegal(
          limit, observe ? absl::StrCat("Item ", item, " is already in the knapsack.") : "");
    }
    const int64_t weight = state.weight + x.weights[i];
    if (weight > x.capacity) {
      return environments::Illegal(
          limit, observe ? absl::StrCat("Item ", item, " (weight ", x.weights[i],
                                        ") does not fit: the total weight would be ", weight, ", ",
                                        weight - x.capacity, " over the capacity ", x.capacity, ".")
                         : "");
    }
    state.taken |= bit;
    state.weight = weight;
    state.value += x.values[i];
    return environments::Continue(
        observe
            ? absl::StrCat("Took item ", item, " (weight ", x.weights[i], ", value ", x.values[i],
                           "). Total weight ", state.weight, " of ", x.capacity, " (",
                           x.capacity - state.weight, " left); total value ", state.value, ".")
            : "");
  }

  std::vector<std::string> ReferenceActions(const KnapsackBuilderInstance& x) const override {
    std::vector<std::string> actions;
    for (size_t i = 0; i < x.weights.size(); ++i) {
      if (x.best & (uint64_t{1} << i)) actions.push_back(absl::StrCat("take ", i + 1));
    }
    actions.push_back("stop");
    return actions;
  }
};

}  // namespace
}  // namespace knapsack_builder_cc

absl::Status RegisterKnapsackBuilderEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterGame(catalog, std::make_unique<KnapsackBuilderEnvironment>());
}

}  // namespace referee
