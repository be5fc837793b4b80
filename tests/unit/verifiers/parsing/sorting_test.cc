#include "verifiers/parsing/sorting.h"

#include <string>

#include "gtest/gtest.h"

namespace referee {
namespace parsing {
namespace {

using Ids = std::vector<int64_t>;
using Preface = std::vector<int32_t>;

TEST(NormalizeIdsTest, FiltersInvalidAndRepeats) {
  EXPECT_EQ(NormalizeIds({3, 0, 7, 3, 1, -1, 2, 1}, 4), (Preface{3, 1, 2}));
  EXPECT_TRUE(NormalizeIds({}, 4).empty());
}

TEST(IdTokensTest, Table) {
  static const struct {
    const char* text;
    Ids ids;
  } kCases[] = {
      {"ID 14 (01:25), ID 8", {14, 8}},
      {"id 3, Id\t4, iD5", {3, 4, 5}},   // Case-insensitive; ID3 counts.
      {"ID: 3 IDs 4 ID\n5", {}},         // Only spaces or tabs may follow.
      {"RID 3 xID 4 _ID 5", {}},         // Whole word only.
      {"(ID 2)", {2}},
      {"ID 007", {7}},
  };
  for (const auto& c : kCases) {
    EXPECT_EQ(IdTokens(c.text), c.ids) << c.text;
  }
}

TEST(LongestCommaRunTest, Table) {
  static const struct {
    const char* text;
    Ids ids;
  } kCases[] = {
      {"order 14, 8, 11 then 2,3", {14, 8, 11}},
      {"1,2 and 3,4", {1, 2}},              // Ties: the first.
      {"5 ,\t6 , 7", {5, 6, 7}},            // Spaces or tabs around commas.
      {"5,\n6", {}},                        // Not a newline.
      {"just 5", {}},                       // Two or more integers.
      {"1.5, 2", {5, 2}},
      {"1,,2", {}},
      {"a1,2b", {1, 2}},
  };
  for (const auto& c : kCases) {
    EXPECT_EQ(LongestCommaRun(c.text), c.ids) << c.text;
  }
}

// n = 4 throughout; the canonical order does not matter here, only what is
// extracted.
TEST(ExtractSortingPrefaceTest, Table) {
  static const struct {
    const char* text;
    bool found;
    Preface preface;
  } kCases[] = {
      {"Sorted by end time: 2, 4, 1, 3.", true, {2, 4, 1, 3}},
      {"SORTING: ID 2, ID 4, ID 1, ID 3", true, {2, 4, 1, 3}},
      // Not the whole word sort.
      {"The unsorted rows: 2, 4, 1, 3.", false, {}},
      {"Presorted: 2, 4, 1, 3.", false, {}},
      // A stop word cuts the list short.
      {"Sorted: 2, 4, thus 1, 3.", false, {}},
      {"Sorted: 2, 4, 1, therefore 3.", false, {}},
      {"So sorted: 2, 4, 1, 3.", false, {}},
      {"Sorted: 2, 4, 1, 3. Final\n  answer: 1", true, {2, 4, 1, 3}},
      {"Sorted: 2, 4, final\tanswer 1, 3.", false, {}},
      // `selected` is not the stop word `select`.
      {"Sorted (nothing selected yet): 2, 4, 1, 3", true, {2, 4, 1, 3}},
      // Too few `ID k` tokens: the comma run is read instead.
      {"Sorted: 2, 4, 1, 3 (ID 2 first)", true, {2, 4, 1, 3}},
      // Missing an ID: no preface.
      {"Sorted: 2, 4, 1.", false, {}},
      // Invalid and repeated IDs are dropped before the check.
      {"Sorted: 2, 9, 4, 2, 1, 0, 3", true, {2, 4, 1, 3}},
      // The first qualifying paragraph wins; blank lines split paragraphs.
      {"Sort them.\n\nSorted: 1, 2, 3, 4\n \nsorted: 4, 3, 2, 1", true,
       {1, 2, 3, 4}},
      // A paragraph without a sort word is skipped even with a list.
      {"Order: 4, 3, 2, 1\n\nSorted: 1, 2, 3, 4", true, {1, 2, 3, 4}},
      // Lines of one paragraph are read together.
      {"Sorted by end:\nID 2\nID 4\nID 1\nID 3", true, {2, 4, 1, 3}},
      {"", false, {}},
  };
  for (const auto& c : kCases) {
    const auto preface = ExtractSortingPreface(c.text, 4);
    ASSERT_EQ(preface.has_value(), c.found) << c.text;
    if (preface) {
      EXPECT_EQ(*preface, c.preface) << c.text;
    }
  }
}

TEST(ExtractSortingPrefaceTest, LongHostileTextIsLinear) {
  // 400k words, one huge paragraph with a sort word and no stop word, and a
  // comma run of 100k integers: scanned once, not per word.
  std::string text = "sorted ";
  for (int i = 0; i < 100000; ++i) text += "1, ";
  text += "2";
  EXPECT_FALSE(ExtractSortingPreface(text, 4).has_value());
  std::string blank_lines(200000, '\n');
  EXPECT_FALSE(ExtractSortingPreface(blank_lines, 4).has_value());
}

}  // namespace
}  // namespace parsing
}  // namespace referee
