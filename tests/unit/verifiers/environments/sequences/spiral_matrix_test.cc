// SpiralMatrix (RLVE-Gym): the entries of an M x N matrix in clockwise
// spiral order from the top-left corner; ladder -1 unparseable, -0.5 not
// M·N integers, else (positions equal to the spiral order / (M·N))^beta,
// beta = 5 by default. Every expectation is worked out by hand below.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace spiral_matrix_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class SpiralMatrixTest : public testing::VerifierTableTest {};

// The 3 x 4 matrix
//   3 1 4 1
//   5 9 2 6
//   5 3 5 8
// read clockwise: the top row 3 1 4 1; down the right column (rows 2, 3)
// 6 8; left along the bottom row (columns 3, 2, 1) 5 3 5; up the left
// column (row 2 only) 5; then the inner ring, row 2 columns 2..3: 9 2.
// Spiral: 3 1 4 1 6 8 5 3 5 5 9 2 (12 entries).
const char kInstance[] =
    R"({"m": 3, "n": 4, "matrix": [[3, 1, 4, 1], [5, 9, 2, 6], [5, 3, 5, 8]]})";

TEST_F(SpiralMatrixTest, Ladder) {
  CheckInstance(
      "spiral_matrix", kInstance,
      {{"<answer>3 1 4 1 6 8 5 3 5 5 9 2</answer>", 1, true, true},
       {"<answer>\n 3 1 4 1\n6 8\t5 3 5 5 9 2 \n</answer>", 1, true, true},
       {"\\boxed{3 1 4 1 6 8 5 3 5 5 9 2}", 1, true, true},  // The fallback.
       {"<answer>+3 01 4 1 6 8 5 3 5 5 9 2</answer>", 1, true, true},  // int().
       // Row by row: 3 1 4 1 | 5 9 2 6 | 5 3 5 8 against the spiral
       // 3 1 4 1 | 6 8 5 3 | 5 5 9 2: positions 1-4 and 9 agree: (5/12)^5.
       {"<answer>3 1 4 1 5 9 2 6 5 3 5 8</answer>", std::pow(5.0 / 12.0, 5),
        false, true},
       // The last two swapped: 10 of 12 agree: (10/12)^5.
       {"<answer>3 1 4 1 6 8 5 3 5 5 2 9</answer>", std::pow(10.0 / 12.0, 5),
        false, true},
       // Counter-clockwise (down first): 3 5 5 3 5 8 6 1 4 1 9 2 agrees at
       // positions 1 (3), 6 (8), 11 (9), 12 (2): (4/12)^5.
       {"<answer>3 5 5 3 5 8 6 1 4 1 9 2</answer>", std::pow(4.0 / 12.0, 5),
        false, true},
       {"<answer>0 0 0 0 0 0 0 0 0 0 0 0</answer>", 0, false, true},
       // A value past 64 bits parses but matches nothing: (11/12)^5.
       {"<answer>3 1 4 1 6 8 5 3 5 5 9 99999999999999999999999</answer>",
        std::pow(11.0 / 12.0, 5), false, true},
       {"<answer>3 1 4 1 6 8 5 3 5 5 9</answer>", -0.5, false, true},  // 11.
       {"<answer>3 1 4 1 6 8 5 3 5 5 9 2 2</answer>", -0.5, false, true},
       {"<answer></answer>", -0.5, false, true},
       {"<answer>3, 1, 4, 1, 6, 8, 5, 3, 5, 5, 9, 2</answer>", -1, false, false},
       {"<answer>3 1 4 1 6 8 5 3 5 5 9 2.0</answer>", -1, false, false},
       {"3 1 4 1 6 8 5 3 5 5 9 2", -1, false, false},  // No tag.
       {"<answer>3 1 4 1 6 8 5 3 5 5 9 2", -1, false, false}});  // Unclosed.
  CheckInstance("spiral_matrix", kInstance,
                {{"<answer>3 1 4 1 6 8 5 3 5 5 2 9</answer>", 10.0 / 12.0,
                  false, true}},
                R"({"beta": 1})");
}

