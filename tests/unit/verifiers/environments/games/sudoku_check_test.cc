// sudoku_check: the rules of a turn, the conflict count, the ladder and the
// limit, worked by hand on an explicit 4x4 puzzle; generated 4x4 puzzles
// counted by brute force; then the properties every game has
// (game_checks.h).
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/games/game_checks.h"
#include "tests/unit/verifiers/environments/generated.h"

namespace referee {
inline namespace sudoku_check_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "sudoku_check";

// Solution        Puzzle (one empty cell per row, so one solution)
//   1 2 | 3 4       0 2 | 3 4
//   3 4 | 1 2       3 4 | 1 0
//   2 1 | 4 3       2 0 | 4 3
//   4 3 | 2 1       4 3 | 0 1
// 4 empty cells: the limit is 4 + 10 = 14, an illegal action costs 1/14.
constexpr char kPuzzle[] = R"({"n": 2, "m": 2,
  "grid": [[0, 2, 3, 4], [3, 4, 1, 0], [2, 0, 4, 3], [4, 3, 0, 1]],
  "solution": [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]})";

// The grid as the observations draw it, rows given as "a b | c d".
std::string Grid(const std::string& r1, const std::string& r2, const std::string& r3,
                 const std::string& r4) {
  return absl::StrCat("     1 2   3 4\n   +-----+-----+\n 1 | ", r1, " |\n 2 | ", r2,
                      " |\n   +-----+-----+\n 3 | ", r3, " |\n 4 | ", r4, " |\n   +-----+-----+");
}

TEST(SudokuCheckTest, ThePromptShowsTheGrid) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kPuzzle);
  ASSERT_NE(problem, nullptr);
  const std::string prompt = problem->task().DefaultPrompt(*problem);
  EXPECT_NE(prompt.find("You have 14 turns"), std::string::npos);
  EXPECT_NE(prompt.find(absl::StrCat("4 empty cells remain.\n",
                                     Grid("0 2 | 3 4", "3 4 | 1 0", "2 0 | 4 3", "4 3 | 0 1"))),
            std::string::npos)
      << prompt;
}

TEST(SudokuCheckTest, TurnsOfAnEpisode) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kPuzzle);
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns = testing::PlayEpisode(
      *problem,
      {"check", "set 1 1 2", "CHECK", "set 1 2 1", "clear 2 4", "set 1 1 1", "set 2 4 5",
       "set 5 1 1", "fill 2 4 2", "set 2 4 2", "set 3 2 1", "set 4 3 3", "clear 4 3", "set 4,3,2"});
  ASSERT_EQ(turns.size(), 14u);
  const double penalty = -1.0 / 14;
  EXPECT_EQ(turns[0].observation,
            "Check: 0 conflicts (pairs of equal numbers sharing a row, a column or a box, "
            "counted once for each they share); 4 empty cells remain.");
  EXPECT_EQ(turns[0].reward, 0);
  // A 2 at (1, 1) meets the 2 at (1, 2) (same row and box: 2 conflicts)
  // and the 2 at (3, 1) (same column: 1).
  EXPECT_EQ(turns[1].observation,
            absl::StrCat("Wrote 2 at row 1, column 1. 3 empty cells remain.\n",
                         Grid("2 2 | 3 4", "3 4 | 1 0", "2 0 | 4 3", "4 3 | 0 1")));
  EXPECT_EQ(turns[1].reward, 0);
  EXPECT_EQ(turns[2].observation,
            "Check: 3 conflicts (pairs of equal numbers sharing a row, a column or a box, "
            "counted once for each they share); 3 empty cells remain.");
  EXPECT_EQ(turns[3].observation, "Row 1, column 2 holds the given number 2, which cannot change.");
  EXPECT_DOUBLE_EQ(turns[3].reward, penalty);
  EXPECT_EQ(turns[4].observation, "Row 2, column 4 is already empty.");
  EXPECT_DOUBLE_EQ(turns[4].reward, penalty);
  // Overwriting its own 2.
  EXPECT_EQ(turns[5].observation,
            absl::StrCat("Wrote 1 at row 1, column 1. 3 empty cells remain.\n",
                         Grid("1 2 | 3 4", "3 4 | 1 0", "2 0 | 4 3", "4 3 | 0 1")));
  EXPECT_EQ(turns[6].observation, "5 is not a number of this grid: use 1..4.");
  EXPECT_DOUBLE_EQ(turns[6].reward, penalty);
  EXPECT_EQ(turns[7].observation, "Row 5, column 1 is off the grid (rows and columns 1..4).");
  EXPECT_EQ(turns[8].observation,
            "Not an action: write `set r c v`, `clear r c` or `check`, with r, c and v in 1..4.");
  EXPECT_DOUBLE_EQ(turns[8].reward, penalty);
  EXPECT_EQ(turns[10].observation,
            absl::StrCat("Wrote 1 at row 3, column 2. 1 empty cell remains.\n",
                         Grid("1 2 | 3 4", "3 4 | 1 2", "2 1 | 4 3", "4 3 | 0 1")));
  // Full, but the 3 at (4, 3) repeats row 4's 3.
  EXPECT_EQ(turns[11].observation,
            absl::StrCat("Wrote 3 at row 4, column 3. The grid is full but it is not a solution.\n",
                         Grid("1 2 | 3 4", "3 4 | 1 2", "2 1 | 4 3", "4 3 | 3 1")));
  EXPECT_FALSE(turns[11].done);
  EXPECT_EQ(turns[12].observation,
            absl::StrCat("Cleared row 4, column 3. 1 empty cell remains.\n",
                         Grid("1 2 | 3 4", "3 4 | 1 2", "2 1 | 4 3", "4 3 | 0 1")));
  EXPECT_EQ(turns[13].observation,
            absl::StrCat("Wrote 2 at row 4, column 3. The grid is full and breaks no rule: "
                         "solved!\n",
                         Grid("1 2 | 3 4", "3 4 | 1 2", "2 1 | 4 3", "4 3 | 2 1")));
  EXPECT_EQ(turns[13].reward, 1);
  EXPECT_TRUE(turns[13].done && turns[13].correct);
}

