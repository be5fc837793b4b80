// SumGCDWithIndividual (RLVE-Gym): the sum of gcd(i, N) over 1 <= i <= N;
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
inline namespace sum_gcd_with_individual_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class SumGcdWithIndividualTest : public testing::VerifierTableTest {};

TEST_F(SumGcdWithIndividualTest, Ladder) {
  // N = 6: gcd(1..6, 6) = 1 2 3 2 1 6, sum 15.
  const PreparedProblemPtr problem =
      testing::PrepareInstance("sum_gcd_with_individual", R"({"n": 6})");
  ASSERT_NE(problem, nullptr);
  Check("sum_gcd_with_individual", *problem,
        {{"<answer>15</answer>", 1, true, true},
         {"<answer>12</answer>", std::pow(0.8, 10), false, true},
         {"<answer>20</answer>", std::pow(0.75, 10), false, true},
         {"<answer>0</answer>", -1, false, true},   // RLVE: <= 0 is wrong_format.
         {"<answer>-15</answer>", -1, false, true},
         {"<answer>1 5</answer>", -1, false, false}});
  Check("sum_gcd_with_individual", *problem,
        {{"<answer>30</answer>", 0.5, false, true},
         {"<answer>5</answer>", 1.0 / 3.0, false, true}},
        R"({"beta": 1})");
}

TEST_F(SumGcdWithIndividualTest, HandDerivedValues) {
  // N = 1: 1. N = 7 (prime): six 1s and 7, so 13 = 2 * 7 - 1.
  // N = 8: gcds 1 2 1 4 1 2 1 8, sum 20. N = 10^12 = 2^12 5^12: Pillai's
  // P(p^e) = p^(e-1) (e (p - 1) + p) gives 2^11 * 14 * 5^11 * 53
  // = 10^11 * 742.
  const struct { int64_t n; const char* answer; } kCases[] = {
      {1, "1"}, {7, "13"}, {8, "20"}, {1000000000000, "74200000000000"},
  };
  for (const auto& c : kCases) {
    CheckInstance("sum_gcd_with_individual", absl::StrCat(R"({"n": )", c.n, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

TEST(SumGcdWithIndividualBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("sum_gcd_with_individual", 4, 20)) {
    const int64_t n = g.Int("n");
    ASSERT_GE(n, 4) << g.Where();
    ASSERT_LE(n, 162) << g.Where();
    int64_t total = 0;
    for (int64_t i = 1; i <= n; ++i) total += std::gcd(i, n);
    EXPECT_EQ(g.answer, std::to_string(total)) << g.Where();
  }
}

TEST(SumGcdWithIndividualInstanceTest, GoodInstancesAreAccepted) {
  const char* kName = "sum_gcd_with_individual";
  // The slowest instance: a prime near 10^12 (trial division to 10^6).
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 999999999989})").ok());
}

}  // namespace
}  // namespace sum_gcd_with_individual_test_cc
}  // namespace referee
