// Binario (RLVE-Gym): fill the empty cells of an N x M 0/1 grid so that
// rows and columns have the given counts of 1s and no three consecutive
// cells of a line are equal; ladder -1 unparseable or not N lines of M
// characters 0/1, -0.5 a given cell changed or three equal in a line, else
// (counts right / (N + M))^beta, beta = 10.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/verifier.h"

namespace referee {
inline namespace binario_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "binario";

class BinarioTest : public testing::VerifierTableTest {};

// 3 x 3, matrix 0*1 / *0* / 1** (2 = '*'), row counts 2 1 2, column
// counts 2 2 1 (those of 011 / 100 / 110: no line of it has three equal).
//   011 / 100 / 110: keeps the givens (0 at (0,0), 1 at (0,2), 0 at (1,1),
//     1 at (2,0)), rows 2 1 2, columns 0+1+1 = 2, 1+0+1 = 2, 1+0+0 = 1:
//     all 6: 1.
//   001 / 100 / 110: givens kept, no triple; rows 1 (wrong), 1, 2;
//     columns 2, 0+0+1 = 1 (wrong), 1: 4 of 6: (2/3)^10.
//   001 / 001 / 110: givens kept, no triple; rows 1 (wrong), 1, 2;
//     columns 0+0+1 = 1, 1, 1+1+0 = 2 (all three wrong): 2 of 6: (1/3)^10.
//   011 / 110 / 110: (1,1) is given 0: -0.5.
//   011 / 001 / 101: givens kept, column 2 is 1, 1, 1: -0.5.
constexpr char kInstance[] =
    R"({"n": 3, "m": 3, "matrix": [[0, 2, 1], [2, 0, 2], [1, 2, 2]],
        "row_counts": [2, 1, 2], "col_counts": [2, 2, 1],
        "solution": [[0, 1, 1], [1, 0, 0], [1, 1, 0]]})";

TEST_F(BinarioTest, Ladder) {
  CheckInstance(kName, kInstance,
                {{"<answer>011\n100\n110</answer>", 1, true, true},
                 {"<answer>\n 011 \n\n100\r\n110\n</answer>", 1, true, true},
                 {"\\boxed{011\n100\n110}", 1, true, true},
                 {"<answer>011\f100\x1d" "110</answer>", 1, true, true},
                 {"<answer>001\n100\n110</answer>", std::pow(2.0 / 3.0, 10), false, true},
                 {"<answer>001\n001\n110</answer>", std::pow(1.0 / 3.0, 10), false, true},
                 {"<answer>011\n110\n110</answer>", -0.5, false, true},
                 {"<answer>011\n001\n101</answer>", -0.5, false, true},
                 // Shapes and characters RLVE calls wrong_format.
                 {"<answer>011\n100</answer>", -1, false, false},
                 {"<answer>011\n100\n110\n000</answer>", -1, false, false},
                 {"<answer>011\n10\n110</answer>", -1, false, false},
                 {"<answer>011\n1*0\n110</answer>", -1, false, false},
                 {"<answer>0 1 1\n1 0 0\n1 1 0</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"011\n100\n110", -1, false, false}});
  CheckInstance(kName, kInstance, {{"<answer>001\n100\n110</answer>", 2.0 / 3.0, false, true}},
                R"({"beta": 1})");
}

TEST(BinarioInstanceTest, FinishRejectsBadSolutions) {
  // The solution (valid, with these counts) changes the given 1 at (0,0).
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 3, "m": 3, "matrix": [[1, 2, 1], [2, 0, 2], [1, 2, 2]],
                              "row_counts": [2, 1, 2], "col_counts": [2, 2, 1],
                              "solution": [[0, 1, 1], [1, 0, 0], [1, 1, 0]]})")
                   .ok());
  // Column 2 of the solution is 1, 1, 1 (its counts are right).
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 3, "m": 3, "matrix": [[2, 2, 2], [2, 2, 2], [2, 2, 2]],
                              "row_counts": [2, 1, 2], "col_counts": [1, 1, 3],
                              "solution": [[0, 1, 1], [0, 0, 1], [1, 0, 1]]})")
                   .ok());
  // The solution's row counts are 2 1 2, not 2 2 2.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 3, "m": 3, "matrix": [[0, 2, 1], [2, 0, 2], [1, 2, 2]],
                              "row_counts": [2, 2, 2], "col_counts": [2, 2, 1],
                              "solution": [[0, 1, 1], [1, 0, 0], [1, 1, 0]]})")
                   .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, kInstance).ok());
  // Without a solution nothing is checked across fields (empty reference).
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 2, "m": 2, "matrix": [[2, 2], [2, 2]],
                             "row_counts": [2, 2], "col_counts": [0, 0]})")
                  .ok());
}

