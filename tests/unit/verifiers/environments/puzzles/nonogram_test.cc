// The Nonogram puzzle ladder (seed 004): -1 unparseable, not R lines of C
// cells 0/1; 1 a board meeting every clue; else c^power, c the fraction of
// cells equal to the solution (the board starts blank: all cells weigh 2);
// the prompt; the instance checks; and the generator's ladder and
// uniqueness (checked by brute force for small grids).
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace nonogram_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;
using testing::Case;

class NonogramTest : public testing::VerifierTableTest {};

// Solution 1 0 1 / 1 1 0 / 0 1 0: rows [1 1], [2], [1]; columns [2], [2],
// [1]. Unique: row 0 "1 1" in 3 cells is 1 0 1; column 2 "1" then leaves
// (1,2), (2,2) white and column 0 "2" makes (1,0) black, (2,0) white; row 1
// "2" is 1 1 0; column 1 "2" (white at the top) is rows 1-2; row 2 is 0 1 0.
// Every cell weighs 2 (nothing is given), so c = matching cells / 9.
const char kProblem[] = R"({"id": "n", "environment": {"name": "nonogram",
    "instance": {"rows": 3, "columns": 3,
                 "solution": [[1, 0, 1], [1, 1, 0], [0, 1, 0]]}}})";

TEST_F(NonogramTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("nonogram", *problem,
        {{"<answer>1 0 1\n1 1 0\n0 1 0</answer>", 1, true, true},
         {"<answer>\r\n\n 1 0\t1 \r\n\r\n1 1 0\r\n0 1 0\r\n\n</answer>", 1,
          true, true},
         {"\\boxed{1 0 1\n1 1 0\n0 1 0}", 1, true, true},
         // All white: the solution's 4 white cells match.
         {"<answer>0 0 0\n0 0 0\n0 0 0</answer>", std::pow(4.0 / 9, 3), false,
          true},
         // All black: its 5 black cells match.
         {"<answer>1 1 1\n1 1 1\n1 1 1</answer>", std::pow(5.0 / 9, 3), false,
          true},
         // (2,2) black: row 2 reads [2], not [1]; the other 8 cells match.
         {"<answer>1 0 1\n1 1 0\n0 1 1</answer>", std::pow(8.0 / 9, 3), false,
          true},
         // Rows 1 and 2 swapped (rows 1 and 2 read [1] and [2]): row 0
         // matches (3 cells), row 1 0 1 0 against 1 1 0 matches at columns 1
         // and 2, row 2 1 1 0 against 0 1 0 too: 3 + 2 + 2 = 7.
         {"<answer>1 0 1\n0 1 0\n1 1 0</answer>", std::pow(7.0 / 9, 3), false,
          true},
         // Unparseable: tokens other than 0 and 1, the wrong shape, no final
         // answer.
         {"<answer>1 0 1\n1 1 0\n0 1 2</answer>", -1, false, false},
         {"<answer>1 0 1\n1 1 0\n0 1 01</answer>", -1, false, false},
         {"<answer>1 0 1\n1 1 0\n0 1 -0</answer>", -1, false, false},
         {"<answer># . #\n# # .\n. # .</answer>", -1, false, false},
         {"<answer>101\n110\n010</answer>", -1, false, false},
         {"<answer>1 0 1 1 1 0 0 1 0</answer>", -1, false, false},
         {"<answer>1 0 1\n1 1 0</answer>", -1, false, false},
         {"<answer>1 0 1\n1 1 0\n0 1 0\n0 0 0</answer>", -1, false, false},
         {"<answer>1 0 1\n1 1 0\n0 1 0 0</answer>", -1, false, false},
         {"<answer></answer>", -1, false, false},
         {"1 0 1\n1 1 0\n0 1 0", -1, false, false}});
  // power = 1: the fraction itself.
  Check("nonogram", *problem,
        {{"<answer>1 0 1\n1 1 0\n0 1 1</answer>", 8.0 / 9, false, true}},
        R"({"power": 1})");
}

TEST_F(NonogramTest, PowerMustBePositive) {
  EXPECT_FALSE(ParamError("nonogram", R"({"power": 0})").ok());
  EXPECT_FALSE(ParamError("nonogram", R"({"power": -1})").ok());
  EXPECT_TRUE(ParamError("nonogram", R"({"power": 0.5})").ok());
}

// Any board meeting the clues is correct, the stored solution or not: the
// clues of 1 1 0 / 0 1 1 / 0 0 1 (rows [2], [2], [1]; columns [1], [2], [2])
// are also met by 0 1 1 / 0 1 1 / 1 0 0.
TEST_F(NonogramTest, AnyBoardMeetingTheCluesIsCorrect) {
  CheckInstance("nonogram",
                R"({"rows": 3, "columns": 3, "solution": [[1, 1, 0], [0, 1, 1], [0, 0, 1]]})",
                {{"<answer>1 1 0\n0 1 1\n0 0 1</answer>", 1, true, true},
                 {"<answer>0 1 1\n0 1 1\n1 0 0</answer>", 1, true, true}});
}

