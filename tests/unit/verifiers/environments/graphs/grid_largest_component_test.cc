// GridComponent (RLVE-Gym): the size of the largest group of 1 cells of a
// 0/1 grid joined by steps up, down, left and right. Ladder -1
// unparseable, 1 exact, else 0. Every expectation is worked out by hand.
#include <algorithm>
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace grid_largest_component_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "grid_largest_component";

class GridLargestComponentTest : public testing::VerifierTableTest {};

// 1100
// 0011
// 1011
// Groups: {(0,0), (0,1)} of 2; {(1,2), (1,3), (2,2), (2,3)} of 4; {(2,0)}
// of 1. (0,1) and (1,2) touch only diagonally, which does not join them
// (joined, they would make 6). The largest has 4 cells; there are 7 ones.
const char kGrid[] = R"({"n": 3, "m": 4, "grid": [[1, 1, 0, 0], [0, 0, 1, 1], [1, 0, 1, 1]]})";

TEST_F(GridLargestComponentTest, Ladder) {
  CheckInstance(kName, kGrid,
                {{"<answer>4</answer>", 1, true, true},
                 {"<answer> +4 </answer>", 1, true, true},  // int() accepts.
                 {"<answer>004</answer>", 1, true, true},
                 {"\\boxed{4}", 1, true, true},
                 {"<answer>6</answer>", 0, false, true},  // Diagonal steps counted.
                 {"<answer>7</answer>", 0, false, true},  // Every 1.
                 {"<answer>3</answer>", 0, false, true},  // Groups counted.
                 {"<answer>-4</answer>", 0, false, true},  // No range check.
                 {"<answer>99999999999999999999999</answer>", 0, false, true},
                 {"<answer>4.0</answer>", -1, false, false},
                 {"<answer>4 4</answer>", -1, false, false},
                 {"<answer>four</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"4", -1, false, false}});
}

TEST_F(GridLargestComponentTest, HandDerivedValues) {
  // No 1 at all: 0.
  CheckInstance(kName, R"({"n": 2, "m": 2, "grid": [[0, 0], [0, 0]]})",
                {{"<answer>0</answer>", 1, true, true}, {"<answer>1</answer>", 0, false, true}});
  // A ring of 8 ones around a 0 is one group of 8.
  CheckInstance(kName, R"({"n": 3, "m": 3, "grid": [[1, 1, 1], [1, 0, 1], [1, 1, 1]]})",
                {{"<answer>8</answer>", 1, true, true}});
  // A checkerboard: no two ones side by side, groups of 1.
  CheckInstance(kName, R"({"n": 3, "m": 3, "grid": [[1, 0, 1], [0, 1, 0], [1, 0, 1]]})",
                {{"<answer>1</answer>", 1, true, true}, {"<answer>5</answer>", 0, false, true}});
  // One cell.
  CheckInstance(kName, R"({"n": 1, "m": 1, "grid": [[1]]})",
                {{"<answer>1</answer>", 1, true, true}});
}

// Every 0/1 grid of 1..100 by 1..100 is an instance; a grid of the wrong
// shape or with another value is not.
TEST(GridLargestComponentInstanceTest, RejectsBadGrids) {
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kName, R"({"n": 2, "m": 2, "grid": [[1, 0], [0]]})").ok());
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kName, R"({"n": 1, "m": 2, "grid": [[1, 2]]})").ok());
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kName, R"({"n": 1, "m": 2, "grid": [[1, 0], [0, 1]]})").ok());
}

// Union-find over the cells, from the definition: join each 1 cell to the 1
// cell right of it and below it; the answer is the largest class of ones.
int64_t UnionFindLargest(int64_t n, int64_t m, const std::vector<std::vector<int64_t>>& grid) {
  std::vector<int64_t> parent(static_cast<size_t>(n * m));
  std::iota(parent.begin(), parent.end(), int64_t{0});
  auto find = [&parent](int64_t x) {
    while (parent[static_cast<size_t>(x)] != x) x = parent[static_cast<size_t>(x)];
    return x;
  };
  auto one = [&grid](int64_t r, int64_t c) {
    return grid[static_cast<size_t>(r)][static_cast<size_t>(c)] == 1;
  };
  for (int64_t r = 0; r < n; ++r) {
    for (int64_t c = 0; c < m; ++c) {
      if (!one(r, c)) continue;
      if (c + 1 < m && one(r, c + 1)) parent[static_cast<size_t>(find(r * m + c))] = find(r * m + c + 1);
      if (r + 1 < n && one(r + 1, c)) parent[static_cast<size_t>(find(r * m + c))] = find((r + 1) * m + c);
    }
  }
  std::vector<int64_t> size(static_cast<size_t>(n * m), 0);
  int64_t largest = 0;
  for (int64_t r = 0; r < n; ++r) {
    for (int64_t c = 0; c < m; ++c) {
      if (one(r, c)) largest = std::max(largest, ++size[static_cast<size_t>(find(r * m + c))]);
    }
  }
  return largest;
}

// Generated grids: MAX = 4, 5, ..., 10, 12, 14 at levels 0..8, N and M in
// 2..MAX, cells 0 or 1; the answer is union-find's.
TEST(GridLargestComponentBruteForceTest, ReferenceMatchesUnionFind) {
  const int64_t sides[] = {4, 5, 6, 7, 8, 9, 10, 12, 14};
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 20)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    EXPECT_TRUE(n >= 2 && n <= sides[g.level] && m >= 2 && m <= sides[g.level]) << g.Where();
    const std::vector<std::vector<int64_t>> grid = g.IntRows("grid");
    ASSERT_EQ(grid.size(), static_cast<size_t>(n)) << g.Where();
    for (const std::vector<int64_t>& row : grid) {
      ASSERT_EQ(row.size(), static_cast<size_t>(m)) << g.Where();
      for (const int64_t cell : row) EXPECT_TRUE(cell == 0 || cell == 1) << g.Where();
    }
    EXPECT_EQ(g.answer, std::to_string(UnionFindLargest(n, m, grid))) << g.Where();
  }
}

}  // namespace
}  // namespace grid_largest_component_test_cc
}  // namespace referee