TEST_F(SpiralMatrixTest, ThinMatrices) {
  // One row: read left to right. One column: read top to bottom.
  CheckInstance("spiral_matrix", R"({"m": 1, "n": 3, "matrix": [[7, 8, 9]]})",
                {{"<answer>7 8 9</answer>", 1, true, true},
                 {"<answer>9 8 7</answer>", std::pow(1.0 / 3.0, 5), false, true}});
  CheckInstance("spiral_matrix", R"({"m": 3, "n": 1, "matrix": [[7], [8], [9]]})",
                {{"<answer>7 8 9</answer>", 1, true, true}});
  // 3 x 2: right 1 2, down 4 6, left 5, up 3.
  CheckInstance("spiral_matrix", R"({"m": 3, "n": 2, "matrix": [[1, 2], [3, 4], [5, 6]]})",
                {{"<answer>1 2 4 6 5 3</answer>", 1, true, true}});
}

TEST_F(SpiralMatrixTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError("spiral_matrix", R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError("spiral_matrix", R"({"beta": 2})").ok());
}

// The matrix must have exactly m rows of n entries (bounds that depend on
// m and n, which the registry-wide test does not break).
TEST(SpiralMatrixInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"m": 2, "n": 2, "matrix": [[1, 2]]})",                  // 1 row.
           R"({"m": 2, "n": 2, "matrix": [[1, 2], [3, 4], [5, 6]]})",  // 3 rows.
           R"({"m": 2, "n": 2, "matrix": [[1, 2], [3]]})",             // Short row.
           R"({"m": 2, "n": 2, "matrix": [[1, 2], [3, 4, 5]]})",       // Long row.
           R"({"m": 1, "n": 2, "matrix": [[1, 2.5]]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("spiral_matrix", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
}

// Brute force from the definition: walk the grid, starting at the top-left
// cell heading right, and turn clockwise whenever the next cell is outside
// the grid or already read.
std::vector<int64_t> WalkSpiral(int64_t m, int64_t n,
                                const std::vector<std::vector<int64_t>>& rows) {
  std::vector<std::vector<bool>> seen(static_cast<size_t>(m),
                                      std::vector<bool>(static_cast<size_t>(n), false));
  const int64_t dr[] = {0, 1, 0, -1}, dc[] = {1, 0, -1, 0};
  std::vector<int64_t> out;
  int64_t r = 0, c = 0, heading = 0;
  for (int64_t step = 0; step < m * n; ++step) {
    out.push_back(rows[static_cast<size_t>(r)][static_cast<size_t>(c)]);
    seen[static_cast<size_t>(r)][static_cast<size_t>(c)] = true;
    for (int turn = 0; turn < 4; ++turn) {
      const int64_t nr = r + dr[heading], nc = c + dc[heading];
      if (nr >= 0 && nr < m && nc >= 0 && nc < n &&
          !seen[static_cast<size_t>(nr)][static_cast<size_t>(nc)]) {
        r = nr;
        c = nc;
        break;
      }
      heading = (heading + 1) % 4;
    }
  }
  return out;
}

// RLVE's controller: MAX = 3, 4, 5, 6, 7, 8, 9 at levels 0..6; M and N in
// 2..MAX, entries in 1..M·N; the reference is the walked spiral.
TEST(SpiralMatrixBruteForceTest, ReferenceMatchesWalk) {
  const int64_t kMaxSide[] = {3, 4, 5, 6, 7, 8, 9};
  for (const testing::Generated& g : testing::GenerateSmall("spiral_matrix", 6, 20)) {
    const int64_t m = g.Int("m"), n = g.Int("n");
    EXPECT_GE(m, 2) << g.Where();
    EXPECT_GE(n, 2) << g.Where();
    EXPECT_LE(m, kMaxSide[g.level]) << g.Where();
    EXPECT_LE(n, kMaxSide[g.level]) << g.Where();
    const std::vector<std::vector<int64_t>> rows = g.IntRows("matrix");
    ASSERT_EQ(static_cast<int64_t>(rows.size()), m) << g.Where();
    for (const std::vector<int64_t>& row : rows) {
      ASSERT_EQ(static_cast<int64_t>(row.size()), n) << g.Where();
      for (const int64_t v : row) {
        EXPECT_GE(v, 1) << g.Where();
        EXPECT_LE(v, m * n) << g.Where();
      }
    }
    EXPECT_EQ(g.answer, absl::StrJoin(WalkSpiral(m, n, rows), " ")) << g.Where();
  }
}

}  // namespace
}  // namespace spiral_matrix_test_cc
}  // namespace referee
