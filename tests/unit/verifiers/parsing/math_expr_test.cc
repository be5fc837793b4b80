#include "verifiers/parsing/math_expr.h"

#include <cmath>
#include <string>

#include "gtest/gtest.h"

namespace referee::parsing {
namespace {

// Exact values worked out by hand from the usual precedence: `^` binds
// tightest and to the right, unary minus below it, implicit multiplication
// like `*` (left to right).
TEST(MathExprTest, ExactValues) {
  static const struct {
    const char* text;
    long long num, den;
  } kCases[] = {
      {"\\frac{1}{2}", 1, 2},
      {"\\frac12 + \\frac13", 5, 6},
      {"2^{-1}", 1, 2},
      {"-2^2", -4, 1},
      {"(-2)^2", 4, 1},
      {"2^3^2", 512, 1},          // 2^(3^2)
      {"2^{10}", 1024, 1},
      {"6/2(1+2)", 9, 1},         // (6/2)·3
      {"2\\cdot 3 - 4 \\times 5", -14, 1},
      {"3 \\div 4", 3, 4},
      {"\\sqrt{\\frac{9}{4}}", 3, 2},
      {"\\sqrt4", 2, 1},
      {"\\sqrt43", 6, 1},         // LaTeX: \sqrt{4}·3
      {"2^23", 12, 1},            // 2^2·3
      {"[1+1]\\{2\\}", 0, 0},     // `\{` is not an expression: marker below.
      {"{2}{3}", 6, 1},
      {"0.25 + .75", 1, 1},
  };
  for (const auto& c : kCases) {
    const auto e = MathExpression::Compile(c.text);
    if (c.den == 0) {
      EXPECT_FALSE(e.has_value()) << c.text;
      continue;
    }
    ASSERT_TRUE(e.has_value()) << c.text;
    const auto value = e->ExactValue();
    ASSERT_TRUE(value.has_value()) << c.text;
    EXPECT_TRUE(*value == (MathRational{c.num, c.den})) << c.text;
  }
}

TEST(MathExprTest, ExactPowersUpToTheLimit) {
  // 2^100 = 1267650600228229401496703205376 (< 10^36, so exact).
  const auto big = MathExpression::Compile("2^{100}")->ExactValue();
  ASSERT_TRUE(big.has_value());
  EXPECT_TRUE(*big == *ParseMathNumber("1267650600228229401496703205376"));
  const auto small = MathExpression::Compile("(\\frac{2}{3})^{-3}")->ExactValue();
  ASSERT_TRUE(small.has_value());
  EXPECT_TRUE(*small == (MathRational{27, 8}));
  EXPECT_FALSE(MathExpression::Compile("2^{121}")->ExactValue().has_value());  // > 10^36.
  EXPECT_FALSE(MathExpression::Compile("0^{-1}")->ExactValue().has_value());
}

TEST(MathExprTest, NumericValues) {
  static const struct {
    const char* text;
    long double x;  // The value of the only variable, if any.
    long double expected;
  } kCases[] = {
      {"\\sqrt[3]{27}", 0, 3},
      {"\\sqrt{2}\\sqrt{2}", 0, 2},
      {"\\sin(\\pi/2)", 0, 1},
      {"\\cos 0", 0, 1},
      {"\\ln e", 0, 1},
      {"e^{2}", 0, 7.38905609893065022723L},
      {"2\\pi", 0, 6.28318530717958647692L},
      {"x^2+2x+1", 3, 16},
      {"\\frac{x}{2}", 5, 2.5},
      {"x^2y", 2, 0},  // Two variables: checked below.
      {"\\theta^2", 3, 9},
      {"\\sqrt{x}+1", 4, 3},
  };
  for (const auto& c : kCases) {
    const auto e = MathExpression::Compile(c.text);
    ASSERT_TRUE(e.has_value()) << c.text;
    if (e->variables().size() > 1) continue;
    std::vector<long double> values(e->variables().size(), c.x);
    EXPECT_NEAR(static_cast<double>(e->Evaluate(values)), static_cast<double>(c.expected), 1e-12)
        << c.text;
  }
  const auto e = MathExpression::Compile("x^2y");
  ASSERT_TRUE(e.has_value());
  ASSERT_EQ(e->variables(), (std::vector<std::string>{"x", "y"}));
  EXPECT_NEAR(static_cast<double>(e->Evaluate({2, 3})), 12.0, 1e-12);
}

TEST(MathExprTest, NotExpressions) {
  for (const char* text :
       {"", "1 0 0", "2 3", "42 or 43", "x = 5", "x < 5", "|x|", "3!", "(1, 2)", "()", "(",
        "1 +", "\\frac{1}", "\\frac{1}{}", "\\sqrt", "\\sqrt{}", "x_1", "\\pm 1",
        "\\unknown{2}", "apple", "(1]", "\\sin", "1 \\pm 2", "\\{1\\}",
        // A function's power is a whole number 1 to 9, or -1 on sin/cos/tan.
        "\\sec^{-1} x", "\\sin^{-2} x", "\\sin^{-1 x", "\\sin^x x", "\\cos^0 x", "\\tan^{10} x", "\\sin^"}) {
    EXPECT_FALSE(MathExpression::Compile(text).has_value()) << text;
  }
}

TEST(MathExprTest, HostileTextIsRefusedOrBounded) {
  EXPECT_FALSE(MathExpression::Compile(std::string(kMaxExpressionBytes + 1, '1')).has_value());
  EXPECT_FALSE(MathExpression::Compile(std::string(4000, '(')).has_value());
  std::string nested;
  for (int i = 0; i < 400; ++i) nested += "\\frac{";
  nested += "1";
  for (int i = 0; i < 400; ++i) nested += "}{2}";
  ASSERT_LE(nested.size(), kMaxExpressionBytes);
  const auto e = MathExpression::Compile(nested);
  ASSERT_TRUE(e.has_value());
  EXPECT_FALSE(e->ExactValue().has_value());  // 2^-400 does not fit.
  EXPECT_TRUE(std::isfinite(e->Evaluate({})));
  // Huge powers overflow to no exact value, not to a wrong one.
  EXPECT_FALSE(MathExpression::Compile("2^{1000}")->ExactValue().has_value());
  EXPECT_FALSE(MathExpression::Compile("10^{10}^{10}")->ExactValue().has_value());
}

TEST(MathExprTest, EquivalenceAtFixedPoints) {
  static const struct {
    const char* a;
    const char* b;
    bool same;
  } kCases[] = {
      {"x^2+2x+1", "(x+1)^2", true},
      {"x^2+2x+1", "(x+1)^3", false},
      {"(x+1)(x-1)", "x^2-1", true},
      {"\\frac{x^2-1}{x-1}", "x+1", true},
      {"x+y", "y+x", true},
      {"x+y", "x+z", false},
      {"2x", "x", false},
      {"\\frac{\\sqrt{2}}{2}", "\\frac{1}{\\sqrt{2}}", true},
      {"2\\sqrt{3}", "\\sqrt{12}", true},
      {"\\sqrt{8}", "2\\sqrt{3}", false},
      {"\\pi", "3.14", false},
      {"\\frac{\\pi}{2}", "\\frac12\\pi", true},
      {"\\sqrt{x^2}", "x", true},  // The points are positive.
      {"\\sqrt{-1}", "\\sqrt{-1}", false},  // Undefined everywhere.
      {"1", "0.999999999999", false},       // Both exact: no tolerance.
      {"10^{10^{10}}", "10^{10^{11}}", false},  // Overflows are not equal.
      // Rounding is judged against the magnitudes an expression was
      // computed from, not against its (possibly cancelled) value.
      {"x^{10}-10x^9+45x^8-120x^7+210x^6-252x^5+210x^4-120x^3+45x^2-10x+1", "(x-1)^{10}",
       true},
      {"x^{10}-10x^9+45x^8-120x^7+210x^6-252x^5+210x^4-120x^3+45x^2-10x+2", "(x-1)^{10}",
       false},
      {"\\sin(\\pi)", "0", true},
      {"10^{-40}", "0", false},
      {"(\\frac{1}{6})^{49}", "(\\frac{1}{6})^{50}", false},
      {"\\sqrt{2}+1000000001", "\\sqrt{2}+1000000000", false},
      {"3.141592654", "\\pi", false},  // A rounded decimal is not π.
      // Bracketless function arguments take the product that follows.
      {"\\sin 2x", "2\\sin x\\cos x", true},
      {"\\sin x \\cos x", "\\frac{1}{2}\\sin(2x)", true},
      {"\\sin x^2", "\\sin(x^2)", true},
      {"\\sin x^{2}", "(\\sin x)^2", false},
      {"-\\infty", "-\\infty", true},
      // Powers of functions (issue #26): `\cot^2 t` is (cot t)^2.
      {"1+\\cot^2 t", "\\csc^2 t", true},
      {"\\sec^2 y", "1+\\tan^2 y", true},
      {"\\sin^2 x+\\cos^{2} x", "1", true},
      {"\\sin^{2}(x)", "(\\sin x)^2", true},
      {"1+\\cot^2 t", "\\sec^2 t", false},
      {"\\sin^2 x", "\\sin(x^2)", false},
      {"\\sin^3 x", "\\sin^2 x", false},
      // `^{-1}` on sin, cos, tan is the inverse function, not a reciprocal.
      {"\\tan^{-1} x", "\\arctan x", true},
      {"\\sin^{-1}(x/3)", "\\arcsin(x/3)", true},
      {"\\cos^-1(x/3)", "\\arccos(x/3)", true},
      {"\\tan^{-1} x", "\\frac{1}{\\tan x}", false},
      {"\\sin^{-1}(x/3)", "\\arccos(x/3)", false},
      // `\exp`, a bare `pi`, `*`.
      {"\\exp(3)+1", "e^{3}+1", true},
      {"\\exp(3)", "e^{2}", false},
      {"3*pi/4", "\\frac{3\\pi}{4}", true},
      {"3*pi/4", "\\frac{3\\pi}{2}", false},
      // A bare `sqrt(…)` (calculator and Python notation).
      {"3*cos(sqrt(980/7)*t)", "3\\cos(2\\sqrt{35}t)", true},
      {"sqrt(x)", "\\sqrt{x}", true},
      {"sqrt(x)", "x", false},
      // `i` is a variable like any letter: a complex answer matches when
      // written with the same `i` (see VERIFIERS.md: i^2 is not -1).
      {"2.0 + -5.0i", "2 - 5i", true},
      {"2 + 5i", "2 - 5i", false},
  };
  for (const auto& c : kCases) {
    const auto a = MathExpression::Compile(c.a), b = MathExpression::Compile(c.b);
    ASSERT_TRUE(a && b) << c.a << " | " << c.b;
    EXPECT_EQ(ExpressionsEquivalent(*a, *b, 42), c.same) << c.a << " | " << c.b;
    EXPECT_EQ(ExpressionsEquivalent(*a, *b, 7), c.same) << c.a << " | " << c.b;
  }
}

}  // namespace
}  // namespace referee::parsing
