#include "verifiers/environments/game_theory/stone_intervals_game.h"

#include <functional>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace stone_intervals_game_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 50;  // N = 962.
constexpr int64_t kMaxPiles = 1000;
constexpr int64_t kMaxStones = 1000000000;

struct StoneIntervalsGameInstance {
  std::vector<int64_t> a;  // Piles in row order; 0 is an empty pile.
  std::string answer;      // Derived: the stones Alice collects.
};

// One pile of the compressed row: its (possibly merged) worth, and whether
// it started with stones. A merged worth may be 0 or negative and is still
// a pile with stones.
struct Pile {
  int64_t worth;
  bool stones;
};

// The stones Alice collects (the header has the method). Sums stay within
// 1000 * 10^9 in absolute value: no overflow.
int64_t AliceTotal(const std::vector<int64_t>& piles) {
  std::vector<Pile> row;
  int64_t total = 0;
  for (const int64_t stones : piles) {
    total += stones;
    row.push_back({stones, stones != 0});
    // A peak among three piles with stones: whoever takes a side pile
    // gives the peak to the opponent, so the three play as one pile.
    while (row.size() >= 3) {
      const Pile& left = row[row.size() - 3];
      const Pile& middle = row[row.size() - 2];
      const Pile& right = row[row.size() - 1];
      if (!(left.stones && middle.stones && right.stones) ||
          middle.worth < left.worth || middle.worth < right.worth) {
        break;
      }
      const Pile merged{left.worth + right.worth - middle.worth, true};
      row.resize(row.size() - 3);
      row.push_back(merged);
    }
  }
  // The ends: a run of piles with stones at the edge of the row, taken
  // from its inner end only, is played pair by pair while the outer pile
  // is worth at least the inner one.
  int64_t rest = 0;
  size_t begin = 0, end = row.size();
  while (begin + 1 < end && row[begin].stones && row[begin + 1].stones &&
         row[begin].worth >= row[begin + 1].worth) {
    rest += row[begin + 1].worth - row[begin].worth;
    begin += 2;
  }
  while (end >= begin + 2 && row[end - 1].stones && row[end - 2].stones &&
         row[end - 1].worth >= row[end - 2].worth) {
    rest += row[end - 2].worth - row[end - 1].worth;
    end -= 2;
  }
  // What is left is taken greedily, the largest first, and the peeled
  // ends' remainder last.
  std::vector<int64_t> order;
  for (size_t i = begin; i < end; ++i) {
    if (row[i].stones) order.push_back(row[i].worth);
  }
  std::sort(order.begin(), order.end(), std::greater<int64_t>());
  order.push_back(rest);
  int64_t lead = 0;  // Alice's total minus Bob's.
  for (size_t i = 0; i < order.size(); ++i) lead += i % 2 == 0 ? order[i] : -order[i];
  return (total + lead) / 2;
}

class StoneIntervalsGameEnvironment final
    : public environments::IntegerAnswerEnvironment<StoneIntervalsGameInstance> {
 public:
  StoneIntervalsGameEnvironment()
      : IntegerAnswerEnvironment(
            {"stone_intervals_game", "RLVE-Gym:StoneIntervalsGame", kMaxDifficulty,
             "Two players alternately take a whole pile of stones next to an empty pile in a row; "
             "find the first player's total under optimal play.",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level; each pile uniform in "
             "1..2N, then a uniform k-subset of the piles emptied, k uniform in 1..N-2"},
            environments::NumberLadder::kExact) {}

 protected:
  StoneIntervalsGameInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowthSize(difficulty);  // >= 3.
    StoneIntervalsGameInstance instance;
    for (int64_t i = 0; i < n; ++i) instance.a.push_back(rng.Uniform(1, 2 * n));
    // k distinct piles, uniformly: the first k places of a partial
    // Fisher–Yates shuffle.
    const int64_t empty = rng.Uniform(1, n - 2);
    std::vector<int64_t> index(static_cast<size_t>(n));
    std::iota(index.begin(), index.end(), int64_t{0});
    for (int64_t i = 0; i < empty; ++i) {
      const int64_t j = rng.Uniform(i, n - 1);
      std::swap(index[static_cast<size_t>(i)], index[static_cast<size_t>(j)]);
      instance.a[static_cast<size_t>(index[static_cast<size_t>(i)])] = 0;
    }
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<StoneIntervalsGameInstance>& fields) const override {
    fields.Ints("a", &StoneIntervalsGameInstance::a, kMaxPiles, 0, kMaxStones);
  }
  absl::Status Finish(StoneIntervalsGameInstance& instance) const override {
    if (std::find(instance.a.begin(), instance.a.end(), 0) == instance.a.end()) {
      return BadInstance("a", "needs at least one empty pile (a 0), or no pile can be taken");
    }
    instance.answer = absl::StrCat(AliceTotal(instance.a));
    return absl::OkStatus();
  }
  std::string Prompt(const StoneIntervalsGameInstance& instance) const override {
    std::string piles;
    for (size_t i = 0; i < instance.a.size(); ++i) {
      absl::StrAppend(&piles, i == 0 ? "" : ", ", "A[", i, "] = ", instance.a[i]);
    }
    return absl::StrCat(
        "A row of ", instance.a.size(), " piles of stones is numbered 0 to ",
        instance.a.size() - 1, "; pile i holds A[i] stones (0 means the pile is empty):\n",
        piles,
        "\n\nAlice and Bob take turns, Alice first. On a turn, the player "
        "picks a pile that still has stones and has an empty neighbour — the "
        "neighbours of pile i are piles i - 1 and i + 1 where they exist, so "
        "the first and the last pile have one neighbour each — and takes all "
        "of its stones, leaving it empty. The game ends when every pile is "
        "empty. Each player plays optimally to collect as many stones as "
        "possible.\n\n"
        "How many stones does Alice collect in total?\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
};

}  // namespace
}  // namespace stone_intervals_game_cc

absl::Status RegisterStoneIntervalsGameEnvironment(Catalog& catalog,
                                                   const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<StoneIntervalsGameEnvironment>());
}

}  // namespace referee
