// PalindromicSubstringNumberCounting (RLVE-Gym): integers in [L, R] whose
// digits contain a palindrome of length >= 2; ladder -1 unparseable or
// negative, 1 exact, else (min/max)^10.
#include <cmath>
#include <cstdint>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace palindromic_substring_number_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class PalindromicSubstringNumberCountingTest : public testing::VerifierTableTest {};

constexpr char kName[] = "palindromic_substring_number_counting";

TEST_F(PalindromicSubstringNumberCountingTest, Ladder) {
  // [95, 125]: 99; 100 (00), 101; 110..119 (11, ten of them); 121, 122.
  // Not good: 95..98, 102..109 (1 0 x with x != 0, 1), 120, 123..125.
  // Gold: 1 + 2 + 10 + 2 = 15.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "palindromic_substring_number_counting",
          "instance": {"l": 95, "r": 125}}})");
  ASSERT_NE(problem, nullptr);
  Check(kName, *problem,
        {{"<answer>15</answer>", 1, true, true},
         {"<answer>10</answer>", std::pow(10.0 / 15.0, 10), false, true},
         {"<answer>30</answer>", std::pow(0.5, 10), false, true},
         {"<answer>0</answer>", 0, false, true},
         {"<answer>-15</answer>", -1, false, true},
         {"<answer>15.0</answer>", -1, false, false},
         {"15", -1, false, false}});
}

TEST_F(PalindromicSubstringNumberCountingTest, NoGoodNumbers) {
  // [12, 20]: 12, 13, ..., 19, 20 have distinct neighbouring digits: 0.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "palindromic_substring_number_counting",
          "instance": {"l": 12, "r": 20}}})");
  ASSERT_NE(problem, nullptr);
  Check(kName, *problem,
        {{"<answer>0</answer>", 1, true, true},
         {"<answer>1</answer>", 0, false, true}});
}

bool Good(int64_t v) {
  const std::string s = std::to_string(v);
  for (size_t i = 0; i < s.size(); ++i) {
    for (size_t j = i + 2; j <= s.size(); ++j) {
      const std::string sub = s.substr(i, j - i);
      if (std::string(sub.rbegin(), sub.rend()) == sub) return true;
    }
  }
  return false;
}

int64_t BruteForce(int64_t l, int64_t r) {
  int64_t count = 0;
  for (int64_t v = l; v <= r; ++v) count += Good(v);
  return count;
}

TEST(PalindromicSubstringNumberCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 20)) {
    EXPECT_EQ(g.answer, std::to_string(BruteForce(g.Int("l"), g.Int("r")))) << g.Where();
  }
}

TEST_F(PalindromicSubstringNumberCountingTest, ExplicitRangesMatchEnumeration) {
  const struct { int64_t l, r; } kRanges[] = {
      {1, 1}, {1, 9}, {1, 10}, {1, 11}, {1, 1000}, {1, 12345}, {99, 101},
      {1000, 1000}, {1001, 1001}, {908, 9091}, {20000, 30303}, {98765, 98765}};
  for (const auto& range : kRanges) {
    const PreparedProblemPtr problem = testing::Prepare(absl::StrCat(
        R"({"id": "p", "environment": {"name": "palindromic_substring_number_counting", "instance": {"l": )",
        range.l, R"(, "r": )", range.r, "}}}").c_str());
    ASSERT_NE(problem, nullptr);
    const std::string answer =
        absl::StrCat("<answer>", BruteForce(range.l, range.r), "</answer>");
    Check(kName, *problem, {{answer.c_str(), 1, true, true}});
  }
}

TEST(PalindromicSubstringNumberCountingInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"l": 0, "r": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"l": 6, "r": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"l": 1, "r": 1e16})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"l": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"l": 1, "r": 5, "k": 2})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"l": 5, "r": 5})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"l": 1, "r": 9007199254740992})").ok());
}

}  // namespace
}  // namespace palindromic_substring_number_counting_test_cc
}  // namespace referee