TEST_F(NonogramTest, Prompt) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "nonogram",
          "instance": {"rows": 2, "columns": 3,
                       "solution": [[1, 0, 1], [0, 0, 0]]}}})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "Solve a Nonogram puzzle (Simon Tatham's \"Pattern\") on a grid of "
            "2 rows and 3 columns. Colour every cell black or white so that, "
            "in every row and every column, the runs of consecutive black "
            "cells have exactly the lengths in that line's clue, in order "
            "(left to right for rows, top to bottom for columns), separated "
            "by at least one white cell. A clue of 0 means the line is all "
            "white. Rows and columns are numbered from 0.\n"
            "\n"
            "Row clues (top to bottom):\n"
            "Row 0: 1 1\n"
            "Row 1: 0\n"
            "\n"
            "Column clues (left to right):\n"
            "Column 0: 1\n"
            "Column 1: 0\n"
            "Column 2: 1\n"
            "\n"
            "**Output Format:**\n"
            "Your final answer should contain 2 lines, each with 3 numbers "
            "separated by spaces, inside <answer> </answer> tags: the grid row "
            "by row, top to bottom, 1 for a black cell and 0 for a white "
            "one.");
}


TEST(NonogramInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"columns": 2, "solution": [[1, 0]]})",  // No rows.
           R"({"rows": 1, "solution": [[1, 0]]})",     // No columns.
           R"({"rows": 1, "columns": 2})",             // No solution.
           R"({"rows": 1, "columns": 2, "solution": [[1, 0]], "typo": 1})",
           R"({"rows": 0, "columns": 2, "solution": []})",
           R"({"rows": 33, "columns": 1, "solution": [[1]]})",
           R"({"rows": 1, "columns": 33, "solution": [[1]]})",
           R"({"rows": 1.5, "columns": 2, "solution": [[1, 0]]})",
           R"({"rows": 1, "columns": 2, "solution": [[1, 2]]})",
           R"({"rows": 1, "columns": 2, "solution": [[1, -1]]})",
           R"({"rows": 2, "columns": 2, "solution": [[1, 0]]})",  // 1 row.
           R"({"rows": 1, "columns": 2, "solution": [[1, 0], [0, 1]]})",
           R"({"rows": 1, "columns": 2, "solution": [[1, 0, 1]]})",
           R"({"rows": 1, "columns": 2, "solution": [1, 0]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("nonogram", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("nonogram", R"({"rows": 1, "columns": 2, "solution": [[1, 0]]})")
                  .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("nonogram", R"({"rows": 2, "columns": 1, "solution": [[0], [0]]})")
                  .ok());
}

std::vector<int> Runs(const std::vector<int>& line) {
  std::vector<int> runs;
  int run = 0;
  for (int v : line) {
    if (v != 0) {
      ++run;
    } else if (run > 0) {
      runs.push_back(run);
      run = 0;
    }
  }
  if (run > 0) runs.push_back(run);
  return runs;
}

// Boards with the row and column runs of `solution` (rows x columns),
// counted up to 2 by trying every row pattern with its row's runs.
int CountBoards(const std::vector<std::vector<int>>& solution) {
  const size_t rows = solution.size(), columns = solution[0].size();
  std::vector<std::vector<std::vector<int>>> patterns(rows);
  for (size_t r = 0; r < rows; ++r) {
    for (uint32_t bits = 0; bits < (1u << columns); ++bits) {
      std::vector<int> line(columns);
      for (size_t c = 0; c < columns; ++c) line[c] = (bits >> c) & 1;
      if (Runs(line) == Runs(solution[r])) patterns[r].push_back(line);
    }
  }
  std::vector<size_t> choice(rows, 0);
  int found = 0;
  while (found < 2) {
    bool ok = true;
    for (size_t c = 0; c < columns && ok; ++c) {
      std::vector<int> mine, want;
      for (size_t r = 0; r < rows; ++r) {
        mine.push_back(patterns[r][choice[r]][c]);
        want.push_back(solution[r][c]);
      }
      ok = Runs(mine) == Runs(want);
    }
    found += ok ? 1 : 0;
    size_t r = 0;  // The next combination, odometer style.
    while (r < rows && ++choice[r] == patterns[r].size()) choice[r++] = 0;
    if (r == rows) break;
  }
  return found;
}

// Level d has 4 + floor(d/2) rows and 4 + floor((d+1)/2) columns; the
// solution is stored (and printed as the reference) and, up to 5 × 6 (brute
// force), is the only board with its clues.
TEST(NonogramInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("nonogram");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 20);
  for (int d : {0, 1, 2, 3, 6, 12, 20}) {
    for (uint64_t seed = 0; seed < 8; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      const int rows = static_cast<int>(fields.at("rows").number_value());
      const int columns = static_cast<int>(fields.at("columns").number_value());
      EXPECT_EQ(rows, 4 + d / 2);
      EXPECT_EQ(columns, 4 + (d + 1) / 2);
      std::vector<std::vector<int>> solution;
      std::string reference = "<answer>";
      for (const auto& row : fields.at("solution").list_value().values()) {
        solution.emplace_back();
        for (const auto& v : row.list_value().values()) {
          solution.back().push_back(static_cast<int>(v.number_value()));
        }
        ASSERT_EQ(solution.back().size(), static_cast<size_t>(columns));
        for (int i = 0; i < columns; ++i) {
          reference += std::to_string(solution.back()[i]);
          reference += i + 1 < columns ? " " : "\n";
        }
      }
      ASSERT_EQ(solution.size(), static_cast<size_t>(rows));
      reference.back() = '<';
      reference += "/answer>";
      EXPECT_EQ(problem->reference_output(), reference);
      problem->set_id("g");
      EXPECT_TRUE(testing::TestCatalog().tasks.Prepare(*problem).ok());
      if (d <= 3) {
        EXPECT_EQ(CountBoards(solution), 1) << d << " " << seed;
      }
    }
  }
}

}  // namespace
}  // namespace nonogram_test_cc
}  // namespace referee
