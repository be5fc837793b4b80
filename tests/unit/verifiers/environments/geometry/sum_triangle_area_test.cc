// SumTriangleArea (RLVE-Gym): the sum over all triples of N distinct
// lattice points of twice their triangle's area; ladder -1 unparseable or
// negative, 1 exact, else (min/max)^beta, beta = 10 (0 earns 0 unless the
// sum is 0). Every expectation is worked out by hand below.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace sum_triangle_area_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class SumTriangleAreaTest : public testing::VerifierTableTest {};

// The corners of the square [0, 2]^2: each of the C(4, 3) = 4 triples is
// half the square (area 2, doubled 4), so the sum is 4 * 4 = 16.
const char kSquare[] = R"({"points": [[0, 0], [2, 0], [2, 2], [0, 2]]})";

TEST_F(SumTriangleAreaTest, Ladder) {
  CheckInstance("sum_triangle_area", kSquare,
        {{"<answer>16</answer>", 1, true, true},
         {"<answer> +016 </answer>", 1, true, true},  // Python's int() reads it.
         {"\\boxed{16}", 1, true, true},
         {"<answer>8</answer>", std::pow(0.5, 10), false, true},  // The areas undoubled.
         {"<answer>32</answer>", std::pow(0.5, 10), false, true},
         {"<answer>15</answer>", std::pow(15.0 / 16.0, 10), false, true},
         {"<answer>0</answer>", 0, false, true},  // min/max = 0 (the sum is not 0).
         {"<answer>100000000000000000000000</answer>", std::pow(16e-23, 10), false, true},
         {"<answer>-16</answer>", -1, false, true},  // RLVE: < 0 is wrong_format.
         {"<answer>16.0</answer>", -1, false, false},
         {"<answer>16 16</answer>", -1, false, false},
         {"<answer>sixteen</answer>", -1, false, false},
         {"<answer></answer>", -1, false, false},
         {"16", -1, false, false}});
  CheckInstance("sum_triangle_area", kSquare,
        {{"<answer>8</answer>", 0.5, false, true}}, R"({"beta": 1})");
}

TEST_F(SumTriangleAreaTest, HandDerivedValues) {
  // (0,0), (1,1), (2,2), (0,2): the triple on y = x counts 0; from (0,0),
  // cross((1,1), (0,2)) = 2 and cross((2,2), (0,2)) = 4; from (1,1),
  // cross((1,1), (-1,1)) = 1 + 1 = 2. 0 + 2 + 4 + 2 = 8.
  CheckInstance("sum_triangle_area", R"({"points": [[2, 2], [0, 2], [1, 1], [0, 0]]})",
        {{"<answer>8</answer>", 1, true, true},
         {"<answer>4</answer>", std::pow(0.5, 10), false, true}});
  // Three points on one line: the sum is 0, and only 0 earns credit.
  CheckInstance("sum_triangle_area", R"({"points": [[0, 0], [3, 1], [6, 2]]})",
        {{"<answer>0</answer>", 1, true, true},
         {"<answer>1</answer>", 0, false, true}});
  // One triangle, (0,0), (3,0), (0,5): doubled area 15.
  CheckInstance("sum_triangle_area", R"({"points": [[0, 0], [3, 0], [0, 5]]})",
        {{"<answer>15</answer>", 1, true, true}});
  // Corners at the coordinate bound: (-10^5, -10^5), (10^5, -10^5),
  // (10^5, 10^5), (-10^5, 10^5): a square of side 2 * 10^5, each triple
  // half of it, doubled 4 * 10^10; 4 triples: 1.6 * 10^11.
  CheckInstance("sum_triangle_area",
        R"({"points": [[-100000, -100000], [100000, -100000], [100000, 100000],
                       [-100000, 100000]]})",
        {{"<answer>160000000000</answer>", 1, true, true}});
}

TEST(SumTriangleAreaInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"points": [[0, 0], [1, 0]]})",                  // Fewer than 3.
           R"({"points": [[0, 0], [1, 0], [0, 1], [1, 0]]})",  // A repeat.
           R"({"points": [[5, 5], [5, 5], [5, 5]]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("sum_triangle_area", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
}

// Brute force from the definition: every triple, |cross product of two
// sides| (twice the area), O(N^3).
int64_t DoubledAreaSum(const std::vector<std::vector<int64_t>>& p) {
  int64_t sum = 0;
  for (size_t i = 0; i < p.size(); ++i) {
    for (size_t j = i + 1; j < p.size(); ++j) {
      for (size_t k = j + 1; k < p.size(); ++k) {
        const int64_t cross = (p[j][0] - p[i][0]) * (p[k][1] - p[i][1]) -
                              (p[j][1] - p[i][1]) * (p[k][0] - p[i][0]);
        sum += cross < 0 ? -cross : cross;
      }
    }
  }
  return sum;
}

TEST(SumTriangleAreaBruteForceTest, ReferenceMatchesTripleEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall("sum_triangle_area", 12, 10)) {
    const std::vector<std::vector<int64_t>> points = g.IntRows("points");
    const int64_t n = 4 + g.level;
    ASSERT_EQ(static_cast<int64_t>(points.size()), n) << g.Where();
    for (size_t i = 0; i < points.size(); ++i) {
      ASSERT_EQ(points[i].size(), 2u) << g.Where();
      EXPECT_GE(points[i][0], 0) << g.Where();
      EXPECT_LE(points[i][0], n) << g.Where();
      EXPECT_GE(points[i][1], 0) << g.Where();
      EXPECT_LE(points[i][1], n) << g.Where();
      for (size_t j = 0; j < i; ++j) EXPECT_NE(points[i], points[j]) << g.Where();
    }
    EXPECT_EQ(g.answer, std::to_string(DoubledAreaSum(points))) << g.Where();
  }
}

}  // namespace
}  // namespace sum_triangle_area_test_cc
}  // namespace referee
