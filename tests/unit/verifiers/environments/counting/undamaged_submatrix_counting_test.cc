// UndamagedSubmatrixCounting (RLVE-Gym): the all-1 rectangular blocks of a
// 0/1 grid; ladder -1 unparseable or negative, 1 exact, else
// (min/max)^beta with beta = 10.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace undamaged_submatrix_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kEnv[] = "undamaged_submatrix_counting";

class UndamagedSubmatrixCountingTest : public testing::VerifierTableTest {};

TEST_F(UndamagedSubmatrixCountingTest, Ladder) {
  // 110
  // 111
  // One row high: row 0 has its two 1s and the pair of columns 0-1 (3);
  // row 1 has three 1s, two pairs and the whole row (6). Two rows high,
  // the column ranges all-1 in both rows: {0}, {1}, {0, 1} (3; column 2
  // has the 0 above). 3 + 6 + 3 = 12.
  CheckInstance(kEnv, R"({"n": 2, "m": 3, "matrix": [[1, 1, 0], [1, 1, 1]]})",
                {{"<answer>12</answer>", 1, true, true},
                 {"<answer> 012 </answer>", 1, true, true},
                 {"\\boxed{12}", 1, true, true},
                 {"<answer>6</answer>", std::pow(0.5, 10), false, true},   // (6/12)^10.
                 {"<answer>24</answer>", std::pow(0.5, 10), false, true},  // (12/24)^10.
                 {"<answer>9</answer>", std::pow(0.75, 10), false, true},  // (9/12)^10.
                 {"<answer>13</answer>", std::pow(12.0 / 13, 10), false, true},
                 // RLVE: 0 earns 1 only when the count is 0.
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>-12</answer>", -1, false, true},  // RLVE's wrong_format.
                 {"<answer>12.0</answer>", -1, false, false},
                 {"<answer>twelve</answer>", -1, false, false},
                 {"12", -1, false, false}});
  CheckInstance(kEnv, R"({"n": 2, "m": 3, "matrix": [[1, 1, 0], [1, 1, 1]]})",
                {{"<answer>6</answer>", 0.5, false, true}}, R"({"beta": 1})");
}

TEST_F(UndamagedSubmatrixCountingTest, HandDerivedValues) {
  // No 1 at all: the count is 0, and then only 0 earns credit (RLVE:
  // min(0, a) / max(0, a) is 0 for any other a).
  CheckInstance(kEnv, R"({"n": 2, "m": 2, "matrix": [[0, 0], [0, 0]]})",
                {{"<answer>0</answer>", 1, true, true},
                 {"<answer>1</answer>", 0, false, true}});
  // All 1s, 3 x 4: any row range (3 * 4 / 2 = 6) by any column range
  // (4 * 5 / 2 = 10): 60.
  CheckInstance(kEnv, R"({"n": 3, "m": 4, "matrix": [[1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]]})",
                {{"<answer>60</answer>", 1, true, true}});
  // One row 1 1 0 1 1 1: the runs of two and three 1s hold 3 and 6 blocks.
  CheckInstance(kEnv, R"({"n": 1, "m": 6, "matrix": [[1, 1, 0, 1, 1, 1]]})",
                {{"<answer>9</answer>", 1, true, true}});
  // A checkerboard 1 0 / 0 1: only the two single 1s.
  CheckInstance(kEnv, R"({"n": 2, "m": 2, "matrix": [[1, 0], [0, 1]]})",
                {{"<answer>2</answer>", 1, true, true}});
}

// Brute force from the definition: every rectangle, all-1 iff its sum
// (from 2-D prefix sums) equals its area.
int64_t CountAllOneRectangles(const std::vector<std::vector<int64_t>>& grid) {
  const size_t n = grid.size(), m = grid[0].size();
  std::vector<std::vector<int64_t>> sum(n + 1, std::vector<int64_t>(m + 1, 0));
  for (size_t r = 0; r < n; ++r) {
    for (size_t c = 0; c < m; ++c) {
      sum[r + 1][c + 1] = grid[r][c] + sum[r][c + 1] + sum[r + 1][c] - sum[r][c];
    }
  }
  int64_t count = 0;
  for (size_t r1 = 0; r1 < n; ++r1) {
    for (size_t r2 = r1 + 1; r2 <= n; ++r2) {
      for (size_t c1 = 0; c1 < m; ++c1) {
        for (size_t c2 = c1 + 1; c2 <= m; ++c2) {
          const int64_t ones = sum[r2][c2] - sum[r1][c2] - sum[r2][c1] + sum[r1][c1];
          count += ones == static_cast<int64_t>((r2 - r1) * (c2 - c1));
        }
      }
    }
  }
  return count;
}

TEST(UndamagedSubmatrixCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 8, 20)) {
    const std::vector<std::vector<int64_t>> grid = g.IntRows("matrix");
    ASSERT_EQ(static_cast<int64_t>(grid.size()), g.Int("n")) << g.Where();
    ASSERT_LE(g.Int("n"), 12) << g.Where();
    ASSERT_LE(g.Int("m"), 12) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(CountAllOneRectangles(grid))) << g.Where();
  }
}

TEST(UndamagedSubmatrixCountingInstanceTest, BadInstancesAreRejected) {
  // The grid must have exactly n rows of m cells, each 0 or 1.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kEnv, R"({"n": 2, "m": 2, "matrix": [[1, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kEnv, R"({"n": 1, "m": 2, "matrix": [[1, 1], [1, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kEnv, R"({"n": 2, "m": 2, "matrix": [[1, 1], [1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kEnv, R"({"n": 1, "m": 2, "matrix": [[1, 1, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kEnv, R"({"n": 1, "m": 2, "matrix": [[1, 2]]})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kEnv, R"({"n": 1, "m": 1, "matrix": [[0]]})").ok());
}

}  // namespace
}  // namespace undamaged_submatrix_counting_test_cc
}  // namespace referee
