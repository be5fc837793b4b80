// PanSolarPanels (RLVE-Gym): X in [A, B], Y in [C, D] with the largest
// gcd(X, Y), any maximising pair accepted; ladder -1 unparseable or not
// two integers, -0.5 out of range, else (gcd / best)^beta, beta = 3.
// Every expectation is worked out by hand below.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <numeric>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace pan_solar_panels_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "pan_solar_panels";

class PanSolarPanelsTest : public testing::VerifierTableTest {};

// X in [10, 15], Y in [20, 25]. A common divisor g > 7 has only g itself
// as a multiple in [10, 15] (2g > 15), and needs a multiple in [20, 25]:
// 2g in [20, 25] for g = 10, 11, 12; 13, 14, 15 have 26, 28, 30 (too big)
// and 16+ has none in [10, 15]. So the best is 12, only at (12, 24).
const char kInstance[] = R"({"a": 10, "b": 15, "c": 20, "d": 25})";

TEST_F(PanSolarPanelsTest, Ladder) {
  CheckInstance(kName, kInstance,
        {{"<answer>12 24</answer>", 1, true, true},
         {"<answer> +12   024 </answer>", 1, true, true},
         {"\\boxed{12 24}", 1, true, true},
         {"<answer>11 22</answer>", std::pow(11.0 / 12.0, 3), false, true},
         {"<answer>10 20</answer>", std::pow(10.0 / 12.0, 3), false, true},
         {"<answer>14 21</answer>", std::pow(7.0 / 12.0, 3), false, true},
         {"<answer>13 23</answer>", std::pow(1.0 / 12.0, 3), false, true},  // Coprime.
         {"<answer>24 12</answer>", -0.5, false, true},  // X and Y swapped: out of range.
         {"<answer>9 24</answer>", -0.5, false, true},
         {"<answer>12 26</answer>", -0.5, false, true},
         {"<answer>-12 24</answer>", -0.5, false, true},
         {"<answer>12 240000000000000000000000</answer>", -0.5, false, true},  // kHugeToken.
         {"<answer>12</answer>", -1, false, false},
         {"<answer>12 24 36</answer>", -1, false, false},
         {"<answer>12, 24</answer>", -1, false, false},
         {"<answer>12.0 24</answer>", -1, false, false},
         {"<answer></answer>", -1, false, false},
         {"12 24", -1, false, false}});
  CheckInstance(kName, kInstance,
        {{"<answer>11 22</answer>", 11.0 / 12.0, false, true}}, R"({"beta": 1})");
}

TEST_F(PanSolarPanelsTest, HandDerivedValues) {
  // The ranges swapped: (24, 12).
  CheckInstance(kName, R"({"a": 20, "b": 25, "c": 10, "d": 15})",
        {{"<answer>24 12</answer>", 1, true, true}});
  // X = 1: every gcd is 1, every pair in range is optimal.
  CheckInstance(kName, R"({"a": 1, "b": 1, "c": 5, "d": 7})",
        {{"<answer>1 5</answer>", 1, true, true},
         {"<answer>1 6</answer>", 1, true, true},
         {"<answer>1 7</answer>", 1, true, true}});
  // [6, 9] and [14, 16]: 7 | 7, 14 and 8 | 8, 16; 9 needs 18 (too big);
  // g > 9 has no multiple in [6, 9]. Best 8; (6, 15) has gcd 3.
  CheckInstance(kName, R"({"a": 6, "b": 9, "c": 14, "d": 16})",
        {{"<answer>8 16</answer>", 1, true, true},
         {"<answer>7 14</answer>", std::pow(7.0 / 8.0, 3), false, true},
         {"<answer>6 15</answer>", std::pow(3.0 / 8.0, 3), false, true}});
  // Overlapping ranges: X = Y = 10^9 gives gcd 10^9, the largest possible.
  CheckInstance(kName, R"({"a": 1, "b": 1000000000, "c": 1, "d": 1000000000})",
        {{"<answer>1000000000 1000000000</answer>", 1, true, true},
         {"<answer>500000000 1000000000</answer>", std::pow(0.5, 3), false, true}});
  // [999999998, 999999999] and [999999999, 1000000000]: X = Y = 999999999.
  CheckInstance(kName,
        R"({"a": 999999998, "b": 999999999, "c": 999999999, "d": 1000000000})",
        {{"<answer>999999999 999999999</answer>", 1, true, true},
         {"<answer>999999998 1000000000</answer>", std::pow(2.0 / 999999999.0, 3), false,
          true}});  // gcd(999999998, 10^9) = 2.
}

TEST(PanSolarPanelsInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"a": 5, "b": 4, "c": 1, "d": 9})",  // b < a.
           R"({"a": 1, "b": 4, "c": 9, "d": 8})",  // d < c.
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
}

TEST(PanSolarPanelsBruteForceTest, ReferenceMatchesEveryPair) {
  // MAX per level: 10, 15, 22, 33, 49, 73, 109, 163, 244.
  const int64_t kMax[] = {10, 15, 22, 33, 49, 73, 109, 163, 244};
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 12)) {
    const int64_t a = g.Int("a"), b = g.Int("b"), c = g.Int("c"), d = g.Int("d");
    const int64_t max = kMax[g.level];
    ASSERT_GE(a, 1) << g.Where();
    ASSERT_GE(c, 1) << g.Where();
    ASSERT_LE(b, max) << g.Where();
    ASSERT_LE(d, max) << g.Where();
    ASSERT_TRUE((a <= b && b < c && c <= d) || (c <= d && d < a && a <= b)) << g.Where();
    // The best gcd over every pair.
    int64_t best = 0;
    for (int64_t x = a; x <= b; ++x) {
      for (int64_t y = c; y <= d; ++y) best = std::max(best, std::gcd(x, y));
    }
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    EXPECT_EQ(testing::ScoreWith(kName, *problem, g.reference_output).score, 1.0) << g.Where();
    if (g.level > 4) {
      // The reference is a pair with the best gcd.
      int64_t x = 0, y = 0;
      ASSERT_EQ(sscanf(g.answer.c_str(), "%ld %ld", &x, &y), 2) << g.Where();
      EXPECT_EQ(std::gcd(x, y), best) << g.Where();
      continue;
    }
    // Every pair in range: 1 exactly at the best gcd, else (gcd / best)^3;
    // one step outside a range: -0.5.
    for (int64_t x = a - 1; x <= b + 1; ++x) {
      for (int64_t y = c - 1; y <= d + 1; ++y) {
        const Verdict v = testing::ScoreWith(
            kName, *problem, absl::StrCat("<answer>", x, " ", y, "</answer>"));
        if (x < a || x > b || y < c || y > d) {
          EXPECT_EQ(v.score, -0.5) << g.Where() << " " << x << " " << y;
          continue;
        }
        const int64_t gcd = std::gcd(x, y);
        if (gcd == best) {
          EXPECT_EQ(v.score, 1.0) << g.Where() << " " << x << " " << y;
          EXPECT_TRUE(v.correct) << g.Where();
        } else {
          EXPECT_NEAR(v.score, std::pow(static_cast<double>(gcd) / best, 3), 1e-12)
              << g.Where() << " " << x << " " << y;
          EXPECT_FALSE(v.correct) << g.Where();
        }
      }
    }
  }
}

}  // namespace
}  // namespace pan_solar_panels_test_cc
}  // namespace referee