// Conflicts count pairs once per unit they share: three 1s in a row are 3
// pairs in that row.
TEST(SudokuCheckTest, ConflictsArePairsPerUnit) {
  PreparedProblemPtr problem = testing::GameInstance(kName, R"({"n": 2, "m": 2,
    "grid": [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
    "solution": [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]})");
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns =
      testing::PlayEpisode(*problem, {"set 1 1 1", "set 1 3 1", "set 1 4 1", "check"});
  ASSERT_EQ(turns.size(), 4u);
  // (1,3)-(1,4) share the row and a box: 2; (1,1)-(1,3) and (1,1)-(1,4)
  // only the row: 1 each.
  EXPECT_EQ(turns[3].observation,
            "Check: 4 conflicts (pairs of equal numbers sharing a row, a column or a box, "
            "counted once for each they share); 13 empty cells remain.");
}

TEST(SudokuCheckTest, ScoreReadsTheActionsOfTheAnswer) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kPuzzle);
  ASSERT_NE(problem, nullptr);
  auto score = [&](absl::string_view output) { return testing::ScoreAnswer(*problem, output); };
  EXPECT_EQ(score("<answer>set 1 1 1\nset 2 4 2\nset 3 2 1\nset 4 3 2</answer>").score, 1);
  EXPECT_DOUBLE_EQ(
      score("<answer>check\nset 1 1 1\nset 2 4 2\nset 3 2 1\nset 1 2 2\nset 4 3 2</answer>").score,
      1 - 1.0 / 14);
  // The last number wrong: full, unsolved, 0.
  EXPECT_EQ(score("<answer>set 1 1 1\nset 2 4 2\nset 3 2 1\nset 4 3 3</answer>").score, 0);
  EXPECT_FALSE(score("<answer>set 1 1 1\nset 2 4 2\nset 3 2 1\nset 4 3 3</answer>").correct);
  EXPECT_EQ(score("1 2 3 4").score, -1);
}

