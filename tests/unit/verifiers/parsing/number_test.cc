#include "verifiers/parsing/number.h"

#include <string>

#include "gtest/gtest.h"

namespace referee {
namespace parsing {
namespace {

TEST(ParseExactNumberTest, AcceptsOnlyTheThreeForms) {
  for (const char* yes : {"0", "17", "+17", "-17", "007", "0.5", "-0.75",
                          "3/4", "-1/2", "+6/8", "12345678901234567890123456789012345678901234567890"}) {
    EXPECT_TRUE(ParseExactNumber(yes).has_value()) << yes;
  }
  for (const char* no : {"", "-", "+", ".5", "5.", "1.2.3", "1/2/3", "1/0",
                         "1/00", "1,000", "1e2", " 1", "1 ", "- 1", "--1",
                         "1/-2", "1.5/2", "\xd9\xa3", "0x10", "½"}) {
    EXPECT_FALSE(ParseExactNumber(no).has_value()) << no;
  }
}

// Expected values worked out by hand: a/b = c/d iff a·d = c·b.
TEST(ExactNumbersEqualTest, Table) {
  static const struct {
    const char* a;
    const char* b;
    bool equal;
  } kCases[] = {
      {"17", "17", true},
      {"17", "17.0", true},
      {"17", "+17", true},
      {"17", "-17", false},
      {"17", "71", false},
      {"3/4", "0.75", true},
      {"0.75", "3/4", true},
      {"3/4", "6/8", true},
      {"3/4", "0.7", false},
      {"-2", "-2.0", true},
      {"-1/2", "-0.5", true},
      {"12.5", "25/2", true},
      {"0.2", "0.20", true},
      {"8/3", "2.6667", false},
      {"8/3", "16/6", true},
      {"1.5", "3/2", true},
      {"0", "0.0", true},
      {"0", "-0", true},
      {"0/5", "-0.000", true},
      {"007", "7", true},
      {"1/3", "0.3333333333", false},
      {"-3/4", "3/-4", false},  // Second is not a number; see below.
  };
  for (const auto& c : kCases) {
    auto a = ParseExactNumber(c.a);
    auto b = ParseExactNumber(c.b);
    if (!a || !b) {
      EXPECT_FALSE(c.equal) << c.a << " vs " << c.b;
      continue;
    }
    auto equal = ExactNumbersEqual(*a, *b);
    ASSERT_TRUE(equal.has_value()) << c.a << " vs " << c.b;
    EXPECT_EQ(*equal, c.equal) << c.a << " vs " << c.b;
    auto reversed = ExactNumbersEqual(*b, *a);
    ASSERT_TRUE(reversed.has_value());
    EXPECT_EQ(*reversed, c.equal) << c.b << " vs " << c.a;
  }
}

TEST(ExactNumbersEqualTest, LongDecimalsCompareExactly) {
  // ExactNumber holds views: keep the texts alive.
  const std::string big(60, '9');
  const std::string big_point = big + ".000";
  const std::string other = big.substr(1) + "8";
  auto a = ParseExactNumber(big_point);
  auto b = ParseExactNumber(big);
  auto c = ParseExactNumber(other);
  ASSERT_TRUE(a && b && c);
  EXPECT_EQ(ExactNumbersEqual(*a, *b), true);
  EXPECT_EQ(ExactNumbersEqual(*a, *c), false);
  // 0.1 with 50 zeros then 1 is not 0.1.
  const std::string long_tenth = "0.1" + std::string(50, '0') + "1";
  auto d = ParseExactNumber(long_tenth);
  auto e = ParseExactNumber("0.1");
  EXPECT_EQ(ExactNumbersEqual(*d, *e), false);
}

TEST(ExactNumbersEqualTest, FractionsBeyond128BitsAreNotComparable) {
  const std::string tiny = "1/" + std::string(40, '7');
  auto big = ParseExactNumber(tiny);
  auto small = ParseExactNumber("0.5");
  ASSERT_TRUE(big && small);
  EXPECT_FALSE(ExactNumbersEqual(*big, *small).has_value());
  // Leading zeros do not count towards the limit: 38 significant digits fit.
  const std::string zeros = std::string(50, '0') + "1/2";
  auto padded = ParseExactNumber(zeros);
  ASSERT_TRUE(padded.has_value());
  EXPECT_EQ(ExactNumbersEqual(*padded, *small), true);
}

}  // namespace
}  // namespace parsing
}  // namespace referee
