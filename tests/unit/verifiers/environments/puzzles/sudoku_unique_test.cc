// Sudoku with a unique solution on the puzzle ladder (puzzle_ladder.h): -1
// unparseable, wrong shape or a token not in 1..NM; 1 for any valid
// completion keeping the givens; else c^power (power 3), c the weighted
// fraction of cells equal to the solution (empty cells weigh 2, givens 1).
// Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace sudoku_unique_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

class SudokuUniqueTest : public testing::VerifierTableTest {};

// The solution            the grid (row 1 empty: each column misses one
//   1 2 3 4               number, so the row is forced)
//   3 4 1 2                 0 0 0 0
//   2 1 4 3                 3 4 1 2
//   4 3 2 1                 2 1 4 3
//                           4 3 2 1
// Weights: 4 empty cells x 2 + 12 givens x 1 = 20.
const char kProblem[] = R"({"id": "s", "environment": {"name": "sudoku_unique",
    "instance": {"n": 2, "m": 2,
                 "grid": [[0, 0, 0, 0], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]],
                 "solution": [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3],
                              [4, 3, 2, 1]]}}})";

TEST_F(SudokuUniqueTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("sudoku_unique", *problem,
        {{"<answer>1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1</answer>", 1, true, true},
         {"<answer>\n1 2 3 4\n\n 3 4 1 2 \n2\t1 4 3\n4 3 2 1\n</answer>", 1,
          true, true},
         {"\\boxed{1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1}", 1, true, true},
         // Two digits are fine.
         {"<answer>01 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1</answer>", 1, true,
          true},
         // 2 and 1 swapped in row 1: column 1 holds 2 twice. Two empty
         // cells wrong: (20 - 4) / 20 = 0.8, ^3 = 0.512.
         {"<answer>2 1 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1</answer>", 0.512, false,
          true},
         // A 3 twice in row 1: one empty cell wrong, 18/20 = 0.9, ^3.
         {"<answer>1 2 3 3\n3 4 1 2\n2 1 4 3\n4 3 2 1</answer>", 0.729, false,
          true},
         // Rows 1 and 2 swapped: a valid Sudoku, but the givens of row 2
         // changed. Matches: rows 3 and 4 only, 8 givens of weight 1: 8/20
         // = 0.4, ^3 = 0.064.
         {"<answer>3 4 1 2\n1 2 3 4\n2 1 4 3\n4 3 2 1</answer>", 0.064, false,
          true},
         {"<answer>1 2 3 5\n3 4 1 2\n2 1 4 3\n4 3 2 1</answer>", -1, false,
          false},  // 5 > NM.
         {"<answer>1 2 3 0\n3 4 1 2\n2 1 4 3\n4 3 2 1</answer>", -1, false,
          false},
         {"<answer>1 2 3 +4\n3 4 1 2\n2 1 4 3\n4 3 2 1</answer>", -1, false,
          false},
         {"<answer>1 2 3 004\n3 4 1 2\n2 1 4 3\n4 3 2 1</answer>", -1, false,
          false},  // Three characters.
         {"<answer>1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 1</answer>", -1, false,
          false},  // One line.
         {"<answer>1 2 3 4\n3 4 1 2\n2 1 4 3</answer>", -1, false, false},
         {"<answer>1,2,3,4\n3,4,1,2\n2,1,4,3\n4,3,2,1</answer>", -1, false,
          false},
         {"1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1", -1, false, false}});  // No tag.
  Check("sudoku_unique", *problem,
        {{"<answer>2 1 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1</answer>", 0.8, false,
          true}},
        R"({"power": 1})");
}

TEST_F(SudokuUniqueTest, PowerMustBePositive) {
  EXPECT_FALSE(ParamError("sudoku_unique", R"({"power": 0})").ok());
  EXPECT_TRUE(ParamError("sudoku_unique", R"({"power": 1.5})").ok());
}

