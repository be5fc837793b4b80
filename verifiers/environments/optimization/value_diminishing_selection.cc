#include "verifiers/environments/optimization/value_diminishing_selection.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace value_diminishing_selection_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 40;  // N = 367.
constexpr int64_t kMaxItems = 400;
constexpr int64_t kMaxValue = 1000000;
constexpr int kMaxDraws = 100;  // Redraws of a draw whose reference a corruption keeps optimal.

struct ValueDiminishingSelectionInstance {
  int64_t n = 0;
  std::vector<int64_t> w, r;
  // Derived (Finish): the optimum and an optimal sequence, listed so that
  // changing the last digit of its last item gives no optimal sequence
  // (when the found set allows it; generated instances always do).
  int64_t gold = 0;
  std::vector<int64_t> best;
  bool fragile = false;  // The listing's digit change is not optimal.
};

// The item a last-digit change turns x into: 9 -> 0, else + 1.
int64_t LastDigitChanged(int64_t x) {
  const int64_t digit = x % 10;
  return x - digit + (digit == 9 ? 0 : digit + 1);
}

// The optimum and an optimal sequence (see the header). Gains stay below
// 400 · 10^6 and penalties below 400² · 10^6: no overflow.
void Solve(ValueDiminishingSelectionInstance& instance) {
  const size_t n = static_cast<size_t>(instance.n);
  std::vector<size_t> order(n);
  std::iota(order.begin(), order.end(), size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return instance.r[a] > instance.r[b]; });
  constexpr int64_t kNone = std::numeric_limits<int64_t>::min();
  // gain[i][j]: the best gain of j items among the first i of `order`.
  std::vector<std::vector<int64_t>> gain(n + 1, std::vector<int64_t>(n + 1, kNone));
  gain[0][0] = 0;
  for (size_t i = 0; i < n; ++i) {
    const size_t item = order[i];
    for (size_t j = 0; j <= i + 1; ++j) {
      gain[i + 1][j] = gain[i][j];
      if (j == 0 || gain[i][j - 1] == kNone) continue;
      // Put first, before the j - 1 already chosen: it diminishes them all.
      const int64_t take = gain[i][j - 1] + instance.w[item] -
                           instance.r[item] * static_cast<int64_t>(j - 1);
      if (gain[i + 1][j] == kNone || take > gain[i + 1][j]) gain[i + 1][j] = take;
    }
  }
  size_t count = 0;
  for (size_t j = 0; j <= n; ++j) {
    if (gain[n][j] != kNone && gain[n][j] > gain[n][count]) count = j;
  }
  instance.gold = gain[n][count];
  // Back through the table, last taken first: each taken item was put
  // before the ones taken earlier, so this is the sequence (R ascending).
  std::vector<int64_t> taken;
  for (size_t i = n, j = count; j > 0; --i) {
    if (gain[i][j] != gain[i - 1][j]) {
      taken.push_back(static_cast<int64_t>(order[i - 1]));
      --j;
    }
  }
  instance.best = taken;
  instance.fragile = taken.empty();  // An empty answer has no digit to change.
  if (taken.empty()) return;
  // Any item of the largest R may come last. x is safe last when x' is
  // past n - 1, already chosen, or of another W (the last item's R
  // diminishes nothing, so x -> x' changes the gain by W[x'] - W[x]).
  std::vector<bool> chosen(n, false);
  for (const int64_t x : taken) chosen[static_cast<size_t>(x)] = true;
  const int64_t largest = instance.r[static_cast<size_t>(taken.back())];
  for (size_t at = taken.size(); at-- > 0;) {
    const int64_t x = taken[at];
    if (instance.r[static_cast<size_t>(x)] != largest) break;
    const int64_t changed = LastDigitChanged(x);
    if (changed >= instance.n || chosen[static_cast<size_t>(changed)] ||
        instance.w[static_cast<size_t>(changed)] != instance.w[static_cast<size_t>(x)]) {
      std::swap(instance.best[at], instance.best.back());
      instance.fragile = true;
      return;
    }
  }
}

