#include "verifiers/parsing/arith.h"

#include <string>

#include "gtest/gtest.h"

namespace referee {
namespace parsing {
namespace {

std::optional<Rational> Value(const std::string& text) {
  auto expression = ParseExpression(text);
  if (!expression) return std::nullopt;
  return Evaluate(*expression);
}

TEST(ParseExpressionTest, PrecedenceAndLeftAssociativity) {
  static const struct {
    const char* text;
    int64_t num, den;
  } kCases[] = {
      {"2+3*4", 14, 1},      {"(2+3)*4", 20, 1},   {"8-4-2", 2, 1},
      {"8-(4-2)", 6, 1},     {"8/4/2", 1, 1},      {"8/(4/2)", 4, 1},
      {"1/3+1/6", 1, 2},     {"2*3-4/8", 11, 2},   {"\n 7 \n", 7, 1},
      {"((((5))))", 5, 1},   {"0-5", -5, 1},       {"10/4", 5, 2},
      {"007+1", 8, 1},
  };
  for (const auto& c : kCases) {
    const auto value = Value(c.text);
    ASSERT_TRUE(value.has_value()) << c.text;
    EXPECT_EQ(*value, (Rational{c.num, c.den})) << c.text;
  }
}

TEST(ParseExpressionTest, RejectsWhatTheGrammarLacks) {
  for (const char* text :
       {"", "   ", "-5", "-5+3", "2**3", "2^3", "5=5", "5.0", "2.5*2", "(5",
        "5)", "()", "() + 5", "5(3)", "(3)5", "5 5", "+5", "5+", "5++3",
        "[5]", "5\t+3", "5\r\n", "５", "5 ＋ 3", "x", "5,3", "5/ /3"}) {
    EXPECT_FALSE(ParseExpression(text).has_value()) << text;
  }
}

TEST(ParseExpressionTest, DepthLimitWithoutRecursion) {
  auto nest = [](int depth) {
    return std::string(depth, '(') + "1" + std::string(depth, ')');
  };
  EXPECT_TRUE(ParseExpression(nest(kMaxParenthesisDepth)).has_value());
  EXPECT_FALSE(ParseExpression(nest(kMaxParenthesisDepth + 1)).has_value());
  EXPECT_FALSE(ParseExpression(nest(10000)).has_value());
  // Deep but within the limit, and unbalanced deep input, are both fine.
  EXPECT_FALSE(ParseExpression(std::string(100000, '(')).has_value());
  // A long flat expression: 100,000 terms (~200 KB), one pass.
  std::string sum = "1";
  for (int i = 0; i < 100000; ++i) sum += "+1";
  const auto value = Value(sum);
  ASSERT_TRUE(value.has_value());
  EXPECT_EQ(*value, Rational::Integer(100001));
  // A long right-leaning chain evaluates without recursion too.
  std::string chain;
  for (int i = 0; i < 8000; ++i) chain += "1-(";
  chain += "1" + std::string(8000, ')');
  EXPECT_EQ(*Value(chain), Rational::Integer(1));  // 1-(1-(...)) alternates.
}

TEST(EvaluateTest, DivisionByZeroAndOverflowAreNotValues) {
  EXPECT_FALSE(Value("5/(3-3)").has_value());
  EXPECT_FALSE(Value("5/0").has_value());
  EXPECT_FALSE(Value("999999999999*999999999999*999999999999").has_value());
  // A literal of more than 18 digits is no value either.
  EXPECT_FALSE(Value("1234567890123456789012345678901234567890-1").has_value());
  EXPECT_TRUE(Value("999999999*999999999").has_value());
}

TEST(RationalTest, ReducedAndExact) {
  EXPECT_EQ(*Divide(Rational::Integer(6), Rational::Integer(-4)),
            (Rational{-3, 2}));
  EXPECT_EQ(*Add(Rational{1, 3}, Rational{2, 3}), Rational::Integer(1));
  EXPECT_EQ(*Subtract(Rational{1, 2}, Rational{1, 2}), Rational::Integer(0));
  EXPECT_FALSE(Divide(Rational::Integer(1), Rational::Integer(0)).has_value());
}

}  // namespace
}  // namespace parsing
}  // namespace referee
