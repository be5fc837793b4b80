// LargestConvexPolygon (RLVE-Gym): the most of N points in general position
// that are the vertices of a convex polygon; ladder -1 unparseable, -0.5 a
// label outside 1..N or repeated, -0.2 fewer than 3 or not in convex
// position, else (chosen / optimum)^beta, beta = 5. Every expectation is
// worked out by hand below.
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
inline namespace largest_convex_polygon_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class LargestConvexPolygonTest : public testing::VerifierTableTest {};

// 1 (1,0), 2 (5,0), 3 (7,3), 4 (4,6), 5 (0,3), 6 (3,2).
// 1..5 is a convex pentagon: going 1→2→3→4→5→1 every turn is left, the
// cross products of consecutive edges being (4,0)×(2,3) = 12,
// (2,3)×(−3,3) = 15, (−3,3)×(−4,−3) = 21, (−4,−3)×(1,−3) = 15,
// (1,−3)×(4,0) = 12. Point 6 lies inside the triangle 1, 2, 4: it is left
// of 1→2 (y = 2 > 0), of 2→4 ((−1,6)×(−2,2) = 10) and of 4→1
// ((−3,−6)×(−1,−4) = 6). So all six are not in convex position and the
// optimum is 5 (the pentagon). (No three on a line: the instance check
// passes.)
const char kInstance[] =
    R"({"points": [[1, 0], [5, 0], [7, 3], [4, 6], [0, 3], [3, 2]]})";

TEST_F(LargestConvexPolygonTest, Ladder) {
  CheckInstance("largest_convex_polygon", kInstance,
        {{"<answer>1 2 3 4 5</answer>", 1, true, true},
         {"<answer>5 3 1 4 2</answer>", 1, true, true},  // Any order.
         {"<answer>\n+1 02 3\t4 5 </answer>", 1, true, true},
         {"\\boxed{1 2 3 4 5}", 1, true, true},
         // Part of a convex polygon is convex: (4/5)^5 = 0.32768.
         {"<answer>1 2 3 4</answer>", std::pow(0.8, 5), false, true},
         // Any three points in general position: (3/5)^5 = 0.07776.
         {"<answer>1 2 3</answer>", std::pow(0.6, 5), false, true},
         {"<answer>2 3 6</answer>", std::pow(0.6, 5), false, true},
         // 6 inside the triangle 1, 2, 4.
         {"<answer>1 2 4 6</answer>", -0.2, false, true},
         {"<answer>1 2 3 4 5 6</answer>", -0.2, false, true},
         {"<answer>1 2</answer>", -0.2, false, true},  // Fewer than 3.
         {"<answer></answer>", -0.2, false, true},     // RLVE: [] is not convex.
         {"<answer>1 2 2 3</answer>", -0.5, false, true},  // A repeat.
         {"<answer>1 2 3 4 5 1 2</answer>", -0.5, false, true},  // 7 > N labels.
         {"<answer>1 2 7</answer>", -0.5, false, true},  // No point 7.
         {"<answer>0 1 2</answer>", -0.5, false, true},
         {"<answer>-1 2 3</answer>", -0.5, false, true},
         {"<answer>1 2 99999999999999999999999</answer>", -0.5, false, true},
         {"<answer>1, 2, 3</answer>", -1, false, false},
         {"<answer>1 2 three</answer>", -1, false, false},
         {"1 2 3 4 5", -1, false, false}});
  CheckInstance("largest_convex_polygon", kInstance,
        {{"<answer>1 2 3 4</answer>", 0.8, false, true}}, R"({"beta": 1})");
}

TEST(LargestConvexPolygonInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"points": [[0, 0], [1, 0]]})",                   // Fewer than 3.
           R"({"points": [[0, 0], [1, 0], [0, 1], [0, 0]]})",   // A repeat.
           R"({"points": [[0, 0], [2, 1], [4, 2], [0, 5]]})",   // On y = x/2.
           R"({"points": [[3, 0], [3, 7], [0, 1], [3, -2]]})",  // On x = 3.
       }) {
    const absl::Status status =
        testing::PrepareInstanceStatus("largest_convex_polygon", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
}

int64_t Cross(const std::vector<int64_t>& o, const std::vector<int64_t>& a,
              const std::vector<int64_t>& b) {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

// From the definition, in general position: a set of at least 3 points is
// in convex position iff none of them lies strictly inside a triangle of
// three others.
bool ConvexPosition(const std::vector<std::vector<int64_t>>& p,
                    const std::vector<size_t>& s) {
  if (s.size() < 3) return false;
  for (const size_t q : s) {
    for (const size_t a : s) {
      for (const size_t b : s) {
        for (const size_t c : s) {
          if (q == a || q == b || q == c || a >= b || b >= c) continue;
          const int64_t x = Cross(p[a], p[b], p[q]), y = Cross(p[b], p[c], p[q]),
                        z = Cross(p[c], p[a], p[q]);
          if ((x > 0 && y > 0 && z > 0) || (x < 0 && y < 0 && z < 0)) return false;
        }
      }
    }
  }
  return true;
}

TEST(LargestConvexPolygonBruteForceTest, ReferenceMatchesSubsetEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("largest_convex_polygon", 4, 10)) {
    const std::vector<std::vector<int64_t>> points = g.IntRows("points");
    const size_t n = points.size();
    ASSERT_EQ(static_cast<int>(n), 5 + g.level) << g.Where();  // N = 5 + d.
    for (const std::vector<int64_t>& p : points) {
      EXPECT_GE(p[0], 0) << g.Where();
      EXPECT_LE(p[0], static_cast<int64_t>(n)) << g.Where();
      EXPECT_GE(p[1], 0) << g.Where();
      EXPECT_LE(p[1], static_cast<int64_t>(n)) << g.Where();
    }
    size_t best = 0;
    for (uint32_t mask = 0; mask < (1u << n); ++mask) {
      std::vector<size_t> s;
      for (size_t i = 0; i < n; ++i) {
        if ((mask >> i) & 1) s.push_back(i);
      }
      if (s.size() > best && ConvexPosition(points, s)) best = s.size();
    }
    // The reference lists `best` distinct labels in convex position.
    std::vector<size_t> chosen;
    for (const absl::string_view token :
         absl::StrSplit(g.answer, ' ', absl::SkipEmpty())) {
      int64_t label = 0;
      ASSERT_TRUE(absl::SimpleAtoi(token, &label)) << g.Where();
      ASSERT_GE(label, 1) << g.Where();
      ASSERT_LE(label, static_cast<int64_t>(n)) << g.Where();
      for (const size_t c : chosen) {
        ASSERT_NE(c, static_cast<size_t>(label - 1)) << g.Where();
      }
      chosen.push_back(static_cast<size_t>(label - 1));
    }
    EXPECT_EQ(chosen.size(), best) << g.Where();
    EXPECT_TRUE(ConvexPosition(points, chosen)) << g.Where();
  }
}

}  // namespace
}  // namespace largest_convex_polygon_test_cc
}  // namespace referee
