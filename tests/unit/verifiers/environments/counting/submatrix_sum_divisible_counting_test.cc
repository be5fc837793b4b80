// SubmatrixSumDivisibleCounting (RLVE-Gym): the rectangular blocks of an
// integer grid whose sum is divisible by K; ladder -1 unparseable or
// negative, 1 exact, else (min/max)^beta with beta = 10.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace submatrix_sum_divisible_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kEnv[] = "submatrix_sum_divisible_counting";

class SubmatrixSumDivisibleCountingTest : public testing::VerifierTableTest {};

TEST_F(SubmatrixSumDivisibleCountingTest, Ladder) {
  // K = 3, the grid
  // 1 2
  // 2 1
  // Single entries 1, 2, 2, 1: none divisible. Both rows (1+2, 2+1) and
  // both columns (1+2, 2+1) sum to 3, the whole grid to 6: 5 blocks.
  CheckInstance(kEnv, R"({"n": 2, "m": 2, "k": 3, "matrix": [[1, 2], [2, 1]]})",
                {{"<answer>5</answer>", 1, true, true},
                 {"<answer>+5</answer>", 1, true, true},
                 {"\\boxed{5}", 1, true, true},
                 {"<answer>4</answer>", std::pow(0.8, 10), false, true},    // (4/5)^10.
                 {"<answer>10</answer>", std::pow(0.5, 10), false, true},   // (5/10)^10.
                 {"<answer>1</answer>", std::pow(0.2, 10), false, true},    // (1/5)^10.
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>-5</answer>", -1, false, true},  // RLVE's wrong_format.
                 {"<answer>5 blocks</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"5", -1, false, false}});
  CheckInstance(kEnv, R"({"n": 2, "m": 2, "k": 3, "matrix": [[1, 2], [2, 1]]})",
                {{"<answer>4</answer>", 0.8, false, true}}, R"({"beta": 1})");
}

TEST_F(SubmatrixSumDivisibleCountingTest, HandDerivedValues) {
  // All zeros, 2 x 3, K = 2: every block, 3 row ranges by 6 column ranges.
  CheckInstance(kEnv, R"({"n": 2, "m": 3, "k": 2, "matrix": [[0, 0, 0], [0, 0, 0]]})",
                {{"<answer>18</answer>", 1, true, true}});
  // One row 1 1 1, K = 2: the sums are 1 (three singles), 2 (two pairs)
  // and 3 (the row): the two pairs.
  CheckInstance(kEnv, R"({"n": 1, "m": 3, "k": 2, "matrix": [[1, 1, 1]]})",
                {{"<answer>2</answer>", 1, true, true}});
  // One column 1 / 1, K = 3: sums 1, 1, 2: no block; only 0 earns credit.
  CheckInstance(kEnv, R"({"n": 2, "m": 1, "k": 3, "matrix": [[1], [1]]})",
                {{"<answer>0</answer>", 1, true, true},
                 {"<answer>3</answer>", 0, false, true}});
}

// Brute force from the definition: every rectangle's sum added up cell by
// cell.
int64_t CountDivisibleRectangles(const std::vector<std::vector<int64_t>>& grid, int64_t k) {
  const size_t n = grid.size(), m = grid[0].size();
  int64_t count = 0;
  for (size_t r1 = 0; r1 < n; ++r1) {
    for (size_t r2 = r1; r2 < n; ++r2) {
      for (size_t c1 = 0; c1 < m; ++c1) {
        for (size_t c2 = c1; c2 < m; ++c2) {
          int64_t sum = 0;
          for (size_t r = r1; r <= r2; ++r) {
            for (size_t c = c1; c <= c2; ++c) sum += grid[r][c];
          }
          count += sum % k == 0;
        }
      }
    }
  }
  return count;
}

TEST(SubmatrixSumDivisibleCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 5, 20)) {
    const std::vector<std::vector<int64_t>> grid = g.IntRows("matrix");
    const int64_t n = g.Int("n"), m = g.Int("m"), k = g.Int("k");
    ASSERT_EQ(static_cast<int64_t>(grid.size()), n) << g.Where();
    ASSERT_LE(n, 8) << g.Where();
    ASSERT_LE(m, 8) << g.Where();
    ASSERT_GE(k, 2) << g.Where();
    ASSERT_LE(k, n * m) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(CountDivisibleRectangles(grid, k))) << g.Where();
  }
}

TEST(SubmatrixSumDivisibleCountingInstanceTest, BadInstancesAreRejected) {
  // Exactly n rows of m entries, each in 0..k-1.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kEnv, R"({"n": 2, "m": 2, "k": 3, "matrix": [[1, 2]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kEnv, R"({"n": 1, "m": 2, "k": 3, "matrix": [[1, 2], [2, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kEnv, R"({"n": 1, "m": 2, "k": 3, "matrix": [[1, 2, 0]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kEnv, R"({"n": 1, "m": 2, "k": 3, "matrix": [[1, 3]]})").ok());  // 3 >= k.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kEnv, R"({"n": 1, "m": 2, "k": 3, "matrix": [[-1, 2]]})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kEnv, R"({"n": 1, "m": 2, "k": 3, "matrix": [[1, 2]]})").ok());
}

}  // namespace
}  // namespace submatrix_sum_divisible_counting_test_cc
}  // namespace referee
