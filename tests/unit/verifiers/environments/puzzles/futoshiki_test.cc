// The Futoshiki puzzle ladder (seed 004): -1 unparseable, not N lines of N
// digits 1..N; 1 a board breaking no rule; else c^power, c the weighted
// fraction of cells equal to the solution (empty cells weigh 2, givens 1);
// the prompt; the instance checks; and the generator's ladder, uniqueness
// and minimality (checked by brute force for small N).
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace futoshiki_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;
using testing::Case;

class FutoshikiTest : public testing::VerifierTableTest {};

// 3 × 3, (0,0) = 1 given, (0,1) < (0,2) and (1,0) < (2,0). Row 0 is 1 x y
// with x < y: 1 2 3. Rows 1 and 2 are then 2 3 1 / 3 1 2 or 3 1 2 / 2 3 1,
// and only the first has (1,0) = 2 < (2,0) = 3: the solution is unique.
// Weights: the given (0,0) counts 1, the 8 empty cells 2 each: 17 in all.
const char kProblem[] = R"({"id": "f", "environment": {"name": "futoshiki",
    "instance": {"n": 3, "grid": [[1, 0, 0], [0, 0, 0], [0, 0, 0]],
                 "inequalities": [[0, 1, 0, 2], [1, 0, 2, 0]],
                 "solution": [[1, 2, 3], [2, 3, 1], [3, 1, 2]]}}})";

TEST_F(FutoshikiTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("futoshiki", *problem,
        {{"<answer>1 2 3\n2 3 1\n3 1 2</answer>", 1, true, true},
         // Blank lines, CRLF, tabs and padding are ignored.
         {"<answer>\r\n\n 1 2\t3 \r\n\r\n2 3 1\r\n3 1 2\r\n\n</answer>", 1,
          true, true},
         {"\\boxed{1 2 3\n2 3 1\n3 1 2}", 1, true, true},
         // The other Latin square with row 0 = 1 2 3: (1,0) = 3 > (2,0) = 2
         // breaks an inequality. Only row 0 matches: 1 + 2 + 2 = 5 of 17.
         {"<answer>1 2 3\n3 1 2\n2 3 1</answer>", std::pow(5.0 / 17, 3), false,
          true},
         // Row 0 = 1 3 2 breaks (0,1) < (0,2); (0,0), (1,0) and (2,0) match
         // the solution: 1 + 2 + 2 = 5 of 17.
         {"<answer>1 3 2\n2 1 3\n3 2 1</answer>", std::pow(5.0 / 17, 3), false,
          true},
         // Latin, both inequalities hold (1 < 2 twice), but the given 1 at
         // (0,0) became 3; no cell equals the solution's: 0.
         {"<answer>3 1 2\n1 2 3\n2 3 1</answer>", 0, false, true},
         // All but (2,2) (1 for 2, a repeat in row 2): 15 of 17.
         {"<answer>1 2 3\n2 3 1\n3 1 1</answer>", std::pow(15.0 / 17, 3),
          false, true},
         // Unparseable: a token outside the digits 1..3, the wrong shape, no
         // final answer.
         {"<answer>1 2 3\n2 3 1\n3 1 4</answer>", -1, false, false},
         {"<answer>1 2 3\n2 3 1\n3 1 0</answer>", -1, false, false},
         {"<answer>1 2 3\n2 3 1\n3 1 02</answer>", -1, false, false},
         {"<answer>1 2 3\n2 3 1\n3 1 +2</answer>", -1, false, false},
         {"<answer>1 2 3\n2 3 1\n3 1 x</answer>", -1, false, false},
         {"<answer>1 2 3 2 3 1 3 1 2</answer>", -1, false, false},
         {"<answer>1 2 3\n2 3 1</answer>", -1, false, false},
         {"<answer>1 2 3\n2 3 1\n3 1 2\n1 2 3</answer>", -1, false, false},
         {"<answer>1 2 3\n2 3 1\n3 1 2 3</answer>", -1, false, false},
         {"<answer>1,2,3\n2,3,1\n3,1,2</answer>", -1, false, false},
         {"<answer></answer>", -1, false, false},
         {"1 2 3\n2 3 1\n3 1 2", -1, false, false},
         {"<answer>1 2 3\n2 3 1\n3 1 2", -1, false, false}});
  // power = 1: the weighted fraction itself.
  Check("futoshiki", *problem,
        {{"<answer>1 2 3\n2 3 1\n3 1 1</answer>", 15.0 / 17, false, true},
         {"<answer>1 2 3\n2 3 1\n3 1 2</answer>", 1, true, true}},
        R"({"power": 1})");
}

TEST_F(FutoshikiTest, PowerMustBePositive) {
  EXPECT_FALSE(ParamError("futoshiki", R"({"power": 0})").ok());
  EXPECT_FALSE(ParamError("futoshiki", R"({"power": -2})").ok());
  EXPECT_TRUE(ParamError("futoshiki", R"({"power": 2})").ok());
}

