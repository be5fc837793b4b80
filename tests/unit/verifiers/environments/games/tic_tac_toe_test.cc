// tic_tac_toe: moves, forced replies and the ladder worked by hand on
// explicit boards; the opponent and the accepted positions against a
// minimax search written here from the definition; then the properties
// every game has (game_checks.h).
#include <array>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/games/game_checks.h"

namespace referee {
inline namespace tic_tac_toe_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "tic_tac_toe";

// X O X
// X O .     O threatens column 2; X must take (3, 2).
// O . .     3 empty cells: limit 2 + 2 = 4.
constexpr char kBlockOrLose[] =
    R"({"board": [1, 2, 1, 1, 2, 0, 2, 0, 0], "opponent_order": [9, 8, 7, 6, 5, 4, 3, 2, 1]})";

TEST(TicTacToeTest, BlockingThenFillingTheBoardIsADraw) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kBlockOrLose);
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns = testing::PlayEpisode(*problem, {"(3, 2)", "2,3"});
  ASSERT_EQ(turns.size(), 2u);
  // O's two cells, (2, 3) and (3, 3), both draw (no O line is left open);
  // the order lists 9 = (3, 3) first.
  EXPECT_EQ(turns[0].observation,
            "You play (3, 2). I play (3, 3).\n"
            "  1 2 3\n"
            "1 X O X\n"
            "2 X O .\n"
            "3 O X O");
  EXPECT_EQ(turns[0].reward, 0);
  EXPECT_FALSE(turns[0].done);
  EXPECT_EQ(turns[1].observation,
            "You play (2, 3): the board is full with no line, a draw (the best result "
            "against perfect play).\n"
            "  1 2 3\n"
            "1 X O X\n"
            "2 X O X\n"
            "3 O X O");
  EXPECT_EQ(turns[1].reward, 1);
  EXPECT_TRUE(turns[1].done && turns[1].correct);
}

TEST(TicTacToeTest, NotBlockingLoses) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kBlockOrLose);
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns = testing::PlayEpisode(*problem, {"6", "8"});
  ASSERT_EQ(turns.size(), 1u);
  EXPECT_EQ(turns[0].observation,
            "You play (2, 3). I play (3, 2): three O in a line, I win.\n"
            "  1 2 3\n"
            "1 X O X\n"
            "2 X O X\n"
            "3 O O .");
  EXPECT_EQ(turns[0].reward, 0);
  EXPECT_TRUE(turns[0].done);
  EXPECT_FALSE(turns[0].correct);
}

TEST(TicTacToeTest, IllegalMovesSayWhy) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kBlockOrLose);
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns =
      testing::PlayEpisode(*problem, {"1 1", "2", "4 1", "10", "a b"});
  ASSERT_EQ(turns.size(), 4u);  // The limit is 4.
  EXPECT_EQ(turns[0].observation, "Cell (1, 1) is taken by X.");
  EXPECT_DOUBLE_EQ(turns[0].reward, -1.0 / 4);
  EXPECT_EQ(turns[1].observation, "Cell (1, 2) is taken by O.");
  EXPECT_EQ(turns[2].observation, "There is no cell (4, 1): rows and columns are 1 to 3.");
  EXPECT_DOUBLE_EQ(turns[2].reward, -1.0 / 4);
  EXPECT_EQ(turns[3].observation,
            "There is no cell 10: cells are 1 to 9.\nNo turns left: the episode is over.");
  EXPECT_TRUE(turns[3].done);
  EXPECT_FALSE(turns[3].correct);
  PreparedProblemPtr again = testing::GameInstance(kName, kBlockOrLose);
  EXPECT_EQ(testing::PlayEpisode(*again, {"a b"})[0].observation,
            "Not a move: write a row and a column, each 1 to 3 (like `2 3`), or a cell "
            "number 1 to 9.");
}

// X O .
// . X .     X completes the diagonal at (3, 3).
// O . .
TEST(TicTacToeTest, CompletingALineWins) {
  PreparedProblemPtr problem = testing::GameInstance(
      kName,
      R"({"board": [1, 2, 0, 0, 1, 0, 2, 0, 0], "opponent_order": [1, 2, 3, 4, 5, 6, 7, 8, 9]})");
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns = testing::PlayEpisode(*problem, {" 3 3 "});
  ASSERT_EQ(turns.size(), 1u);
  EXPECT_EQ(turns[0].observation,
            "You play (3, 3): three X in a line, you win.\n"
            "  1 2 3\n"
            "1 X O .\n"
            "2 . X .\n"
            "3 O . X");
  EXPECT_EQ(turns[0].reward, 1);
  EXPECT_TRUE(turns[0].done && turns[0].correct);
}

