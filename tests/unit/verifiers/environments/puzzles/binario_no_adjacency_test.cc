// Binario_NoAdjacencyRequirement (RLVE-Gym): fill a 2N x 2M 0/1 grid so
// that every row and column holds as many 0s as 1s; ladder -1 unparseable
// or not 2N lines of 2M 0/1 characters, -0.5 a given cell changed, 0
// unbalanced, 1 balanced.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/verifier.h"

namespace referee {
inline namespace binario_no_adjacency_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "binario_no_adjacency";

class BinarioNoAdjacencyTest : public testing::VerifierTableTest {};

// N = 1, M = 2: a 2 x 4 grid, rows need two 1s, columns one.
//   0 1 * 1
//   * 0 * *
// Row 0 already has two 1s, so its * is 0: 0101. Columns then need one 1
// each: column 0 (0, *) -> 1, column 1 (1, 0) fine, column 2 (0, *) -> 1,
// column 3 (1, *) -> 0: row 1 = 1010 (two 1s). The only solution.
constexpr char kInstance[] =
    R"({"n": 1, "m": 2, "matrix": [[0, 1, 2, 1], [2, 0, 2, 2]],
        "solution": [[0, 1, 0, 1], [1, 0, 1, 0]]})";

TEST_F(BinarioNoAdjacencyTest, Ladder) {
  CheckInstance(
      kName, kInstance,
      {{"<answer>0101\n1010</answer>", 1, true, true},
       {"<answer>\r\n  0101 \r\n\n1010\n</answer>", 1, true, true},
       {"\\boxed{0101\n1010}", 1, true, true},
       // Python's splitlines() also breaks at \v, \f and \x1c..\x1e.
       {"<answer>0101\v1010</answer>", 1, true, true},
       // Givens kept, row 1 has three 1s (and column 3 two): wrong_solution.
       {"<answer>0101\n1011</answer>", 0, false, true},
       // Row 0's blank as 1: row 0 has three 1s, column 2 two.
       {"<answer>0111\n1000</answer>", 0, false, true},
       // Every blank 0: row 1 has no 1 (RLVE checks rows first: still 0).
       {"<answer>0101\n0000</answer>", 0, false, true},
       // The given 0 at (0, 0) changed: invalid_solution, even though
       // rows and columns are balanced (1001 / 0110).
       {"<answer>1001\n0110</answer>", -0.5, false, true},
       // The given 0 at (1, 1) changed.
       {"<answer>0101\n1100</answer>", -0.5, false, true},
       // Shapes and characters RLVE calls wrong_format.
       {"<answer>0101</answer>", -1, false, false},
       {"<answer>0101\n1010\n0101</answer>", -1, false, false},
       {"<answer>010\n1010</answer>", -1, false, false},
       {"<answer>0101\n10102</answer>", -1, false, false},
       {"<answer>01 01\n1010</answer>", -1, false, false},
       {"<answer>0101\n1020</answer>", -1, false, false},
       {"<answer>0101\n99999999999999999999</answer>", -1, false, false},
       {"<answer>01010\n1010</answer>", -1, false, false},
       {"<answer></answer>", -1, false, false},
       {"0101\n1010", -1, false, false}});
}

TEST(BinarioNoAdjacencyInstanceTest, FinishRejectsBadSolutions) {
  // The solution changes the given 1 at (0, 0).
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 1, "m": 1, "matrix": [[1, 2], [2, 2]],
                              "solution": [[0, 1], [1, 0]]})")
                   .ok());
  // Row 0 holds two 1s.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 1, "m": 1, "matrix": [[2, 2], [2, 2]],
                              "solution": [[1, 1], [0, 0]]})")
                   .ok());
  // Rows balanced, columns not (column 0 holds two 1s).
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 1, "m": 1, "matrix": [[2, 2], [2, 2]],
                              "solution": [[1, 0], [1, 0]]})")
                   .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 1, "m": 1, "matrix": [[1, 2], [2, 2]],
                             "solution": [[1, 0], [0, 1]]})")
                  .ok());
  // Without a solution nothing is checked (the reference is empty).
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 1, "m": 1, "matrix": [[1, 1], [1, 1]]})")
                  .ok());
}

