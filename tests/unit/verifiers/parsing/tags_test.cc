#include "verifiers/parsing/tags.h"

#include <optional>
#include <string>

#include "gtest/gtest.h"

namespace referee {
namespace parsing {
namespace {

// nullopt is written as kNone in the tables.
constexpr const char* kNone = nullptr;

void ExpectView(const std::optional<absl::string_view>& got,
                const char* want, const std::string& input) {
  if (want == nullptr) {
    EXPECT_FALSE(got.has_value()) << input << " gave " << *got;
  } else {
    ASSERT_TRUE(got.has_value()) << input;
    EXPECT_EQ(*got, want) << input;
  }
}

TEST(LastBraceTagTest, Table) {
  static const struct {
    const char* text;
    const char* want;
  } kCases[] = {
      {"\\answer{7}", "7"},
      {"no tag", kNone},
      {"\\answer{1} then \\answer{2}", "2"},          // The last one counts.
      {"\\answer{1} then \\answer{2", "1"},           // Unclosed last tag.
      {"\\answer{1} then \\answer{{2}}", "1"},        // Braces in content.
      {"\\answer{}", ""},                             // Empty content.
      {"\\answer {3}", kNone},                        // `{` must follow.
      {"\\Answer{3}", kNone},                         // Case-sensitive.
      {"$\\answer{ -4 }$", " -4 "},                   // Prefix not checked.
      {"\\answer{\n5\n}", "\n5\n"},                   // Spans lines.
      {"\\answer{a}b}", "a"},
      {"\\answer{x\\answer{9}", "9"},                 // First has a `{`.
      {"\\answer\\answer{8}", "8"},
  };
  for (const auto& c : kCases) {
    ExpectView(LastAnswerTag(c.text), c.want, c.text);
  }
}

TEST(LastBraceTagTest, IdsUsesItsOwnName) {
  ExpectView(LastIdsTag("\\ids{3,9,12} \\answer{3}"), "3,9,12", "ids");
  ExpectView(LastIdsTag("\\answer{3}"), kNone, "no ids");
  // The prompt's format example inside the thinking is followed by the real
  // answer, which wins.
  ExpectView(LastIdsTag("Example: \\ids{3,9,12}\n...\n\\ids{1,2}"), "1,2",
             "example then answer");
}

TEST(LastAnswerSpanTest, Table) {
  static const struct {
    const char* text;
    const char* want;
  } kCases[] = {
      {"<answer>1+2</answer>", "1+2"},
      {"<answer>1</answer> <answer>2</answer>", "2"},
      // The last <answer> has no later </answer>: the one before it counts.
      {"<answer>1</answer> <answer>2", "1"},
      // The span ends at the first </answer> after the chosen opener.
      {"<answer>a</answer>b</answer>", "a"},
      {"<answer>\n(1 + 2)\n* 3\n</answer>", "\n(1 + 2)\n* 3\n"},
      {"<answer></answer>", ""},
      {"</answer><answer>", kNone},
      {"<answer>7", kNone},
      {"7</answer>", kNone},
      {"<Answer>7</Answer>", kNone},
      // Two openers before one closer: the later opener is the last one
      // that has a later closer.
      {"<answer>1 <answer>2</answer>", "2"},
  };
  for (const auto& c : kCases) {
    ExpectView(LastAnswerSpan(c.text), c.want, c.text);
  }
}

TEST(LastBoxedTest, Table) {
  static const struct {
    const char* text;
    const char* want;
  } kCases[] = {
      {"\\boxed{17}", "17"},
      {"\\boxed{1} and \\boxed{2}", "2"},
      {"\\boxed{\\frac{3}{4}}", "\\frac{3}{4}"},
      {"\\boxed{\\frac{\\sqrt{17}}{2}}.", "\\frac{\\sqrt{17}}{2}"},
      {"\\boxed{\\boxed{5}}", "5"},       // Latest start wins.
      {"\\boxed{1} \\boxed{2", "1"},      // Unclosed trailing box ignored.
      {"\\boxed{a \\boxed{b}", "b"},      // Outer never closes.
      {"\\boxed {17}", kNone},            // A space breaks the tag.
      {"\\boxed{}", ""},
      {"\\boxed{{17}}", "{17}"},
      {"}} \\boxed{3} }", "3"},           // Stray closers close nothing.
      {"{ \\boxed{4}", "4"},              // An unclosed outer brace.
      {"\\boxed{x} {\\boxed{y}", "y"},
      {"no box", kNone},
      {"\\Boxed{3}", kNone},
  };
  for (const auto& c : kCases) {
    ExpectView(LastBoxed(c.text), c.want, c.text);
  }
}

// A direct reading of the rule: the last-starting \boxed{ whose braces
// balance. Quadratic; fine for short strings.
std::optional<absl::string_view> ReferenceLastBoxed(absl::string_view text) {
  for (size_t pos = text.rfind("\\boxed{"); pos != absl::string_view::npos;
       pos = pos == 0 ? absl::string_view::npos : text.rfind("\\boxed{", pos - 1)) {
    const size_t open = pos + 6;
    int depth = 0;
    for (size_t i = open; i < text.size(); ++i) {
      if (text[i] == '{') ++depth;
      if (text[i] == '}' && --depth == 0) return text.substr(open + 1, i - open - 1);
    }
  }
  return std::nullopt;
}

TEST(LastBoxedTest, MatchesTheRuleOnRandomText) {
  // Short random mixes of openers, braces and text: both the fast path
  // (from the end) and the forward fallback (many unclosed boxes) run.
  static const char* const kPieces[] = {"\\boxed{", "{", "}", "x", "\\boxed {"};
  uint64_t state = 12345;
  for (int trial = 0; trial < 20000; ++trial) {
    std::string text;
    const int pieces = 1 + trial % 40;
    for (int k = 0; k < pieces; ++k) {
      state = state * 6364136223846793005ULL + 1442695040888963407ULL;
      text += kPieces[(state >> 33) % 5];
    }
    const auto want = ReferenceLastBoxed(text);
    const auto got = LastBoxed(text);
    ASSERT_EQ(got.has_value(), want.has_value()) << text;
    if (got) {
      ASSERT_EQ(*got, *want) << text;
      ASSERT_EQ(got->data(), want->data()) << text;  // The same occurrence.
    }
  }
}

// Pathological shapes a model can emit; each must finish (in linear time:
// a quadratic scan of these would take minutes) and give the right answer.
TEST(TagScannerTest, LongPathologicalInputs) {
  const int n = 200000;
  std::string nested;
  for (int i = 0; i < n; ++i) nested += "\\boxed{";
  ExpectView(LastBoxed(nested), kNone, "unclosed nest");
  nested += "7";
  for (int i = 0; i < n; ++i) nested += "}";
  ExpectView(LastBoxed(nested), "7", "closed nest");

  std::string openers;
  for (int i = 0; i < n; ++i) openers += "\\answer{";
  ExpectView(LastAnswerTag(openers), kNone, "answer openers");
  ExpectView(LastAnswerTag(openers + "5}"), "5", "answer openers closed");

  std::string spans;
  for (int i = 0; i < n; ++i) spans += "<answer>";
  ExpectView(LastAnswerSpan(spans), kNone, "span openers");
  ExpectView(LastAnswerSpan(spans + "x</answer>"), "x", "span openers closed");
}

}  // namespace
}  // namespace parsing
}  // namespace referee
