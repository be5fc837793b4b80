// TakingPrimeGame (RLVE-Gym): players alternately remove a prime number of
// stones; the winner wins fastest, the loser delays; the answer is the
// number of moves until Stan (first) wins, or -1. Ladder -1 unparseable, 1
// exact, else 0.
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace taking_prime_game_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class TakingPrimeGameTest : public testing::VerifierTableTest {};

TEST_F(TakingPrimeGameTest, Ladder) {
  // N = 15. Below, "wins in k" is for the player to move. 1 loses at once;
  // 2, 3, 5, 7 win in 1 (take all); 4, 6, 8 win in 1 (leave 1 with 3, 5,
  // 7). 9 loses: 7, 6, 4, 2 all win, so the loser lasts 1 + 1 = 2 moves;
  // 10 loses likewise (8, 7, 5, 3), in 2; 12, 13 win in 1 (11 or 13 to
  // reach 1 or 0). At 15 Stan can take 2 (13), 3 (12), 5 (10), 7 (8),
  // 11 (4), 13 (2): only 10 loses, so he takes 5 and wins in 1 + 2 = 3
  // (e.g. 15 -> 10 -> 8 -> 1).
  CheckInstance("taking_prime_game", R"({"n": 15})",
                {{"<answer>3</answer>", 1, true, true},
                 {"<answer> +3 </answer>", 1, true, true},
                 {"<answer>03</answer>", 1, true, true},
                 {"\\boxed{3}", 1, true, true},
                 {"<answer>-1</answer>", 0, false, true},  // He wins.
                 {"<answer>2</answer>", 0, false, true},   // His own moves.
                 {"<answer>1</answer>", 0, false, true},
                 {"<answer>99999999999999999999999</answer>", 0, false, true},
                 {"<answer>3.0</answer>", -1, false, false},
                 {"<answer>3 moves</answer>", -1, false, false},
                 {"<answer>three</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"3", -1, false, false}});
}

TEST_F(TakingPrimeGameTest, HandDerivedValues) {
  // 1: no prime fits, Stan loses.
  CheckInstance("taking_prime_game", R"({"n": 1})",
                {{"<answer>-1</answer>", 1, true, true},
                 {"<answer>0</answer>", 0, false, true}});
  // 2: Stan takes both.
  CheckInstance("taking_prime_game", R"({"n": 2})",
                {{"<answer>1</answer>", 1, true, true}});
  // 9 and 10 lose (see the ladder): -1, not the 2 moves they last.
  CheckInstance("taking_prime_game", R"({"n": 9})",
                {{"<answer>-1</answer>", 1, true, true},
                 {"<answer>2</answer>", 0, false, true}});
  CheckInstance("taking_prime_game", R"({"n": 10})",
                {{"<answer>-1</answer>", 1, true, true}});
  // 11 is prime: Stan takes all (taking 2 to leave the losing 9 would
  // win too, but in 3).
  CheckInstance("taking_prime_game", R"({"n": 11})",
                {{"<answer>1</answer>", 1, true, true},
                 {"<answer>3</answer>", 0, false, true}});
}

// Brute force from the definition, as negamax with scores: a win in k
// moves scores kBig - k, a loss in k moves -(kBig - k), so the mover, who
// maximises, prefers any win to any loss, a faster win and a slower loss.
// A child worth c to the opponent is worth -c to the mover, one move
// further from the end (moved one step towards 0). Primes by trial
// division.
constexpr int64_t kBig = 1000000;

bool IsPrime(int64_t p) {
  if (p < 2) return false;
  for (int64_t q = 2; q * q <= p; ++q) {
    if (p % q == 0) return false;
  }
  return true;
}

int64_t Score(int64_t n, std::vector<int64_t>& memo) {
  if (memo[n] != 0) return memo[n];
  int64_t best = -kBig;  // No move: lost in 0 moves.
  for (int64_t p = 2; p <= n; ++p) {
    if (!IsPrime(p)) continue;
    const int64_t c = Score(n - p, memo);
    best = std::max(best, c < 0 ? -c - 1 : -c + 1);
  }
  return memo[n] = best;
}

std::string Expected(int64_t n) {
  std::vector<int64_t> memo(n + 1, 0);
  const int64_t s = Score(n, memo);
  return std::to_string(s > 0 ? kBig - s : -1);
}

TEST(TakingPrimeGameBruteForceTest, EveryPileUpTo60) {
  for (int64_t n = 1; n <= 60; ++n) {
    const std::string expected = Expected(n);
    const PreparedProblemPtr problem = testing::PrepareInstance(
        "taking_prime_game", "{\"n\": " + std::to_string(n) + "}");
    ASSERT_NE(problem, nullptr);
    // The answer earns 1; every other candidate in -1..60 earns 0.
    for (int64_t answer = -1; answer <= 60; ++answer) {
      const Verdict v = testing::ScoreWith("taking_prime_game", *problem,
                                           "<answer>" + std::to_string(answer) + "</answer>");
      EXPECT_EQ(v.score, std::to_string(answer) == expected ? 1.0 : 0.0)
          << "n " << n << " answer " << answer;
    }
  }
}

TEST(TakingPrimeGameBruteForceTest, ReferenceMatchesGameSearch) {
  std::set<bool> outcomes;
  for (const testing::Generated& g : testing::GenerateSmall("taking_prime_game", 10, 20)) {
    const int64_t n = g.Int("n");
    // RLVE's MAX_N: 8, then int(1.1 MAX_N + 1) per level.
    int64_t max_n = 8;
    for (int level = 0; level < g.level; ++level) max_n = max_n * 11 / 10 + 1;
    ASSERT_GE(n, 1) << g.Where();
    ASSERT_LE(n, max_n) << g.Where();
    EXPECT_EQ(g.answer, Expected(n)) << g.Where();
    outcomes.insert(g.answer == "-1");
  }
  // Stan loses with odds 1/5: both outcomes appear in 220.
  EXPECT_EQ(outcomes.size(), 2u);
}

}  // namespace
}  // namespace taking_prime_game_test_cc
}  // namespace referee
