// SmallestCircle (RLVE-Gym): the smallest circle covering N lattice points
// in general position, answered as "x y r"; ladder -1 unparseable or
// r <= 0, 0 a point farther than r + 0.001 from (x, y), else
// min((optimum / r)^beta, 1), beta = 10, all tests exact. Every
// expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace smallest_circle_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class SmallestCircleTest : public testing::VerifierTableTest {};

// (0,0), (4,0), (0,3), (1,1). The first three are a right triangle, so its
// smallest circle has the hypotenuse (4,0)-(0,3) as diameter: center
// (2, 1.5), radius 5/2 = 2.5; (0,0) is on it (2² + 1.5² = 6.25) and (1,1)
// inside (1 + 0.25 < 6.25). No circle of radius < 2.5 covers (4,0) and
// (0,3), 5 apart: the optimum is 2.5. (No three on a line: (1,1) is on
// none of x = 0, y = 0, 3x + 4y = 12; the instance check passes.)
// Covering means distance² <= (r + 0.001)².
const char kInstance[] = R"({"points": [[0, 0], [4, 0], [0, 3], [1, 1]]})";

TEST_F(SmallestCircleTest, Ladder) {
  // 100 digits is the most a number may have.
  const std::string digits100 = "<answer>2 1.5 2.5" + std::string(98, '0') + "</answer>";
  const std::string digits101 = "<answer>2 1.5 2.5" + std::string(99, '0') + "</answer>";
  CheckInstance("smallest_circle", kInstance,
        {{"<answer>2 1.5 2.5</answer>", 1, true, true},
         {"<answer>\n2.000  +1.50\t2.5000 </answer>", 1, true, true},
         {"<answer>2e0 15e-1 .25e1</answer>", 1, true, true},
         {"<answer>2. 1.5 2.5E+0</answer>", 1, true, true},
         {"\\boxed{2 1.5 2.5}", 1, true, true},
         {digits100.c_str(), 1, true, true},
         // Below the optimum but within the tolerance: 2.5 <= 2.4995 +
         // 0.001; min((2.5 / 2.4995)^10, 1) = 1.
         {"<answer>2 1.5 2.4995</answer>", 1, true, true},
         // Exactly on the tolerance: 2.5 <= 2.499 + 0.001 = 2.5.
         {"<answer>2 1.5 2.499</answer>", 1, true, true},
         // Center moved: distance² to (0,0) and (0,3) is 2.001² + 1.5² =
         // 6.254001 <= 2.501² = 6.255001 (to (4,0): 1.999² + 2.25 less).
         {"<answer>2.001 1.5 2.5</answer>", 1, true, true},
         // Larger circles: (2.5 / 5)^10 = 1/1024, (2.5 / 2.6)^10.
         {"<answer>2 1.5 5</answer>", 1.0 / 1024, false, true},
         {"<answer>2 1.5 2.6</answer>", std::pow(2.5 / 2.6, 10), false, true},
         {"<answer>2 1.5 2.500001</answer>", std::pow(2.5 / 2.500001, 10), false, true},
         // Not covering: 2.5 > 2.4989 + 0.001; 2.002² + 2.25 = 6.258004 >
         // 6.255001; (-2, 1.5) is 6.18 from (4,0).
         {"<answer>2 1.5 2.4989</answer>", 0, false, true},
         {"<answer>2.002 1.5 2.5</answer>", 0, false, true},
         {"<answer>-2 1.5 2.5</answer>", 0, false, true},
         // r <= 0: RLVE's wrong_format.
         {"<answer>2 1.5 0</answer>", -1, false, true},
         {"<answer>2 1.5 -0.000</answer>", -1, false, true},
         {"<answer>2 1.5 -2.5</answer>", -1, false, true},
         // Unparseable.
         {digits101.c_str(), -1, false, false},
         {"<answer>2 1.5 inf</answer>", -1, false, false},
         {"<answer>2 1.5 1e</answer>", -1, false, false},
         {"<answer>2 1.5 2.5.0</answer>", -1, false, false},
         {"<answer>2 1.5 1e101</answer>", -1, false, false},
         {"<answer>2 1.5</answer>", -1, false, false},
         {"<answer>2 1.5 2.5 0</answer>", -1, false, false},
         {"<answer>2, 1.5, 2.5</answer>", -1, false, false},
         {"<answer>. 1.5 2.5</answer>", -1, false, false},
         {"2 1.5 2.5", -1, false, false}});
  CheckInstance("smallest_circle", kInstance,
        {{"<answer>2 1.5 5</answer>", 0.5, false, true}}, R"({"beta": 1})");
}

