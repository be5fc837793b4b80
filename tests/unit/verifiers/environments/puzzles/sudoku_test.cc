// The Sudoku ladder (RLVE): -1 unparseable or not NM lines of NM integers,
// -0.5 out of range or a given changed, 0 a rule broken, else 1; the box
// orientation (N rows by M columns); and the instance checks.
#include <algorithm>
#include <cstdint>
#include <string>

#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace sudoku_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;
using testing::Case;

class SudokuTest : public testing::VerifierTableTest {};

// 6 × 6 with boxes of 2 rows by 3 columns. Solution:
//   1 2 3 4 5 6
//   4 5 6 1 2 3
//   2 3 4 5 6 1
//   5 6 1 2 3 4
//   3 4 5 6 1 2
//   6 1 2 3 4 5
// with one cell per row emptied: (0,0)=1 (1,4)=2 (2,2)=4 (3,5)=4 (4,1)=4
// (5,3)=3, so the solution is unique.
const char kProblem[] = R"({"id": "s", "environment": {"name": "sudoku",
    "instance": {"n": 2, "m": 3, "grid": [
        [0, 2, 3, 4, 5, 6],
        [4, 5, 6, 1, 0, 3],
        [2, 3, 0, 5, 6, 1],
        [5, 6, 1, 2, 3, 0],
        [3, 0, 5, 6, 1, 2],
        [6, 1, 2, 0, 4, 5]]}}})";

const char kSolved[] = R"(<answer>
1 2 3 4 5 6
4 5 6 1 2 3
2 3 4 5 6 1
5 6 1 2 3 4
3 4 5 6 1 2
6 1 2 3 4 5
</answer>)";

TEST_F(SudokuTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("sudoku", *problem,
        {{kSolved, 1, true, true},
         // Blank lines, CRLF and padding are ignored.
         {"<answer>\r\n\r\n  1 2 3 4 5 6  \r\n4 5 6 1 2 3\r\n\n2 3 4 5 6 1\r\n"
          "5 6 1 2 3 4\r\n3\t4 5 6 1 2\r\n6 1 2 3 4 5\r\n\n</answer>",
          1, true, true},
         {"\\boxed{1 2 3 4 5 6\n4 5 6 1 2 3\n2 3 4 5 6 1\n5 6 1 2 3 4\n"
          "3 4 5 6 1 2\n6 1 2 3 4 5}",
          1, true, true},
         // The empty (0,0) as 2: givens kept, row 0 has 2 twice.
         {"<answer>2 2 3 4 5 6\n4 5 6 1 2 3\n2 3 4 5 6 1\n5 6 1 2 3 4\n"
          "3 4 5 6 1 2\n6 1 2 3 4 5</answer>",
          0, false, true},
         // The given 2 at (0,1) changed to 1.
         {"<answer>2 1 3 4 5 6\n4 5 6 1 2 3\n2 3 4 5 6 1\n5 6 1 2 3 4\n"
          "3 4 5 6 1 2\n6 1 2 3 4 5</answer>",
          -0.5, false, true},
         // Out of 1..6 in an empty cell: 0, 7, too large for 64 bits.
         {"<answer>0 2 3 4 5 6\n4 5 6 1 2 3\n2 3 4 5 6 1\n5 6 1 2 3 4\n"
          "3 4 5 6 1 2\n6 1 2 3 4 5</answer>",
          -0.5, false, true},
         {"<answer>7 2 3 4 5 6\n4 5 6 1 2 3\n2 3 4 5 6 1\n5 6 1 2 3 4\n"
          "3 4 5 6 1 2\n6 1 2 3 4 5</answer>",
          -0.5, false, true},
         {"<answer>99999999999999999999999 2 3 4 5 6\n4 5 6 1 2 3\n"
          "2 3 4 5 6 1\n5 6 1 2 3 4\n3 4 5 6 1 2\n6 1 2 3 4 5</answer>",
          -0.5, false, true},
         // A repeat in row 0 and, later, a 9 at (5,3): -0.5 outranks 0.
         {"<answer>2 2 3 4 5 6\n4 5 6 1 2 3\n2 3 4 5 6 1\n5 6 1 2 3 4\n"
          "3 4 5 6 1 2\n6 1 2 9 4 5</answer>",
          -0.5, false, true},
         // Wrong shapes.
         {"<answer>1 2 3 4 5 6\n4 5 6 1 2 3\n2 3 4 5 6 1\n5 6 1 2 3 4\n"
          "3 4 5 6 1 2</answer>",
          -1, false, false},
         {"<answer>1 2 3 4 5 6\n4 5 6 1 2 3\n2 3 4 5 6 1\n5 6 1 2 3 4\n"
          "3 4 5 6 1 2\n6 1 2 3 4 5\n1 2 3 4 5 6</answer>",
          -1, false, false},
         {"<answer>1 2 3 4 5\n4 5 6 1 2 3\n2 3 4 5 6 1\n5 6 1 2 3 4\n"
          "3 4 5 6 1 2\n6 1 2 3 4 5</answer>",
          -1, false, false},
         {"<answer>1 2 3 4 5 6 6\n4 5 6 1 2 3\n2 3 4 5 6 1\n5 6 1 2 3 4\n"
          "3 4 5 6 1 2\n6 1 2 3 4 5</answer>",
          -1, false, false},
         {"<answer>1 2 3 4 5 6 4 5 6 1 2 3 2 3 4 5 6 1 5 6 1 2 3 4 "
          "3 4 5 6 1 2 6 1 2 3 4 5</answer>",
          -1, false, false},  // All on one line.
         {"<answer>1,2,3,4,5,6\n4 5 6 1 2 3\n2 3 4 5 6 1\n5 6 1 2 3 4\n"
          "3 4 5 6 1 2\n6 1 2 3 4 5</answer>",
          -1, false, false},
         {"<answer></answer>", -1, false, false},
         {"<answer>\n\n</answer>", -1, false, false},
         {"1 2 3 4 5 6\n4 5 6 1 2 3\n2 3 4 5 6 1\n5 6 1 2 3 4\n"
          "3 4 5 6 1 2\n6 1 2 3 4 5",
          -1, false, false}});  // No tag.
}

