// DeltaNimGame (RLVE-Gym): who wins when players alternately remove stones
// from one pile of a non-decreasing row, keeping it non-decreasing; ladder
// -1 no answer span, -0.5 neither `Alice` nor `Bob` after Python's strip(),
// 1 the winner, 0 the other name.
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace delta_nim_game_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class DeltaNimGameTest : public testing::VerifierTableTest {};

TEST_F(DeltaNimGameTest, Ladder) {
  // Piles 1 2. From (0, 1) or (0, 2) the mover empties pile 1 and wins.
  // (1, 1) has one move, to (0, 1), a win for the opponent: (1, 1) loses.
  // Alice moves (1, 2) -> (1, 1): Alice wins.
  CheckInstance("delta_nim_game", R"({"a": [1, 2]})",
                {{"<answer>Alice</answer>", 1, true, true},
                 {"<answer> Alice\n</answer>", 1, true, true},
                 // Python's strip() also removes Unicode whitespace.
                 {"<answer>\xC2\xA0" "Alice\xE3\x80\x80</answer>", 1, true, true},
                 {"\\boxed{Alice}", 1, true, true},  // The \boxed fallback.
                 {"<answer>Bob</answer> no: <answer>Alice</answer>", 1, true, true},
                 {"<answer>Bob</answer>", 0, false, true},  // The loser.
                 // Anything but the two exact names: RLVE's invalid_answer.
                 {"<answer>alice</answer>", -0.5, false, true},
                 {"<answer>ALICE</answer>", -0.5, false, true},
                 {"<answer>Alice wins</answer>", -0.5, false, true},
                 {"<answer>`Alice`</answer>", -0.5, false, true},
                 {"<answer>Alice.</answer>", -0.5, false, true},
                 {"<answer>Alice\xE2\x80\x8B</answer>", -0.5, false, true},  // U+200B.
                 {"<answer></answer>", -0.5, false, true},
                 {"<answer>1</answer>", -0.5, false, true},
                 {"<answer>99999999999999999999999</answer>", -0.5, false, true},
                 // No span: RLVE's wrong_format.
                 {"Alice", -1, false, false},
                 {"<answer>Alice", -1, false, false},
                 {"", -1, false, false}});
}

TEST_F(DeltaNimGameTest, HandDerivedWinners) {
  // (1, 1): the only move, to (0, 1), lets the opponent empty pile 1: Bob.
  CheckInstance("delta_nim_game", R"({"a": [1, 1]})",
                {{"<answer>Bob</answer>", 1, true, true},
                 {"<answer>Alice</answer>", 0, false, true}});
  // (2, 2): pile 1 cannot shrink; pile 0 goes to (1, 2) or (0, 2), both
  // wins for the mover (see the ladder): Bob.
  CheckInstance("delta_nim_game", R"({"a": [2, 2]})",
                {{"<answer>Bob</answer>", 1, true, true}});
  // One pile: Alice takes it all.
  CheckInstance("delta_nim_game", R"({"a": [5]})",
                {{"<answer>Alice</answer>", 1, true, true}});
  // Nothing to take: Alice cannot move.
  CheckInstance("delta_nim_game", R"({"a": [0, 0, 0]})",
                {{"<answer>Bob</answer>", 1, true, true}});
  // (0, 3, 3): pile 0 is empty and pile 2 cannot go below pile 1, so
  // Alice can only move pile 1, to (0, x, 3) with x < 3; Bob answers
  // (0, x, x), the same shape with fewer stones, until Alice faces
  // (0, 0, 0): Bob.
  CheckInstance("delta_nim_game", R"({"a": [0, 3, 3]})",
                {{"<answer>Bob</answer>", 1, true, true},
                 {"<answer>Alice</answer>", 0, false, true}});
}

