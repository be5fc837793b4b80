#include "verifiers/parsing/math_number.h"

#include <string>

#include "gtest/gtest.h"

namespace referee {
namespace parsing {
namespace {

TEST(NormalizeMathTextTest, Table) {
  static const struct {
    const char* text;
    const char* want;
    bool percent;
  } kCases[] = {
      {"$42$", "42", false},
      {"\\dfrac{1}{2}", "\\frac{1}{2}", false},
      {"\\tfrac12", "\\frac12", false},
      {"\\left[1,2\\right)", "[1,2)", false},
      {"\\rightarrow", "\\rightarrow", false},  // Not \right.
      {"10\\%", "10", true},
      {"10%", "10", true},
      {"30^\\circ", "30", false},
      {"30^{\\circ}", "30", false},
      {"30\xC2\xB0", "30", false},
      {"12\\text{ cm}", "12 cm", false},
      {"12\\text{cm}", "12 cm", false},
      {"\\textbf{7}", "7", false},
      {"\\$5", "5", false},
      {"**17**", "17", false},
      {"1{,}000", "1,000", false},
      {"1\\,000", "1000", false},
      {"1\\,5", "1 5", false},  // Not three digits: a space.
      {"x = 5", "5", false},
      {"\\theta=30^\\circ", "30", false},
      {"abcd = 5", "abcd = 5", false},  // Too long for a variable.
      {"x=y=5", "x=y=5", false},        // Two `=`.
      {"5.", "5", false},
      {"  7 ; ", "7", false},
      {"1   1/2", "1 1/2", false},
      {"\xE2\x88\x92" "3", "-3", false},  // Unicode minus.
      {"a\\!b", "ab", false},
      // Thousands separators in every style keep their digits together.
      {"\\$4{,}250", "4,250", false},
      {"12\\,000", "12000", false},
      {"11,\\! 111,\\! 100", "11,111,100", false},  // `,\!` between groups.
      {"11,\\! 11", "11, 11", false},                 // Not three digits.
      // Math delimiters are no part of the answer.
      {"\\((-6, 10)\\)", "(-6, 10)", false},
      {"\\[ 9 \\]", "9", false},
      // A gold escaped twice: `\\frac` is `\frac`; a row break stays one.
      {"\\\\frac{1}{2}", "\\frac{1}{2}", false},
      {"1 \\\\ 2", "1 2", false},
      {"-2 \\\\le x", "-2 \\le x", false},
      // A label and a rounded value.
      {"x \\approx 11", "11", false},
      {"x\\approx11", "11", false},
      {"2+2 \\approx 4", "2+2 \\approx 4", false},  // No label on the left.
  };
  for (const auto& c : kCases) {
    MathMarks marks;
    EXPECT_EQ(NormalizeMathText(c.text, &marks), c.want) << c.text;
    EXPECT_EQ(marks.percent, c.percent) << c.text;
  }
}

TEST(ParseMathNumberTest, Values) {
  static const struct {
    const char* normalized;
    int64_t num;
    int64_t den;
  } kCases[] = {
      {"42", 42, 1},
      {"-0.5", -1, 2},
      {"+7", 7, 1},
      {"0.20", 1, 5},
      {"1,000", 1000, 1},
      {"1,234,567.5", 2469135, 2},
      {"3/4", 3, 4},
      {"6/8", 3, 4},
      {"3 / 4", 3, 4},
      {"0.5/2", 1, 4},
      {"\\frac{3}{4}", 3, 4},
      {"\\frac34", 3, 4},
      {"\\frac{-1}{2}", -1, 2},
      {"-\\frac{1}{2}", -1, 2},
      {"\\frac{1}{0.5}", 2, 1},
      {"1 1/2", 3, 2},           // Mixed, not 11/2.
      {"1\\frac{1}{2}", 3, 2},
      {"2 \\frac{3}{4}", 11, 4},
      {"-1 1/2", -3, 2},         // The sign covers the whole mixed number.
      {"1.5e3", 1500, 1},
      {"2E-2", 1, 50},
      {"1.5\\times10^{3}", 1500, 1},
      {"2 \\cdot 10^{-2}", 1, 50},
      {"10^{3}", 1000, 1},
      {"10^3", 1000, 1},
      {"12 cm", 12, 1},
      {"5 apples", 5, 1},
      {"3 m", 3, 1},
      // Units with a power, divided units (issue #14's review).
      {"12 cm^2", 12, 1},
      {"12 m^{3}", 12, 1},
      {"5 km/h", 5, 1},
      {"9.8 m/s^2", 49, 5},
      {"1/2 cm/s", 1, 2},
      // Repeating decimals: 0.333… = 1/3; 0.1666… = 1/10 + 6/90 = 1/6;
      // 1.142857142857… = 1 + 142857/999999 = 8/7.
      {"0.\\overline{3}", 1, 3},
      {"0.1\\overline{6}", 1, 6},
      {"1.\\overline{142857}", 8, 7},
      {"0.\\overline 9", 1, 1},
      // Space-separated thousands (issue #26): a lead of 1 to 3 digits, then
      // groups of exactly three, every group so.
      {"12 000", 12000, 1},
      {"1 000 000", 1000000, 1},
      {"12 000.5", 24001, 2},
      {"-12 000", -12000, 1},
      {"1 100/3", 103, 3},  // A mixed number 1 + 100/3, not 1100/3.
      // Leading zeros.
      {"007", 7, 1},
      {"-007.50", -15, 2},
  };
  for (const auto& c : kCases) {
    const std::optional<MathRational> got = ParseMathNumber(c.normalized);
    ASSERT_TRUE(got.has_value()) << c.normalized;
    EXPECT_TRUE(*got == (MathRational{c.num, c.den}))
        << c.normalized << " gave " << static_cast<int64_t>(got->num) << "/"
        << static_cast<int64_t>(got->den);
  }
}

TEST(ParseMathNumberTest, NotNumbers) {
  for (const char* text :
       {"", "-", "abc", "1,00", "1,5", "1 0 0", "2x", "2 x", "x", "3/0", "\\frac{1}{0}",
        "1/2/3", "1.2.3", "\\sqrt{2}", "2\\sqrt{3}", "10^12", "1e", "(1,2)", "1 1/2/3",
        "1.5 1/2", "1e99", "5 eggs and 3", "2 cm/x", "2 cm^x", "2 cm//s",
        "0.\\overline{}", "0.\\overline{3", "\\overline{3}",
        // Not thousands: groups of other sizes, long leads, mixed separators.
        "1 2", "12 34", "1234 567", "12 0000", "1 000,000", "12,000 000", "1,2"}) {
    EXPECT_FALSE(ParseMathNumber(text).has_value()) << text;
  }
}

TEST(ParseMathNumberTest, HugeValuesDoNotFitRatherThanWrap) {
  EXPECT_FALSE(ParseMathNumber(std::string(40, '9')).has_value());
  EXPECT_FALSE(ParseMathNumber("0." + std::string(40, '1')).has_value());
  const auto big = ParseMathNumber(std::string(30, '9'));
  ASSERT_TRUE(big.has_value());
  EXPECT_EQ(big->den, 1);
}

TEST(ParseMathNumberTest, UnitWordWithETIsNotAnExponent) {
  const auto eggs = ParseMathNumber("2 eggs");
  ASSERT_TRUE(eggs.has_value());
  EXPECT_TRUE(*eggs == (MathRational{2, 1}));
}

TEST(IsMathNameTest, TheOneLoneVariableRule) {
  for (const char* text : {"x", "abc", "\\theta", "a_1", "x_{12}", "V_n"}) {
    EXPECT_TRUE(IsMathName(text)) << text;
  }
  for (const char* text : {"", "abcd", "x ", "2", "x_", "x_{}", "\\", "x+1", "2x"}) {
    EXPECT_FALSE(IsMathName(text)) << text;
  }
  absl::string_view rest = "a_1:b";
  ASSERT_TRUE(EatMathName(rest));
  EXPECT_EQ(rest, ":b");
}

}  // namespace
}  // namespace parsing
}  // namespace referee