// Rows of six zeros: no givens.
const char kEmptyGrid[] = R"([[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0]])";

// Boxes are n rows by m columns: kSolved is right for 2 × 3 boxes, but with
// 3 × 2 boxes its top-left box (1 2 / 4 5 / 2 3) holds 2 twice. Its
// transpose is right for 3 × 2 boxes.
TEST_F(SudokuTest, BoxesAreNRowsByMColumns) {
  const std::string two_by_three =
      std::string(R"({"id": "a", "environment": {"name": "sudoku",
          "instance": {"n": 2, "m": 3, "grid": )") + kEmptyGrid + "}}}";
  const std::string three_by_two =
      std::string(R"({"id": "b", "environment": {"name": "sudoku",
          "instance": {"n": 3, "m": 2, "grid": )") + kEmptyGrid + "}}}";
  const PreparedProblemPtr wide = testing::Prepare(two_by_three.c_str());
  const PreparedProblemPtr tall = testing::Prepare(three_by_two.c_str());
  ASSERT_NE(wide, nullptr);
  ASSERT_NE(tall, nullptr);
  const char kTransposed[] =
      "<answer>1 4 2 5 3 6\n2 5 3 6 4 1\n3 6 4 1 5 2\n4 1 5 2 6 3\n"
      "5 2 6 3 1 4\n6 3 1 4 2 5</answer>";
  Check("sudoku", *wide,
        {{kSolved, 1, true, true}, {kTransposed, 0, false, true}});
  Check("sudoku", *tall,
        {{kSolved, 0, false, true}, {kTransposed, 1, true, true}});
}

TEST(SudokuPromptTest, PromptText) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "sudoku", "instance": {
          "n": 1, "m": 2, "grid": [[0, 2], [2, 0]],
          "solution": [[1, 2], [2, 1]]}}})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "Complete this Sudoku, whose grid measures (1 × 2) × (2 × 1) = 2 "
            "× 2. Every cell must end up holding one of the numbers 1 to 2; "
            "a 0 marks a cell that is still blank. The starting grid:\n"
            "0 2\n"
            "2 0\n"
            "\n"
            "In the finished grid:\n"
            "- every row holds each of the numbers 1 to 2 exactly once;\n"
            "- every column holds each of the numbers 1 to 2 exactly once;\n"
            "- the grid splits into 2 × 1 boxes of 1 × 2 cells (1 rows by 2 "
            "columns each), and every box holds each of the numbers 1 to 2 "
            "exactly once.\n"
            "\n"
            "Answer with the whole filled-in grid laid out like the starting "
            "one — 2 lines, top row first, each giving that row's 2 numbers "
            "from left to right with spaces between them — enclosed in "
            "<answer> </answer> tags.");
}


