// GridBFS (RLVE-Gym): every cell's distance to the nearest 1 around X
// walls (-1 if none); ladder -1 unparseable or not N lines of M integers,
// else (right cells / cells)^beta, beta = 10. Every expectation is worked
// out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace grid_bfs_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::Numbers;

class GridBfsTest : public testing::VerifierTableTest {};

// The grid (0 = '0', 1 = '1', 2 = 'X'):
//   1 0 0 X
//   X X 0 0
//   0 X X X
// From the 1 at (0, 0): (0, 1) is 1 step, (0, 2) 2, (1, 2) 3 (down from
// (0, 2)), (1, 3) 4. The 0 at (2, 0) is walled in by (1, 0) and (2, 1):
// -1. X cells are -1. So the 12 distances are
//   0 1 2 -1 / -1 -1 3 4 / -1 -1 -1 -1.
const char kGrid[] =
    R"({"n": 3, "m": 4, "grid": [[1, 0, 0, 2], [2, 2, 0, 0], [0, 2, 2, 2]]})";

TEST_F(GridBfsTest, Ladder) {
  CheckInstance(
      "grid_bfs", kGrid,
      {{"<answer>\n0 1 2 -1\n-1 -1 3 4\n-1 -1 -1 -1\n</answer>", 1, true, true},
       // Blank lines skipped, spacing free, int() spellings, \r\n lines.
       {"<answer>\n\n +0  01 2 -1 \n\n-1 -1 3 4\n-1 -1 -1 -01\n\n</answer>", 1, true, true},
       {"<answer>0 1 2 -1\r\n-1 -1 3 4\r\n-1 -1 -1 -1</answer>", 1, true, true},
       {"\\boxed{0 1 2 -1\n-1 -1 3 4\n-1 -1 -1 -1}", 1, true, true},
       // The walled-in 0 answered 0: 11 of 12 right.
       {"<answer>0 1 2 -1\n-1 -1 3 4\n0 -1 -1 -1</answer>", std::pow(11.0 / 12.0, 10), false,
        true},
       // All zeros: only (0, 0) is right.
       {"<answer>0 0 0 0\n0 0 0 0\n0 0 0 0</answer>", std::pow(1.0 / 12.0, 10), false, true},
       // Rows swapped: row 1 vs -1 -1 -1 -1 matches at (1, 0), (1, 1); row 2
       // vs -1 -1 3 4 matches at (2, 0), (2, 1); row 0 all 4: 8 of 12.
       {"<answer>0 1 2 -1\n-1 -1 -1 -1\n-1 -1 3 4</answer>", std::pow(8.0 / 12.0, 10), false,
        true},
       // Wrong shapes: RLVE's wrong_format, -1.
       {"<answer>0 1 2 -1\n-1 -1 3 4</answer>", -1, false, true},  // 2 lines.
       {"<answer>0 1 2 -1\n-1 -1 3 4\n-1 -1 -1 -1\n0 0 0 0</answer>", -1, false, true},
       {"<answer>0 1 2\n-1 -1 3 4\n-1 -1 -1 -1</answer>", -1, false, true},  // 3 in a row.
       {"<answer>0 1 2 -1 5\n-1 -1 3 4\n-1 -1 -1 -1</answer>", -1, false, true},
       {"<answer>0 1 2 -1 -1 -1 3 4 -1 -1 -1 -1</answer>", -1, false, true},  // One line.
       {"<answer></answer>", -1, false, true},                                 // No line.
       // Not integers.
       {"<answer>0 1 2 X\n-1 -1 3 4\n-1 -1 -1 -1</answer>", -1, false, false},
       {"<answer>0 1 2 -1.0\n-1 -1 3 4\n-1 -1 -1 -1</answer>", -1, false, false},
       {"<answer>0,1,2,-1\n-1,-1,3,4\n-1,-1,-1,-1</answer>", -1, false, false},
       {"0 1 2 -1\n-1 -1 3 4\n-1 -1 -1 -1", -1, false, false}});  // No tag.
  // beta = 1: the plain ratio 11/12.
  CheckInstance("grid_bfs", kGrid,
                {{"<answer>0 1 2 -1\n-1 -1 3 4\n0 -1 -1 -1</answer>", 11.0 / 12.0, false, true}},
                R"({"beta": 1})");
}

TEST_F(GridBfsTest, NoSource) {
  // No 1 anywhere: every cell is -1.
  CheckInstance("grid_bfs", R"({"n": 2, "m": 2, "grid": [[0, 0], [2, 0]]})",
                {{"<answer>-1 -1\n-1 -1</answer>", 1, true, true},
                 {"<answer>-1 -1\n-1 0</answer>", std::pow(3.0 / 4.0, 10), false, true}});
}

TEST(GridBfsInstanceTest, RejectsMisshapenGrids) {
  for (const char* instance : {
           R"({"n": 2, "m": 2, "grid": [[0, 1]]})",             // One row short.
           R"({"n": 2, "m": 2, "grid": [[0, 1], [1]]})",        // A short row.
           R"({"n": 2, "m": 2, "grid": [[0, 1], [1, 0, 0]]})",  // A long row.
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("grid_bfs", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
}

// Brute force from the definition, not a BFS: start every 1 at 0 and every
// other cell at "unreached", then relax every open cell from its neighbours
// until nothing changes (Bellman-Ford on the grid).
TEST(GridBfsBruteForceTest, ReferenceMatchesRelaxation) {
  for (const testing::Generated& g : testing::GenerateSmall("grid_bfs", 8, 20)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    const std::vector<std::vector<int64_t>> grid = g.IntRows("grid");
    ASSERT_EQ(static_cast<int64_t>(grid.size()), n) << g.Where();
    const int64_t kUnreached = 1 << 30;
    std::vector<std::vector<int64_t>> dist(static_cast<size_t>(n),
                                           std::vector<int64_t>(static_cast<size_t>(m)));
    for (int64_t r = 0; r < n; ++r) {
      for (int64_t c = 0; c < m; ++c) {
        dist[r][c] = grid[r][c] == 1 ? 0 : kUnreached;
      }
    }
    for (bool changed = true; changed;) {
      changed = false;
      for (int64_t r = 0; r < n; ++r) {
        for (int64_t c = 0; c < m; ++c) {
          if (grid[r][c] == 2) continue;
          const int64_t dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
          for (int k = 0; k < 4; ++k) {
            const int64_t nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nr >= n || nc < 0 || nc >= m || grid[nr][nc] == 2) continue;
            if (dist[nr][nc] + 1 < dist[r][c]) {
              dist[r][c] = dist[nr][nc] + 1;
              changed = true;
            }
          }
        }
      }
    }
    std::vector<int64_t> expected;
    for (int64_t r = 0; r < n; ++r) {
      for (int64_t c = 0; c < m; ++c) {
        expected.push_back(grid[r][c] == 2 || dist[r][c] == kUnreached ? -1 : dist[r][c]);
      }
    }
    EXPECT_EQ(Numbers(g.answer), expected) << g.Where();
    // The answer's lines are the rows.
    EXPECT_EQ(static_cast<int64_t>(std::count(g.answer.begin(), g.answer.end(), '\n')), n - 1)
        << g.Where();
  }
}

}  // namespace
}  // namespace grid_bfs_test_cc
}  // namespace referee