TEST(SudokuCheckTest, InstancesAreChecked) {
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, kPuzzle).ok());
  for (const char* bad : {
           // No empty cell.
           R"({"n": 2, "m": 2, "grid": [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]],
               "solution": [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]})",
           // A repeat among the givens.
           R"({"n": 2, "m": 2, "grid": [[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
               "solution": [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]})",
           // The solution disagrees with a given; the solution breaks a rule.
           R"({"n": 2, "m": 2, "grid": [[2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
               "solution": [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]})",
           R"({"n": 2, "m": 2, "grid": [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
               "solution": [[1, 2, 3, 4], [1, 2, 3, 4], [2, 1, 4, 3], [4, 3, 2, 1]]})",
           // 16x16 is past this game's 9x9; a number out of range; the
           // wrong shape; missing and extra fields.
           R"({"n": 4, "m": 4, "grid": [[0]], "solution": [[1]]})",
           R"({"n": 2, "m": 2, "grid": [[0, 2, 3, 5], [3, 4, 1, 0], [2, 0, 4, 3], [4, 3, 0, 1]],
               "solution": [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]})",
           R"({"n": 2, "m": 2, "grid": [[0, 2, 3, 4], [3, 4, 1, 0], [2, 0, 4, 3]],
               "solution": [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]})",
           R"({"n": 2, "m": 2, "grid": [[0, 2, 3, 4], [3, 4, 1, 0], [2, 0, 4, 3], [4, 3, 0, 1]]})",
           R"({"n": 2, "m": 2, "grid": [[0, 2, 3, 4], [3, 4, 1, 0], [2, 0, 4, 3], [4, 3, 0, 1]],
               "solution": [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]], "k": 1})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, bad);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << bad;
    EXPECT_NE(status.message().find("environment.instance"), std::string::npos) << status;
  }
}

TEST(SudokuCheckTest, TurnLimitFollowsTheLevel) {
  const TaskType* task = testing::TestCatalog().tasks.Find(kName);
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxTurns(0), 20);  // At most 10 empty + 10.
  EXPECT_EQ(task->MaxTurns(4), 66);  // At most 56 empty + 10.
}

// Every completion of a 4x4 grid, by plain backtracking in reading order.
int CountCompletions(std::vector<int64_t>& cells, size_t at) {
  while (at < cells.size() && cells[at] != 0) ++at;
  if (at == cells.size()) return 1;
  const size_t r = at / 4, c = at % 4;
  int total = 0;
  for (int64_t v = 1; v <= 4; ++v) {
    bool ok = true;
    for (size_t k = 0; k < 16 && ok; ++k) {
      const size_t kr = k / 4, kc = k % 4;
      const bool shares = kr == r || kc == c || (kr / 2 == r / 2 && kc / 2 == c / 2);
      ok = !(shares && k != at && cells[k] == v);
    }
    if (!ok) continue;
    cells[at] = v;
    total += CountCompletions(cells, at + 1);
    cells[at] = 0;
  }
  return total;
}

TEST(SudokuCheckTest, GeneratedPuzzlesHaveOneSolution) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 0, 60)) {
    std::vector<int64_t> cells, solution;
    for (const auto& row : g.IntRows("grid")) cells.insert(cells.end(), row.begin(), row.end());
    for (const auto& row : g.IntRows("solution")) {
      solution.insert(solution.end(), row.begin(), row.end());
    }
    ASSERT_EQ(cells.size(), 16u);
    int empty = 0;
    for (size_t i = 0; i < 16; ++i) {
      if (cells[i] == 0) {
        ++empty;
      } else {
        EXPECT_EQ(cells[i], solution[i]) << g.Where();
      }
    }
    EXPECT_GE(empty, 1) << g.Where();
    EXPECT_LE(empty, 10) << g.Where();
    std::vector<int64_t> filled = solution;
    EXPECT_EQ(CountCompletions(filled, 0), 1) << g.Where() << " (the solution is a grid)";
    EXPECT_EQ(CountCompletions(cells, 0), 1) << g.Where();
  }
}

std::string RandomAction(tasks::Rng& rng) {
  const std::string r = std::to_string(rng.Uniform(0, 10)), c = std::to_string(rng.Uniform(0, 10));
  switch (rng.Uniform(0, 5)) {
    case 0:
      return "check";
    case 1:
      return "clear " + r + " " + c;
    default:
      return "set " + r + " " + c + " " + std::to_string(rng.Uniform(0, 10));
  }
}

TEST(SudokuCheckTest, ReferenceSolvesEveryLevel) { testing::ExpectReferenceSolves(kName, 4, 6); }

TEST(SudokuCheckTest, RandomPlayIsSafe) {
  testing::ExpectRandomPlayIsSafe(kName, 4, 8, RandomAction);
}

TEST(SudokuCheckTest, ReplayIsDeterministic) {
  testing::ExpectReplayIsDeterministic(kName, 4, 3, RandomAction);
}

}  // namespace
}  // namespace sudoku_check_test_cc
}  // namespace referee
