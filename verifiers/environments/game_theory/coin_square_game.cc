#include "verifiers/environments/game_theory/coin_square_game.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace coin_square_game_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 495;  // N = 500.
constexpr int64_t kMaxCoins = 500;
constexpr int64_t kMaxValue = 1000000000;  // Totals stay below 5 * 10^11.

struct CoinSquareGameInstance {
  std::vector<int64_t> c;  // Left to right.
  std::string answer;      // Derived: Alice's total under optimal play.
};

// The most the first player collects. With i coins left (the last i of the
// row, worth S(i)) and a move of 1..m of them allowed, the mover collects
// f(i, m) = max over t in 1..min(m, i) of S(i) - f(i - t, min(2t, i - t)):
// the opponent then collects the best of the rest. Going up in m, f(i, m)
// adds only the option t = m to f(i, m - 1). f(0, 0) = 0.
int64_t FirstPlayerTotal(const std::vector<int64_t>& c) {
  const size_t n = c.size();
  std::vector<int64_t> suffix(n + 1, 0);  // suffix[i]: the last i coins.
  for (size_t i = 1; i <= n; ++i) suffix[i] = suffix[i - 1] + c[n - i];
  std::vector<int64_t> f((n + 1) * (n + 1), 0);  // f[i * (n + 1) + m], m <= i.
  for (size_t i = 1; i <= n; ++i) {
    int64_t best = 0;
    for (size_t m = 1; m <= i; ++m) {
      const size_t rest = i - m;
      best = std::max(best, suffix[i] - f[rest * (n + 1) + std::min(2 * m, rest)]);
      f[i * (n + 1) + m] = best;
    }
  }
  return f[n * (n + 1) + std::min<size_t>(2, n)];
}

class CoinSquareGameEnvironment final
    : public environments::IntegerAnswerEnvironment<CoinSquareGameInstance> {
 public:
  CoinSquareGameEnvironment()
      : IntegerAnswerEnvironment(
            {"coin_square_game", "RLVE-Gym:CoinSquareGame", kMaxDifficulty,
             "Two players alternately take coins from the left end of a row, at most twice as "
             "many as the previous move took (1 or 2 at first); find the first player's total "
             "under optimal play.",
             /*difficulty_help=*/"N = 5 + d coins, each uniform in 1..2N"},
            environments::NumberLadder::kExact) {}

 protected:
  CoinSquareGameInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 5 + difficulty;
    CoinSquareGameInstance instance;
    for (int64_t i = 0; i < n; ++i) instance.c.push_back(rng.Uniform(1, 2 * n));
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<CoinSquareGameInstance>& fields) const override {
    fields.Ints("c", &CoinSquareGameInstance::c, kMaxCoins, 1, kMaxValue);
  }
  absl::Status Finish(CoinSquareGameInstance& instance) const override {
    instance.answer = absl::StrCat(FirstPlayerTotal(instance.c));
    return absl::OkStatus();
  }
  std::string Prompt(const CoinSquareGameInstance& instance) const override {
    std::string coins;
    for (size_t i = 0; i < instance.c.size(); ++i) {
      absl::StrAppend(&coins, i == 0 ? "" : ", ", "coin ", i + 1, " = ", instance.c[i]);
    }
    return absl::StrCat(
        "A row of ", instance.c.size(), " coins lies on the table, numbered 1 to ",
        instance.c.size(), " from left to right, with these values: ", coins,
        ".\n\nAlice and Bob take turns, Alice first. On a turn, the player removes "
        "one or more coins from the left end of the row and adds their values to "
        "their own score; the game ends when the row is empty.\n"
        "- On her first turn Alice removes 1 or 2 coins.\n"
        "- On every later turn, if the previous move removed k coins, the player "
        "removes between 1 and 2k coins (and no more than the coins left).\n\n"
        "Both play optimally, each trying to make their own score as large as "
        "possible. What is Alice's final score?\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace coin_square_game_cc

absl::Status RegisterCoinSquareGameEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<CoinSquareGameEnvironment>());
}

}  // namespace referee
