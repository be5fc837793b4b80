// SumPHIInterval (RLVE-Gym): sum over L <= i <= R of F(i), the count of
// k in [1, i] with gcd(k, i) > 1; ladder -1 unparseable or negative, else
// (min/max)^10.
#include <cstdint>
#include <numeric>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace sum_phi_interval_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class SumPhiIntervalTest : public testing::VerifierTableTest {};

TEST_F(SumPhiIntervalTest, Ladder) {
  // L = 4, R = 6: F(4) = 2 (2, 4), F(5) = 1 (5), F(6) = 4 (2, 3, 4, 6): 7.
  const PreparedProblemPtr problem =
      testing::PrepareInstance("sum_phi_interval", R"({"l": 4, "r": 6})");
  ASSERT_NE(problem, nullptr);
  Check("sum_phi_interval", *problem,
        {{"<answer>7</answer>", 1, true, true},
         {"<answer>8</answer>", 282475249.0 / 1073741824, false, true},  // (7/8)^10.
         {"<answer>14</answer>", 1.0 / 1024, false, true},               // (1/2)^10.
         {"<answer>0</answer>", 0, false, true},
         {"<answer>-7</answer>", -1, false, true},
         {"<answer>seven</answer>", -1, false, false},
         {"7", -1, false, false}});
  Check("sum_phi_interval", *problem, {{"<answer>8</answer>", 0.875, false, true}},
        R"({"beta": 1})");
}

TEST_F(SumPhiIntervalTest, HandDerivedValues) {
  // F(1..10) = 0, 1, 1, 2, 1, 4, 1, 4, 3, 6.
  const struct { int64_t l, r; const char* answer; } kCases[] = {
      {1, 1, "0"}, {1, 10, "23"}, {7, 7, "1"}, {9, 10, "9"}, {2, 3, "2"},
  };
  for (const auto& c : kCases) {
    CheckInstance("sum_phi_interval", absl::StrCat(R"({"l": )", c.l, R"(, "r": )", c.r, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

TEST(SumPhiIntervalBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("sum_phi_interval", 4, 25)) {
    const int64_t l = g.Int("l"), r = g.Int("r");
    ASSERT_LT(l, r) << g.Where();
    ASSERT_LE(r, 90) << g.Where();
    int64_t sum = 0;
    for (int64_t i = l; i <= r; ++i) {
      for (int64_t k = 1; k <= i; ++k) sum += std::gcd(k, i) > 1;
    }
    EXPECT_EQ(g.answer, std::to_string(sum)) << g.Where();
  }
}

TEST(SumPhiIntervalInstanceTest, BadInstancesAreRejected) {
  auto ok = [](const char* json) {
    return testing::PrepareInstanceStatus("sum_phi_interval", json).ok();
  };
  EXPECT_FALSE(ok(R"({"l": 5, "r": 4})"));
  EXPECT_FALSE(ok(R"({"l": 5, "r": 100006})"));
  EXPECT_TRUE(ok(R"({"l": 1000000000000, "r": 1000000100000})"));
}

}  // namespace
}  // namespace sum_phi_interval_test_cc
}  // namespace referee
