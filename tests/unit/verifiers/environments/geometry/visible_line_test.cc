// VisibleLine (RLVE-Gym): the lines y = A x + B that are strictly above
// every other line at some x; ladder -1 unparseable or an index outside
// 0..N-1, else (|answer ∩ visible| / |answer ∪ visible|)^beta, beta = 5,
// the answer read as a set. Every expectation is worked out by hand below.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace visible_line_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class VisibleLineTest : public testing::VerifierTableTest {};

// Line 0: y = x; 1: y = -x; 2: y = -1; 3: y = 0; 4: y = x - 5;
// 5: y = 2x - 10. The top of lines 0, 1 is |x| >= 0, so line 2 (-1) is
// always below; line 3 (0) meets |x| only at x = 0, where lines 0 and 1
// are as high: never strictly highest, hidden. Line 4 is 5 below line 0
// everywhere. Line 5 beats line 0 for x > 10 (2x - 10 > x) and line 1 for
// x > 10/3, and lines 2, 3, 4 there too (2x - 10 > x - 5 for x > 5): at
// x = 20 it is 30 against 20, -20, -1, 0, 15: visible. Line 0 at x = 5:
// 5 against -5, -1, 0, 0, 0: visible; line 1 at x = -5: 5 against -5, -1,
// 0, -10, -20: visible. Visible = {0, 1, 5}.
const char kLines[] = R"({"lines": [[1, 0], [-1, 0], [0, -1], [0, 0], [1, -5], [2, -10]]})";

TEST_F(VisibleLineTest, Ladder) {
  CheckInstance("visible_line", kLines,
        {{"<answer>0 1 5</answer>", 1, true, true},
         {"<answer>5 1 0</answer>", 1, true, true},  // Any order.
         {"<answer> 0 0 1 5 5 +1 </answer>", 1, true, true},  // A set: repeats collapse.
         {"\\boxed{1 5 0}", 1, true, true},
         {"<answer>0 1</answer>", std::pow(2.0 / 3.0, 5), false, true},  // 2 of 3.
         {"<answer>0 1 3 5</answer>", std::pow(3.0 / 4.0, 5), false, true},  // The tie, 3/4.
         {"<answer>0 1 2 3 4 5</answer>", std::pow(0.5, 5), false, true},  // 3 of 6.
         {"<answer>3</answer>", 0, false, true},  // 0 of 4.
         {"<answer></answer>", 0, false, true},   // The empty set: 0 of 3.
         {"<answer>0 1 6</answer>", -1, false, true},  // RLVE: out of range is wrong_format.
         {"<answer>-1 0 1 5</answer>", -1, false, true},
         {"<answer>0 1 99999999999999999999999</answer>", -1, false, true},  // kHugeToken.
         {"<answer>0, 1, 5</answer>", -1, false, false},  // int("0,") fails.
         {"<answer>0 1 five</answer>", -1, false, false},
         {"0 1 5", -1, false, false}});
  CheckInstance("visible_line", kLines,
        {{"<answer>0 1</answer>", 2.0 / 3.0, false, true}}, R"({"beta": 1})");
}

TEST_F(VisibleLineTest, HandDerivedValues) {
  // Three lines through (0, 0): y = -x, y = 0, y = x. The middle slope
  // tops only at x = 0, tied: hidden. Visible {0, 2}.
  CheckInstance("visible_line", R"({"lines": [[-1, 0], [0, 0], [1, 0]]})",
        {{"<answer>0 2</answer>", 1, true, true},
         {"<answer>0 1 2</answer>", std::pow(2.0 / 3.0, 5), false, true}});
  // Lifting the middle one to y = 1: it is highest on -1 < x < 1.
  CheckInstance("visible_line", R"({"lines": [[-1, 0], [0, 1], [1, 0]]})",
        {{"<answer>0 1 2</answer>", 1, true, true}});
  // Parallel lines: only the highest shows. One line: it is visible.
  CheckInstance("visible_line", R"({"lines": [[3, -2], [3, 7], [3, 0]]})",
        {{"<answer>1</answer>", 1, true, true}});
  CheckInstance("visible_line", R"({"lines": [[0, 0]]})",
        {{"<answer>0</answer>", 1, true, true}});
  // Extreme coefficients: y = -10^9 x + 10^9, y = 0, y = 10^9 x + 10^9.
  // Lines 0 and 2 meet at (0, 10^9) above line 1: line 1 is hidden (its
  // only chance, x = 0, loses to 10^9); 0 and 2 are visible.
  CheckInstance("visible_line",
        R"({"lines": [[-1000000000, 1000000000], [0, 0], [1000000000, 1000000000]]})",
        {{"<answer>0 2</answer>", 1, true, true}});
  // y = -10^9 x - 10^9, y = 10^9 x - 10^9, y = -10^9 + 1: lines 0 and 1
  // meet at (0, -10^9), below line 2 there: all three visible.
  CheckInstance("visible_line",
        R"({"lines": [[-1000000000, -1000000000], [1000000000, -1000000000],
                      [0, -999999999]]})",
        {{"<answer>0 1 2</answer>", 1, true, true}});
}