TEST(SmallestCircleInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"points": [[0, 0]]})",                          // Fewer than 2.
           R"({"points": [[0, 0], [1, 0], [0, 0]]})",          // A repeat.
           R"({"points": [[0, 0], [2, 1], [4, 2], [0, 5]]})",  // On y = x/2.
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("smallest_circle", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
}

// From the definition: the smallest circle's center is the midpoint of two
// points or the circumcenter of three, so the optimum is the least, over
// those candidate centers, of the largest distance to a point.
double BruteRadius(const std::vector<std::vector<int64_t>>& p) {
  std::vector<std::pair<double, double>> centers;
  const size_t n = p.size();
  for (size_t a = 0; a < n; ++a) {
    for (size_t b = a + 1; b < n; ++b) {
      centers.emplace_back((p[a][0] + p[b][0]) / 2.0, (p[a][1] + p[b][1]) / 2.0);
      for (size_t c = b + 1; c < n; ++c) {
        // Solve |o - a|² = |o - b|² = |o - c|² (two linear equations).
        const double a1 = 2.0 * (p[b][0] - p[a][0]), b1 = 2.0 * (p[b][1] - p[a][1]);
        const double c1 = 1.0 * (p[b][0] * p[b][0] + p[b][1] * p[b][1] -
                                 p[a][0] * p[a][0] - p[a][1] * p[a][1]);
        const double a2 = 2.0 * (p[c][0] - p[a][0]), b2 = 2.0 * (p[c][1] - p[a][1]);
        const double c2 = 1.0 * (p[c][0] * p[c][0] + p[c][1] * p[c][1] -
                                 p[a][0] * p[a][0] - p[a][1] * p[a][1]);
        const double det = a1 * b2 - a2 * b1;
        if (det == 0) continue;
        centers.emplace_back((c1 * b2 - c2 * b1) / det, (a1 * c2 - a2 * c1) / det);
      }
    }
  }
  double best = 1e300;
  for (const auto& [x, y] : centers) {
    double reach = 0;
    for (const std::vector<int64_t>& q : p) {
      reach = std::max(reach, std::hypot(q[0] - x, q[1] - y));
    }
    best = std::min(best, reach);
  }
  return best;
}

TEST(SmallestCircleBruteForceTest, ReferenceMatchesCandidateCenters) {
  // RLVE's controller: N = 4, 5, 6, 7, 8, 9, 10 at levels 0..6.
  for (const testing::Generated& g : testing::GenerateSmall("smallest_circle", 6, 10)) {
    const std::vector<std::vector<int64_t>> p = g.IntRows("points");
    const int64_t n = static_cast<int64_t>(p.size());
    ASSERT_EQ(n, 4 + g.level) << g.Where();
    std::set<std::pair<int64_t, int64_t>> seen;
    for (const std::vector<int64_t>& q : p) {
      EXPECT_GE(q[0], 0) << g.Where();
      EXPECT_LE(q[0], 2 * n) << g.Where();
      EXPECT_GE(q[1], 0) << g.Where();
      EXPECT_LE(q[1], 2 * n) << g.Where();
      EXPECT_TRUE(seen.emplace(q[0], q[1]).second) << g.Where();
    }
    const double optimum = BruteRadius(p);
    const std::vector<std::string> parts =
        absl::StrSplit(g.answer, ' ', absl::SkipEmpty());
    ASSERT_EQ(parts.size(), 3u) << g.Where();
    const double x = std::strtod(parts[0].c_str(), nullptr);
    const double y = std::strtod(parts[1].c_str(), nullptr);
    const double r = std::strtod(parts[2].c_str(), nullptr);
    // The radius is the optimum rounded down to 6 or more decimals.
    EXPECT_LE(r, optimum + 1e-9) << g.Where();
    EXPECT_GE(r, optimum - 1.1e-6) << g.Where();
    // And the circle covers every point with room to spare.
    for (const std::vector<int64_t>& q : p) {
      EXPECT_LE(std::hypot(q[0] - x, q[1] - y), r + 1e-5) << g.Where();
    }
  }
}

}  // namespace
}  // namespace smallest_circle_test_cc
}  // namespace referee
