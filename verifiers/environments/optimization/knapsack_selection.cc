#include "verifiers/environments/optimization/knapsack_selection.h"

#include "verifiers/environments/knapsack_items.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace knapsack_selection_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 30;  // N = 139.
constexpr int64_t kMaxItems = 139;
constexpr int64_t kMaxWeight = 1000;
constexpr int64_t kMaxValue = 1000000;
constexpr int64_t kMaxCapacity = 20000;
constexpr int64_t kValueRangeMultiple = 2;  // RLVE's value_range_multiple.
constexpr int kMaxDraws = 100;  // Redraws of a draw whose reference a corruption keeps optimal.

struct KnapsackSelectionInstance {
  int64_t n = 0;
  std::vector<int64_t> weights, values;
  int64_t capacity = 0;
  // Derived (Finish): the optimal value and an optimal selection, listed so
  // that changing the last digit of its last item gives no optimal
  // selection (when the search below finds such a listing; generated
  // instances always have one).
  int64_t gold = 0;
  std::vector<int64_t> best;
};

// The item a last-digit change turns x into (the properties test's
// corruption of the reference's last number): 9 -> 0, else + 1.
int64_t LastDigitChanged(int64_t x) {
  const int64_t digit = x % 10;
  return x - digit + (digit == 9 ? 0 : digit + 1);
}

struct Listing {
  std::vector<int64_t> items;  // An optimal selection.
  int64_t value = 0;
  bool fragile = false;  // Its last item's change gives no optimal selection.
};

// An optimal selection (OptimalKnapsackSelection) listed against the digit
// change. Item x of the optimal selection S (weight total w) is safe last
// when its change x' is past n - 1, already in S, makes the weight exceed
// the capacity, or changes the value (a higher value would contradict
// optimality, so it is lower). When no item is safe, every x has a twin
// x' (S - x + x' is optimal too): the largest x not ending in 9 (else the
// largest) is swapped for its twin and the listing tried again, at most 4n
// times (a swap x -> x + 1 raises the index sum, so the chain is short).
Listing ListAgainstCorruption(const std::vector<int64_t>& weights,
                              const std::vector<int64_t>& values, int64_t capacity) {
  const int64_t n = static_cast<int64_t>(weights.size());
  std::vector<int64_t> all(static_cast<size_t>(n));
  std::iota(all.begin(), all.end(), 0);
  Listing listing;
  listing.items = environments::OptimalKnapsackSelection(weights, values, all, capacity);
  for (const int64_t x : listing.items) listing.value += values[static_cast<size_t>(x)];
  for (int64_t attempt = 0; attempt <= 4 * n; ++attempt) {
    std::vector<bool> chosen(static_cast<size_t>(n), false);
    int64_t weight = 0;
    for (const int64_t x : listing.items) {
      chosen[static_cast<size_t>(x)] = true;
      weight += weights[static_cast<size_t>(x)];
    }
    for (size_t i = 0; i < listing.items.size(); ++i) {
      const int64_t x = listing.items[i];
      const int64_t changed = LastDigitChanged(x);
      const bool safe =
          changed >= n || chosen[static_cast<size_t>(changed)] ||
          weight - weights[static_cast<size_t>(x)] + weights[static_cast<size_t>(changed)] >
              capacity ||
          values[static_cast<size_t>(changed)] != values[static_cast<size_t>(x)];
      if (safe) {
        std::swap(listing.items[i], listing.items.back());
        listing.fragile = true;
        return listing;
      }
    }
    // Every item has a twin; the selection is not empty (something fits).
    size_t pick = 0;
    for (size_t i = 0; i < listing.items.size(); ++i) {
      const int64_t x = listing.items[i], p = listing.items[pick];
      const bool x_nine = x % 10 == 9, p_nine = p % 10 == 9;
      if (x_nine != p_nine ? p_nine : x > p) pick = i;
    }
    listing.items[pick] = LastDigitChanged(listing.items[pick]);
    std::sort(listing.items.begin(), listing.items.end());
  }
  return listing;
}

