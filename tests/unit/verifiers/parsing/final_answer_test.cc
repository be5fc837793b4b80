// The environments' answer reading (docs/ENVIRONMENTS.md, "Reading an
// answer"): the span, the tokens, and each documented difference from
// RLVE-Gym's parser, as the docs state them.
#include "verifiers/parsing/final_answer.h"

#include <optional>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace referee {
namespace parsing {
namespace {

// The answer's integers, or nullopt when unparseable (no span or a bad
// token).
std::optional<std::vector<int64_t>> Read(const std::string& output) {
  const std::optional<absl::string_view> span = FinalAnswer(output);
  if (!span) return std::nullopt;
  const std::optional<IntegerTokens> tokens = ParseIntegerTokens(*span, 100);
  if (!tokens) return std::nullopt;
  return tokens->values;
}

using Ints = std::vector<int64_t>;

TEST(FinalAnswerTest, TheLastCompleteSpan) {
  const struct { const char* output; std::optional<Ints> want; } kCases[] = {
      {"<answer>3 1 2</answer> on reflection <answer>1 2 3</answer>", Ints{1, 2, 3}},
      {"<answer>1 2 3</answer> <answer>", Ints{1, 2, 3}},
      // Nested: RLVE-Gym's non-greedy regex opens at the first tag (-1).
      {"<answer>9 <answer>1 2</answer>", Ints{1, 2}},
      // Text before "Assistant:" is not cut (RLVE-Gym would see no answer).
      {"<answer>1 2</answer> Assistant: let me think", Ints{1, 2}},
      // No span: the last \boxed{} (RLVE-Gym: -1).
      {"\\boxed{1 2}", Ints{1, 2}},
      {"<answer>\n 4\n5 </answer>", Ints{4, 5}},
      {"<answer></answer>", Ints{}},
      {"no answer", std::nullopt},
      {"<answer>1 2", std::nullopt},
  };
  for (const auto& c : kCases) EXPECT_EQ(Read(c.output), c.want) << c.output;
}

TEST(FinalAnswerTest, AsciiIntegersBetweenAsciiWhitespace) {
  const struct { std::string answer; std::optional<Ints> want; } kCases[] = {
      {"+7 007 -0", Ints{7, 7, 0}},
      {"1\t2\n3\v4\f5\r6", Ints{1, 2, 3, 4, 5, 6}},
      {"1,2,3", std::nullopt},
      {"2.0", std::nullopt},
      {"1_3", std::nullopt},                 // Python's int() takes it.
      {"\xEF\xBC\x91 2", std::nullopt},      // Full-width 1.
      {"\xD9\xA3", std::nullopt},            // Arabic-Indic 3.
      {"1\xC2\xA0" "2", std::nullopt},       // A no-break space joins.
      {"1\xE2\x80\xA8" "2", std::nullopt},   // U+2028 joins.
      {"1\x1c" "2", std::nullopt},           // Python splits at \x1c.
      {"x=3", std::nullopt},
      {"- 4", std::nullopt},
  };
  for (const auto& c : kCases) {
    EXPECT_EQ(Read("<answer>" + c.answer + "</answer>"), c.want) << c.answer;
  }
  // Too large for 64 bits: parses, as a value nothing equals.
  const auto huge = Read("<answer>99999999999999999999</answer>");
  ASSERT_TRUE(huge.has_value());
  EXPECT_EQ(huge->at(0), kHugeToken);
}

}  // namespace
}  // namespace parsing
}  // namespace referee
