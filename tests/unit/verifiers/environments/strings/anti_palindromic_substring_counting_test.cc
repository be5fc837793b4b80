// AntiPalindromicSubstringCounting (RLVE-Gym): substrings of a binary
// string whose reverse is their complement; ladder -1 unparseable or
// negative, 1 exact, else (min/max)^10.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace anti_palindromic_substring_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "anti_palindromic_substring_counting";

class AntiPalindromicSubstringCountingTest : public testing::VerifierTableTest {};

TEST_F(AntiPalindromicSubstringCountingTest, Ladder) {
  // S = 0101. Length 2: 01, 10, 01 — each reversed is its complement: 3.
  // Length 4: 0101 reversed is 1010 = its complement: 1. Odd lengths never
  // qualify. Gold: 4.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "a", "environment": {"name": "anti_palindromic_substring_counting",
          "instance": {"s": [0, 1, 0, 1]}}})");
  ASSERT_NE(problem, nullptr);
  Check(kName, *problem,
        {{"<answer>4</answer>", 1, true, true},
         {"<answer>2</answer>", std::pow(0.5, 10), false, true},
         {"<answer>5</answer>", std::pow(0.8, 10), false, true},
         {"<answer>0</answer>", 0, false, true},
         {"<answer>-4</answer>", -1, false, true},
         {"<answer>4/1</answer>", -1, false, false},
         {"4", -1, false, false}});
  // 000: no substring qualifies; only 0 earns credit.
  const PreparedProblemPtr zeros = testing::Prepare(
      R"({"id": "a", "environment": {"name": "anti_palindromic_substring_counting",
          "instance": {"s": [0, 0, 0]}}})");
  ASSERT_NE(zeros, nullptr);
  Check(kName, *zeros, {{"<answer>0</answer>", 1, true, true},
                        {"<answer>1</answer>", 0, false, true}});
}

// Every substring, checked against the definition.
int64_t BruteForce(const std::string& s) {
  int64_t count = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    for (size_t j = i + 1; j <= s.size(); ++j) {
      const std::string sub = s.substr(i, j - i);
      std::string reversed(sub.rbegin(), sub.rend()), complement;
      for (const char c : sub) complement.push_back(c == '0' ? '1' : '0');
      count += reversed == complement;
    }
  }
  return count;
}

std::string Bits(const std::vector<int64_t>& bits) {
  std::string s;
  for (const int64_t b : bits) s.push_back(static_cast<char>('0' + b));
  return s;
}

TEST(AntiPalindromicSubstringCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 12, 20)) {
    EXPECT_EQ(g.answer, std::to_string(BruteForce(Bits(g.Ints("s"))))) << g.Where();
  }
}

TEST_F(AntiPalindromicSubstringCountingTest, ExplicitStringsMatchEnumeration) {
  for (const char* s : {"0", "01", "10", "0011", "010101", "0110100110010110",
                        "000111000111", "1101001011010010"}) {
    std::string listed;
    for (const char* c = s; *c != '\0'; ++c) {
      absl::StrAppend(&listed, listed.empty() ? "" : ", ", *c - '0');
    }
    const PreparedProblemPtr problem = testing::Prepare(absl::StrCat(
        R"({"id": "a", "environment": {"name": "anti_palindromic_substring_counting", "instance": {"s": [)",
        listed, "]}}}").c_str());
    ASSERT_NE(problem, nullptr) << s;
    const std::string answer = absl::StrCat("<answer>", BruteForce(s), "</answer>");
    Check(kName, *problem, {{answer.c_str(), 1, true, true}});
  }
}

TEST(AntiPalindromicSubstringCountingInstanceTest, LongestPrepares) {
  // (01)^10000: every even-length substring qualifies — the worst case for
  // a naive expansion; Manacher stays linear.
  std::string bits = "[0";
  for (int i = 1; i < 20000; ++i) absl::StrAppend(&bits, ", ", i % 2);
  bits += "]";
  // The largest explicit instance prepares (bounded by ctest's timeout,
  // not timed here: speed is measured in bench/, never asserted).
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, absl::StrCat(R"({"s": )", bits, "}")).ok());
}

TEST(AntiPalindromicSubstringCountingInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"s": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"s": [0, 2]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"s": "0101"})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"s": [0], "t": [1]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"s": [1]})").ok());
}

}  // namespace
}  // namespace anti_palindromic_substring_counting_test_cc
}  // namespace referee