TEST(DeltaNimGameInstanceTest, RejectsDecreasingRows) {
  for (const char* instance : {R"({"a": [2, 1]})", R"({"a": [0, 5, 4]})",
                               R"({"a": [1, 2, 3, 3, 2]})"}) {
    const absl::Status status = testing::PrepareInstanceStatus("delta_nim_game", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("delta_nim_game", R"({"a": [0, 0, 7]})").ok());
}

// Brute force from the definition: the player to move wins iff some move
// (1..a[i] stones off pile i, the row staying non-decreasing) leaves a
// position the opponent loses.
class Brute {
 public:
  bool MoverWins(const std::vector<int64_t>& a) {
    if (auto it = memo_.find(a); it != memo_.end()) return it->second;
    bool wins = false;
    for (size_t i = 0; i < a.size() && !wins; ++i) {
      for (int64_t x = 1; x <= a[i] && !wins; ++x) {
        std::vector<int64_t> next = a;
        next[i] -= x;
        if (i > 0 && next[i] < next[i - 1]) break;  // Larger x only goes lower.
        wins = !MoverWins(next);
      }
    }
    memo_[a] = wins;
    return wins;
  }

 private:
  std::map<std::vector<int64_t>, bool> memo_;
};

TEST(DeltaNimGameBruteForceTest, ReferenceMatchesGameSearch) {
  Brute brute;
  std::set<std::string> winners;
  for (const testing::Generated& g : testing::GenerateSmall("delta_nim_game", 2, 40)) {
    const std::vector<int64_t> a = g.Ints("a");
    const int64_t n = static_cast<int64_t>(a.size());
    ASSERT_EQ(n, 2 + g.level) << g.Where();  // RLVE's N = 2, +1 per level.
    ASSERT_GE(a[0], 1) << g.Where();
    ASSERT_LE(a[0], n) << g.Where();
    for (int64_t i = 1; i < n; ++i) {
      ASSERT_GE(a[i], a[i - 1]) << g.Where();
      // Every difference but the last is drawn in 0..N.
      if (i + 1 < n) {
        ASSERT_LE(a[i] - a[i - 1], n) << g.Where();
      }
    }
    const std::string winner = brute.MoverWins(a) ? "Alice" : "Bob";
    EXPECT_EQ(g.answer, winner) << g.Where();
    winners.insert(g.answer);
    const PreparedProblemPtr problem = testing::PrepareGenerated("delta_nim_game", g);
    ASSERT_NE(problem, nullptr);
    for (const std::string word : {"Alice", "Bob"}) {
      EXPECT_EQ(testing::ScoreWith("delta_nim_game", *problem, "<answer>" + word + "</answer>")
                    .score,
                word == winner ? 1.0 : 0.0)
          << g.Where();
    }
  }
  // The winner is drawn first, each with odds 1/2: both appear in 120.
  EXPECT_EQ(winners.size(), 2u);
}

// Every non-decreasing row of up to 4 piles with at most 4 stones a pile:
// the winner by game search earns 1, the other name 0.
TEST(DeltaNimGameBruteForceTest, EverySmallRow) {
  Brute brute;
  int rows = 0;
  for (size_t n = 1; n <= 4; ++n) {
    std::vector<int64_t> a(n, 0);
    while (true) {
      const std::string winner = brute.MoverWins(a) ? "Alice" : "Bob";
      const PreparedProblemPtr problem = testing::PrepareInstance(
          "delta_nim_game", "{\"a\": [" + absl::StrJoin(a, ", ") + "]}");
      ASSERT_NE(problem, nullptr);
      for (const std::string word : {"Alice", "Bob"}) {
        EXPECT_EQ(
            testing::ScoreWith("delta_nim_game", *problem, "<answer>" + word + "</answer>").score,
            word == winner ? 1.0 : 0.0)
            << absl::StrJoin(a, " ");
      }
      ++rows;
      // The next non-decreasing row in 0..4, last pile fastest.
      size_t i = n;
      while (i > 0 && a[i - 1] == 4) --i;
      if (i == 0) break;
      ++a[i - 1];
      for (size_t j = i; j < n; ++j) a[j] = a[i - 1];
    }
  }
  EXPECT_EQ(rows, 5 + 15 + 35 + 70);  // C(n + 4, 4) rows of n piles.
}

}  // namespace
}  // namespace delta_nim_game_test_cc
}  // namespace referee