// Emptying the 2/4 rectangle of rows 3-4, columns 1 and 3 leaves two
// completions (2 4 / 4 2 and 4 2 / 2 4: rows 3-4 share a band, columns 1
// and 3 lie in different stacks). An explicit instance is not re-checked
// for uniqueness: the other completion earns full credit too.
TEST_F(SudokuUniqueTest, AnyValidCompletionIsCorrect) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "two", "environment": {"name": "sudoku_unique", "instance":
          {"n": 2, "m": 2,
           "grid": [[1, 2, 3, 4], [3, 4, 1, 2], [0, 1, 0, 3], [0, 3, 0, 1]],
           "solution": [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3],
                        [4, 3, 2, 1]]}}})");
  ASSERT_NE(problem, nullptr);
  Check("sudoku_unique", *problem,
        {{"<answer>1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1</answer>", 1, true, true},
         {"<answer>1 2 3 4\n3 4 1 2\n4 1 2 3\n2 3 4 1</answer>", 1, true, true},
         // 2 in all four rectangle cells (row 3 holds 2 twice): it matches
         // the stored solution at (3,1) and (4,3) only, 12 givens + 2 x 2
         // = 16 of 12 + 4 x 2 = 20, 0.8^3 = 0.512.
         {"<answer>1 2 3 4\n3 4 1 2\n2 1 2 3\n2 3 2 1</answer>", 0.512, false,
          true}});
}

TEST_F(SudokuUniqueTest, Prompt) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "Solve this Sudoku puzzle. The grid has 4 rows and 4 columns, "
            "divided into boxes of 2 rows by 2 columns. Fill every empty cell "
            "(shown as 0) with a number from 1 to 4 so that every row, every "
            "column and every box contains each number from 1 to 4 exactly "
            "once. The given numbers stay as they are; the puzzle has exactly "
            "one solution.\n"
            "Rows are listed top to bottom, numbers separated by spaces:\n"
            "0 0 0 0\n3 4 1 2\n2 1 4 3\n4 3 2 1\n"
            "\n"
            "Output Format: your final answer is the completed grid inside "
            "<answer> </answer> tags: 4 lines of 4 numbers separated by "
            "spaces, row by row from the top, the first number of the first "
            "line being the top-left cell.");
}


TEST(SudokuUniqueInstanceTest, RejectsBadInstances) {
  const std::string solution =
      R"("solution": [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]])";
  const std::string grid =
      R"("grid": [[0, 0, 0, 0], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]])";
  EXPECT_TRUE(
      testing::PrepareInstanceStatus("sudoku_unique", "{\"n\": 2, \"m\": 2, " + grid + ", " + solution + "}").ok());
  for (const std::string& instance : std::vector<std::string>{
           "{\"n\": 2, \"m\": 2, " + grid + "}",  // No solution.
           "{\"n\": 2, \"m\": 2, " + solution + "}",  // No grid.
           "{\"n\": 2, \"m\": 2, " + grid + ", " + solution + ", \"x\": 1}",
           "{\"n\": 2, \"m\": 3, " + grid + ", " + solution + "}",  // 6 wide.
           "{\"n\": 1, \"m\": 1, \"grid\": [[0]], \"solution\": [[1]]}",
           "{\"n\": 4, \"m\": 5, " + grid + ", " + solution + "}",  // 20 > 16.
           "{\"n\": 0, \"m\": 2, " + grid + ", " + solution + "}",
           // Grid: a 5, a repeat in a row, a given 4 where the solution
           // has 1, a repeat in a box, 3 rows.
           std::string(R"({"n": 2, "m": 2, "grid": [[5, 0, 0, 0], [3, 4, 1, 2],
               [2, 1, 4, 3], [4, 3, 2, 1]], )") + solution + "}",
           std::string(R"({"n": 2, "m": 2, "grid": [[1, 0, 0, 1], [3, 4, 1, 2],
               [2, 1, 4, 3], [4, 3, 2, 1]], )") + solution + "}",
           std::string(R"({"n": 2, "m": 2, "grid": [[4, 0, 0, 0], [0, 0, 0, 0],
               [0, 0, 0, 0], [0, 0, 0, 0]], )") + solution + "}",
           std::string(R"({"n": 2, "m": 2, "grid": [[1, 0, 0, 0], [0, 1, 0, 0],
               [0, 0, 0, 0], [0, 0, 0, 0]], )") + solution + "}",
           std::string(R"({"n": 2, "m": 2, "grid": [[0, 0, 0, 0], [3, 4, 1, 2],
               [2, 1, 4, 3]], )") + solution + "}",
           // Solution: a 0, a repeat (columns 1 and 2 of row 1 swapped
           // breaks the columns), differs from a given.
           "{\"n\": 2, \"m\": 2, " + grid +
               R"(, "solution": [[0, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3],
                   [4, 3, 2, 1]]})",
           "{\"n\": 2, \"m\": 2, " + grid +
               R"(, "solution": [[2, 1, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3],
                   [4, 3, 2, 1]]})",
           std::string(R"({"n": 2, "m": 2, "grid": [[2, 0, 0, 0], [0, 0, 0, 0],
               [0, 0, 0, 0], [0, 0, 0, 0]], )") + solution + "}",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("sudoku_unique", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
}

