// minesweeper: the rules of a turn, the ladder and the limit, worked by
// hand on explicit boards; generated boards checked against a direct count
// of neighbouring mines, with a reference that never opens a mine; then the
// properties every game has (game_checks.h).
#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/games/game_checks.h"
#include "tests/unit/verifiers/environments/generated.h"

namespace referee {
inline namespace minesweeper_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "minesweeper";

// 5x5, mines at (1, 1) and (1, 3), start (5, 5). Counts by hand: row 1
// is * 2 * 1 0, row 2 is 1 2 1 1 0, rows 3-5 are all 0. The start is a 0:
// its flood opens rows 3-5, (2, 5) and (1, 5) (both 0) and every number
// next to them: all of row 2 and (1, 4). Hidden: (1, 1), (1, 2), (1, 3);
// one safe cell, (1, 2), so the limit is 1 + 2 mines + 5 = 8.
constexpr char kCorner[] =
    R"({"rows": 5, "columns": 5, "mines": [[1, 1], [1, 3]], "start_row": 5, "start_column": 5})";

// The board below the status line; `row1` is row 1's five cells.
std::string CornerBoard(const std::string& row1) {
  return absl::StrCat("  1 2 3 4 5\n1 ", row1,
                      "\n2 1 2 1 1 0\n3 0 0 0 0 0\n4 0 0 0 0 0\n5 0 0 0 0 0");
}

TEST(MinesweeperTest, TheOpeningIsShown) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kCorner);
  ASSERT_NE(problem, nullptr);
  const std::string prompt = problem->task().DefaultPrompt(*problem);
  EXPECT_NE(prompt.find("The cell at row 5, column 5 has been opened for you."), std::string::npos);
  // (1, 4) shows (1, 3) is a mine; then (2, 3) shows (1, 2) is safe.
  EXPECT_NE(prompt.find("you never need to guess"), std::string::npos);
  EXPECT_NE(prompt.find("You have 8 turns"), std::string::npos);
  EXPECT_NE(prompt.find(absl::StrCat("Mines: 2. Flags placed: 0. Hidden cells: 3.\n",
                                     CornerBoard("# # # 1 0"))),
            std::string::npos)
      << prompt;
}

TEST(MinesweeperTest, TurnsOfAnEpisode) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kCorner);
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns = testing::PlayEpisode(
      *problem, {"flag 1 1", "reveal 2 2", "reveal 1 1", "1 6", "FLAG 1,1", "dig 1 2", "1 2"});
  ASSERT_EQ(turns.size(), 7u);
  EXPECT_EQ(
      turns[0].observation,
      absl::StrCat("Flagged row 1, column 1.\n\nMines: 2. Flags placed: 1. Hidden cells: 3.\n",
                   CornerBoard("F # # 1 0")));
  EXPECT_EQ(turns[0].reward, 0);
  EXPECT_EQ(turns[1].observation, "Row 2, column 2 is already open.");
  EXPECT_DOUBLE_EQ(turns[1].reward, -1.0 / 8);
  EXPECT_EQ(turns[2].observation,
            "Row 1, column 1 is flagged: remove the flag (`flag 1 1` again) before revealing it.");
  EXPECT_DOUBLE_EQ(turns[2].reward, -1.0 / 8);
  EXPECT_EQ(turns[3].observation, "Row 1, column 6 is off the board (rows 1..5, columns 1..5).");
  EXPECT_DOUBLE_EQ(turns[3].reward, -1.0 / 8);
  EXPECT_EQ(turns[4].observation,
            absl::StrCat("Removed the flag from row 1, column 1.\n\nMines: 2. Flags placed: 0. "
                         "Hidden cells: 3.\n",
                         CornerBoard("# # # 1 0")));
  EXPECT_EQ(turns[4].reward, 0);
  EXPECT_EQ(turns[5].observation,
            "Not an action: write `reveal r c` (or `r c`) or `flag r c`, with r in 1..5 and c "
            "in 1..5.");
  EXPECT_DOUBLE_EQ(turns[5].reward, -1.0 / 8);
  EXPECT_FALSE(turns[5].done);
  EXPECT_EQ(turns[6].observation,
            absl::StrCat("Revealed row 1, column 2: it shows 2. Every safe cell is open: you "
                         "win!\n\nMines: 2. Flags placed: 0. Hidden cells: 2.\n",
                         CornerBoard("# 2 # 1 0")));
  EXPECT_EQ(turns[6].reward, 1);
  EXPECT_TRUE(turns[6].done && turns[6].correct);
}

