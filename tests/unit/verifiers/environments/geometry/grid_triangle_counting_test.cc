// GridTriangleCounting (RLVE-Gym): the non-degenerate triangles on the
// lattice points of [0, N] x [0, M]; ladder -1 unparseable or <= 0, 1
// exact, else (min/max)^beta, beta = 10. Every expectation is worked out
// by hand below.
#include <cmath>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace grid_triangle_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class GridTriangleCountingTest : public testing::VerifierTableTest {};

TEST_F(GridTriangleCountingTest, Ladder) {
  // N = 2, M = 1: 3 x 2 = 6 points, C(6, 3) = 20 triples. Collinear: the
  // two rows of 3 points (one triple each); a column has only 2 points and
  // no slanted line meets 3 of them (it would need 3 rows). 20 - 2 = 18.
  CheckInstance("grid_triangle_counting", R"({"n": 2, "m": 1})",
        {{"<answer>18</answer>", 1, true, true},
         {"<answer> 018 </answer>", 1, true, true},
         {"\\boxed{18}", 1, true, true},
         {"<answer>20</answer>", std::pow(0.9, 10), false, true},  // 0.3486784401.
         {"<answer>9</answer>", std::pow(0.5, 10), false, true},   // 1/1024.
         {"<answer>36</answer>", std::pow(0.5, 10), false, true},
         {"<answer>0</answer>", -1, false, true},  // RLVE: <= 0 is wrong_format.
         {"<answer>-18</answer>", -1, false, true},
         {"<answer>18.0</answer>", -1, false, false},
         {"<answer>eighteen</answer>", -1, false, false},
         {"18", -1, false, false}});
  CheckInstance("grid_triangle_counting", R"({"n": 2, "m": 1})",
        {{"<answer>20</answer>", 0.9, false, true}}, R"({"beta": 1})");
}

TEST_F(GridTriangleCountingTest, HandDerivedValues) {
  const struct { int n, m; const char* answer; } kCases[] = {
      // 4 points, no three on a line: C(4, 3) = 4.
      {1, 1, "4"},
      // The ladder's grid turned: 2 columns of 3 points. 20 - 2 = 18.
      {1, 2, "18"},
      // 9 points, C(9, 3) = 84; 3 rows, 3 columns and the 2 diagonals hold
      // 3 points each: 84 - 8 = 76.
      {2, 2, "76"},
      // 4 x 3 = 12 points, C(12, 3) = 220. Rows: 3 rows of 4 points,
      // 3 · C(4, 3) = 12; columns: 4 of 3 points, 4; slope +1: the lines
      // from (0, 0) and (1, 0) hold 3 points each, 2; slope -1 likewise 2;
      // no other slope reaches 3 points in x <= 3, y <= 2. 220 - 20 = 200.
      {3, 2, "200"},
      // N = 1, M = 3: 8 points, C(8, 3) = 56; 2 columns of 4 points, 2 · 4 = 8; no row
      // or slanted line holds 3. 56 - 8 = 48.
      {1, 3, "48"},
  };
  for (const auto& c : kCases) {
    CheckInstance("grid_triangle_counting",
                  absl::StrCat(R"({"n": )", c.n, R"(, "m": )", c.m, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: every triple of lattice points, kept
// when the cross product of two of its sides is non-zero.
int64_t CountTriangles(int64_t n, int64_t m) {
  std::vector<std::pair<int64_t, int64_t>> points;
  for (int64_t x = 0; x <= n; ++x) {
    for (int64_t y = 0; y <= m; ++y) points.emplace_back(x, y);
  }
  int64_t count = 0;
  for (size_t i = 0; i < points.size(); ++i) {
    for (size_t j = i + 1; j < points.size(); ++j) {
      for (size_t k = j + 1; k < points.size(); ++k) {
        const int64_t cross =
            (points[j].first - points[i].first) * (points[k].second - points[i].second) -
            (points[j].second - points[i].second) * (points[k].first - points[i].first);
        count += cross != 0 ? 1 : 0;
      }
    }
  }
  return count;
}

TEST(GridTriangleCountingBruteForceTest, ReferenceMatchesEnumeration) {
  // MAX_N_M per level: 5, 7, 10 (floor(1.5 x)).
  const int64_t kMax[] = {5, 7, 10};
  for (const testing::Generated& g :
       testing::GenerateSmall("grid_triangle_counting", 2, 15)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    ASSERT_GE(n, 1) << g.Where();
    ASSERT_GE(m, 1) << g.Where();
    ASSERT_LE(n, kMax[g.level]) << g.Where();
    ASSERT_LE(m, kMax[g.level]) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(CountTriangles(n, m))) << g.Where();
  }
}

}  // namespace
}  // namespace grid_triangle_counting_test_cc
}  // namespace referee
