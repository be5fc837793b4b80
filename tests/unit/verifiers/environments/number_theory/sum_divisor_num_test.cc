// Sum_DivisorNum (RLVE-Gym): the sum of d(i) over L <= i <= R; ladder -1
// unparseable or <= 0, else (min/max)^10.
#include <cstdint>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace sum_divisor_num_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class SumDivisorNumTest : public testing::VerifierTableTest {};

TEST_F(SumDivisorNumTest, Ladder) {
  // L = 4, R = 6: d(4) = 3 (1, 2, 4), d(5) = 2, d(6) = 4 (1, 2, 3, 6): 9.
  const PreparedProblemPtr problem =
      testing::PrepareInstance("sum_divisor_num", R"({"l": 4, "r": 6})");
  ASSERT_NE(problem, nullptr);
  Check("sum_divisor_num", *problem,
        {{"<answer>9</answer>", 1, true, true},
         {"<answer>10</answer>", 0.3486784401, false, true},  // (9/10)^10.
         {"<answer>18</answer>", 1.0 / 1024, false, true},    // (1/2)^10.
         {"<answer>0</answer>", -1, false, true},   // RLVE: <= 0 is wrong_format.
         {"<answer>-9</answer>", -1, false, true},
         {"<answer>nine</answer>", -1, false, false},
         {"9", -1, false, false}});
  Check("sum_divisor_num", *problem, {{"<answer>10</answer>", 0.9, false, true}},
        R"({"beta": 1})");
}

TEST_F(SumDivisorNumTest, HandDerivedValues) {
  // d(1..12) = 1, 2, 2, 3, 2, 4, 2, 4, 3, 4, 2, 6.
  const struct { int64_t l, r; const char* answer; } kCases[] = {
      {1, 1, "1"}, {1, 10, "27"}, {12, 12, "6"}, {11, 12, "8"}, {1, 12, "35"},
  };
  for (const auto& c : kCases) {
    CheckInstance("sum_divisor_num", absl::StrCat(R"({"l": )", c.l, R"(, "r": )", c.r, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

TEST(SumDivisorNumBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("sum_divisor_num", 4, 25)) {
    const int64_t l = g.Int("l"), r = g.Int("r");
    ASSERT_LE(l, r) << g.Where();
    ASSERT_LE(r, 49) << g.Where();
    int64_t sum = 0;
    for (int64_t i = l; i <= r; ++i) {
      for (int64_t k = 1; k <= i; ++k) sum += i % k == 0;
    }
    EXPECT_EQ(g.answer, std::to_string(sum)) << g.Where();
  }
}

TEST(SumDivisorNumInstanceTest, BadInstancesAreRejected) {
  auto ok = [](const char* json) {
    return testing::PrepareInstanceStatus("sum_divisor_num", json).ok();
  };
  EXPECT_FALSE(ok(R"({"l": 6, "r": 5})"));
  EXPECT_TRUE(ok(R"({"l": 1, "r": 1000000000000})"));
}

}  // namespace
}  // namespace sum_divisor_num_test_cc
}  // namespace referee