TEST(MinesweeperTest, AMineLoses) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kCorner);
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns =
      testing::PlayEpisode(*problem, {"flag 1 1", "reveal 1 3", "1 2"});
  ASSERT_EQ(turns.size(), 2u);
  // Both mines shown, the flagged one too.
  EXPECT_EQ(turns[1].observation,
            absl::StrCat("Row 1, column 3 was a mine: you lose.\n\nMines: 2. Flags placed: 1. "
                         "Hidden cells: 3.\n",
                         CornerBoard("* # * 1 0")));
  EXPECT_EQ(turns[1].reward, 0);
  EXPECT_TRUE(turns[1].done);
  EXPECT_FALSE(turns[1].correct);
}

TEST(MinesweeperTest, TheEighthTurnEndsTheEpisode) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kCorner);
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns =
      testing::PlayEpisode(*problem, {"flag 1 1", "flag 1 1", "flag 1 1", "flag 1 1", "flag 1 1",
                                      "flag 1 1", "flag 1 1", "flag 1 1", "1 2"});
  ASSERT_EQ(turns.size(), 8u);
  EXPECT_TRUE(turns[7].done);
  EXPECT_FALSE(turns[7].correct);
  EXPECT_EQ(turns[7].observation,
            absl::StrCat("Removed the flag from row 1, column 1.\n\nMines: 2. Flags placed: 0. "
                         "Hidden cells: 3.\n",
                         CornerBoard("# # # 1 0"), "\nNo turns left: the episode is over."));
}

// 3x7, mines at (1, 4) and (3, 4); start (2, 1). Columns 3 and 5 read
// 1 2 1, (2, 4) is 2, the rest 0. The opening shows columns 1-3; hidden
// safe: (2, 4) and columns 5-7 (10), so the limit is 10 + 2 + 5 = 17.
constexpr char kBand[] =
    R"({"rows": 3, "columns": 7, "mines": [[1, 4], [3, 4]], "start_row": 2, "start_column": 1})";

TEST(MinesweeperTest, ZerosOpenTheirNeighbours) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kBand);
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns =
      testing::PlayEpisode(*problem, {"reveal 2 7", "reveal 2 4"});
  ASSERT_EQ(turns.size(), 2u);
  // (2, 7) is a 0: columns 6-7 open and, next to them, column 5: 9 cells.
  EXPECT_EQ(turns[0].observation,
            "Revealed row 2, column 7: it shows 0. 9 cells opened.\n\nMines: 2. Flags placed: 0. "
            "Hidden cells: 3.\n"
            "  1 2 3 4 5 6 7\n"
            "1 0 0 1 # 1 0 0\n"
            "2 0 0 2 # 2 0 0\n"
            "3 0 0 1 # 1 0 0");
  EXPECT_EQ(turns[0].reward, 0);
  EXPECT_TRUE(turns[1].done && turns[1].correct);
  EXPECT_EQ(turns[1].reward, 1);
}