// Opening theory: against a corner, O's only move that does not lose is
// the centre; against the centre, the corners draw and the edges lose, so
// O takes the corner its order lists first.
TEST(TicTacToeTest, TheOpponentKnowsTheOpenings) {
  const char* kEmpty = R"({"board": [0, 0, 0, 0, 0, 0, 0, 0, 0], "opponent_order": )";
  PreparedProblemPtr problem =
      testing::GameInstance(kName, absl::StrCat(kEmpty, "[1, 2, 3, 4, 5, 6, 7, 8, 9]}"));
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(testing::PlayEpisode(*problem, {"1 1"})[0].observation,
            "You play (1, 1). I play (2, 2).\n  1 2 3\n1 X . .\n2 . O .\n3 . . .");
  EXPECT_EQ(testing::PlayEpisode(*problem, {"5"})[0].observation,
            "You play (2, 2). I play (1, 1).\n  1 2 3\n1 O . .\n2 . X .\n3 . . .");
  problem = testing::GameInstance(kName, absl::StrCat(kEmpty, "[2, 4, 6, 8, 7, 5, 3, 1, 9]}"));
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(testing::PlayEpisode(*problem, {"2 2"})[0].observation,
            "You play (2, 2). I play (3, 1).\n  1 2 3\n1 . . .\n2 . X .\n3 O . .");
}

TEST(TicTacToeTest, ScoreReadsTheActionsOfTheAnswer) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kBlockOrLose);
  ASSERT_NE(problem, nullptr);
  auto score = [&](absl::string_view output) { return testing::ScoreAnswer(*problem, output); };
  EXPECT_EQ(score("<answer>3 2\n2 3</answer>").score, 1);
  EXPECT_DOUBLE_EQ(score("<answer>1 1\n8\n6</answer>").score, 1 - 1.0 / 4);
  EXPECT_EQ(score("<answer>2 3\n3 2</answer>").score, 0);
  EXPECT_FALSE(score("<answer>3 2</answer>").correct);  // Not over yet.
  EXPECT_EQ(score("3 2").score, -1);
}

TEST(TicTacToeTest, InstancesAreChecked) {
  const std::string order = R"(, "opponent_order": [1, 2, 3, 4, 5, 6, 7, 8, 9]})";
  auto status = [&](const std::string& board) {
    return testing::PrepareInstanceStatus(kName, absl::StrCat(R"({"board": )", board, order));
  };
  EXPECT_TRUE(status("[0, 0, 0, 0, 0, 0, 0, 0, 0]").ok());
  EXPECT_FALSE(status("[1, 0, 0, 0, 0, 0, 0, 0, 0]").ok());   // O to move.
  EXPECT_FALSE(status("[0, 0, 0, 0, 0, 0, 0, 0]").ok());      // 8 cells.
  EXPECT_FALSE(status("[3, 0, 0, 0, 0, 0, 0, 0, 0]").ok());   // Not 0, 1, 2.
  EXPECT_FALSE(status("[1, 1, 1, 2, 2, 0, 2, 0, 0]").ok());   // X line, counts 3 and 3.
  // X O O / X . . / . . .: X wins at (3, 1).
  EXPECT_TRUE(status("[1, 2, 2, 1, 0, 0, 0, 0, 0]").ok());
  // O O . / X O X / X . .: O threatens (1, 3), (3, 2) and (3, 3); X has no
  // line to complete and can block only one: lost.
  EXPECT_FALSE(status("[2, 2, 0, 1, 2, 1, 1, 0, 0]").ok());
  // The order must list each cell once.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"board": [0, 0, 0, 0, 0, 0, 0, 0, 0], "opponent_order": [1, 1, 3, 4, 5, 6, 7, 8, 9]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"board": [0, 0, 0, 0, 0, 0, 0, 0, 0], "opponent_order": [1, 2, 3]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"board": [0, 0, 0, 0, 0, 0, 0, 0, 0]})")
                   .ok());
}

// Minimax written from the header's definition: the value for the player
// to move is +(1 + e) for a forced win leaving e empty cells, -(1 + e) for
// a forced loss, 0 for a draw.
using Board = std::array<int, 9>;

