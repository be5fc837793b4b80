#include "verifiers/environments/optimization/fractional_programming.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace fractional_programming_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 50;  // N = 962.
constexpr int64_t kMaxItems = 1000;
constexpr int64_t kMaxValue = 1000000;
constexpr int64_t kMaxProportion = 2;  // RLVE's max_proportion: A[i] <= 2·B[i].
constexpr int kMaxDraws = 100;  // Redraws of a draw whose reference a corruption keeps optimal.

using Wide = __int128;

struct FractionalProgrammingInstance {
  std::vector<int64_t> a, b;
  int64_t k = 0;
  // Derived (Finish): an optimal choice, listed against the digit change
  // (when the search finds such a listing; generated instances always have
  // one), and its sums.
  std::vector<int64_t> best;
  int64_t gold_a = 0, gold_b = 0;
};

// The index a last-digit change turns x into (the properties test's
// corruption of the reference's last number): 9 -> 0, else + 1.
int64_t LastDigitChanged(int64_t x) {
  const int64_t digit = x % 10;
  return x - digit + (digit == 9 ? 0 : digit + 1);
}

struct Choice {
  std::vector<int64_t> items;
  int64_t sum_a = 0, sum_b = 0;
  bool fragile = false;  // Its last index's change gives no optimal choice.
};

// An optimal choice of k indices, by Dinkelbach's iteration on exact
// rationals (the header gives the argument). |keys| <= 10^6 · 10^9 and
// their sums <= 10^18 under the instance bounds: 128 bits never overflow.
Choice OptimalChoice(const std::vector<int64_t>& a, const std::vector<int64_t>& b, int64_t k) {
  const size_t n = a.size();
  Choice choice;
  for (int64_t i = 0; i < k; ++i) choice.items.push_back(i);
  for (const int64_t i : choice.items) {
    choice.sum_a += a[static_cast<size_t>(i)];
    choice.sum_b += b[static_cast<size_t>(i)];
  }
  std::vector<Wide> key(n);
  std::vector<int64_t> order(n);
  while (true) {
    const Wide p = choice.sum_a, q = choice.sum_b;
    for (size_t i = 0; i < n; ++i) key[i] = static_cast<Wide>(a[i]) * q - p * b[i];
    std::iota(order.begin(), order.end(), 0);
    // The k largest keys, ties by index (any k largest give the same sum).
    std::partial_sort(order.begin(), order.begin() + k, order.end(),
                      [&key](int64_t x, int64_t y) {
                        const Wide kx = key[static_cast<size_t>(x)], ky = key[static_cast<size_t>(y)];
                        return kx != ky ? kx > ky : x < y;
                      });
    Wide total = 0;
    for (int64_t j = 0; j < k; ++j) total += key[static_cast<size_t>(order[static_cast<size_t>(j)])];
    // total >= 0 (the current choice has key sum 0); 0: nothing beats p/q.
    if (total <= 0) break;
    choice.items.assign(order.begin(), order.begin() + k);
    choice.sum_a = choice.sum_b = 0;
    for (const int64_t i : choice.items) {
      choice.sum_a += a[static_cast<size_t>(i)];
      choice.sum_b += b[static_cast<size_t>(i)];
    }
  }
  std::sort(choice.items.begin(), choice.items.end());
  return choice;
}

// OptimalChoice listed against the digit change. Index x of the optimal
// choice S is safe last when its change x' is past n - 1, already in S, or
// gives S - x + x' a different (so lower) ratio. When none is safe, every
// x has an optimal twin: the largest x not ending in 9 (else the largest)
// is swapped for its twin and the listing tried again, at most 4n times.
Choice ListAgainstCorruption(const std::vector<int64_t>& a, const std::vector<int64_t>& b,
                             int64_t k) {
  const int64_t n = static_cast<int64_t>(a.size());
  Choice choice = OptimalChoice(a, b, k);
  for (int64_t attempt = 0; attempt <= 4 * n; ++attempt) {
    std::vector<bool> chosen(static_cast<size_t>(n), false);
    for (const int64_t x : choice.items) chosen[static_cast<size_t>(x)] = true;
    for (size_t i = 0; i < choice.items.size(); ++i) {
      const int64_t x = choice.items[i];
      const int64_t y = LastDigitChanged(x);
      bool safe = y >= n || chosen[static_cast<size_t>(y)];
      if (!safe) {
        const int64_t sa = choice.sum_a - a[static_cast<size_t>(x)] + a[static_cast<size_t>(y)];
        const int64_t sb = choice.sum_b - b[static_cast<size_t>(x)] + b[static_cast<size_t>(y)];
        safe = static_cast<Wide>(sa) * choice.sum_b != static_cast<Wide>(choice.sum_a) * sb;
      }
      if (safe) {
        std::swap(choice.items[i], choice.items.back());
        choice.fragile = true;
        return choice;
      }
    }
    size_t pick = 0;
    for (size_t i = 0; i < choice.items.size(); ++i) {
      const int64_t x = choice.items[i], p = choice.items[pick];
      const bool x_nine = x % 10 == 9, p_nine = p % 10 == 9;
      if (x_nine != p_nine ? p_nine : x > p) pick = i;
    }
    const int64_t x = choice.items[pick], y = LastDigitChanged(x);
    choice.sum_a += a[static_cast<size_t>(y)] - a[static_cast<size_t>(x)];
    choice.sum_b += b[static_cast<size_t>(y)] - b[static_cast<size_t>(x)];
    choice.items[pick] = y;
    std::sort(choice.items.begin(), choice.items.end());
  }
  return choice;
}