// The solver by hand: (1, 3)'s hidden neighbours {(1,4), (2,4)} are inside
// (2, 3)'s {(1,4), (2,4), (3,4)}, with one mine fewer: (3, 4) is a mine;
// likewise (1, 4). Then (2, 4) is safe; its 2 is complete, so column 5 is
// safe (read in order: 1 5, 2 5, 3 5); then (1, 6), (2, 6), (3, 6) are, and
// (1, 6), a 0, opens the rest. But `reveal 1 6` with its last digit
// changed is `reveal 1 7`, which finishes too, so the last reveal is
// (1, 7) itself: changed, it is off the board. (Explicit instances carry
// no reference output, so the generated levels check the reference itself:
// ReferenceSolvesEveryLevel, and the registry's corrupted-reference test.)
TEST(MinesweeperTest, TheSolversSequenceSolves) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kBand);
  ASSERT_NE(problem, nullptr);
  EXPECT_NE(problem->task().DefaultPrompt(*problem).find("never need to guess"), std::string::npos);
  std::vector<std::string> reference = {"reveal 2 4", "reveal 1 5", "reveal 2 5", "reveal 3 5",
                                        "reveal 1 7"};
  std::vector<TurnOutcome> turns = testing::PlayEpisode(*problem, reference);
  ASSERT_EQ(turns.size(), reference.size());
  EXPECT_TRUE(turns.back().done && turns.back().correct);
  reference.back() = "reveal 1 8";
  turns = testing::PlayEpisode(*problem, reference);
  ASSERT_EQ(turns.size(), reference.size());
  EXPECT_FALSE(turns.back().done);
  EXPECT_EQ(turns.back().observation,
            "Row 1, column 8 is off the board (rows 1..3, columns 1..7).");
}

// A board logic cannot finish (a 50/50 in a corner): the prompt promises
// nothing (the reference then opens the first hidden safe cell when stuck).
TEST(MinesweeperTest, AGuessingBoardPromisesNothing) {
  // 2x4, one mine at (1, 1); start (2, 4): the flood opens columns 3-4 and
  // (1, 2), (2, 2) (each 1); (1, 1) and (2, 1) stay hidden, one of them a
  // mine, and every number touches both.
  PreparedProblemPtr problem = testing::GameInstance(
      kName, R"({"rows": 2, "columns": 4, "mines": [[1, 1]], "start_row": 2, "start_column": 4})");
  ASSERT_NE(problem, nullptr);
  const std::string prompt = problem->task().DefaultPrompt(*problem);
  EXPECT_EQ(prompt.find("never need to guess"), std::string::npos);
  EXPECT_NE(prompt.find("  1 2 3 4\n1 # 1 0 0\n2 # 1 0 0"), std::string::npos) << prompt;
}

TEST(MinesweeperTest, ScoreReadsTheActionsOfTheAnswer) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kCorner);
  ASSERT_NE(problem, nullptr);
  auto score = [&](absl::string_view output) { return testing::ScoreAnswer(*problem, output); };
  EXPECT_EQ(score("<answer>reveal 1 2</answer>").score, 1);
  EXPECT_TRUE(score("<answer>reveal 1 2</answer>").correct);
  EXPECT_DOUBLE_EQ(score("<answer>reveal 3 3\nreveal 1 2</answer>").score, 1 - 1.0 / 8);
  EXPECT_EQ(score("<answer>reveal 1 3\nreveal 1 2</answer>").score, 0);
  EXPECT_FALSE(score("<answer>reveal 1 3\nreveal 1 2</answer>").correct);
  EXPECT_EQ(score("no answer").score, -1);
}

// 5x5 boards with start (5, 5) unless said: `mines` and any other fields.
std::string Board(const std::string& mines, const std::string& rest = "") {
  return absl::StrCat(R"({"rows": 5, "columns": 5, "mines": )", mines,
                      rest.empty() ? R"(, "start_row": 5, "start_column": 5)" : rest, "}");
}

TEST(MinesweeperTest, InstancesAreChecked) {
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, kCorner).ok());
  const std::vector<std::string> bad = {
      Board("[[5, 5]]"),          // The start is a mine.
      Board("[[6, 1]]"),          // A mine off the board.
      Board("[[1, 1], [1, 1]]"),  // A mine twice.
      Board("[]"),                // No mine: the opening shows everything.
      Board("[[1, 1]]", R"(, "start_row": 6, "start_column": 5)"),
      Board("[[1, 1]]", R"(, "start_row": 5)"),
      Board("[[1, 1]]", R"(, "start_row": 5, "start_column": 5, "seed": 1)"),
      R"({"rows": 31, "columns": 5, "mines": [[1, 1]], "start_row": 5, "start_column": 5})",
      R"({"rows": 1, "columns": 1, "mines": [], "start_row": 1, "start_column": 1})",
  };
  for (const std::string& instance : bad) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance;
    EXPECT_NE(status.message().find("environment.instance."), std::string::npos) << status;
  }
}

