#include "verifiers/environments/game_theory/even_split_game.h"

#include <map>
#include <set>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace even_split_game_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 64;  // MAX_SUM = 943,124.
constexpr int64_t kMaxHeaps = 100;
constexpr int64_t kMaxTotal = 1000000;
// RLVE redraws everything until the drawn winner wins; see the header for
// the odds of a miss.
constexpr int kMaxDraws = 256;

struct EvenSplitGameInstance {
  std::vector<int64_t> stones;
  int64_t f = 1;
  bool stan_wins = false;  // Derived: the first player wins.
};

// RLVE's MAX_SUM after d updates of int(1.2 x + 1); 6x / 5 + 1 gives the
// same numbers for every level up to the top (the test checks it against
// the double product).
int64_t MaxSum(int difficulty) {
  int64_t x = 5;
  for (int d = 0; d < difficulty; ++d) x = x * 6 / 5 + 1;
  return x;
}

// Sprague-Grundy values of single heaps for one threshold F, memoised.
class HeapValues {
 public:
  explicit HeapValues(int64_t f) : f_(f) {}

  int64_t Of(int64_t x) {
    if (x < f_ || x < 2) return 0;  // Nobody may split it.
    if (auto it = memo_.find(x); it != memo_.end()) return it->second;
    // Splitting into j parts leaves x % j heaps of x / j + 1 and
    // j - x % j heaps of x / j. Over a block of j sharing q = x / j, the
    // first count drops by q and the second grows by q + 1 per step, so
    // their parities repeat every two steps: j and j + 1 reach every
    // value of the block.
    std::vector<int64_t> reached;
    for (int64_t j = 2; j <= x;) {
      const int64_t last = x / (x / j);  // The block's last j.
      for (int64_t split = j; split <= std::min(j + 1, last); ++split) {
        const int64_t q = x / split, r = x % split;
        int64_t value = 0;
        if (r % 2 == 1) value ^= Of(q + 1);
        if ((split - r) % 2 == 1) value ^= Of(q);
        reached.push_back(value);
      }
      j = last + 1;
    }
    // The mex is at most the number of moves: larger values are ignored.
    std::vector<bool> seen(reached.size() + 1, false);
    for (const int64_t value : reached) {
      if (value < static_cast<int64_t>(seen.size())) seen[static_cast<size_t>(value)] = true;
    }
    int64_t mex = 0;
    while (seen[static_cast<size_t>(mex)]) ++mex;
    memo_[x] = mex;
    return mex;
  }

 private:
  int64_t f_;
  std::map<int64_t, int64_t> memo_;
};

bool FirstPlayerWins(const std::vector<int64_t>& stones, int64_t f) {
  HeapValues values(f);
  int64_t x = 0;
  for (const int64_t heap : stones) x ^= values.Of(heap);
  return x != 0;
}

class EvenSplitGameEnvironment final
    : public environments::LadderEnvironment<EvenSplitGameInstance> {
 public:
  EvenSplitGameEnvironment()
      : LadderEnvironment(
            {"even_split_game", "RLVE-Gym:StoneGame", kMaxDifficulty,
             "Two players alternately split a heap of at least F stones into M >= 2 heaps as "
             "equal as possible; whoever cannot move loses. Name the winner under optimal "
             "play: Stan (first) or Ollie.",
             /*difficulty_help=*/"MAX_SUM = 5, then int(1.2 x + 1) per level; the winner "
             "drawn with odds 1/2 each, then SUM uniform in 2..MAX_SUM cut into N uniform in "
             "1..min(SUM/2, 100) heaps at distinct random points, F uniform in 1..max heap + 1, "
             "redrawn until that player wins"},
            {"RLVE StoneGame ladder: -1 no answer, -0.5 neither Stan nor Ollie (after strip), "
             "1 the winner, 0 the other player."}) {}

 protected:
  EvenSplitGameInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_sum = MaxSum(difficulty);
    const bool stan = rng.Chance(1, 2);
    EvenSplitGameInstance instance;
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      const int64_t sum = rng.Uniform(2, max_sum);
      const int64_t n = rng.Uniform(1, std::min<int64_t>(sum / 2, kMaxHeaps));
      std::set<int64_t> cuts;  // N - 1 distinct points of 1..SUM - 1.
      while (static_cast<int64_t>(cuts.size()) < n - 1) cuts.insert(rng.Uniform(1, sum - 1));
      instance.stones.clear();
      int64_t previous = 0;
      for (const int64_t cut : cuts) {
        instance.stones.push_back(cut - previous);
        previous = cut;
      }
      instance.stones.push_back(sum - previous);
      const int64_t largest =
          *std::max_element(instance.stones.begin(), instance.stones.end());
      instance.f = rng.Uniform(1, largest + 1);
      if (FirstPlayerWins(instance.stones, instance.f) == stan) return instance;
    }
    // Never reached in practice (see the header): one heap of 2, which
    // Stan splits into 1 + 1 when F = 2 and nobody may touch when F = 3.
    instance.stones = {2};
    instance.f = stan ? 2 : 3;
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<EvenSplitGameInstance>& fields) const override {
    using I = EvenSplitGameInstance;
    fields.Ints("stones", &I::stones, kMaxHeaps, 1, kMaxTotal)
        .Int("f", &I::f, 1, kMaxTotal + 1);
  }
  absl::Status Finish(EvenSplitGameInstance& instance) const override {
    int64_t total = 0;
    for (const int64_t heap : instance.stones) total += heap;  // <= 100 * 10^6.
    if (total > kMaxTotal) {
      return absl::InvalidArgumentError(
          absl::StrCat("stones: the heaps total ", total, ", more than ", kMaxTotal));
    }
    instance.stan_wins = FirstPlayerWins(instance.stones, instance.f);
    return absl::OkStatus();
  }
  std::string Prompt(const EvenSplitGameInstance& instance) const override {
    return absl::StrCat(
        "Stan and Ollie play a game with ", instance.stones.size(),
        instance.stones.size() == 1 ? " heap" : " heaps", " of stones, of sizes ",
        absl::StrJoin(instance.stones, ", "),
        ".\n\n"
        "They take turns, Stan first. On a turn, the player picks one heap that holds "
        "at least ", std::max<int64_t>(instance.f, 2),
        " stones, chooses an integer M with 2 <= M <= the size of "
        "that heap, and replaces the heap by M non-empty heaps whose sizes differ by "
        "at most 1 (the most even split into M parts; e.g. 7 stones with M = 3 become "
        "heaps of 3, 2 and 2). A player who cannot move loses.\n\n"
        "Assuming both players play perfectly, who wins?\n\n"
        "Put your final answer inside <answer> </answer> tags: exactly one word, "
        "Stan or Ollie (no quotes, nothing else).");
  }
  std::string Reference(const EvenSplitGameInstance& instance) const override {
    return environments::AnswerTagged(instance.stan_wins ? "Stan" : "Ollie");
  }

  absl::StatusOr<Verdict> Grade(const EvenSplitGameInstance& instance,
                                const VerifyInput& input) const override {
    return environments::GradeOneOfTwoWords(input.output, "Stan", "Ollie", instance.stan_wins);
  }
};

}  // namespace
}  // namespace even_split_game_cc

absl::Status RegisterEvenSplitGameEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<EvenSplitGameEnvironment>());
}

}  // namespace referee
