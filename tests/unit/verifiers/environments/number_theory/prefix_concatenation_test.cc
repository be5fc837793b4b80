// PrefixConcatenation (RLVE-Gym): the numerals 1..N written one after
// another, modulo M; ladder -1 unparseable, 1 exact, else 0.
#include <cstdint>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace prefix_concatenation_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class PrefixConcatenationTest : public testing::VerifierTableTest {};

TEST_F(PrefixConcatenationTest, Ladder) {
  // Concatenate(12) = 123456789101112; modulo 1000 its last three digits,
  // 112.
  CheckInstance("prefix_concatenation", R"({"n": 12, "m": 1000})",
                {{"<answer>112</answer>", 1, true, true},
                 {"<answer> +0112 </answer>", 1, true, true},
                 {"\\boxed{112}", 1, true, true},
                 {"<answer>1112</answer>", 0, false, true},  // Not reduced: no range check.
                 {"<answer>-888</answer>", 0, false, true},
                 {"<answer>113</answer>", 0, false, true},
                 {"<answer>112.0</answer>", -1, false, false},
                 {"<answer>1 12</answer>", -1, false, false},
                 {"112", -1, false, false}});
}

TEST_F(PrefixConcatenationTest, HandDerivedValues) {
  const struct { int64_t n, m; const char* answer; } kCases[] = {
      {1, 2, "1"},     // "1".
      {3, 7, "4"},     // 123 = 7 * 17 + 4.
      {10, 9, "1"},    // 12345678910: digit sum 45 + 1 = 46, 46 mod 9 = 1.
      {11, 11, "4"},   // 1234567891011: alternating digit sum from the right
                       // 1-1+0-1+9-8+7-6+5-4+3-2+1 = 4.
      {9, 10, "9"},    // 123456789: last digit.
      {20, 1000000000, "617181920"},  // The last nine digits of ...1617181920.
      {100, 100000, "99100"},         // ...9899100.
  };
  for (const auto& c : kCases) {
    CheckInstance("prefix_concatenation",
                  absl::StrCat(R"({"n": )", c.n, R"(, "m": )", c.m, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: write the digits out and reduce one
// digit at a time.
int64_t ConcatenationByDigits(int64_t n, int64_t m) {
  std::string digits;
  for (int64_t i = 1; i <= n; ++i) absl::StrAppend(&digits, i);
  int64_t r = 0;
  for (const char c : digits) r = (r * 10 + (c - '0')) % m;
  return r;
}

TEST(PrefixConcatenationBruteForceTest, ReferenceMatchesTheDigits) {
  for (const testing::Generated& g : testing::GenerateSmall("prefix_concatenation", 3, 20)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    ASSERT_LE(n, 512) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(ConcatenationByDigits(n, m))) << g.Where();
  }
}

}  // namespace
}  // namespace prefix_concatenation_test_cc
}  // namespace referee