// Completions of `cells` (row-major, 0 empty) up to 2, by plain
// backtracking in row-major order: an independent check of the generator's
// counter.
int NaiveCount(std::vector<int64_t>& cells, int64_t n, int64_t m) {
  const int64_t side = n * m;
  int count = 0;
  std::function<void(int64_t)> fill = [&](int64_t i) {
    if (count >= 2) return;
    while (i < side * side && cells[static_cast<size_t>(i)] != 0) ++i;
    if (i == side * side) {
      ++count;
      return;
    }
    const int64_t r = i / side, c = i % side;
    for (int64_t v = 1; v <= side; ++v) {
      bool free = true;
      for (int64_t k = 0; k < side && free; ++k) {
        const int64_t br = (r / n) * n + k / m, bc = (c / m) * m + k % m;
        free = cells[static_cast<size_t>(r * side + k)] != v &&
               cells[static_cast<size_t>(k * side + c)] != v &&
               cells[static_cast<size_t>(br * side + bc)] != v;
      }
      if (!free) continue;
      cells[static_cast<size_t>(i)] = v;
      fill(i + 1);
      cells[static_cast<size_t>(i)] = 0;
    }
  };
  fill(0);
  return count;
}

// Level d has boxes 2x2, 2x3, 3x3, 3x4, 4x4 (a non-square box either way
// round); the grid keeps the solution's givens; the puzzle has exactly one
// solution (checked by the naive counter up to 9 x 9).
TEST(SudokuUniqueInstanceTest, GeneratedSizesAndUniqueness) {
  const TaskType* task = testing::TestCatalog().tasks.Find("sudoku_unique");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 4);
  const int64_t kSmall[] = {2, 2, 3, 3, 4};
  const int64_t kLarge[] = {2, 3, 3, 4, 4};
  for (int d = 0; d <= 4; ++d) {
    for (uint64_t seed = 0; seed < 5; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      const int64_t n = static_cast<int64_t>(fields.at("n").number_value());
      const int64_t m = static_cast<int64_t>(fields.at("m").number_value());
      EXPECT_EQ(std::min(n, m), kSmall[d]);
      EXPECT_EQ(std::max(n, m), kLarge[d]);
      const int64_t side = n * m;
      std::vector<int64_t> grid, solution;
      int64_t empty = 0;
      for (const char* name : {"grid", "solution"}) {
        for (const auto& row : fields.at(name).list_value().values()) {
          for (const auto& v : row.list_value().values()) {
            (name[0] == 'g' ? grid : solution)
                .push_back(static_cast<int64_t>(v.number_value()));
          }
        }
      }
      ASSERT_EQ(grid.size(), static_cast<size_t>(side * side));
      for (size_t i = 0; i < grid.size(); ++i) {
        empty += grid[i] == 0;
        if (grid[i] != 0) {
          EXPECT_EQ(grid[i], solution[i]);
        }
      }
      EXPECT_GE(empty, side) << d << " " << seed;  // Far more, in fact.
      problem->set_id("g");
      EXPECT_TRUE(testing::TestCatalog().tasks.Prepare(*problem).ok());
      if (side <= 9) {
        EXPECT_EQ(NaiveCount(grid, n, m), 1) << d << " " << seed;
      }
    }
  }
}

}  // namespace
}  // namespace sudoku_unique_test_cc
}  // namespace referee
