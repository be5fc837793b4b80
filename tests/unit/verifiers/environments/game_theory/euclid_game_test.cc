// EuclidGame (RLVE-Gym): who wins the subtraction game on (X, Y) under
// optimal play; ladder -1 no answer span, -0.5 neither `Stan` nor `Ollie`
// after Python's strip(), 1 the winner, 0 the other name.
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <utility>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace euclid_game_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class EuclidGameTest : public testing::VerifierTableTest {};

TEST_F(EuclidGameTest, Ladder) {
  // X = 5, Y = 3. Stan's only move is 5 - 3 = 2 (a multiple of 5 taken from
  // 3 goes negative): (2, 3). Ollie's only move is 3 - 2 = 1: (2, 1). Stan
  // takes 2 * 1 from 2 and makes a zero: Stan wins.
  CheckInstance("euclid_game", R"({"x": 5, "y": 3})",
                {{"<answer>Stan</answer>", 1, true, true},
                 {"<answer> Stan\n</answer>", 1, true, true},
                 // Python's strip() also removes Unicode whitespace: U+00A0,
                 // U+3000, U+0085, and the separators \x1c..\x1f.
                 {"<answer>\xC2\xA0Stan\xE3\x80\x80</answer>", 1, true, true},
                 {"<answer>\x1c\x1fStan\xC2\x85</answer>", 1, true, true},
                 {"\\boxed{Stan}", 1, true, true},  // The \boxed fallback.
                 // The last complete span counts.
                 {"<answer>Ollie</answer> no: <answer>Stan</answer>", 1, true, true},
                 {"<answer>Ollie</answer>", 0, false, true},  // The loser.
                 {"<answer>Stan</answer> no: <answer>Ollie</answer>", 0, false, true},
                 // Anything but the two exact names: RLVE's invalid_answer.
                 {"<answer>stan</answer>", -0.5, false, true},
                 {"<answer>STAN</answer>", -0.5, false, true},
                 {"<answer>Stan wins</answer>", -0.5, false, true},
                 {"<answer>`Stan`</answer>", -0.5, false, true},
                 {"<answer>\"Stan\"</answer>", -0.5, false, true},
                 {"<answer>St an</answer>", -0.5, false, true},
                 {"<answer>Stan.</answer>", -0.5, false, true},
                 // U+200B (zero-width space) is not whitespace to Python.
                 {"<answer>Stan\xE2\x80\x8B</answer>", -0.5, false, true},
                 {"<answer></answer>", -0.5, false, true},
                 {"<answer>   </answer>", -0.5, false, true},
                 {"<answer>1</answer>", -0.5, false, true},
                 // No span: RLVE's wrong_format.
                 {"Stan", -1, false, false},
                 {"<answer>Stan", -1, false, false},
                 {"", -1, false, false}});
}

TEST_F(EuclidGameTest, HandDerivedWinners) {
  // (3, 2): Stan must move to (1, 2); Ollie takes 2 * 1 from 2: Ollie.
  CheckInstance("euclid_game", R"({"x": 3, "y": 2})",
                {{"<answer>Ollie</answer>", 1, true, true},
                 {"<answer>Stan</answer>", 0, false, true}});
  // (2, 3) is the same game with the numbers swapped.
  CheckInstance("euclid_game", R"({"x": 2, "y": 3})",
                {{"<answer>Ollie</answer>", 1, true, true}});
  // (7, 7): Stan subtracts 7 from 7 at once.
  CheckInstance("euclid_game", R"({"x": 7, "y": 7})",
                {{"<answer>Stan</answer>", 1, true, true}});
  // (1, 10): Stan takes 10 * 1 from 10.
  CheckInstance("euclid_game", R"({"x": 1, "y": 10})",
                {{"<answer>Stan</answer>", 1, true, true}});
  // (2^53, 2^53 - 1): Stan's only move leaves (1, 2^53 - 1), and Ollie takes
  // (2^53 - 1) * 1 away: Ollie.
  CheckInstance("euclid_game", R"({"x": 9007199254740992, "y": 9007199254740991})",
                {{"<answer>Ollie</answer>", 1, true, true}});
  // (8, 5): every move is forced while the larger is less than twice the
  // smaller: Stan at (8, 5) -> (3, 5), Ollie -> (3, 2), Stan -> (1, 2), and
  // Ollie takes 2 * 1 from 2: Ollie.
  CheckInstance("euclid_game", R"({"x": 8, "y": 5})",
                {{"<answer>Ollie</answer>", 1, true, true}});
}

// Brute force from the definition: the player to move wins iff some move
// (a positive multiple of one number taken from the other, result >= 0)
// makes a zero or leaves a position the opponent loses.
class Brute {
 public:
  bool MoverWins(int64_t x, int64_t y) {
    const auto key = std::make_pair(x, y);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    bool wins = false;
    for (int64_t k = 1; !wins && x - k * y >= 0; ++k) {
      wins = x - k * y == 0 || !MoverWins(x - k * y, y);
    }
    for (int64_t k = 1; !wins && y - k * x >= 0; ++k) {
      wins = y - k * x == 0 || !MoverWins(x, y - k * x);
    }
    memo_[key] = wins;
    return wins;
  }

 private:
  std::map<std::pair<int64_t, int64_t>, bool> memo_;
};

TEST(EuclidGameBruteForceTest, ReferenceMatchesGameSearch) {
  Brute brute;
  std::set<std::string> winners;
  for (const testing::Generated& g : testing::GenerateSmall("euclid_game", 3, 30)) {
    const int64_t x = g.Int("x"), y = g.Int("y");
    const int64_t max_value = int64_t{16} << g.level;  // RLVE's MAX_X_Y.
    ASSERT_GE(x, 1) << g.Where();
    ASSERT_GE(y, 1) << g.Where();
    ASSERT_LE(x, max_value) << g.Where();
    ASSERT_LE(y, max_value) << g.Where();
    EXPECT_EQ(g.answer, brute.MoverWins(x, y) ? "Stan" : "Ollie") << g.Where();
    winners.insert(g.answer);
  }
  // The winner is drawn first, each with odds 1/2: both appear in 120.
  EXPECT_EQ(winners.size(), 2u);
}

}  // namespace
}  // namespace euclid_game_test_cc
}  // namespace referee
