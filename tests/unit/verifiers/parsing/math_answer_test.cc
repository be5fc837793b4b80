#include "verifiers/parsing/math_answer.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace referee {
namespace parsing {
namespace {

using M = MathExtraction;
constexpr const char* kNone = nullptr;

struct Case {
  const char* output;
  M mode;
  const char* want;  // kNone: no answer.
  M found_by = M::kAuto;  // Checked when want is set and this is not kAuto.
};

void Check(const Case& c) {
  const std::optional<MathAnswer> got = ExtractMathAnswer(c.output, c.mode);
  const std::string label =
      std::string(MathExtractionName(c.mode)) + " on \"" + c.output + "\"";
  if (c.want == nullptr) {
    EXPECT_FALSE(got.has_value()) << label << " gave \"" << got->text << "\"";
    return;
  }
  ASSERT_TRUE(got.has_value()) << label;
  EXPECT_EQ(got->text, c.want) << label;
  if (c.found_by != M::kAuto) {
    EXPECT_EQ(MathExtractionName(got->found_by), MathExtractionName(c.found_by)) << label;
  }
}

TEST(MathAnswerTest, Boxed) {
  const Case kCases[] = {
      {"so \\boxed{42}.", M::kBoxed, "42"},
      {"\\boxed{1} no, \\boxed{2}", M::kBoxed, "2"},             // Last wins.
      {"so $\\\\boxed{\\\\frac{1}{2}}$.", M::kBoxed, "\\\\frac{1}{2}"},  // Escaped twice.
      {"\\boxed{\\frac{1}{2}}", M::kBoxed, "\\frac{1}{2}"},       // Nested.
      {"\\boxed{\\{1,2\\}}", M::kBoxed, "\\{1,2\\}"},             // Escaped.
      {"\\fbox{7}", M::kBoxed, "7"},
      {"\\boxed 5$ done", M::kBoxed, "5"},                        // Token form.
      {"$\\boxed5$", M::kBoxed, "5"},
      {"\\boxed {5}", M::kBoxed, "5"},                            // LaTeX allows it.
      {"\\boxed\n{5}", M::kBoxed, "5"},
      {"\\boxed{ 12 }", M::kBoxed, "12"},                         // Trimmed.
      {"\\boxed{\\boxed{9}}", M::kBoxed, "9"},
      {"\\boxed{3} then \\boxed{4", M::kBoxed, kNone},            // Cut off.
      {"the answer is \\boxed", M::kBoxed, kNone},
      {"put it in \\boxed{} : \\boxed{8}", M::kBoxed, "8"},
      {"put it in \\boxed{}", M::kBoxed, kNone},                  // Empty only.
      {"\\boxedx{3}", M::kBoxed, kNone},                          // Other command.
      {"no box here", M::kBoxed, kNone},
      {"a } stray \\boxed{6}", M::kBoxed, "6"},                   // Unmatched `}`.
  };
  for (const Case& c : kCases) Check(c);
}

TEST(MathAnswerTest, AnswerLine) {
  const Case kCases[] = {
      {"work\nAnswer: 42", M::kAnswerLine, "42"},
      {"answer: 1\nANSWER: 2\nmore", M::kAnswerLine, "2"},
      {"**Answer:** 17", M::kAnswerLine, "17"},
      {"**Answer**: 18", M::kAnswerLine, "18"},
      // Minerva's phrasing around the answer is not part of it.
      {"Final Answer: The final answer is $5$.", M::kAnswerLine, "$5$."},
      {"Final Answer: The final answer is $42$. I hope it is correct.", M::kAnswerLine,
       "$42$"},
      {"final answer: THE FINAL ANSWER IS \\frac{1}{2}. i hope it is correct.",
       M::kAnswerLine, "\\frac{1}{2}"},
      {"Final Answer: The final answer is. I hope it is correct.", M::kAnswerLine, kNone},
      {"Answer:\n\n 3/4 \nthanks", M::kAnswerLine, "3/4"},  // Next line.
      {"Answer: 9\r\n", M::kAnswerLine, "9"},
      {"Answer:", M::kAnswerLine, kNone},
      {"the answers: 4", M::kAnswerLine, kNone},                  // "answers".
      {"Answer 5", M::kAnswerLine, kNone},                        // No colon.
  };
  for (const Case& c : kCases) Check(c);
}

TEST(MathAnswerTest, Gsm8k) {
  const Case kCases[] = {
      {"so 3 + 4 = 7\n#### 7", M::kGsm8k, "7"},
      {"#### 1,234\nok", M::kGsm8k, "1,234"},
      {"#### 5 and then #### 6", M::kGsm8k, "6"},                 // Last marker.
      {"####\n12", M::kGsm8k, "12"},        // Blank marker: the last number.
      {"I get 12 apples, then 15.", M::kGsm8k, "15"},             // Flexible.
      {"total: -3.50 dollars", M::kGsm8k, "-3.50"},
      {"pay 1,200. ok", M::kGsm8k, "1,200"},  // `,`/`.` only between digits.
      {"5 - 3", M::kGsm8k, "3"},
      {"no digits", M::kGsm8k, kNone},
  };
  for (const Case& c : kCases) Check(c);
}

TEST(MathAnswerTest, AnswerTag) {
  const Case kCases[] = {
      {"<answer>4</answer>", M::kAnswerTag, "4"},
      {"<answer>1</answer> <answer> 2 </answer>", M::kAnswerTag, "2"},
      {"<answer></answer>", M::kAnswerTag, kNone},
      {"<answer>3", M::kAnswerTag, kNone},
  };
  for (const Case& c : kCases) Check(c);
}

TEST(MathAnswerTest, AutoOrderAndThinking) {
  const Case kCases[] = {
      // The last marker wins, whichever kind (DESIGN §9 as updated by #26).
      {"Answer: 3\n\\boxed{4}", M::kAuto, "4", M::kBoxed},
      {"<answer>\\boxed{5}</answer>", M::kAuto, "5", M::kBoxed},
      {"Answer: 3\n#### 9", M::kAuto, "9", M::kGsm8k},  // Was 3 before #26.
      {"so\n#### 9", M::kAuto, "9", M::kGsm8k},
      {"<answer>6</answer>", M::kAuto, "6", M::kAnswerTag},
      // No marker at all: the value its last sentence ends on (#26).
      {"just 7", M::kAuto, "7", M::kAnswerLine},
      {"We get 7. Hope this helps!", M::kAuto, kNone},
      // A truncated final box is no answer, not a fallback to older ones.
      {"Answer: 3\n\\boxed{4", M::kAuto, kNone},
      // Thinking is not the answer.
      {"<think>maybe \\boxed{1}</think><answer>2</answer>", M::kAuto, "2",
       M::kAnswerTag},
      {"<think>a</think> \\boxed{1} <think>b</think> \\boxed{3}", M::kAuto, "3"},
      {"<think>\\boxed{1}</think>", M::kAuto, kNone},
      {"<think>still \\boxed{1} thinking", M::kAuto, kNone},      // Never closed.
      {"<think>x</think>\nAnswer: 8", M::kAnswerLine, "8"},
      {"<think>#### 1</think> #### 2", M::kGsm8k, "2"},
  };
  for (const Case& c : kCases) Check(c);
}

TEST(MathAnswerTest, AutoTakesTheLastMarkerOfAnyKind) {
  const Case kCases[] = {
      // A boxed guess, then a corrected answer line.
      {"\\boxed{12}\nno, I dropped a term.\n**Answer:** 15", M::kAuto, "15", M::kAnswerLine},
      {"\\boxed{12} ... no, I dropped a term ... **Answer:** 15", M::kAuto, "15",
       M::kAnswerLine},
      {"**Answer:** 15\nso \\boxed{12}", M::kAuto, "12", M::kBoxed},
      {"ANSWER: **A**", M::kAuto, "A", M::kAnswerLine},
      // An answer line written as a sentence: what follows its " is ".
      {"\\boxed{5}\nAnswer: The number of ways is 5.", M::kAuto, "5", M::kAnswerLine},
      {"Answer: The area is $5$ square units, as shown.", M::kAuto, "$5$ square units"},
      {"Answer: The area.", M::kAuto, "The area."},              // No " is ".
      {"Answer: Then 5 is odd", M::kAuto, "5"},      // Prose with one value.
      {"Answer: Then 5 or 7", M::kAuto, "Then 5 or 7"},  // Two values: kept.
      {"Final Answer: Jane started growing Sphere 3 hours ago. I hope it is correct. "
       "<|im_start|>user", M::kAuto, "3"},
      {"Final Answer: 7", M::kAuto, "7"},
      {"Final Answer: The final answer is $42$. I hope it is correct.", M::kAuto, "$42$"},
      // The sentence: its answer ends with its clause.
      {"So the answer is C, since B fails the second condition.", M::kAuto, "C"},
      {"Answer: it can't be 4; the answer is 6", M::kAuto, "6"},
      {"The final answer is $\\frac{1}{2}$.", M::kAuto, "$\\frac{1}{2}$"},
      {"My final answer is \\(\\frac{3}{4}\\).", M::kAuto, "\\(\\frac{3}{4}\\)"},
      {"The answer is **B**.", M::kAuto, "B"},
      {"The answer is: 42", M::kAuto, "42"},
      {"the answer is 3.5.", M::kAuto, "3.5"},                   // `.` in a number.
      {"the answer is C because B fails", M::kAuto, "C"},
      {"the answer is $x = 1, 2$, since both work", M::kAuto, "$x = 1, 2$"},
      {"the answer is (1, 2), as shown", M::kAuto, "(1, 2)"},
      {"the answer is 1, 2, and 3", M::kAuto, "1, 2, and 3"},    // A list, kept.
      {"the answer is 4 or 5", M::kAuto, "4 or 5"},              // A hedge, kept.
      {"Answer: 10\nthe answer is indeed 10.", M::kAuto, "10"},
      {"<answer>The answer is 9</answer>", M::kAuto, "9"},
      {"#### 5\nthe answer is 6", M::kAuto, "6"},
      {"the answer is 6\n#### 5", M::kAuto, "5", M::kGsm8k},
      {"the answer is 6\n<answer>7</answer>", M::kAuto, "7", M::kAnswerTag},
      // Talk about an answer is no marker.
      {"\\boxed{7}\nChecking: the answer is correct.", M::kAuto, "7", M::kBoxed},
      {"\\boxed{6}. Note the answer is a multiple of 3, as required.", M::kAuto, "6",
       M::kBoxed},
      {"\\boxed{8}, and the answer is not 9.", M::kAuto, "8", M::kBoxed},
      {"\\boxed{8}\nSo the answer is verified.", M::kAuto, "8", M::kBoxed},
      {"\\boxed{8}\nthe answer is the number of ways", M::kAuto, "8", M::kBoxed},
      {"the answer is a", M::kAuto, "a"},                        // A lone letter.
      {"THE ANSWER IS 5", M::kAuto, "5"},
      // Not markers ("is" only), so the unmarked rule reads them.
      {"the answer would be 5", M::kAuto, "5"},
      {"the answer isn't 4", M::kAuto, kNone},  // A negation.
      {"the answers is 4", M::kAuto, "4"},
      // `Answer` before a display, no colon.
      {"Answer $ 9 $", M::kAuto, "9", M::kAnswerLine},
      {"\\boxed{3}\nAnswer \\[ 4 \\]", M::kAuto, "4", M::kAnswerLine},
      {"Answer $4$\n\\boxed{3}", M::kAuto, "3", M::kBoxed},
      // An empty box is format talk, but no license to guess.
      {"Put it in \\boxed{}. It is 5.", M::kAuto, kNone},
      {"the answer is", M::kAuto, kNone},
      // A mid-line `answer:` is talk when another marker exists.
      {"\\boxed{5}\nLet me verify the answer: 2+3=5.", M::kAuto, "5", M::kBoxed},
      {"\\boxed{5}\n- **Final Answer:** 6", M::kAuto, "6", M::kAnswerLine},
      {"\\boxed{5}\n### The final answer: 6", M::kAuto, "6", M::kAnswerLine},
      {"\\boxed{5}\nso, the answer: 6", M::kAuto, "5", M::kBoxed},
      {"\\boxed{5} so the **final answer:** 6", M::kAuto, "6", M::kAnswerLine},
      {"Thus the answer: 7", M::kAuto, "7", M::kAnswerLine},   // The only marker.
      // A Markdown heading is not gsm8k's marker.
      {"\\boxed{3}\n#### Verification\nok", M::kAuto, "3", M::kBoxed},
      // Thinking: an earlier or unclosed think holds no final answer.
      {"<think>the answer is 3</think>The answer is 4.", M::kAuto, "4"},
      {"<think>so the answer is 3", M::kAuto, kNone},
      {"<think>the answer is 3</think> done", M::kAuto, kNone},
      // A cut-off last box is still no answer, whatever follows inside it.
      {"the answer is 6\n\\boxed{4", M::kAuto, kNone},
      {"\\boxed{4\nAnswer: 5", M::kAuto, kNone},
      // Markers inside the last box are part of it.
      {"\\boxed{\\text{the answer is 5}}", M::kAuto, "\\text{the answer is 5}", M::kBoxed},
      {"\\boxed{\\text{Answer: 5}}", M::kAuto, "\\text{Answer: 5}", M::kBoxed},
      {"\\boxed{3} and the answer is 4", M::kAuto, "4", M::kAnswerLine},
      // The other modes keep their published rules.
      {"\\boxed{12}\n**Answer:** 15", M::kBoxed, "12"},
      {"So the answer is 6.", M::kAnswerLine, kNone},
      {"ANSWER: **A**", M::kAnswerLine, "A**"},
      {"Answer: 3\n#### 9", M::kAnswerLine, "3"},
  };
  for (const Case& c : kCases) Check(c);
}

TEST(MathAnswerTest, SameLineBoxesAreReported) {
  std::optional<MathAnswer> got =
      ExtractMathAnswer("\\boxed{42} \\text{ or } \\boxed{43}", M::kAuto);
  ASSERT_TRUE(got.has_value());
  EXPECT_EQ(got->text, "43");
  ASSERT_EQ(got->same_line_boxes.size(), 1u);
  EXPECT_EQ(got->same_line_boxes[0], "42");
  // An earlier line's box is an abandoned attempt, not a rival.
  got = ExtractMathAnswer("\\boxed{41}\nwait, no: \\boxed{43}", M::kAuto);
  ASSERT_TRUE(got.has_value());
  EXPECT_TRUE(got->same_line_boxes.empty());
  // A box wrapping the answer's box is not a rival either.
  got = ExtractMathAnswer("\\boxed{x = \\boxed{2}}", M::kBoxed);
  ASSERT_TRUE(got.has_value());
  EXPECT_EQ(got->text, "2");
  EXPECT_TRUE(got->same_line_boxes.empty());
  // Bounded.
  std::string many;
  for (int i = 0; i < 10; ++i) many += "\\boxed{" + std::to_string(i) + "} ";
  got = ExtractMathAnswer(many, M::kBoxed);
  ASSERT_TRUE(got.has_value());
  EXPECT_EQ(got->text, "9");
  EXPECT_EQ(got->same_line_boxes.size(), kMaxSameLineBoxes);
}

TEST(MathAnswerTest, HostileInputsAreBoundedAndLinear) {
  // Deep nesting is refused, not followed.
  std::string deep;
  for (int i = 0; i < 100000; ++i) deep += "\\boxed{";
  EXPECT_FALSE(ExtractMathAnswer(deep, M::kAuto).has_value());
  std::string braces = "\\boxed{" + std::string(200000, '{') + "1";
  EXPECT_FALSE(ExtractMathAnswer(braces, M::kBoxed).has_value());
  // Braces before the first box are not followed at all (the scan starts
  // at the box), so a well-formed box after them is still the answer.
  std::string before(200000, '{');
  before += "\\boxed{1}";
  const std::optional<MathAnswer> boxed = ExtractMathAnswer(before, M::kBoxed);
  ASSERT_TRUE(boxed.has_value());
  EXPECT_EQ(boxed->text, "1");
  // Many markers on one line: each is looked at once.
  std::string answers;
  for (int i = 0; i < 100000; ++i) answers += "Answer:";
  answers += " 5";
  const std::optional<MathAnswer> got = ExtractMathAnswer(answers, M::kAnswerLine);
  ASSERT_TRUE(got.has_value());
  EXPECT_EQ(got->text, "5");
  EXPECT_FALSE(ExtractMathAnswer(std::string(1 << 20, '-'), M::kGsm8k).has_value());
  // Many sentence markers: each is looked at once (talk is rejected by its
  // first word, an empty clause by its first byte).
  std::string talk;
  for (int i = 0; i < 100000; ++i) talk += "the answer is correct, the answer is , ";
  EXPECT_FALSE(ExtractMathAnswer(talk, M::kAuto).has_value());
  std::string open = "the answer is ";
  for (int i = 0; i < 100000; ++i) open += "(answer is ";
  const std::optional<MathAnswer> sentence = ExtractMathAnswer(open, M::kAuto);
  ASSERT_TRUE(sentence.has_value());
  // The last marker's clause is empty; the one before it is the answer.
  EXPECT_EQ(sentence->text, "(answer is");
}

TEST(MathAnswerTest, ModeNamesRoundTrip) {
  for (const char* name : {"auto", "boxed", "answer_line", "gsm8k", "answer_tag"}) {
    const std::optional<MathExtraction> mode = ParseMathExtraction(name);
    ASSERT_TRUE(mode.has_value()) << name;
    EXPECT_EQ(MathExtractionName(*mode), name);
  }
  EXPECT_FALSE(ParseMathExtraction("Boxed").has_value());
  EXPECT_FALSE(ParseMathExtraction("").has_value());
}

}  // namespace
}  // namespace parsing
}  // namespace referee
