// SumMOD (RLVE-Gym): the sum of (N mod i)(M mod j) over 1 <= i <= N,
// 1 <= j <= M, i != j; ladder -1 unparseable or negative, 1 exact, else
// (min/max)^beta.
#include <cmath>
#include <cstdint>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace sum_mod_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class SumModTest : public testing::VerifierTableTest {};

TEST_F(SumModTest, Ladder) {
  // N = 5: 5 mod 1..5 = 0 1 2 1 0 (sum 4). M = 7: 7 mod 1..7 =
  // 0 1 1 3 2 1 0 (sum 8). All pairs: 4 * 8 = 32; the pairs i = j add
  // 0*0 + 1*1 + 2*1 + 1*3 + 0*2 = 6, so the answer is 32 - 6 = 26.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "s", "environment": {"name": "sum_mod",
          "instance": {"n": 5, "m": 7}}})");
  ASSERT_NE(problem, nullptr);
  Check("sum_mod", *problem,
        {{"<answer>26</answer>", 1, true, true},
         {"<answer>13</answer>", std::pow(0.5, 10), false, true},
         {"<answer>52</answer>", std::pow(0.5, 10), false, true},
         {"<answer>0</answer>", 0, false, true},    // RLVE checks < 0 only.
         {"<answer>-26</answer>", -1, false, true},
         {"<answer>26 26</answer>", -1, false, false}});
  Check("sum_mod", *problem,
        {{"<answer>13</answer>", 0.5, false, true},
         {"<answer>39</answer>", 2.0 / 3.0, false, true}},
        R"({"beta": 1})");
}

TEST_F(SumModTest, ZeroReference) {
  // N = M = 3: 3 mod 1..3 = 0 1 0; the only non-zero product is i = j = 2,
  // which is left out: the answer is 0, and only 0 earns credit.
  CheckInstance("sum_mod", R"({"n": 3, "m": 3})",
                {{"<answer>0</answer>", 1, true, true},
                 {"<answer>1</answer>", 0, false, true},
                 {"<answer>-1</answer>", -1, false, true}});
}

TEST(SumModBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall("sum_mod", 4, 20)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    ASSERT_GE(n, 3) << g.Where();
    ASSERT_LE(n, 22) << g.Where();
    ASSERT_LE(m, 22) << g.Where();
    int64_t total = 0;
    for (int64_t i = 1; i <= n; ++i) {
      for (int64_t j = 1; j <= m; ++j) {
        if (i != j) total += (n % i) * (m % j);
      }
    }
    EXPECT_EQ(g.answer, std::to_string(total)) << g.Where();
  }
}

TEST_F(SumModTest, LargeInstanceMatchesDirectSums) {
  // N = 1000, M = 777 (beyond the brute-force levels, across many blocks):
  // direct O(N + M) sums, all pairs minus the diagonal.
  const int64_t n = 1000, m = 777;
  int64_t a = 0, b = 0, diagonal = 0;
  for (int64_t i = 1; i <= n; ++i) a += n % i;
  for (int64_t j = 1; j <= m; ++j) b += m % j;
  for (int64_t i = 1; i <= m; ++i) diagonal += (n % i) * (m % i);
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "s", "environment": {"name": "sum_mod",
          "instance": {"n": 1000, "m": 777}}})");
  ASSERT_NE(problem, nullptr);
  const std::string right = absl::StrCat("<answer>", a * b - diagonal, "</answer>");
  Check("sum_mod", *problem, {{right.c_str(), 1, true, true}});
}

TEST(SumModInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus("sum_mod", R"({"n": 0, "m": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("sum_mod", R"({"n": 3, "m": 1000000001})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("sum_mod", R"({"m": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("sum_mod", R"({"n": 3, "m": 3, "mod": 1})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("sum_mod", R"({"n": 1, "m": 1})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("sum_mod", R"({"n": 1000000000, "m": 999999937})").ok());
}

}  // namespace
}  // namespace sum_mod_test_cc
}  // namespace referee