bool Line(const Board& b, int p) {
  static const int kLines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                                   {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
  for (const auto& l : kLines) {
    if (b[l[0]] == p && b[l[1]] == p && b[l[2]] == p) return true;
  }
  return false;
}

int Empties(const Board& b) {
  int e = 0;
  for (int v : b) e += v == 0;
  return e;
}

int Negamax(Board& b, int mover) {
  const int other = 3 - mover;
  if (Line(b, other)) return -(1 + Empties(b));
  if (Empties(b) == 0) return 0;
  int best = -100;
  for (int c = 0; c < 9; ++c) {
    if (b[c] != 0) continue;
    b[c] = mover;
    best = std::max(best, -Negamax(b, other));
    b[c] = 0;
  }
  return best;
}

TEST(TicTacToeTest, TheEmptyBoardIsADraw) {
  Board empty{};
  EXPECT_EQ(Negamax(empty, 1), 0);
}

std::string BoardJson(const Board& b, const std::vector<int>& order) {
  return absl::StrCat(R"({"board": [)", absl::StrJoin(b, ", "), R"(], "opponent_order": [)",
                      absl::StrJoin(order, ", "), "]}");
}

// Every board with as many X as O and no line: accepted exactly when X
// does not lose under minimax; from each accepted one, every X move that
// does not end the game draws O's reply of the best value for O, the first
// such in the order.
TEST(TicTacToeTest, OpponentAgreesWithMinimax) {
  const std::vector<int> order = {5, 9, 1, 3, 7, 2, 8, 4, 6};
  int accepted = 0, rejected = 0;
  for (int code = 0; code < 19683; ++code) {
    Board b;
    int x = 0, o = 0;
    for (int i = 0, c = code; i < 9; ++i, c /= 3) {
      b[i] = c % 3;
      x += b[i] == 1;
      o += b[i] == 2;
    }
    if (x != o || Line(b, 1) || Line(b, 2)) continue;
    const bool lost = Negamax(b, 1) < 0;
    const absl::Status status = testing::PrepareInstanceStatus(kName, BoardJson(b, order));
    EXPECT_EQ(status.ok(), !lost) << BoardJson(b, order) << " " << status;
    if (lost) {
      ++rejected;
      continue;
    }
    ++accepted;
    PreparedProblemPtr problem = testing::GameInstance(kName, BoardJson(b, order));
    ASSERT_NE(problem, nullptr);
    for (int cell = 0; cell < 9; ++cell) {
      if (b[cell] != 0) continue;
      Board after = b;
      after[cell] = 1;
      if (Line(after, 1) || Empties(after) == 0) continue;
      int best_value = -1000, best_cell = -1;
      for (int c : order) {
        if (after[c - 1] != 0) continue;
        after[c - 1] = 2;
        const int value = -Negamax(after, 1);
        after[c - 1] = 0;
        if (value > best_value) best_value = value, best_cell = c - 1;
      }
      const std::vector<TurnOutcome> turns =
          testing::PlayEpisode(*problem, {absl::StrCat(cell + 1)});
      ASSERT_EQ(turns.size(), 1u);
      const std::string expected = absl::StrCat("You play (", cell / 3 + 1, ", ", cell % 3 + 1,
                                                "). I play (", best_cell / 3 + 1, ", ",
                                                best_cell % 3 + 1, ")");
      EXPECT_EQ(turns[0].observation.substr(0, expected.size()), expected)
          << BoardJson(b, order) << " X at " << cell + 1;
    }
  }
  EXPECT_GT(accepted, 100);
  EXPECT_GT(rejected, 10);
}

std::string RandomCell(tasks::Rng& rng) {
  const int64_t row = rng.Uniform(0, 4), col = rng.Uniform(0, 4);
  return rng.Chance(1, 3) ? absl::StrCat(rng.Uniform(0, 10)) : absl::StrCat(row, " ", col);
}

TEST(TicTacToeTest, ReferenceSolvesEveryLevel) { testing::ExpectReferenceSolves(kName, 3, 60); }

TEST(TicTacToeTest, RandomPlayIsSafe) { testing::ExpectRandomPlayIsSafe(kName, 3, 20, RandomCell); }

TEST(TicTacToeTest, ReplayIsDeterministic) {
  testing::ExpectReplayIsDeterministic(kName, 3, 5, RandomCell);
}

}  // namespace
}  // namespace tic_tac_toe_test_cc
}  // namespace referee
