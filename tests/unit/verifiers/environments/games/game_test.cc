// The helpers every game shares (games/game.h), worked by hand.
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "verifiers/environments/games/game.h"

namespace referee {
inline namespace game_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::ActionWords;

std::vector<std::string> Words(const ActionWords& words) {
  std::vector<std::string> out;
  for (size_t k = 0; k < std::min(words.size(), ActionWords::kCapacity); ++k) {
    out.emplace_back(words[k]);
  }
  return out;
}

TEST(ActionWordsTest, Table) {
  struct Row {
    const char* action;
    const char* separators;
    size_t size;
    std::vector<std::string> words;
  };
  const Row rows[] = {
      {"", " \t", 0, {}},
      {"   \t ", " \t", 0, {}},
      {"take 3", " \t", 2, {"take", "3"}},
      {"  take\t\t3  ", " \t", 2, {"take", "3"}},
      {"reveal 2,3", " ,", 3, {"reveal", "2", "3"}},
      {"reveal 2,3", " ", 2, {"reveal", "2,3"}},
      {",,1,,2,,", ",", 2, {"1", "2"}},
      {"x", " ", 1, {"x"}},
      // Nine words: eight kept, nine counted.
      {"a b c d e f g h i", " ", 9, {"a", "b", "c", "d", "e", "f", "g", "h"}},
  };
  for (const Row& row : rows) {
    SCOPED_TRACE(row.action);
    const ActionWords words(row.action, row.separators);
    EXPECT_EQ(words.size(), row.size);
    EXPECT_EQ(words.empty(), row.size == 0);
    EXPECT_EQ(Words(words), row.words);
  }
}

// A word past the kept ones (or past the count) reads as empty, never out
// of bounds.
TEST(ActionWordsTest, PastTheKeptWordsIsEmpty) {
  const ActionWords few("a b", " ");
  EXPECT_EQ(few[2], "");
  EXPECT_EQ(few[100], "");
  const ActionWords many("1 2 3 4 5 6 7 8 9 10", " ");
  EXPECT_EQ(many.size(), 10u);
  EXPECT_EQ(many[7], "8");
  EXPECT_EQ(many[8], "");
  EXPECT_EQ(many[9], "");
}

TEST(AnswerActionsTest, Table) {
  EXPECT_EQ(environments::AnswerActions("no answer block"), std::nullopt);
  const auto empty = environments::AnswerActions("<answer>\n \n</answer>");
  ASSERT_TRUE(empty.has_value());
  EXPECT_TRUE(empty->empty());
  const auto two = environments::AnswerActions(
      "<answer>old</answer> then <answer>\n  up \n\n left\r\n</answer>");
  ASSERT_TRUE(two.has_value());
  EXPECT_EQ(*two, (std::vector<absl::string_view>{"up", "left"}));
}

}  // namespace
}  // namespace game_test_cc
}  // namespace referee
