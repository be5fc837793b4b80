// SumLCM (RLVE-Gym): the sum of lcm(i, j) over 1 <= i <= N, 1 <= j <= M;
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
inline namespace sum_lcm_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class SumLcmTest : public testing::VerifierTableTest {};

TEST_F(SumLcmTest, Ladder) {
  // N = 2, M = 3: the lcms of (1,1) (1,2) (1,3) (2,1) (2,2) (2,3) are
  // 1 2 3 2 2 6: the total is 16.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "l", "environment": {"name": "sum_lcm",
          "instance": {"n": 2, "m": 3}}})");
  ASSERT_NE(problem, nullptr);
  Check("sum_lcm", *problem,
        {{"<answer>16</answer>", 1, true, true},
         {"<answer>016</answer>", 1, true, true},
         {"<answer>20</answer>", std::pow(0.8, 10), false, true},
         {"<answer>12</answer>", std::pow(0.75, 10), false, true},
         {"<answer>0</answer>", -1, false, true},   // RLVE: <= 0 is wrong_format.
         {"<answer>-16</answer>", -1, false, true},
         {"<answer>16.0</answer>", -1, false, false},
         {"no answer", -1, false, false}});
  Check("sum_lcm", *problem,
        {{"<answer>32</answer>", 0.5, false, true},
         {"<answer>4</answer>", 0.25, false, true}},
        R"({"beta": 1})");
}

TEST_F(SumLcmTest, HandDerivedValues) {
  // N = M = 1: 1. N = 3, M = 1: 1 + 2 + 3 = 6. N = M = 3: the lcm table is
  // 1 2 3 / 2 2 6 / 3 6 3, total 28.
  const struct { int n, m; const char* answer; } kCases[] = {
      {1, 1, "1"}, {3, 1, "6"}, {3, 3, "28"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "l", "environment": {"name": "sum_lcm", "instance": {"n": )",
        c.n, R"(, "m": )", c.m, "}}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr);
    Check("sum_lcm", *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

TEST(SumLcmBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall("sum_lcm", 4, 20)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    ASSERT_LE(n, 22) << g.Where();
    ASSERT_LE(m, 22) << g.Where();
    int64_t total = 0;
    for (int64_t i = 1; i <= n; ++i) {
      for (int64_t j = 1; j <= m; ++j) total += std::lcm(i, j);
    }
    EXPECT_EQ(g.answer, std::to_string(total)) << g.Where();
  }
}

TEST(SumLcmInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus("sum_lcm", R"({"n": 0, "m": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("sum_lcm", R"({"n": 3, "m": 1000001})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("sum_lcm", R"({"n": -3, "m": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("sum_lcm", R"({"n": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("sum_lcm", R"({"n": 3, "m": "3"})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("sum_lcm", R"({"n": 3, "m": 3, "k": 1})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("sum_lcm", R"({"n": 1000000, "m": 1000000})").ok());
}

}  // namespace
}  // namespace sum_lcm_test_cc
}  // namespace referee