class ValueDiminishingSelectionEnvironment final
    : public environments::LadderEnvironment<ValueDiminishingSelectionInstance> {
 public:
  ValueDiminishingSelectionEnvironment()
      : LadderEnvironment(
            {"value_diminishing_selection", "RLVE-Gym:ValueDiminishingSelection",
             kMaxDifficulty,
             "Choose an ordered sequence of distinct items, each gaining its value minus the "
             "diminishing factors of the items chosen before it, with the largest total gain.",
             /*difficulty_help=*/"N = 3, then int(1.1 N + 1) per level (12 at d = 8, 367 at "
             "the top, d = 40); W uniform in 0..N²/2, R uniform in 1..N"},
            {"RLVE ValueDiminishingSelection ladder: -1 unparseable, -0.5 a repeated or unknown "
             "item, else (max(0, gain) / optimum)^beta (1 when the optimum is 0).",
             /*beta=*/5}) {}

 protected:
  ValueDiminishingSelectionInstance Make(int difficulty, tasks::Rng& rng) const override {
    ValueDiminishingSelectionInstance instance;
    const int64_t n = instance.n = environments::RlveGrowthSize(difficulty);
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      instance.w.clear();
      instance.r.clear();
      for (int64_t i = 0; i < n; ++i) instance.w.push_back(rng.Uniform(0, n * n / 2));
      for (int64_t i = 0; i < n; ++i) instance.r.push_back(rng.Uniform(1, n));
      Solve(instance);
      if (instance.fragile) break;
    }
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<ValueDiminishingSelectionInstance>& fields) const override {
    using I = ValueDiminishingSelectionInstance;
    auto n = [](const I& x) { return x.n; };
    fields.Int("n", &I::n, 1, kMaxItems)
        .Ints("w", &I::w, n, 0, kMaxValue)
        .SizedBy(n)
        .Ints("r", &I::r, n, 1, kMaxValue)
        .SizedBy(n);
  }

  absl::Status Finish(ValueDiminishingSelectionInstance& instance) const override {
    Solve(instance);
    return absl::OkStatus();
  }

  std::string Prompt(const ValueDiminishingSelectionInstance& instance) const override {
    std::string items;
    for (int64_t i = 0; i < instance.n; ++i) {
      absl::StrAppend(&items, "Item ", i, ": W = ", instance.w[static_cast<size_t>(i)],
                      ", R = ", instance.r[static_cast<size_t>(i)], "\n");
    }
    return absl::StrCat(
        "There are ", instance.n, " items, numbered 0 to ", instance.n - 1,
        ", each with a base value W and a diminishing factor R:\n", items,
        "\nChoose a sequence of **distinct** items; the order matters. Each chosen item gains "
        "its own W minus the sum of the R of all items chosen **before** it (so every item "
        "lowers the gain of each item chosen after it by its R). Make the total gain of the "
        "sequence as **large** as possible.\n\n"
        "Write the numbers of the chosen items in their order inside <answer> </answer> tags "
        "on one line, separated by spaces; for example <answer>",
        instance.n - 1, " 0</answer> chooses item ", instance.n - 1, " first and item 0 second.");
  }

  std::string Reference(const ValueDiminishingSelectionInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.best, " "));
  }

  absl::StatusOr<Verdict> Grade(const ValueDiminishingSelectionInstance& instance,
                                const VerifyInput& input) const override {
    const auto answer = environments::FinalIntegers(input.output, static_cast<size_t>(instance.n));
    if (!answer) return environments::Unparsed();
    // More than N values must repeat one or leave 0..N-1.
    if (answer->count > static_cast<size_t>(instance.n)) return environments::Invalid();
    std::vector<bool> chosen(static_cast<size_t>(instance.n), false);
    int64_t gain = 0, diminished = 0;  // |gain| < 400² · 10^6: no overflow.
    for (const int64_t i : answer->values) {
      // Range first: negatives and kHugeToken must not index.
      if (i < 0 || i >= instance.n || chosen[static_cast<size_t>(i)]) {
        return environments::Invalid();
      }
      chosen[static_cast<size_t>(i)] = true;
      gain += instance.w[static_cast<size_t>(i)] - diminished;
      diminished += instance.r[static_cast<size_t>(i)];
    }
    // (max(0, gain) / gold)^beta; full credit, and correct, iff it equals
    // gold (never above: gold is the optimum), 1 when gold is 0.
    return environments::Graded(std::max<int64_t>(0, gain), instance.gold,
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace value_diminishing_selection_cc

absl::Status RegisterValueDiminishingSelectionEnvironment(Catalog& catalog,
                                                          const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<ValueDiminishingSelectionEnvironment>());
}

}  // namespace referee