class KnapsackSelectionEnvironment final
    : public environments::LadderEnvironment<KnapsackSelectionInstance> {
 public:
  KnapsackSelectionEnvironment()
      : LadderEnvironment(
            {"knapsack_selection", "RLVE-Gym:Knapsack", kMaxDifficulty,
             "Choose distinct items of total weight at most a capacity, with the largest total "
             "value (the 0/1 knapsack).",
             /*difficulty_help=*/"N = 3, then int(1.1 N + 1) per level (12 at d = 8, 139 at the "
             "top, d = 30); weights 1..N, values 1..2W, capacity in min W..sum W"},
            {"RLVE Knapsack ladder: -1 unparseable, -0.5 a repeated or unknown item or the "
             "capacity exceeded, else (total value / optimal value)^beta.", /*beta=*/5}) {}

 protected:
  KnapsackSelectionInstance Make(int difficulty, tasks::Rng& rng) const override {
    KnapsackSelectionInstance instance;
    const int64_t n = instance.n = environments::RlveGrowthSize(difficulty);
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      instance.weights.clear();
      instance.values.clear();
      for (int64_t i = 0; i < n; ++i) instance.weights.push_back(rng.Uniform(1, n));
      for (const int64_t w : instance.weights) {
        instance.values.push_back(rng.Uniform(1, w * kValueRangeMultiple));
      }
      const int64_t lightest = *std::min_element(instance.weights.begin(), instance.weights.end());
      const int64_t total =
          std::accumulate(instance.weights.begin(), instance.weights.end(), int64_t{0});
      instance.capacity = rng.Uniform(lightest, total);
      if (ListAgainstCorruption(instance.weights, instance.values, instance.capacity).fragile) {
        break;
      }
    }
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<KnapsackSelectionInstance>& fields) const override {
    using I = KnapsackSelectionInstance;
    auto n = [](const I& x) { return x.n; };
    fields.Int("n", &I::n, 2, kMaxItems)
        .Ints("weights", &I::weights, n, 1, kMaxWeight)
        .SizedBy(n)
        .Ints("values", &I::values, n, 1, kMaxValue)
        .SizedBy(n)
        .Int("capacity", &I::capacity, 1, kMaxCapacity);
  }

  absl::Status Finish(KnapsackSelectionInstance& instance) const override {
    if (instance.capacity <
        *std::min_element(instance.weights.begin(), instance.weights.end())) {
      return BadInstance("capacity", "below every weight: no item fits");
    }
    Listing listing = ListAgainstCorruption(instance.weights, instance.values, instance.capacity);
    instance.gold = listing.value;
    instance.best = std::move(listing.items);
    return absl::OkStatus();
  }

  std::string Prompt(const KnapsackSelectionInstance& instance) const override {
    std::string items;
    for (int64_t i = 0; i < instance.n; ++i) {
      absl::StrAppend(&items, "Item ", i, ": weight ", instance.weights[static_cast<size_t>(i)],
                      ", value ", instance.values[static_cast<size_t>(i)], "\n");
    }
    return absl::StrCat(
        "There are ", instance.n, " items, numbered 0 to ", instance.n - 1,
        ", each with a weight and a value:\n", items,
        "\nPick a set of **distinct** items whose weights add up to **at most** ",
        instance.capacity,
        ", making the sum of their values as **large** as possible.\n\n"
        "Write the numbers of the picked items, in any order, inside <answer> </answer> tags "
        "on one line, separated by spaces; for example <answer>0 ",
        instance.n - 1, "</answer> picks items 0 and ", instance.n - 1, ".");
  }

  std::string Reference(const KnapsackSelectionInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.best, " "));
  }

  absl::StatusOr<Verdict> Grade(const KnapsackSelectionInstance& instance,
                                const VerifyInput& input) const override {
    const auto answer = environments::FinalIntegers(input.output, static_cast<size_t>(instance.n));
    if (!answer) return environments::Unparsed();
    // More than N values must repeat one or leave 0..N-1.
    if (answer->count > static_cast<size_t>(instance.n)) return environments::Invalid();
    std::vector<bool> chosen(static_cast<size_t>(instance.n), false);
    int64_t weight = 0, value = 0;  // At most 139 · 10^6: no overflow.
    for (const int64_t i : answer->values) {
      // Range first: negatives and kHugeToken must not index.
      if (i < 0 || i >= instance.n || chosen[static_cast<size_t>(i)]) {
        return environments::Invalid();
      }
      chosen[static_cast<size_t>(i)] = true;
      weight += instance.weights[static_cast<size_t>(i)];
      value += instance.values[static_cast<size_t>(i)];
    }
    if (weight > instance.capacity) return environments::Invalid();
    // (value / gold)^beta; full credit, and correct, iff value == gold
    // (never above: gold is the optimum).
    return environments::Graded(value, instance.gold, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace knapsack_selection_cc

absl::Status RegisterKnapsackSelectionEnvironment(Catalog& catalog,
                                                  const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<KnapsackSelectionEnvironment>());
}

}  // namespace referee
