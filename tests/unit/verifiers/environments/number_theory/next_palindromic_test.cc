// NextPalindromic (RLVE-Gym): the least palindromic number greater than N;
// ladder -1 unparseable, -0.5 not above N or not a palindrome, else
// (least / answer)^5.
#include <cmath>
#include <cstdint>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace next_palindromic_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class NextPalindromicTest : public testing::VerifierTableTest {};

TEST_F(NextPalindromicTest, Ladder) {
  // N = 1234. The 4-digit palindromes are abba, increasing with ab: ab = 12
  // gives 1221 < 1234, ab = 13 gives 1331, the answer.
  const std::string big_palindrome = "1" + std::string(40, '0') + "1";   // 10^41 + 1.
  const std::string big_other = "1" + std::string(40, '0') + "2";
  CheckInstance(
      "next_palindromic", R"({"n": "1234"})",
      {{"<answer>1331</answer>", 1, true, true},
       {"<answer> +01331\n</answer>", 1, true, true},
       {"\\boxed{1331}", 1, true, true},
       {"<answer>1441</answer>", std::pow(1331.0 / 1441.0, 5), false, true},
       {"<answer>11111</answer>", std::pow(1331.0 / 11111.0, 5), false, true},
       // (1331 / (10^41 + 1))^5, about 10^-190.
       {absl::StrCat("<answer>", big_palindrome, "</answer>").c_str(), 0, false, true},
       {absl::StrCat("<answer>", big_other, "</answer>").c_str(), -0.5, false, true},
       {"<answer>1221</answer>", -0.5, false, true},   // A palindrome below N.
       {"<answer>1234</answer>", -0.5, false, true},   // Not greater: equal.
       {"<answer>1332</answer>", -0.5, false, true},   // Not a palindrome.
       {"<answer>-1331</answer>", -0.5, false, true},  // Below N.
       {"<answer>0</answer>", -0.5, false, true},
       {"<answer>1331.0</answer>", -1, false, false},
       {"<answer>1331 1441</answer>", -1, false, false},
       {"<answer>thirteen thirty-one</answer>", -1, false, false},
       {"1331", -1, false, false}});
  CheckInstance("next_palindromic", R"({"n": "1234"})",
                {{"<answer>1441</answer>", 1331.0 / 1441.0, false, true}}, R"({"beta": 1})");
}

TEST_F(NextPalindromicTest, HandDerivedValues) {
  // 1 -> 2 and 10 -> 11 (one- and two-digit palindromes are d and dd);
  // 9 -> 11 and 99 -> 101 (all 9s: the least palindrome one digit longer);
  // 808 -> 818 (N itself is a palindrome; strictly greater is asked);
  // 1991 -> 2002 (head 19 mirrors to N itself, so head 20); 12921 -> 13031
  // (head 129 mirrors to N, head 130). 30 digits 1234567890 x 3: head
  // 123456789012345 mirrors to ...345543210987654321, below N's
  // ...345678901234567890, so head 123456789012346. 30 nines -> 10^30 + 1.
  const struct { const char* n; std::string answer; } kCases[] = {
      {"1", "2"}, {"10", "11"}, {"9", "11"}, {"99", "101"}, {"808", "818"},
      {"1991", "2002"}, {"12921", "13031"}, {"0001", "2"},
      {"123456789012345678901234567890", "123456789012346643210987654321"},
      {"999999999999999999999999999999", "1" + std::string(29, '0') + "1"},
  };
  for (const auto& c : kCases) {
    CheckInstance("next_palindromic", absl::StrCat(R"({"n": ")", c.n, R"("})"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: count up from N + 1 to a palindrome.
bool Palindrome(int64_t x) {
  const std::string s = std::to_string(x);
  return std::string(s.rbegin(), s.rend()) == s;
}

TEST(NextPalindromicBruteForceTest, ReferenceMatchesCounting) {
  for (const testing::Generated& g : testing::GenerateSmall("next_palindromic", 6, 25)) {
    // D at level 6 is 8 (2, 3, 4, 5, 6, 7, 8): N in 1..10^8 - 1.
    const std::string text = g.Text("n");
    ASSERT_FALSE(text.empty()) << g.Where();
    ASSERT_LE(text.size(), 8u) << g.Where();
    const int64_t n = std::stoll(text);
    ASSERT_GE(n, 1) << g.Where();
    int64_t x = n + 1;
    while (!Palindrome(x)) ++x;
    EXPECT_EQ(g.answer, std::to_string(x)) << g.Where();
  }
}

TEST(NextPalindromicInstanceTest, BadInstancesAreRejected) {
  auto ok = [](const std::string& json) {
    return testing::PrepareInstanceStatus("next_palindromic", json).ok();
  };
  EXPECT_TRUE(ok(R"({"n": "7"})"));
  EXPECT_FALSE(ok(R"({"n": "0"})"));  // N must be positive.
  EXPECT_FALSE(ok(R"({"n": "000"})"));
  EXPECT_FALSE(ok(R"({"n": ""})"));
  EXPECT_FALSE(ok(R"({"n": "12a"})"));
  EXPECT_FALSE(ok(R"({"n": 1234})"));  // A string of digits, not a number.
  EXPECT_TRUE(ok(absl::StrCat(R"({"n": ")", std::string(1000, '9'), R"("})")));
  EXPECT_FALSE(ok(absl::StrCat(R"({"n": ")", std::string(1001, '9'), R"("})")));
}

}  // namespace
}  // namespace next_palindromic_test_cc
}  // namespace referee
