#include "verifiers/parsing/ids.h"

#include "gtest/gtest.h"

namespace referee {
namespace parsing {
namespace {

TEST(ParseAnswerIntegerTest, Table) {
  static const struct {
    const char* content;
    bool parsed;
    int64_t value;
  } kCases[] = {
      {"7", true, 7},        {" 7 ", true, 7},     {"\n+7\t", true, 7},
      {"-7", true, -7},      {"007", true, 7},     {"0", true, 0},
      {"- 4", false, 0},     {"4.0", false, 0},    {"", false, 0},
      {"  ", false, 0},      {"7 8", false, 0},    {"seven", false, 0},
      {"+", false, 0},       {"٣", false, 0},      {"1e3", false, 0},
      {"99999999999999999999999", true, kHugeInteger},
  };
  for (const auto& c : kCases) {
    const auto value = ParseAnswerInteger(c.content);
    EXPECT_EQ(value.has_value(), c.parsed) << c.content;
    if (value && c.parsed) {
      EXPECT_EQ(*value, c.value) << c.content;
    }
  }
}

TEST(ParseIdListTest, Table) {
  using List = std::vector<int64_t>;
  static const struct {
    const char* content;
    bool parsed;
    List ids;
  } kCases[] = {
      {"3,9,12", true, {3, 9, 12}},
      {" 3 , 9 ,\n12 ", true, {3, 9, 12}},   // Spaces inside the braces.
      {"", true, {}},                          // Empty \ids{}.
      {" \t\n", true, {}},                     // Whitespace only.
      {"3,,9", false, {}},                     // An empty token.
      {"3,9,", false, {}},
      {",3", false, {}},
      {"3;9", false, {}},
      {"3, nine", false, {}},
      {"-3", false, {}},
      {"3 9", false, {}},
      {"05,1", true, {5, 1}},
      {"1,99999999999999999999", true, {1, kHugeInteger}},
  };
  for (const auto& c : kCases) {
    const auto ids = ParseIdList(c.content);
    ASSERT_EQ(ids.has_value(), c.parsed) << c.content;
    if (ids) {
      EXPECT_EQ(*ids, c.ids) << c.content;
    }
  }
}

}  // namespace
}  // namespace parsing
}  // namespace referee
