// SplittingGame (RLVE-Gym): who wins when players alternately take a bean
// out of bottle i and put one into each of bottles j and k, i < j <= k;
// ladder -1 no answer span, -0.5 neither `Alice` nor `Bob` after Python's
// strip(), 1 the winner, 0 the other name.
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
inline namespace splitting_game_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class SplittingGameTest : public testing::VerifierTableTest {};

TEST_F(SplittingGameTest, Ladder) {
  // Bottles 1 0 0. Alice must move the bean of bottle 0, to bottles
  // (1, 1), (1, 2) or (2, 2). (2, 2) leaves 0 0 2, and beans in the last
  // bottle can never move: Bob is stuck, Alice wins.
  CheckInstance("splitting_game", R"({"p": [1, 0, 0]})",
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
                 {"<answer>0</answer>", -0.5, false, true},
                 {"<answer>99999999999999999999999</answer>", -0.5, false, true},
                 // No span: RLVE's wrong_format.
                 {"Alice", -1, false, false},
                 {"<answer>Alice", -1, false, false},
                 {"", -1, false, false}});
}

TEST_F(SplittingGameTest, HandDerivedWinners) {
  // 0 2 5: every move takes a bean of bottle 1 and puts both new beans in
  // bottle 2, where they stay: exactly two moves, Alice's and Bob's.
  CheckInstance("splitting_game", R"({"p": [0, 2, 5]})",
                {{"<answer>Bob</answer>", 1, true, true},
                 {"<answer>Alice</answer>", 0, false, true}});
  // 1 1 0: moving bottle 0's bean to (1, 1) leaves three moves of bottle
  // 1 (Bob, Alice, Bob: Alice is then stuck); to (1, 2), two (Bob, Alice:
  // Bob is stuck). Alice wins.
  CheckInstance("splitting_game", R"({"p": [1, 1, 0]})",
                {{"<answer>Alice</answer>", 1, true, true},
                 {"<answer>Bob</answer>", 0, false, true}});
  // One bottle, or only the last one full: no move at all.
  CheckInstance("splitting_game", R"({"p": [7]})",
                {{"<answer>Bob</answer>", 1, true, true}});
  CheckInstance("splitting_game", R"({"p": [0, 0, 0, 9]})",
                {{"<answer>Bob</answer>", 1, true, true}});
  // Two bottles: each bean of bottle 0 is one move; 3 is odd: Alice.
  CheckInstance("splitting_game", R"({"p": [3, 4]})",
                {{"<answer>Alice</answer>", 1, true, true}});
}

TEST(SplittingGameInstanceTest, RejectsBadRows) {
  for (const char* instance : {R"({"p": []})", R"({"p": [1, -1, 0]})",
                               R"({"p": [1, 2, 3], "n": 3})"}) {
    const absl::Status status = testing::PrepareInstanceStatus("splitting_game", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("splitting_game", R"({"p": [0]})").ok());
}

// Brute force from the definition: the player to move wins iff some move
// (a bean out of a non-empty bottle i, one into each of j and k, i < j <=
// k < N) leaves a position the opponent loses. Beans in the last bottle
// can never move (no j lies beyond it), so the state is the other bottles.
class Brute {
 public:
  bool MoverWins(const std::vector<int64_t>& c) {  // Bottles 0..N-2.
    if (auto it = memo_.find(c); it != memo_.end()) return it->second;
    const size_t last = c.size();  // The last bottle's index.
    bool wins = false;
    for (size_t i = 0; i < last && !wins; ++i) {
      if (c[i] == 0) continue;
      for (size_t j = i + 1; j <= last && !wins; ++j) {
        for (size_t k = j; k <= last && !wins; ++k) {
          std::vector<int64_t> next = c;
          --next[i];
          if (j < last) ++next[j];
          if (k < last) ++next[k];
          wins = !MoverWins(next);
        }
      }
    }
    memo_[c] = wins;
    return wins;
  }
  bool MoverWinsRow(const std::vector<int64_t>& p) {
    return MoverWins(std::vector<int64_t>(p.begin(), p.end() - 1));
  }

 private:
  std::map<std::vector<int64_t>, bool> memo_;
};

void ExpectScores(const PreparedProblemPtr& problem, const std::string& winner,
                  const std::string& where) {
  ASSERT_NE(problem, nullptr) << where;
  for (const std::string word : {"Alice", "Bob"}) {
    EXPECT_EQ(
        testing::ScoreWith("splitting_game", *problem, "<answer>" + word + "</answer>").score,
        word == winner ? 1.0 : 0.0)
        << where;
  }
}

TEST(SplittingGameBruteForceTest, ReferenceMatchesGameSearch) {
  Brute brute;
  std::set<std::string> winners;
  // Levels 0 and 1 (N = 3, 4): at N = 5 the beans bred from 10 per bottle
  // make millions of states.
  for (const testing::Generated& g : testing::GenerateSmall("splitting_game", 1, 40)) {
    const std::vector<int64_t> p = g.Ints("p");
    const int64_t n = static_cast<int64_t>(p.size());
    ASSERT_EQ(n, 3 + g.level) << g.Where();  // RLVE's N = 3, +1 per level.
    for (const int64_t beans : p) {
      ASSERT_GE(beans, 0) << g.Where();
      ASSERT_LE(beans, 2 * n) << g.Where();
    }
    const std::string winner = brute.MoverWinsRow(p) ? "Alice" : "Bob";
    EXPECT_EQ(g.answer, winner) << g.Where();
    winners.insert(g.answer);
    ExpectScores(testing::PrepareGenerated("splitting_game", g), winner, g.Where());
  }
  // The winner is drawn first, each with odds 1/2: both appear in 80.
  EXPECT_EQ(winners.size(), 2u);
}

// Every row of 1..5 bottles with at most 2 beans each: the winner by game
// search earns 1, the other name 0.
TEST(SplittingGameBruteForceTest, EverySmallRow) {
  Brute brute;
  int rows = 0;
  std::set<std::string> winners;
  for (size_t n = 1; n <= 5; ++n) {
    std::vector<int64_t> p(n, 0);
    while (true) {
      const std::string winner = brute.MoverWinsRow(p) ? "Alice" : "Bob";
      winners.insert(winner);
      ExpectScores(testing::PrepareInstance("splitting_game",
                                            "{\"p\": [" + absl::StrJoin(p, ", ") + "]}"),
                   winner, absl::StrJoin(p, " "));
      ++rows;
      size_t i = n;  // The next row in base 3, last bottle fastest.
      while (i > 0 && p[i - 1] == 2) p[--i] = 0;
      if (i == 0) break;
      ++p[i - 1];
    }
  }
  EXPECT_EQ(rows, 3 + 9 + 27 + 81 + 243);
  EXPECT_EQ(winners.size(), 2u);
}

}  // namespace
}  // namespace splitting_game_test_cc
}  // namespace referee
