#include "verifiers/parsing/verl_compat.h"

#include <string>

#include "gtest/gtest.h"

namespace referee::parsing {
namespace {

// Expected verdicts worked out by hand from verl's functions as
// verl_compat.h restates them (quirks included and marked).
struct Case {
  std::string solution;
  const char* truth;
  double score;
  bool parsed;
};

TEST(VerlCompatTest, Gsm8k) {
  const Case kCases[] = {
      {"so the total is\n#### 72", "72", 1.0, true},
      {"#### 1,234", "1234", 1.0, true},
      {"#### -5", "-5", 1.0, true},
      {"####72", "72", 0.0, false},        // The space is required.
      {"#### $72", "72", 0.0, false},      // `$` is not in the class.
      {"#### 72\n#### 73", "72", 0.0, true},
      {"#### 72.", "72", 0.0, true},       // Quirk: "72." != "72".
      {"#### 72", " 72", 0.0, true},       // Compared as strings.
      {std::string(400, 'x') + "#### 72", "72", 1.0, true},
      {"#### 72" + std::string(300, ' '), "72", 0.0, false},  // Clipped away.
  };
  for (const Case& c : kCases) {
    const VerlVerdict v = VerlGsm8kScore(c.solution, c.truth);
    EXPECT_EQ(v.score, c.score) << c.solution;
    EXPECT_EQ(v.parsed, c.parsed) << c.solution;
    EXPECT_EQ(v.correct, c.score == 1.0) << c.solution;
  }
}

TEST(VerlCompatTest, Math) {
  const Case kCases[] = {
      {"\\boxed{\\dfrac{1}{2}}", "\\frac{1}{2}", 1.0, true},
      {"\\boxed{0.5}", "\\frac{1}{2}", 1.0, true},
      {"\\boxed{1/2}", "\\frac12", 1.0, true},
      {"\\boxed{10\\%}", "10", 1.0, true},
      {"\\boxed{x = 5}", "5", 1.0, true},
      {"\\boxed{\\sqrt3}", "\\sqrt{3}", 1.0, true},
      {"\\boxed{5}", "5.0", 0.0, true},
      {"\\boxed{1,000}", "1000", 0.0, true},          // Quirk: commas stay.
      {"\\fbox{5}", "5", 0.0, false},                 // remove_boxed asserts.
      {"\\boxed 5$ and more", "5", 1.0, true},
      {"\\boxed{5} then \\boxed 6", "5", 0.0, true},  // `\boxed ` wins.
      {"\\boxed{4} \\boxed{5}", "5", 1.0, true},
      {"\\boxed{5", "5", 0.0, false},
      {"no box", "5", 0.0, false},
      // strip_string raises (a `\sqrt` at the end): raw strings compared.
      {"\\boxed{2\\sqrt}", "2\\sqrt", 1.0, true},
      {"\\boxed{2 \\sqrt}", "2\\sqrt", 0.0, true},
  };
  for (const Case& c : kCases) {
    const VerlVerdict v = VerlMathScore(c.solution, c.truth);
    EXPECT_EQ(v.score, c.score) << c.solution;
    EXPECT_EQ(v.parsed, c.parsed) << c.solution;
  }
}

TEST(VerlCompatTest, Dapo) {
  const Case kCases[] = {
      {"so... Answer: 42", "42", 1.0, true},
      {"Answer: 41\nAnswer: 42", "42", 1.0, true},
      {"answer: $42$", "42", 1.0, true},
      {"ANSWER: 7", "7", 1.0, true},
      {"Answer: 42", "41", -1.0, true},
      {"no answer here", "42", -1.0, false},
      {"Answer: 1,000", "1000", 1.0, true},
      {"Answer: 5 dollars", "5", 1.0, true},
      {"Answer: 12 cm", "12", 1.0, true},
      {"Answer: \\frac12", "\\frac{1}{2}", 1.0, true},
      {"Answer: x = 3", "3", 1.0, true},
      {"Answer:\n42", "42", 1.0, true},               // `\s*` crosses lines.
      {"Answer: \\boxed{42}", "42", 1.0, true},
      {"Answer: 42 Answer: 43", "43", -1.0, true},    // One match, to the line end.
      {"Answer: 42" + std::string(300, '.'), "42", -1.0, false},  // Clipped.
  };
  for (const Case& c : kCases) {
    const VerlVerdict v = VerlDapoScore(c.solution, c.truth);
    EXPECT_EQ(v.score, c.score) << c.solution;
    EXPECT_EQ(v.parsed, c.parsed) << c.solution;
  }
}

TEST(VerlCompatTest, Rewrites) {
  EXPECT_EQ(VerlStripString(" .5"), "\\frac{1}{2}");  // " 0.5" → "0.5" → ½.
  EXPECT_EQ(VerlStripString("\\left( 3, 4 \\right)"), "(3,4)");
  EXPECT_EQ(VerlStripString("k = 7"), "7");
  EXPECT_EQ(VerlStripString("abc = 7"), "abc=7");  // Left side too long.
  EXPECT_EQ(VerlStripString("\\frac1{72}"), "\\frac{1}{72}");
  EXPECT_EQ(VerlStripString("-3/4"), "\\frac{-3}{4}");
  EXPECT_EQ(VerlStripString("03/4"), "03/4");        // Not int's round trip.
  EXPECT_EQ(VerlStripString("\\frac"), std::nullopt);  // IndexError.
  EXPECT_EQ(VerlStripString("1\\text{ a}\\text{ b}"), std::nullopt);  // assert.
  EXPECT_EQ(VerlNormalizeFinalAnswer("\\text{(A)}"), "(A)");
  EXPECT_EQ(VerlNormalizeFinalAnswer("x = \\sqrt2"), "\\sqrt{2}");
  EXPECT_EQ(VerlNormalizeFinalAnswer("\\fracab"), "\\frac{a}{b}");
  // Spaces go first ("$1$and$2$"), then the line keeps its first $…$ only.
  EXPECT_EQ(VerlNormalizeFinalAnswer("$1$ and $2$"), "1");
  EXPECT_EQ(VerlNormalizeFinalAnswer("\\text{ab}\\text{cd}"), "abcd");
  EXPECT_EQ(VerlNormalizeFinalAnswer("\\overline{12}"), "12");
}

}  // namespace
}  // namespace referee::parsing
