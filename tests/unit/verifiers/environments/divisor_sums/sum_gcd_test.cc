// SumGCD (RLVE-Gym): the sum of gcd(i, j)^K over 1 <= i <= N, 1 <= j <= M;
// ladder -1 unparseable or <= 0, 1 exact, else (min/max)^beta.
#include <cmath>
#include <cstdint>
#include <numeric>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace sum_gcd_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class SumGcdTest : public testing::VerifierTableTest {};

TEST_F(SumGcdTest, Ladder) {
  // N = 2, M = 3, K = 2: the gcds of (1,1) (1,2) (1,3) (2,1) (2,2) (2,3) are
  // 1 1 1 1 2 1, squared 1 1 1 1 4 1: the total is 9.
  const PreparedProblemPtr problem =
      testing::PrepareInstance("sum_gcd", R"({"n": 2, "m": 3, "k": 2})");
  ASSERT_NE(problem, nullptr);
  Check("sum_gcd", *problem,
        {{"<answer>9</answer>", 1, true, true},
         {"<answer> +9 </answer>", 1, true, true},
         {"\\boxed{9}", 1, true, true},
         {"<answer>10</answer>", std::pow(0.9, 10), false, true},
         {"<answer>8</answer>", std::pow(8.0 / 9.0, 10), false, true},
         {"<answer>0</answer>", -1, false, true},   // RLVE: <= 0 is wrong_format.
         {"<answer>-9</answer>", -1, false, true},
         {"<answer>nine</answer>", -1, false, false},
         {"9", -1, false, false}});
  // beta = 1: 18 earns 9/18, 3 earns 3/9.
  Check("sum_gcd", *problem,
        {{"<answer>18</answer>", 0.5, false, true},
         {"<answer>3</answer>", 1.0 / 3.0, false, true}},
        R"({"beta": 1})");
}

TEST_F(SumGcdTest, HandDerivedValues) {
  // N = M = 1: gcd(1, 1)^5 = 1. N = 4, M = 1: four pairs with gcd 1.
  // N = M = 3, K = 1: the 3 x 3 gcd table is 1 1 1 / 1 2 1 / 1 1 3: 12.
  const struct { int n, m, k; const char* answer; } kCases[] = {
      {1, 1, 5, "1"}, {4, 1, 3, "4"}, {3, 3, 1, "12"},
  };
  for (const auto& c : kCases) {
    CheckInstance("sum_gcd",
                  absl::StrCat(R"({"n": )", c.n, R"(, "m": )", c.m, R"(, "k": )", c.k, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

TEST(SumGcdBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall("sum_gcd", 4, 20)) {
    const int64_t n = g.Int("n"), m = g.Int("m"), k = g.Int("k");
    ASSERT_LE(n, 22) << g.Where();
    ASSERT_LE(m, 22) << g.Where();
    ASSERT_GE(k, 1) << g.Where();
    ASSERT_LE(k, 5) << g.Where();
    int64_t total = 0;
    for (int64_t i = 1; i <= n; ++i) {
      for (int64_t j = 1; j <= m; ++j) {
        int64_t term = 1;
        for (int64_t e = 0; e < k; ++e) term *= std::gcd(i, j);
        total += term;
      }
    }
    EXPECT_EQ(g.answer, std::to_string(total)) << g.Where();
  }
}

TEST(SumGcdInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus("sum_gcd", R"({"n": 3, "m": 2.5, "k": 1})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("sum_gcd", R"({"n": 1000000, "m": 1000000, "k": 5})").ok());
}

}  // namespace
}  // namespace sum_gcd_test_cc
}  // namespace referee
