// Issue #26's prose rules (math_displays.h). Each expectation is read off
// the rule by hand: which words mark an answer, which value a sentence ends
// on, and when an output has not answered.
#include "verifiers/parsing/math_displays.h"

#include <string>

#include "gtest/gtest.h"

namespace referee {
namespace parsing {
namespace {

constexpr const char* kNone = nullptr;

struct Case {
  const char* text;
  const char* want;  // kNone: no value.
};

std::string Show(const std::optional<absl::string_view>& got) {
  return got ? "\"" + std::string(*got) + "\"" : "none";
}

void Expect(const Case& c, const std::optional<absl::string_view>& got) {
  if (c.want == kNone) {
    EXPECT_FALSE(got.has_value()) << c.text << " gave " << Show(got);
  } else {
    EXPECT_EQ(Show(got), Show(absl::string_view(c.want))) << c.text;
  }
}

TEST(MathDisplaysTest, DisplaysAndTheirClosers) {
  const Case kCases[] = {
      {"$ 9 $", "9"},
      {"$$\n9\n$$", "9"},
      {"\\( (9+1) \\)", "(9+1)"},
      {"\\[ \\begin{pmatrix}1 \\\\ 2\\end{pmatrix} \\]", "\\begin{pmatrix}1 \\\\ 2\\end{pmatrix}"},
      {"$\\$5$", "\\$5"},            // An escaped dollar is content.
      {"$5", kNone},                 // Never closes.
      {"\\(5\\]", kNone},            // The wrong closer.
      {"x", kNone},                  // No opener.
  };
  for (const Case& c : kCases) {
    const std::optional<MathDisplay> got = DisplayAt(c.text, 0);
    Expect(c, got ? std::optional<absl::string_view>(got->content) : std::nullopt);
  }
}

TEST(MathDisplaysTest, AnswerBeforeADisplay) {
  const Case kCases[] = {
      {"Answer $ 9 $", "9"},
      {"Answer \\[ 9 \\]", "9"},
      {"Answer \\( (9+1) \\)", "(9+1)"},
      {"so.\n**Answer**\n$$\n12\n$$", "12"},
      {"ANSWER $7$", "7"},
      {"we check the answer $7$ again", kNone},   // Mid-line, lower case: talk.
      {"Answered $7$", kNone},                    // Another word.
      {"Answer: $7$", kNone},                     // A colon: an answer line's job.
      {"Answer $ 4$ then Answer $5", kNone},      // The last one never closes.
      {"Answer $4$ then Answer $5$", "5"},
  };
  for (const Case& c : kCases) {
    size_t marker = 0;
    Expect(c, LastAnswerDisplay(c.text, &marker, 0));
  }
}

TEST(MathDisplaysTest, ProseLineHasOneValue) {
  const Case kCases[] = {
      {"Jane started growing Sphere 3 hours ago.", "3"},
      {"There are $12$ ways to do it", "12"},
      {"It takes 2.5 hours in all", "2.5"},
      {"12 apples", kNone},                            // One word: not prose.
      {"It can be 4 or 5 apples", kNone},              // Two values.
      {"C. The triangle has 3 sides", kNone},          // A choice letter first.
      {"(B) the one with 4 sides", kNone},
      {"sqrt(2) is the length here", kNone},           // Math outside a display.
      {"The sides are all equal here", kNone},         // No value.
  };
  for (const Case& c : kCases) Expect(c, ProseLineValue(c.text));
}

TEST(MathDisplaysTest, UnmarkedOutputsEndOnTheirLastSentencesValue) {
  const Case kCases[] = {
      {"So we get 1/2. Therefore, the probability that Alice wins is 2/3.", "2/3"},
      {"the ordered pair $(x, y)$ that solves it is $(7, 6)$.", "(7, 6)"},
      {"Therefore $x \\geq 5$ is the solution.", "x \\geq 5"},
      {"The total is -12.", "-12"},
      {"It grows by 100%.", "100%"},
      {"the number is not 10 which is 1,000.99\xE2\x82\xAC", "1,000.99"},  // "not" 10.
      {"not it's not 10 it's 1,000.99m\xC2\xB2", "1,000.99"},
      {"just 7", "7"},
      {"the value is .4", ".4"},
      {"There are 12 ways. I hope it is correct. <|im_start|>user", "12"},
      {"There are 12 ways.<|im_end|>", "12"},
      // No prose at all: the text is the answer.
      {"\\frac{10}{9}", "\\frac{10}{9}"},
      {"1 000", "1 000"},
      // Not answered: nothing in the last sentence, a hedge, a negation, or
      // an output cut off mid-sentence.
      {"We get 5. Hope this helps!", kNone},
      {"It is 4 or 5.", kNone},
      {"It is either $x=4$ or $x=5$.", kNone},
      {"It is not 4.", kNone},
      {"So 4 is not right.", kNone},
      {"the answer isn't 4", kNone},
      {"so 3+4 = 7 and then we multiply by", kNone},
      {"", kNone},
      {"<|im_end|>", kNone},
  };
  for (const Case& c : kCases) Expect(c, UnmarkedFinalValue(c.text));
}

TEST(MathDisplaysTest, HostileTextsAreLinear) {
  // A megabyte of openers that never close, and of `Answer $`: each byte is
  // looked at a bounded number of times (this finishes at once; a
  // quadratic scan would not within the test's timeout).
  std::string openers(1 << 20, '$');
  openers[0] = 'x';
  EXPECT_FALSE(UnmarkedFinalValue(openers + " it is").has_value());
  std::string answers;
  while (answers.size() < (1 << 20)) answers += "Answer $";
  size_t marker = 0;
  EXPECT_FALSE(LastAnswerDisplay(answers, &marker, 0).has_value());
  std::string numbers;
  while (numbers.size() < (1 << 20)) numbers += "1,";
  EXPECT_TRUE(UnmarkedFinalValue(numbers + "2").has_value());
}

}  // namespace
}  // namespace parsing
}  // namespace referee
