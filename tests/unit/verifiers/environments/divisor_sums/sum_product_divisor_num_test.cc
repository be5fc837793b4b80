// SumProductDivisorNum (RLVE-Gym): the sum of d(i j) over 1 <= i <= N,
// 1 <= j <= M; ladder -1 unparseable or <= 0, 1 exact, else (min/max)^beta.
#include <cmath>
#include <cstdint>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace sum_product_divisor_num_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "sum_product_divisor_num";

class SumProductDivisorNumTest : public testing::VerifierTableTest {};

int64_t DivisorCount(int64_t v) {
  int64_t count = 0;
  for (int64_t k = 1; k * k <= v; ++k) {
    if (v % k == 0) count += k * k == v ? 1 : 2;
  }
  return count;
}

int64_t BruteForce(int64_t n, int64_t m) {
  int64_t total = 0;
  for (int64_t i = 1; i <= n; ++i) {
    for (int64_t j = 1; j <= m; ++j) total += DivisorCount(i * j);
  }
  return total;
}

TEST_F(SumProductDivisorNumTest, Ladder) {
  // N = 2, M = 3: the products 1 2 3 2 4 6 have 1 2 2 2 3 4 divisors: 14.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "d", "environment": {"name": "sum_product_divisor_num",
          "instance": {"n": 2, "m": 3}}})");
  ASSERT_NE(problem, nullptr);
  Check(kName, *problem,
        {{"<answer>14</answer>", 1, true, true},
         {"<answer>7</answer>", std::pow(0.5, 10), false, true},
         {"<answer>20</answer>", std::pow(0.7, 10), false, true},
         {"<answer>0</answer>", -1, false, true},   // RLVE: <= 0 is wrong_format.
         {"<answer>-14</answer>", -1, false, true},
         {"<answer></answer>", -1, false, false}});
  Check(kName, *problem,
        {{"<answer>28</answer>", 0.5, false, true},
         {"<answer>10</answer>", 10.0 / 14.0, false, true}},
        R"({"beta": 1})");
}

TEST_F(SumProductDivisorNumTest, HandDerivedValues) {
  // N = M = 1: d(1) = 1. N = 1, M = 6: d(1..6) = 1 2 2 3 2 4, sum 14.
  // N = M = 2: d(1) + d(2) + d(2) + d(4) = 1 + 2 + 2 + 3 = 8.
  const struct { int n, m; const char* answer; } kCases[] = {
      {1, 1, "1"}, {1, 6, "14"}, {2, 2, "8"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "d", "environment": {"name": "sum_product_divisor_num", "instance": {"n": )",
        c.n, R"(, "m": )", c.m, "}}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr);
    Check(kName, *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

TEST_F(SumProductDivisorNumTest, LargerExplicitInstancesMatchEnumeration) {
  const struct { int n, m; } kCases[] = {{120, 97}, {64, 200}};
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "d", "environment": {"name": "sum_product_divisor_num", "instance": {"n": )",
        c.n, R"(, "m": )", c.m, "}}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr);
    const std::string right = absl::StrCat("<answer>", BruteForce(c.n, c.m), "</answer>");
    Check(kName, *problem, {{right.c_str(), 1, true, true}});
  }
}

TEST(SumProductDivisorNumBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 4, 20)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    ASSERT_LE(n, 22) << g.Where();
    ASSERT_LE(m, 22) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(BruteForce(n, m))) << g.Where();
  }
}

TEST(SumProductDivisorNumInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 0, "m": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "m": 1000001})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "m": 3, "x": 0})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 1000000, "m": 1000000})").ok());
}

}  // namespace
}  // namespace sum_product_divisor_num_test_cc
}  // namespace referee