TEST(MinesweeperTest, TurnLimitFollowsTheBoard) {
  const TaskType* task = testing::TestCatalog().tasks.Find(kName);
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxTurns(0), 26);    // 5x5 + 1.
  EXPECT_EQ(task->MaxTurns(12), 481);  // 16x30 + 1.
}

// Generated boards: the solved board's numbers are the direct count of
// neighbouring mines (from the instance's mine list), the reference never
// reveals a mine, and the prompt promises a no-guess board.
TEST(MinesweeperTest, GeneratedBoardsMatchADirectCount) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 10, 4)) {
    const int64_t rows = g.Int("rows"), columns = g.Int("columns");
    std::set<std::pair<int64_t, int64_t>> mines;
    for (const std::vector<int64_t>& m : g.IntRows("mines")) mines.insert({m[0], m[1]});
    PreparedProblemPtr problem = testing::GameProblem(kName, g.level, g.seed);
    ASSERT_NE(problem, nullptr);
    EXPECT_NE(problem->problem().prompt().find("never need to guess"), std::string::npos);
    const std::vector<std::string> reference = testing::ReferenceActions(*problem);
    for (const std::string& action : reference) {
      const std::vector<std::string> words = absl::StrSplit(action, ' ');
      ASSERT_EQ(words.size(), 3u) << action;
      EXPECT_EQ(mines.count({std::stoll(words[1]), std::stoll(words[2])}), 0u)
          << g.Where() << ": " << action << " is a mine";
    }
    const std::vector<TurnOutcome> turns = testing::PlayEpisode(*problem, reference);
    ASSERT_FALSE(turns.empty());
    ASSERT_TRUE(turns.back().correct) << g.Where();
    // The last `rows` lines are the board's rows: a label, then the cells.
    std::vector<std::string> lines = absl::StrSplit(turns.back().observation, '\n');
    ASSERT_GE(lines.size(), static_cast<size_t>(rows));
    for (int64_t r = 1; r <= rows; ++r) {
      const std::vector<std::string> cells = absl::StrSplit(
          lines[lines.size() - static_cast<size_t>(rows - r + 1)], ' ', absl::SkipEmpty());
      ASSERT_EQ(cells.size(), static_cast<size_t>(columns + 1)) << g.Where();
      EXPECT_EQ(cells[0], std::to_string(r));
      for (int64_t c = 1; c <= columns; ++c) {
        int count = 0;
        for (int64_t dr = -1; dr <= 1; ++dr) {
          for (int64_t dc = -1; dc <= 1; ++dc) {
            if (dr != 0 || dc != 0) count += mines.count({r + dr, c + dc});
          }
        }
        const std::string expected = mines.count({r, c}) ? "#" : std::to_string(count);
        EXPECT_EQ(cells[static_cast<size_t>(c)], expected) << g.Where() << " at " << r << "," << c;
      }
    }
  }
}

std::string RandomAction(tasks::Rng& rng) {
  const std::string r = std::to_string(rng.Uniform(0, 12)), c = std::to_string(rng.Uniform(0, 12));
  switch (rng.Uniform(0, 3)) {
    case 0:
      return "flag " + r + " " + c;
    case 1:
      return r + " " + c;
    default:
      return "reveal " + r + " " + c;
  }
}

TEST(MinesweeperTest, ReferenceSolvesEveryLevel) { testing::ExpectReferenceSolves(kName, 12, 4); }

TEST(MinesweeperTest, RandomPlayIsSafe) {
  testing::ExpectRandomPlayIsSafe(kName, 6, 8, RandomAction);
}

TEST(MinesweeperTest, ReplayIsDeterministic) {
  testing::ExpectReplayIsDeterministic(kName, 4, 3, RandomAction);
}

}  // namespace
}  // namespace minesweeper_test_cc
}  // namespace referee
