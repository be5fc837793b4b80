// ConvexHull (RLVE-Gym): twice the area of the convex hull of N lattice
// points in general position; ladder -1 unparseable or <= 0, 1 exact, else
// (min(answer, gold) / max(answer, gold))^beta, beta = 5. Every
// expectation is worked out by hand below.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace convex_hull_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class ConvexHullTest : public testing::VerifierTableTest {};

// A(0,0) B(4,0) C(0,4) D(1,1) E(3,2). No three on a line (each pair's
// line misses the other three: A-D y = x; B-D y = (4 - x)/3; C-D
// y = 4 - 3x; E-A y = 2x/3; E-B y = 8 - 2x; E-C y = 4 - 2x/3; E-D
// y = (x + 1)/2; A-B y = 0; A-C x = 0; B-C x + y = 4, and E has
// x + y = 5 > 4, D has 2 < 4). D lies inside the triangle ABC and E
// outside it beyond BC, so the hull is A, B, E, C counterclockwise.
// Shoelace: (0·0 − 4·0) + (4·2 − 3·0) + (3·4 − 0·2) + (0·0 − 0·4)
// = 0 + 8 + 12 + 0 = 20 (area 10).
const char kInstance[] = R"({"points": [[0, 0], [4, 0], [0, 4], [1, 1], [3, 2]]})";

TEST_F(ConvexHullTest, Ladder) {
  CheckInstance("convex_hull", kInstance,
        {{"<answer>20</answer>", 1, true, true},
         {"<answer> +020 </answer>", 1, true, true},  // Python's int() reads it.
         {"\\boxed{20}", 1, true, true},
         {"<answer>16</answer>", std::pow(16.0 / 20.0, 5), false, true},  // 0.32768.
         {"<answer>25</answer>", std::pow(20.0 / 25.0, 5), false, true},  // 0.32768.
         {"<answer>10</answer>", std::pow(0.5, 5), false, true},  // The area itself.
         {"<answer>40</answer>", std::pow(0.5, 5), false, true},
         {"<answer>200000000000000000000</answer>", std::pow(1e-19, 5), false, true},
         {"<answer>0</answer>", -1, false, true},    // RLVE: <= 0 is wrong_format.
         {"<answer>-20</answer>", -1, false, true},
         {"<answer>20.0</answer>", -1, false, false},  // int() rejects it.
         {"<answer>20/1</answer>", -1, false, false},
         {"<answer>twenty</answer>", -1, false, false},
         {"<answer></answer>", -1, false, false},
         {"20", -1, false, false}});
  CheckInstance("convex_hull", kInstance,
        {{"<answer>16</answer>", 0.8, false, true}}, R"({"beta": 1})");
}

TEST_F(ConvexHullTest, LargeCoordinates) {
  // The square with corners (±10^9, ±10^9): side 2·10^9, area 4·10^18,
  // twice that 8·10^18 (each shoelace term is 2·10^18: past what 32-bit
  // products hold, inside 128 bits).
  CheckInstance("convex_hull",
        R"({"points": [[-1000000000, -1000000000], [1000000000, -1000000000],
                       [1000000000, 1000000000], [-1000000000, 1000000000]]})",
        {{"<answer>8000000000000000000</answer>", 1, true, true},
         {"<answer>4000000000000000000</answer>", std::pow(0.5, 5), false, true}});
  // A triangle: (0,0), (3,0), (0,5): twice the area is 3·5 = 15.
  CheckInstance("convex_hull", R"({"points": [[0, 0], [3, 0], [0, 5]]})",
        {{"<answer>15</answer>", 1, true, true}});
}

TEST(ConvexHullInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"points": [[0, 0], [1, 0]]})",                   // Fewer than 3.
           R"({"points": [[0, 0], [1, 0], [0, 1], [1, 0]]})",   // A repeat.
           R"({"points": [[0, 0], [1, 1], [2, 2]]})",           // On y = x.
           R"({"points": [[0, 0], [5, 1], [3, 7], [10, 2]]})",  // (0,0), (5,1), (10,2).
           R"({"points": [[0, 0], [0, 3], [2, 1], [0, -4]]})",  // On x = 0.
           // On one line far apart: direction (10^9, 10^9 - 1).
           R"({"points": [[-1000000000, -999999999], [0, 0],
                          [1000000000, 999999999]]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("convex_hull", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
}

// Brute force from the definition: a directed pair (i, j) is a
// counterclockwise hull edge iff every other point lies strictly to its
// left (general position); twice the hull's area is the sum over those
// edges of x_i·y_j − x_j·y_i. O(N^3), no sorting.
int64_t TwiceHullArea(const std::vector<std::vector<int64_t>>& p) {
  int64_t twice = 0;
  for (size_t i = 0; i < p.size(); ++i) {
    for (size_t j = 0; j < p.size(); ++j) {
      if (i == j) continue;
      bool edge = true;
      for (size_t k = 0; k < p.size() && edge; ++k) {
        if (k == i || k == j) continue;
        const int64_t cross = (p[j][0] - p[i][0]) * (p[k][1] - p[i][1]) -
                              (p[j][1] - p[i][1]) * (p[k][0] - p[i][0]);
        edge = cross > 0;
      }
      if (edge) twice += p[i][0] * p[j][1] - p[j][0] * p[i][1];
    }
  }
  return twice;
}

TEST(ConvexHullBruteForceTest, ReferenceMatchesEdgeEnumeration) {
  // N per level: 5, 6, 7, 8, 9, 10, 12, 14, 16 (floor(1.1 N) + 1).
  const int64_t kN[] = {5, 6, 7, 8, 9, 10, 12, 14, 16};
  for (const testing::Generated& g : testing::GenerateSmall("convex_hull", 8, 12)) {
    const std::vector<std::vector<int64_t>> points = g.IntRows("points");
    const int64_t n = kN[g.level];
    ASSERT_EQ(static_cast<int64_t>(points.size()), n) << g.Where();
    for (size_t i = 0; i < points.size(); ++i) {
      ASSERT_EQ(points[i].size(), 2u) << g.Where();
      EXPECT_GE(points[i][0], 0) << g.Where();
      EXPECT_LE(points[i][0], n) << g.Where();
      EXPECT_GE(points[i][1], 0) << g.Where();
      EXPECT_LE(points[i][1], n) << g.Where();
      // General position, from the definition: no repeat, no collinear triple.
      for (size_t j = 0; j < i; ++j) {
        EXPECT_NE(points[i], points[j]) << g.Where();
        for (size_t k = 0; k < j; ++k) {
          EXPECT_NE((points[j][0] - points[i][0]) * (points[k][1] - points[i][1]) -
                        (points[j][1] - points[i][1]) * (points[k][0] - points[i][0]),
                    0)
              << g.Where();
        }
      }
    }
    EXPECT_EQ(g.answer, std::to_string(TwiceHullArea(points))) << g.Where();
  }
}

}  // namespace
}  // namespace convex_hull_test_cc
}  // namespace referee