TEST_F(FutoshikiTest, Prompt) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "Solve a Futoshiki puzzle (Simon Tatham's \"Unequal\") on a 3 x 3 "
            "grid. Fill every cell with a number from 1 to 3 so that:\n"
            "1. each **row** contains every number from 1 to 3 exactly once;\n"
            "2. each **column** contains every number from 1 to 3 exactly "
            "once;\n"
            "3. every given number stays, and every inequality below holds.\n"
            "\n"
            "Rows and columns are numbered from 0: (r,c) is the cell in row r "
            "(counted from the top) and column c (counted from the left). The "
            "grid, with 0 for an empty cell:\n"
            "1 0 0\n"
            "0 0 0\n"
            "0 0 0\n"
            "\n"
            "Inequalities between adjacent cells, \"(r1,c1) < (r2,c2)\" "
            "meaning the number in cell (r1,c1) is smaller than the number in "
            "cell (r2,c2):\n"
            "(0,1) < (0,2)\n"
            "(1,0) < (2,0)\n"
            "\n"
            "**Output Format:**\n"
            "Your final answer should contain 3 lines, each with 3 numbers "
            "separated by spaces, inside <answer> </answer> tags: the "
            "completed grid row by row, the first number on the first line "
            "being cell (0,0).");
  // No inequalities: said so. A 2 × 2 with (0,0) = 2 given.
  const PreparedProblemPtr bare = testing::Prepare(
      R"({"id": "b", "environment": {"name": "futoshiki",
          "instance": {"n": 2, "grid": [[2, 0], [0, 0]], "inequalities": [],
                       "solution": [[2, 1], [1, 2]]}}})");
  ASSERT_NE(bare, nullptr);
  const std::string prompt = bare->task().DefaultPrompt(*bare);
  EXPECT_NE(prompt.find("cell (r2,c2):\n(none)\n\n"), std::string::npos)
      << prompt;
  // The given 2 changed to 1 (1 2 / 2 1 is Latin): no cell matches the
  // solution, 0.
  Check("futoshiki", *bare,
        {{"<answer>1 2\n2 1</answer>", 0, false, true},
         {"<answer>2 1\n1 2</answer>", 1, true, true},
         {"<answer>2 1\n1 3</answer>", -1, false, false}});
}