// On generated instances with at most 14 blanks (all of level 0, 4 x 4,
// and the small ones of level 1): every filling of the blanks is scored,
// and exactly the balanced ones (counted here from the definition) earn 1,
// the others 0; the stored solution is one of them, the matrix its copy
// with max(1, floor(cells·s/10)) cells blanked for some s in 1..9.
TEST(BinarioNoAdjacencyBruteForceTest, ExactlyTheBalancedFillingsScoreOne) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  int checked = 0;
  for (const testing::Generated& g : testing::GenerateSmall(kName, 1, 8)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    const int64_t top = g.level == 0 ? 2 : 3;
    ASSERT_TRUE(n >= 2 && n <= top && m >= 2 && m <= top) << g.Where();
    const int64_t rows = 2 * n, columns = 2 * m;
    const std::vector<std::vector<int64_t>> matrix = g.IntRows("matrix");
    const std::vector<std::vector<int64_t>> solution = g.IntRows("solution");
    std::vector<std::pair<int64_t, int64_t>> blanks;
    for (int64_t i = 0; i < rows; ++i) {
      for (int64_t j = 0; j < columns; ++j) {
        if (matrix[i][j] == 2) {
          blanks.push_back({i, j});
        } else {
          EXPECT_EQ(matrix[i][j], solution[i][j]) << g.Where();
        }
      }
    }
    const int64_t cells = rows * columns, k = static_cast<int64_t>(blanks.size());
    bool some_sparsity = false;
    for (int64_t s = 1; s <= 9; ++s) some_sparsity |= k == std::max<int64_t>(1, cells * s / 10);
    EXPECT_TRUE(some_sparsity) << g.Where() << " blanks " << k;
    if (k > 14) continue;
    ++checked;

    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    int balanced_count = 0;
    for (int64_t mask = 0; mask < (int64_t{1} << k); ++mask) {
      std::vector<std::vector<int64_t>> grid = matrix;
      for (int64_t b = 0; b < k; ++b) grid[blanks[b].first][blanks[b].second] = (mask >> b) & 1;
      bool balanced = true;
      for (int64_t i = 0; i < rows; ++i) {
        int64_t ones = 0;
        for (int64_t j = 0; j < columns; ++j) ones += grid[i][j];
        balanced = balanced && 2 * ones == columns;
      }
      for (int64_t j = 0; j < columns; ++j) {
        int64_t ones = 0;
        for (int64_t i = 0; i < rows; ++i) ones += grid[i][j];
        balanced = balanced && 2 * ones == rows;
      }
      balanced_count += balanced;
      if (grid == solution) {
        EXPECT_TRUE(balanced) << g.Where();
      }
      std::string text = "<answer>";
      for (const std::vector<int64_t>& row : grid) {
        for (int64_t v : row) text.push_back(static_cast<char>('0' + v));
        text.push_back('\n');
      }
      text += "</answer>";
      auto verdict = verifier->Verify({*prepared, text, params});
      ASSERT_TRUE(verdict.ok());
      EXPECT_EQ(verdict->score, balanced ? 1.0 : 0.0) << g.Where() << text;
      EXPECT_EQ(verdict->correct, balanced) << g.Where() << text;
    }
    EXPECT_GE(balanced_count, 1) << g.Where();
    // A given cell flipped in the stored solution: invalid.
    if (k < cells) {
      std::vector<std::vector<int64_t>> grid = solution;
      for (int64_t at = 0; at < cells; ++at) {
        if (matrix[at / columns][at % columns] != 2) {
          grid[at / columns][at % columns] ^= 1;
          break;
        }
      }
      std::string text = "<answer>";
      for (const std::vector<int64_t>& row : grid) {
        for (int64_t v : row) text.push_back(static_cast<char>('0' + v));
        text.push_back('\n');
      }
      text += "</answer>";
      auto verdict = verifier->Verify({*prepared, text, params});
      ASSERT_TRUE(verdict.ok());
      EXPECT_EQ(verdict->score, -0.5) << g.Where() << text;
    }
  }
  EXPECT_GE(checked, 8);
}

}  // namespace
}  // namespace binario_no_adjacency_test_cc
}  // namespace referee