// Whether some row or column of `g` has three consecutive equal cells.
bool Triple(const std::vector<std::vector<int64_t>>& g) {
  const size_t n = g.size(), m = g[0].size();
  for (size_t i = 0; i < n; ++i) {
    for (size_t j = 0; j < m; ++j) {
      if (j + 2 < m && g[i][j] == g[i][j + 1] && g[i][j + 1] == g[i][j + 2]) return true;
      if (i + 2 < n && g[i][j] == g[i + 1][j] && g[i + 1][j] == g[i + 2][j]) return true;
    }
  }
  return false;
}

// On small generated instances: the stored solution has no triple, keeps
// the given cells and has the stated counts; the number of empty cells is
// max(1, floor(NM·s/10)) for some s in 1..9; and every 0/1 grid (at most
// 12 cells) earns what the definition gives it (-0.5 for a changed given
// or a triple, else (counts right / (N + M))^10, 1 for every grid with all
// counts right, not only the stored one).
TEST(BinarioBruteForceTest, EveryGridScoresByTheDefinition) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  int checked = 0;
  for (const testing::Generated& g : testing::GenerateSmall(kName, 2, 10)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    EXPECT_GE(n, 2);
    EXPECT_LE(n, 2 + g.level) << g.Where();
    EXPECT_GE(m, 2);
    EXPECT_LE(m, 2 + g.level) << g.Where();
    const std::vector<std::vector<int64_t>> matrix = g.IntRows("matrix"),
                                            solution = g.IntRows("solution");
    const std::vector<int64_t> rows = g.Ints("row_counts"), columns = g.Ints("col_counts");
    EXPECT_FALSE(Triple(solution)) << g.Where();
    int64_t empty = 0;
    for (int64_t i = 0; i < n; ++i) {
      int64_t ones = 0;
      for (int64_t j = 0; j < m; ++j) {
        ones += solution[i][j];
        if (matrix[i][j] == 2) {
          ++empty;
        } else {
          EXPECT_EQ(matrix[i][j], solution[i][j]) << g.Where();
        }
      }
      EXPECT_EQ(ones, rows[i]) << g.Where();
    }
    for (int64_t j = 0; j < m; ++j) {
      int64_t ones = 0;
      for (int64_t i = 0; i < n; ++i) ones += solution[i][j];
      EXPECT_EQ(ones, columns[j]) << g.Where();
    }
    std::set<int64_t> sizes;
    for (int64_t s = 1; s <= 9; ++s) sizes.insert(std::max<int64_t>(1, n * m * s / 10));
    EXPECT_EQ(sizes.count(empty), 1u) << g.Where() << " " << empty;

    if (n * m > 12) continue;
    ++checked;
    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    for (int64_t mask = 0; mask < (int64_t{1} << (n * m)); ++mask) {
      std::vector<std::vector<int64_t>> grid(static_cast<size_t>(n),
                                             std::vector<int64_t>(static_cast<size_t>(m)));
      std::string text;
      bool keeps = true;
      for (int64_t i = 0; i < n; ++i) {
        for (int64_t j = 0; j < m; ++j) {
          grid[i][j] = (mask >> (i * m + j)) & 1;
          text += grid[i][j] ? '1' : '0';
          keeps = keeps && (matrix[i][j] == 2 || matrix[i][j] == grid[i][j]);
        }
        text += '\n';
      }
      int64_t right = 0;
      for (int64_t i = 0; i < n; ++i) {
        int64_t ones = 0;
        for (int64_t j = 0; j < m; ++j) ones += grid[i][j];
        right += ones == rows[i];
      }
      for (int64_t j = 0; j < m; ++j) {
        int64_t ones = 0;
        for (int64_t i = 0; i < n; ++i) ones += grid[i][j];
        right += ones == columns[j];
      }
      auto verdict =
          verifier->Verify({*prepared, absl::StrCat("<answer>", text, "</answer>"), params});
      ASSERT_TRUE(verdict.ok());
      if (!keeps || Triple(grid)) {
        EXPECT_EQ(verdict->score, -0.5) << g.Where() << text;
      } else if (right == n + m) {
        EXPECT_EQ(verdict->score, 1.0) << g.Where() << text;
        EXPECT_TRUE(verdict->correct) << g.Where() << text;
      } else {
        EXPECT_NEAR(verdict->score, std::pow(static_cast<double>(right) / (n + m), 10), 1e-12)
            << g.Where() << text;
        EXPECT_FALSE(verdict->correct) << g.Where() << text;
      }
    }
  }
  EXPECT_GT(checked, 0);
}

}  // namespace
}  // namespace binario_test_cc
}  // namespace referee