TEST(SudokuInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"m": 2, "grid": [[0, 2], [2, 0]]})",         // No n.
           R"({"n": 1, "grid": [[0, 2], [2, 0]]})",         // No m.
           R"({"n": 1, "m": 2})",                           // No grid.
           R"({"n": 0, "m": 2, "grid": []})",
           R"({"n": 13, "m": 12, "grid": []})",             // n·m > 144.
           R"({"n": 145, "m": 1, "grid": []})",
           R"({"n": 1, "m": 2, "grid": [[0, 2], [2, 0]], "typo": 1})",
           R"({"n": 1, "m": 2, "grid": [[0, 2, 1], [2, 0, 1]]})",  // Width.
           R"({"n": 1, "m": 2, "grid": [[0, 2]]})",         // Too few rows.
           R"({"n": 1, "m": 2, "grid": [[0, 2], [2, 0], [0, 0]]})",
           R"({"n": 1, "m": 2, "grid": [[0, 3], [2, 0]]})",  // Out of 0..2.
           R"({"n": 1, "m": 2, "grid": [[0, -1], [2, 0]]})",
           R"({"n": 1, "m": 2, "grid": [[2, 2], [0, 0]]})",  // Row repeat.
           R"({"n": 1, "m": 2, "grid": [[2, 0], [2, 0]]})",  // Column repeat.
           // Box repeat only: 1 at (0,0) and (1,1), one 2 × 2 box.
           R"({"n": 2, "m": 2, "grid": [[1, 0, 0, 0], [0, 1, 0, 0],
               [0, 0, 0, 0], [0, 0, 0, 0]]})",
           // Solutions: an empty cell, a repeat, a changed given, too short.
           R"({"n": 1, "m": 2, "grid": [[0, 2], [2, 0]],
               "solution": [[0, 2], [2, 0]]})",
           R"({"n": 1, "m": 2, "grid": [[0, 0], [0, 0]],
               "solution": [[1, 2], [1, 2]]})",
           R"({"n": 1, "m": 2, "grid": [[0, 2], [2, 0]],
               "solution": [[2, 1], [1, 2]]})",
           R"({"n": 1, "m": 2, "grid": [[0, 2], [2, 0]],
               "solution": [[1, 2]]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("sudoku", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("sudoku", R"({"n": 1, "m": 2, "grid": [[0, 2], [2, 0]],
                                "solution": [[1, 2], [2, 1]]})")
                  .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("sudoku", R"({"n": 1, "m": 1, "grid": [[0]]})").ok());
}

// Level d: N and M in 2..d+2; max(1, floor(NM²·s/10)) cells empty for some
// s in 1..9; the solution travels with the instance.
TEST(SudokuInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("sudoku");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 10);
  for (int d : {0, 1, 4, 10}) {
    for (uint64_t seed = 0; seed < 6; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      const int64_t n = static_cast<int64_t>(fields.at("n").number_value());
      const int64_t m = static_cast<int64_t>(fields.at("m").number_value());
      EXPECT_GE(n, 2);
      EXPECT_LE(n, d + 2);
      EXPECT_GE(m, 2);
      EXPECT_LE(m, d + 2);
      const int64_t side = n * m;
      const auto& grid = fields.at("grid").list_value();
      ASSERT_EQ(grid.values_size(), side);
      int64_t empty = 0;
      for (const auto& row : grid.values()) {
        for (const auto& cell : row.list_value().values()) {
          empty += cell.number_value() == 0 ? 1 : 0;
        }
      }
      bool sparsity_found = false;
      for (int64_t s = 1; s <= 9; ++s) {
        const int64_t expected = std::max<int64_t>(1, side * side * s / 10);
        sparsity_found = sparsity_found || empty == expected;
      }
      EXPECT_TRUE(sparsity_found) << d << " " << seed << ": " << empty;
      EXPECT_TRUE(fields.contains("solution"));
      // Read() accepts its own output (the solution is checked there).
      problem->set_id("g");
      EXPECT_TRUE(testing::TestCatalog().tasks.Prepare(*problem).ok());
    }
  }
}

}  // namespace
}  // namespace sudoku_test_cc
}  // namespace referee
