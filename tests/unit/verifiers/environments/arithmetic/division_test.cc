// Division (RLVE-Gym): floor(A / B); ladder -1 unparseable, 1 exact, else 0.
#include <cstdint>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace division_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class DivisionTest : public testing::VerifierTableTest {};

TEST_F(DivisionTest, Ladder) {
  // 100 = 7 · 14 + 2, so floor(100 / 7) = 14 (15 · 7 = 105 > 100).
  CheckInstance("division", R"({"a": "100", "b": "007"})",
        {{"<answer>14</answer>", 1, true, true},
         {"<answer> 014 </answer>", 1, true, true},
         {"\\boxed{14}", 1, true, true},
         {"<answer>15</answer>", 0, false, true},
         {"<answer>-14</answer>", 0, false, true},
         {"<answer>14.28</answer>", -1, false, false},
         {"<answer>14 r 2</answer>", -1, false, false},
         {"14", -1, false, false}});
}

TEST_F(DivisionTest, LargeOperands) {
  // (10^18 - 1) · (10^18 - 1) + (10^18 - 2) divided by 10^18 - 1 is 10^18 - 1.
  CheckInstance("division", R"({"a": "999999999999999998999999999999999999", "b": "999999999999999999"})",
        {{"<answer>999999999999999999</answer>", 1, true, true},
         {"<answer>1000000000000000000</answer>", 0, false, true}});
}

TEST(DivisionBruteForceTest, ReferenceMatchesRepeatedSubtraction) {
  for (const testing::Generated& g : testing::GenerateSmall("division", 3, 20)) {
    const int64_t a = std::stoll(g.Text("a")), b = std::stoll(g.Text("b"));
    ASSERT_GT(b, 0) << g.Where();
    int64_t q = 0;
    for (int64_t rest = a; rest >= b; rest -= b) ++q;
    EXPECT_EQ(g.answer, std::to_string(q)) << g.Where();
  }
}

TEST(DivisionInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus("division", R"({"a": "10", "b": "0"})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("division", R"({"a": "10", "b": "000"})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("division", R"({"a": "-10", "b": "3"})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("division", R"({"a": 10, "b": "3"})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
      "division", R"({"a": "1", "b": "1234567890123456789"})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
      "division", absl::StrCat(R"({"a": ")", std::string(37, '9'), R"(", "b": "3"})")).ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("division", R"({"a": "10", "b": "3"})").ok());
}

}  // namespace
}  // namespace division_test_cc
}  // namespace referee