TEST(FutoshikiInstanceTest, RejectsBadInstances) {
  // Pieces of the 3 × 3 above.
  const std::string grid = R"("grid": [[1, 0, 0], [0, 0, 0], [0, 0, 0]])";
  const std::string less = R"("inequalities": [[0, 1, 0, 2], [1, 0, 2, 0]])";
  const std::string solution =
      R"("solution": [[1, 2, 3], [2, 3, 1], [3, 1, 2]])";
  const std::string n = R"("n": 3)";
  auto with = [](const std::vector<std::string>& fields) {
    std::string out = "{";
    for (size_t i = 0; i < fields.size(); ++i) {
      out += (i ? ", " : "") + fields[i];
    }
    return out + "}";
  };
  for (const std::string& instance : {
           with({grid, less, solution}),     // No n.
           with({n, less, solution}),        // No grid.
           with({n, grid, solution}),        // No inequalities.
           with({n, grid, less}),            // No solution.
           with({n, grid, less, solution, R"("typo": 1)"}),
           with({R"("n": 1)", grid, less, solution}),
           with({R"("n": 10)", grid, less, solution}),
           with({R"("n": 2.5)", grid, less, solution}),
           // Grids: two rows, a short row, 4 > n, a negative number.
           with({n, R"("grid": [[1, 0, 0], [0, 0, 0]])", less, solution}),
           with({n, R"("grid": [[1, 0, 0], [0, 0], [0, 0, 0]])", less,
                 solution}),
           with({n, R"("grid": [[4, 0, 0], [0, 0, 0], [0, 0, 0]])", less,
                 solution}),
           with({n, R"("grid": [[-1, 0, 0], [0, 0, 0], [0, 0, 0]])", less,
                 solution}),
           // Inequalities: diagonal, one cell, out of range, three numbers,
           // a pair twice (either way round).
           with({n, grid, R"("inequalities": [[0, 0, 1, 1]])", solution}),
           with({n, grid, R"("inequalities": [[0, 0, 0, 0]])", solution}),
           with({n, grid, R"("inequalities": [[0, 2, 0, 3]])", solution}),
           with({n, grid, R"("inequalities": [[0, 1, 0]])", solution}),
           with({n, grid, R"("inequalities": [[0, 1, 0, 2], [0, 1, 0, 2]])",
                 solution}),
           with({n, grid, R"("inequalities": [[0, 1, 0, 2], [0, 2, 0, 1]])",
                 solution}),
           // Solutions: not Latin (column 0 repeats), the given 1 changed,
           // an inequality broken, a 0, too few rows.
           with({n, grid, less,
                 R"("solution": [[1, 2, 3], [1, 3, 2], [3, 1, 2]])"}),
           with({n, grid, R"("inequalities": [])",
                 R"("solution": [[2, 1, 3], [1, 3, 2], [3, 2, 1]])"}),
           with({n, grid, less,
                 R"("solution": [[1, 2, 3], [3, 1, 2], [2, 3, 1]])"}),
           with({n, grid, less,
                 R"("solution": [[1, 2, 3], [2, 3, 0], [3, 1, 2]])"}),
           with({n, grid, less, R"("solution": [[1, 2, 3], [2, 3, 1]])"}),
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("futoshiki", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("futoshiki", with({n, grid, less, solution})).ok());
  // Uniqueness is not checked: no clue at all, either Latin square will do.
  EXPECT_TRUE(testing::PrepareInstanceStatus("futoshiki", with({n, R"("grid": [[0, 0, 0], [0, 0, 0], [0, 0, 0]])",
                                  R"("inequalities": [])", solution}))
                  .ok());
}

// The generated puzzle as plain vectors.
struct Puzzle {
  int n = 0;
  std::vector<int> grid, solution;  // Row-major.
  std::vector<std::vector<int>> less;  // Cell a < cell b: {a, b}.
};

std::vector<int> FlatInts(const google::protobuf::Value& rows) {
  std::vector<int> out;
  for (const auto& row : rows.list_value().values()) {
    for (const auto& v : row.list_value().values()) {
      out.push_back(static_cast<int>(v.number_value()));
    }
  }
  return out;
}

// Latin squares of side n extending `fixed` (0 = free) that satisfy `less`,
// counted up to 2 by plain enumeration (cell by cell, row-major).
int CountSolutions(int n, const std::vector<int>& fixed,
                   const std::vector<std::vector<int>>& less,
                   std::vector<int>& board, int cell) {
  if (cell == n * n) {
    for (const auto& l : less) {
      if (board[l[0]] >= board[l[1]]) return 0;
    }
    return 1;
  }
  int found = 0;
  for (int v = 1; v <= n && found < 2; ++v) {
    if (fixed[cell] != 0 && fixed[cell] != v) continue;
    bool clash = false;
    const int r = cell / n, c = cell % n;
    for (int i = 0; i < c; ++i) clash = clash || board[r * n + i] == v;
    for (int i = 0; i < r; ++i) clash = clash || board[i * n + c] == v;
    if (clash) continue;
    board[cell] = v;
    found += CountSolutions(n, fixed, less, board, cell + 1);
  }
  return found;
}

int CountSolutions(const Puzzle& p) {
  std::vector<int> board(p.grid.size(), 0);
  return CountSolutions(p.n, p.grid, p.less, board, 0);
}

// Level d has N = d + 3; the solution is stored, keeps the givens and is
// unique; for N <= 4 (brute force) the clues are also minimal: dropping any
// one admits a second solution.
TEST(FutoshikiInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("futoshiki");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 6);
  for (int d = 0; d <= 6; ++d) {
    for (uint64_t seed = 0; seed < 6; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      Puzzle p;
      p.n = static_cast<int>(fields.at("n").number_value());
      EXPECT_EQ(p.n, d + 3);
      p.grid = FlatInts(fields.at("grid"));
      p.solution = FlatInts(fields.at("solution"));
      ASSERT_EQ(p.grid.size(), static_cast<size_t>(p.n * p.n));
      ASSERT_EQ(p.solution.size(), p.grid.size());
      for (const auto& row : fields.at("inequalities").list_value().values()) {
        std::vector<int> rc;
        for (const auto& v : row.list_value().values()) {
          rc.push_back(static_cast<int>(v.number_value()));
        }
        ASSERT_EQ(rc.size(), 4u);
        p.less.push_back({rc[0] * p.n + rc[1], rc[2] * p.n + rc[3]});
      }
      // The reference prints the solution.
      std::string reference = "<answer>";
      for (size_t i = 0; i < p.solution.size(); ++i) {
        reference += std::to_string(p.solution[i]);
        reference += (i + 1) % static_cast<size_t>(p.n) != 0 ? " "
                     : i + 1 < p.solution.size()              ? "\n"
                                                              : "</answer>";
      }
      EXPECT_EQ(problem->reference_output(), reference);
      // Read() accepts its own output (the solution is checked there).
      problem->set_id("g");
      EXPECT_TRUE(testing::TestCatalog().tasks.Prepare(*problem).ok());
      if (p.n > 4) continue;
      EXPECT_EQ(CountSolutions(p), 1) << d << " " << seed;
      for (size_t i = 0; i < p.grid.size(); ++i) {
        if (p.grid[i] == 0) continue;
        Puzzle fewer = p;
        fewer.grid[i] = 0;
        EXPECT_GE(CountSolutions(fewer), 2) << d << " " << seed << " " << i;
      }
      for (size_t i = 0; i < p.less.size(); ++i) {
        Puzzle fewer = p;
        fewer.less.erase(fewer.less.begin() + static_cast<long>(i));
        EXPECT_GE(CountSolutions(fewer), 2) << d << " " << seed << " " << i;
      }
    }
  }
}

}  // namespace
}  // namespace futoshiki_test_cc
}  // namespace referee