TEST(VisibleLineInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"lines": []})",                        // No lines.
           R"({"lines": [[1, 2], [0, 0], [1, 2]]})",  // A repeat.
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("visible_line", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
}

// Brute force from the definition: line i is strictly highest at x iff
// (A_i - A_j) x > B_j - B_i for every j != i. Each constraint is a strict
// bound on x (or, for a parallel line, B_i > B_j); line i is visible iff
// the strict lower bounds all lie below the strict upper bounds. Bounds
// are fractions num / den with den > 0, compared by cross-multiplying.
bool StrictlyHighestSomewhere(const std::vector<std::vector<int64_t>>& lines, size_t i) {
  bool has_lo = false, has_hi = false;
  int64_t lo_num = 0, lo_den = 1, hi_num = 0, hi_den = 1;
  for (size_t j = 0; j < lines.size(); ++j) {
    if (j == i) continue;
    const int64_t da = lines[i][0] - lines[j][0];
    const int64_t db = lines[j][1] - lines[i][1];  // Need da * x > db.
    if (da == 0) {
      if (db >= 0) return false;
    } else if (da > 0) {  // x > db / da.
      if (!has_lo || db * lo_den > lo_num * da) lo_num = db, lo_den = da, has_lo = true;
    } else {  // x < db / da = (-db) / (-da).
      if (!has_hi || -db * hi_den < hi_num * -da) hi_num = -db, hi_den = -da, has_hi = true;
    }
  }
  return !has_lo || !has_hi || lo_num * hi_den < hi_num * lo_den;
}

TEST(VisibleLineBruteForceTest, ReferenceMatchesDefinition) {
  const int64_t kN[] = {3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16};
  for (const testing::Generated& g : testing::GenerateSmall("visible_line", 10, 12)) {
    const std::vector<std::vector<int64_t>> lines = g.IntRows("lines");
    const int64_t n = kN[g.level];
    ASSERT_EQ(static_cast<int64_t>(lines.size()), n) << g.Where();
    for (size_t i = 0; i < lines.size(); ++i) {
      ASSERT_EQ(lines[i].size(), 2u) << g.Where();
      for (const int64_t v : lines[i]) {
        EXPECT_GE(v, -n) << g.Where();
        EXPECT_LE(v, n) << g.Where();
      }
      for (size_t j = 0; j < i; ++j) EXPECT_NE(lines[i], lines[j]) << g.Where();
    }
    std::vector<int64_t> visible;
    std::string expected;
    for (size_t i = 0; i < lines.size(); ++i) {
      if (!StrictlyHighestSomewhere(lines, i)) continue;
      visible.push_back(static_cast<int64_t>(i));
      expected += (expected.empty() ? "" : " ") + std::to_string(i);
    }
    EXPECT_EQ(g.answer, expected) << g.Where();
    if (n > 10) continue;
    // Every subset of the lines as an answer: 1 exactly for the visible
    // set, else (|S ∩ V| / |S ∪ V|)^5.
    const PreparedProblemPtr problem = testing::PrepareGenerated("visible_line", g);
    ASSERT_NE(problem, nullptr);
    uint32_t visible_mask = 0;
    for (const int64_t i : visible) visible_mask |= uint32_t{1} << i;
    for (uint32_t mask = 0; mask < (uint32_t{1} << n); ++mask) {
      std::string answer;
      for (int64_t i = n - 1; i >= 0; --i) {  // Decreasing: order is free.
        if ((mask >> i) & 1) answer += std::to_string(i) + " ";
      }
      const Verdict v =
          testing::ScoreWith("visible_line", *problem, "<answer>" + answer + "</answer>");
      const int inter = __builtin_popcount(mask & visible_mask);
      const int uni = __builtin_popcount(mask | visible_mask);
      if (mask == visible_mask) {
        EXPECT_EQ(v.score, 1.0) << g.Where() << " mask " << mask;
        EXPECT_TRUE(v.correct) << g.Where();
      } else {
        EXPECT_NEAR(v.score, std::pow(static_cast<double>(inter) / uni, 5), 1e-12)
            << g.Where() << " mask " << mask;
        EXPECT_LT(v.score, 1.0) << g.Where() << " mask " << mask;
        EXPECT_FALSE(v.correct) << g.Where();
      }
    }
  }
}

}  // namespace
}  // namespace visible_line_test_cc
}  // namespace referee
