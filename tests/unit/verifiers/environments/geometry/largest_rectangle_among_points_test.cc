// LargestRectangle_AmongPoints (RLVE-Gym): four of N points that are the
// corners of a rectangle of the largest area; ladder -1 unparseable or not
// exactly four integers, -0.5 an index outside 0..N-1 or not a rectangle,
// else (area / optimum)^beta, beta = 5. Every expectation is worked out by
// hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace largest_rectangle_among_points_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class LargestRectangleAmongPointsTest : public testing::VerifierTableTest {};

// 0 (0,0), 1 (4,0), 2 (4,2), 3 (0,2): the axis-parallel rectangle 4 x 2,
// area 8. 4 (5,0), 5 (8,1), 6 (7,4), 7 (4,3): sides 4→5 = (3,1),
// 5→6 = (−1,3), 6→7 = (−3,−1), 7→4 = (1,−3), consecutive sides
// perpendicular ((3,1)·(−1,3) = 0) and opposite sides equal: a tilted
// square of side² 10, area 10. 8 (6,6) is on no rectangle. Any other four
// points, e.g. 0 1 2 4: (5,0) is not (0,0) + (4,2) − (4,0) = (0,2) nor any
// other pairing's fourth corner, so no rectangle. Optimum 10 (checked
// over all 126 quadruples with RLVE's own test in a scratch script).
const char kInstance[] =
    R"({"points": [[0, 0], [4, 0], [4, 2], [0, 2], [5, 0], [8, 1], [7, 4], [4, 3], [6, 6]]})";

TEST_F(LargestRectangleAmongPointsTest, Ladder) {
  CheckInstance("largest_rectangle_among_points", kInstance,
        {{"<answer>4 5 6 7</answer>", 1, true, true},
         // Any order: from 7 (4,3) the nearest are 4 and 6 (distance² 10
         // each), perpendicular, and 5 = 4 + 6 − 7.
         {"<answer>7 5 4 6</answer>", 1, true, true},
         {"<answer>\n+4 05 6\t7 </answer>", 1, true, true},
         {"\\boxed{4 5 6 7}", 1, true, true},
         // The 4 x 2 rectangle: (8/10)^5 = 0.32768.
         {"<answer>0 1 2 3</answer>", std::pow(0.8, 5), false, true},
         {"<answer>2 0 3 1</answer>", std::pow(0.8, 5), false, true},
         {"<answer>0 1 2 4</answer>", -0.5, false, true},  // Not a rectangle.
         {"<answer>4 5 6 8</answer>", -0.5, false, true},
         {"<answer>4 4 5 6</answer>", -0.5, false, true},  // A repeat.
         {"<answer>4 4 4 4</answer>", -0.5, false, true},
         {"<answer>4 5 6 9</answer>", -0.5, false, true},  // No point 9.
         {"<answer>-1 5 6 7</answer>", -0.5, false, true},
         {"<answer>4 5 6 99999999999999999999999</answer>", -0.5, false, true},
         {"<answer>4 5 6</answer>", -1, false, false},  // Not four integers.
         {"<answer>4 5 6 7 0</answer>", -1, false, false},
         {"<answer></answer>", -1, false, false},
         {"<answer>4, 5, 6, 7</answer>", -1, false, false},
         {"<answer>4 5 6 seven</answer>", -1, false, false},
         {"4 5 6 7", -1, false, false}});
  CheckInstance("largest_rectangle_among_points", kInstance,
        {{"<answer>0 1 2 3</answer>", 0.8, false, true}}, R"({"beta": 1})");
}

TEST(LargestRectangleAmongPointsInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"points": [[0, 0], [1, 0], [1, 1]]})",  // Fewer than 4.
           // No rectangle: no two pairs share a midpoint and a length.
           R"({"points": [[0, 0], [1, 0], [0, 1], [2, 2], [3, 5]]})",
           R"({"points": [[1, 1], [1, 1], [1, 1], [1, 1]]})",  // Area 0 only.
           R"({"points": [[0, 0], [1, 1], [2, 2], [3, 3]]})",  // On a line.
       }) {
    const absl::Status status =
        testing::PrepareInstanceStatus("largest_rectangle_among_points", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
}

// From the definition: some order of the four points goes around a
// rectangle, i.e. every corner's two sides are non-zero and perpendicular;
// the area is then |side1 x side2| at any corner. 0 if none.
int64_t BruteArea(const std::vector<std::vector<int64_t>>& q) {
  std::vector<int> order = {0, 1, 2, 3};
  int64_t area = 0;
  do {
    bool rectangle = true;
    for (int k = 0; k < 4; ++k) {
      const std::vector<int64_t>& prev = q[static_cast<size_t>(order[(k + 3) % 4])];
      const std::vector<int64_t>& at = q[static_cast<size_t>(order[k])];
      const std::vector<int64_t>& next = q[static_cast<size_t>(order[(k + 1) % 4])];
      const int64_t ax = prev[0] - at[0], ay = prev[1] - at[1];
      const int64_t bx = next[0] - at[0], by = next[1] - at[1];
      if ((ax == 0 && ay == 0) || (bx == 0 && by == 0) || ax * bx + ay * by != 0) {
        rectangle = false;
      }
    }
    if (rectangle) {
      const std::vector<int64_t>& a = q[static_cast<size_t>(order[0])];
      const std::vector<int64_t>& b = q[static_cast<size_t>(order[1])];
      const std::vector<int64_t>& d = q[static_cast<size_t>(order[3])];
      area = std::abs((b[0] - a[0]) * (d[1] - a[1]) - (b[1] - a[1]) * (d[0] - a[0]));
    }
  } while (std::next_permutation(order.begin(), order.end()));
  return area;
}

TEST(LargestRectangleAmongPointsBruteForceTest, ReferenceMatchesQuadrupleEnumeration) {
  // RLVE's controller: N = 5, 6, 7, 8, 9, 10, 12 at levels 0..6.
  const std::vector<int64_t> sizes = {5, 6, 7, 8, 9, 10, 12};
  for (const testing::Generated& g :
       testing::GenerateSmall("largest_rectangle_among_points", 6, 10)) {
    const std::vector<std::vector<int64_t>> p = g.IntRows("points");
    const size_t n = p.size();
    ASSERT_EQ(static_cast<int64_t>(n), sizes[static_cast<size_t>(g.level)]) << g.Where();
    const int64_t bound = static_cast<int64_t>(n);
    for (const std::vector<int64_t>& point : p) {
      EXPECT_LE(std::abs(point[0]), 2 * bound) << g.Where();
      EXPECT_LE(std::abs(point[1]), 2 * bound) << g.Where();
    }
    int64_t best = 0;
    for (size_t a = 0; a < n; ++a) {
      for (size_t b = a + 1; b < n; ++b) {
        for (size_t c = b + 1; c < n; ++c) {
          for (size_t d = c + 1; d < n; ++d) {
            best = std::max(best, BruteArea({p[a], p[b], p[c], p[d]}));
          }
        }
      }
    }
    EXPECT_GT(best, 0) << g.Where();  // The generator plants a square.
    std::vector<std::vector<int64_t>> chosen;
    for (const absl::string_view token :
         absl::StrSplit(g.answer, ' ', absl::SkipEmpty())) {
      int64_t index = 0;
      ASSERT_TRUE(absl::SimpleAtoi(token, &index)) << g.Where();
      ASSERT_GE(index, 0) << g.Where();
      ASSERT_LT(index, bound) << g.Where();
      chosen.push_back(p[static_cast<size_t>(index)]);
    }
    ASSERT_EQ(chosen.size(), 4u) << g.Where();
    EXPECT_EQ(BruteArea(chosen), best) << g.Where();
  }
}

}  // namespace
}  // namespace largest_rectangle_among_points_test_cc
}  // namespace referee