class FractionalProgrammingEnvironment final
    : public environments::LadderEnvironment<FractionalProgrammingInstance> {
 public:
  FractionalProgrammingEnvironment()
      : LadderEnvironment(
            {"fractional_programming", "RLVE-Gym:FractionalProgramming", kMaxDifficulty,
             "Choose K of N index pairs (A[i], B[i]) maximising the ratio of the A sum to the "
             "B sum.",
             /*difficulty_help=*/"N = 3, then int(1.1 N + 1) per level (12 at d = 8, 962 at the "
             "top, d = 50); K in 2..N-1, B in 1..N, A in 1..2B"},
            {"RLVE FractionalProgramming ladder: -1 unparseable, -0.5 not K distinct indices "
             "of 0..N-1, else (chosen ratio / optimal ratio)^beta.", /*beta=*/5}) {}

 protected:
  FractionalProgrammingInstance Make(int difficulty, tasks::Rng& rng) const override {
    FractionalProgrammingInstance instance;
    const int64_t n = environments::RlveGrowthSize(difficulty);
    instance.k = rng.Uniform(2, n - 1);
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      instance.a.clear();
      instance.b.clear();
      for (int64_t i = 0; i < n; ++i) instance.b.push_back(rng.Uniform(1, n));
      for (const int64_t bi : instance.b) instance.a.push_back(rng.Uniform(1, kMaxProportion * bi));
      if (ListAgainstCorruption(instance.a, instance.b, instance.k).fragile) break;
    }
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<FractionalProgrammingInstance>& fields) const override {
    using I = FractionalProgrammingInstance;
    auto n = [](const I& x) { return static_cast<int64_t>(x.a.size()); };
    fields.Ints("a", &I::a, kMaxItems, 1, kMaxValue)
        .Ints("b", &I::b, n, 1, kMaxValue)
        .SizedBy(n)
        .Int("k", &I::k, 1, n);
  }

  absl::Status Finish(FractionalProgrammingInstance& instance) const override {
    Choice choice = ListAgainstCorruption(instance.a, instance.b, instance.k);
    instance.best = std::move(choice.items);
    instance.gold_a = choice.sum_a;
    instance.gold_b = choice.sum_b;
    return absl::OkStatus();
  }

  std::string Prompt(const FractionalProgrammingInstance& instance) const override {
    const size_t n = instance.a.size();
    std::string pairs;
    for (size_t i = 0; i < n; ++i) {
      absl::StrAppend(&pairs, "A[", i, "] = ", instance.a[i], ", B[", i, "] = ", instance.b[i],
                      "\n");
    }
    return absl::StrCat(
        "Here are two lists A and B of ", n, " positive integers each, indexed 0 to ", n - 1,
        ":\n", pairs, "\nChoose exactly ", instance.k,
        " **distinct** indices so that the sum of A over the chosen indices, divided by the "
        "sum of B over the same indices, is as **large** as possible.\n\n"
        "Write the ", instance.k,
        " chosen indices, in any order, inside <answer> </answer> tags on one line, "
        "separated by spaces; for example <answer>0 1</answer> chooses indices 0 and 1.");
  }

  std::string Reference(const FractionalProgrammingInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.best, " "));
  }

  absl::StatusOr<Verdict> Grade(const FractionalProgrammingInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = static_cast<int64_t>(instance.a.size());
    const auto answer = environments::FinalIntegers(input.output, static_cast<size_t>(n));
    if (!answer) return environments::Unparsed();
    if (answer->count != static_cast<size_t>(instance.k)) return environments::Invalid();
    std::vector<bool> chosen(static_cast<size_t>(n), false);
    int64_t sum_a = 0, sum_b = 0;  // At most 1000 · 10^6 each.
    for (const int64_t i : answer->values) {
      // Range first: negatives and kHugeToken must not index.
      if (i < 0 || i >= n || chosen[static_cast<size_t>(i)]) return environments::Invalid();
      chosen[static_cast<size_t>(i)] = true;
      sum_a += instance.a[static_cast<size_t>(i)];
      sum_b += instance.b[static_cast<size_t>(i)];
    }
    // (sum_a / sum_b) / (gold_a / gold_b) = (sum_a·gold_b) / (sum_b·gold_a),
    // both products <= 10^18 (exact in 128 bits) and the first never above
    // the second: the optimum is exact.
    const Wide mine = static_cast<Wide>(sum_a) * instance.gold_b;
    const Wide best = static_cast<Wide>(sum_b) * instance.gold_a;
    if (mine == best) return Verdict{1.0, true, true};
    const long double ratio = std::min<long double>(
        static_cast<long double>(mine) / static_cast<long double>(best), 1);
    return Verdict{environments::PartialCredit(static_cast<double>(ratio),
                                               input.params.Number("beta")),
                   false, true};
  }
};

}  // namespace
}  // namespace fractional_programming_cc

absl::Status RegisterFractionalProgrammingEnvironment(Catalog& catalog,
                                                      const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<FractionalProgrammingEnvironment>());
}

}  // namespace referee
