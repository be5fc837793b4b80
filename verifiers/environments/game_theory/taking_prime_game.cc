#include "verifiers/environments/game_theory/taking_prime_game.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/sieves.h"

namespace referee {
inline namespace taking_prime_game_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 60;  // MAX_N = 4036.
constexpr int64_t kStartMaxN = 8;   // RLVE's MAX_N at level 0.
constexpr int64_t kMaxN = 4036;     // RlveGrowth(8, 60).

struct TakingPrimeGameInstance {
  int64_t n = 1;
  std::string answer;  // Derived: moves until Stan wins, or -1.
};

// The outcome at every pile size 0..limit for the player to move: wins[i],
// and moves[i], the moves until the game ends with both playing by the
// rules (a winner ends it soonest, a loser latest). At i the mover can
// take any prime p <= i; a p leaving a losing i - p wins, in 1 + moves[i -
// p] moves, and the fewest such is chosen; with none, every move leaves a
// win for the opponent and the mover lasts 1 + the most of those (0 at
// i < 2, where no prime fits).
struct Outcomes {
  std::vector<bool> wins;
  std::vector<int64_t> moves;
};

Outcomes OutcomesUpTo(int64_t limit) {
  const std::vector<int64_t> primes = environments::PrimesUpTo(limit);
  Outcomes out{std::vector<bool>(limit + 1, false), std::vector<int64_t>(limit + 1, 0)};
  for (int64_t i = 2; i <= limit; ++i) {
    int64_t fewest = -1;  // Fewest moves of a winning take, -1 if none.
    int64_t most = 0;     // Most moves of a losing take.
    for (const int64_t p : primes) {
      if (p > i) break;
      const int64_t after = out.moves[i - p] + 1;
      if (!out.wins[i - p]) {
        if (fewest < 0 || after < fewest) fewest = after;
      } else {
        most = std::max(most, after);
      }
    }
    out.wins[i] = fewest >= 0;
    out.moves[i] = fewest >= 0 ? fewest : most;
  }
  return out;
}

class TakingPrimeGameEnvironment final
    : public environments::IntegerAnswerEnvironment<TakingPrimeGameInstance> {
 public:
  TakingPrimeGameEnvironment()
      : IntegerAnswerEnvironment(
            {"taking_prime_game", "RLVE-Gym:TakingPrimeGame", kMaxDifficulty,
             "Two players alternately remove a prime number of stones from a pile; whoever "
             "cannot move loses, a winner wins fastest and a loser delays. Find the number of "
             "moves until the first player wins, or -1 if he loses.",
             /*difficulty_help=*/"MAX_N = 8, then floor(1.1 MAX_N) + 1 per level; the first "
             "player loses with odds 1/5, N uniform among the n in 1..MAX_N with that outcome"},
            environments::NumberLadder::kExact) {}

 protected:
  TakingPrimeGameInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_n = environments::RlveGrowth(kStartMaxN, difficulty);
    const Outcomes outcomes = OutcomesUpTo(max_n);
    const bool lose = rng.Chance(1, 5);
    std::vector<int64_t> fitting;  // Never empty: 1 loses, 2 wins.
    for (int64_t n = 1; n <= max_n; ++n) {
      if (outcomes.wins[n] != lose) fitting.push_back(n);
    }
    TakingPrimeGameInstance instance;
    instance.n = fitting[rng.Uniform(0, static_cast<int64_t>(fitting.size()) - 1)];
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<TakingPrimeGameInstance>& fields) const override {
    fields.Int("n", &TakingPrimeGameInstance::n, 1, kMaxN);
  }
  absl::Status Finish(TakingPrimeGameInstance& instance) const override {
    const Outcomes outcomes = OutcomesUpTo(instance.n);
    instance.answer =
        absl::StrCat(outcomes.wins[instance.n] ? outcomes.moves[instance.n] : int64_t{-1});
    return absl::OkStatus();
  }
  std::string Prompt(const TakingPrimeGameInstance& instance) const override {
    return absl::StrCat(
        "A pile holds ", instance.n,
        " stones. Stan and his opponent take turns, Stan first; on a turn, the "
        "player removes a prime number of stones from the pile (2, 3, 5, 7, ... "
        "and no more than the pile holds). A player who cannot move loses.\n\n"
        "Both play perfectly: a player who can force a win does so in as few "
        "moves as possible, and a player who cannot avoid losing makes the game "
        "last as many moves as possible.\n\n"
        "If Stan wins, how many moves are made in total (his and his opponent's) "
        "until he wins? If Stan loses, the answer is -1.\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace taking_prime_game_cc

absl::Status RegisterTakingPrimeGameEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<TakingPrimeGameEnvironment>());
}

}  // namespace referee
