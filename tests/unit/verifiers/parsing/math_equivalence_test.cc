#include "verifiers/parsing/math_equivalence.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_util.h"

namespace referee::parsing {
namespace {

struct Case {
  const char* answer;
  const char* reference;
  bool same;
};

// Every row compares as expected, within the work budget.
void ExpectRows(const std::vector<Case>& cases) {
  for (const Case& c : cases) {
    bool over_budget = true;
    EXPECT_EQ(MathAnswersEquivalent(c.answer, c.reference, &over_budget), c.same)
        << c.answer << " vs " << c.reference;
    EXPECT_FALSE(over_budget) << c.answer;
  }
}

// Each row worked out by hand from DESIGN §9's rules (math_equivalence.h).
TEST(MathEquivalenceTest, Table) {
  ExpectRows({
      // Numbers, exactly.
      {"\\frac{1}{3}", "0.333", false},
      {"\\frac{1}{3}", "0.3333333333333", false},
      {"2^{10}", "1024", true},
      {"2^{10}", "1023", false},
      {"\\frac{6}{4}", "1.5", true},
      // Surds and π (DESIGN's example first).
      {"\\frac{\\sqrt{2}}{2}", "\\frac{1}{\\sqrt{2}}", true},
      {"2\\sqrt{3}", "\\sqrt{12}", true},
      {"\\sqrt{8}", "2\\sqrt{3}", false},
      {"2\\pi", "\\pi \\cdot 2", true},
      {"\\pi", "3.14", false},
      {"\\sqrt[3]{8}", "2", true},
      {"\u03c0 / 2", "\\frac{\\pi}{2}", true},   // Unicode π and √.
      {"2\u221a3", "\\sqrt{12}", true},
      {"2\u03c0r", "2\\pi r", true},
      // Expressions.
      {"x^2+2x+1", "(x+1)^2", true},
      {"y = 2x + 3", "3+2x", true},
      {"\\frac{x^2-1}{x-1}", "x+1", true},
      {"x+y", "x+z", false},
      {"e^{2}", "e^2", true},
      // Sets, tuples, intervals, unions, bare lists.
      {"\\{1,2,3\\}", "\\{3,2,1\\}", true},
      {"\\left\\{1,2\\right\\}", "\\{2, 1\\}", true},
      {"\\{1,2\\}", "\\{1,2,3\\}", false},
      {"\\{1,2\\}", "{2, 1}", true},  // Braces left unescaped.
      {"\\{1,1\\}", "\\{1,2\\}", false},  // Each element matched once.
      {"(1,2)", "(2,1)", false},
      {"(1, 2)", "(1,2)", true},
      {"(\\frac{1}{2}, 3)", "(0.5, 3)", true},
      {"[1,2)", "[1,2]", false},
      {"\\left[1,2\\right)", "[1,2)", true},
      {"(-\\infty, 3]", "(-\\infty,3]", true},
      {"(-\\infty, 3]", "(-\\infty, 3)", false},
      {"(0,1)\\cup(2,3)", "(2,3) \\cup (0,1)", true},
      {"(0,1)\\cup(2,3)", "(0,1)\\cup(2,4)", false},
      {"2, 1", "1, 2", true},
      {"1, 2", "(1, 2)", false},
      {"1 \\pm \\sqrt{2}", "1+\\sqrt{2}, 1-\\sqrt{2}", true},
      {"1 \\pm \\sqrt{3}", "1+\\sqrt{2}, 1-\\sqrt{2}", false},
      // Multiple-choice letters.
      {"\\text{(C)}", "C", true},
      {"(C)", "C", true},
      {"C", "(C)", true},
      {"C)", "C", true},
      {"(B)", "C", false},
      {"c", "C", false},
      // Words, ignoring case.
      {"Yes", "yes", true},
      {"YES", "Yes", true},
      {"\\text{no}", "No", true},
      {"no", "yes", false},
      // Shapes of MATH and GSM8K answer keys.
      {"\\$18.90", "18.9", true},
      {"\\sqrt{50}", "5\\sqrt{2}", true},
      {"-0.5", "-\\frac{1}{2}", true},
      {"(5,\\infty)\\cup(-\\infty,-3)", "(-\\infty,-3) \\cup (5,\\infty)", true},
      {"x \\in [-2, 7]", "[-2,7]", true},
      {"\\mbox{Friday}", "\\text{Friday}", true},
      {"\\frac{\\sqrt{2}}{2}", "\\sqrt{2}/2", true},
      {"(x+2)(x+5)", "x^2+7x+10", true},
      {"\\frac{-1 \\pm \\sqrt{5}}{2}", "\\frac{-1+\\sqrt5}{2}, \\frac{-1-\\sqrt5}{2}", true},
      {"\\left( \\frac{1}{2}, \\frac{1}{3} \\right)", "(1/2, 1/3)", true},
      {"4, 6, 14, 15", "15, 14, 6, 4", true},
      {"\\begin{pmatrix} 1 \\\\ 2 \\end{pmatrix}", "\\begin{pmatrix}1\\\\2\\end{pmatrix}", true},
      {"1000.00", "1,000", true},
      {"$1,000", "1000", true},
      // Hedges and non-answers.
      {"42 \\text{ or } 43", "42", false},
      {"42 or 43", "42 or 44", false},
      {"", "0", false},
      {"\\frac{1}{0}", "1", false},
      {"odd", "dod", false},              // Words are not products.
      {"\\{(\\}", "\\{\\}", false},        // Unbalanced inside: not a set.
      {"\\{1, (2\\}", "\\{1, (3\\}", false},
      {"12 or thirteen", "12", false},    // Qualifying words are no units.
      {"2 thousand", "2", false},
      {"5 or more", "5", false},
      {"5!", "5", false},                 // A factorial, not punctuation.
      {"x\\in[1,2]", "[1,2]", true},
  });
}

TEST(MathEquivalenceTest, NestingCannotMultiplyWork) {
  // 32 sets of 0..31 against 32 sets of 31..0: every inner comparison
  // matches elements out of order (528 comparisons each), far more in all
  // than the budget allows.
  const std::string a = testing::NestedSetsOf32(false), b = testing::NestedSetsOf32(true);
  bool over_budget = false;
  EXPECT_FALSE(MathAnswersEquivalent(a, b, &over_budget));
  EXPECT_TRUE(over_budget);
  // Too many elements to match unordered: simply not equal.
  std::string many = "\\{";
  for (int i = 0; i < 40; ++i) many += (i ? "," : "") + std::to_string(i);
  EXPECT_FALSE(MathAnswersEquivalent(many + "\\}", many + ",\\}"));
}

// Found by review (issue #14): differences below rounding are differences.
TEST(MathEquivalenceTest, ExactWhereRoundingWouldLie) {
  ExpectRows({
      // Past 128 bits: the same text, or nothing.
      {"1234567890123456789012345678901234567890", "1234567890123456789012345678901234567891", false},
      {"1234567890123456789012345678901234567890", "1234567890123456789012345678901234567890", true},
      {"2^{200}+1", "2^{200}", false},
      {"10^{-40}", "0", false},
      // Within 128 bits, exact: 2^100 = 1267650600228229401496703205376.
      {"2^{100}", "1267650600228229401496703205376", true},
      {"2^{100}", "1267650600228229401496703205377", false},
      // A decimal is a rational number, not the irrational it rounds,
      // unless it rounds it at its last digit (issue #26 changed these
      // three rows: see ApproximateDecimals). π = 3.14159265358979|32…
      // rounds to …898 at 14 digits, so …897 is off by 0.68 of a unit.
      {"3.1415926535898", "\\pi", true},
      {"3.1415926535897", "\\pi", false},
      {"1.414213562373095", "\\sqrt{2}", true},
      {"-1.414213562373095", "-\\sqrt{2}", true},
      {"-1.414213562373095", "\\sqrt{2}", false},
      // Two irrational forms of one value still compare by value.
      {"\\frac{\\sqrt{2}}{2}", "\\frac{1}{\\sqrt{2}}", true},
      {"2\\pi", "\\pi+\\pi", true},
      // With variables: exact at rational points as well. At x = p/q the
      // two differ by exactly 10^{-13}.
      {"x^2+10^{-13}", "x^2", false},
      {"x^2+10^{-13}", "x^2+\\frac{1}{10^{13}}", true},
      {"(x-1)^{10}",
       "x^{10}-10x^9+45x^8-120x^7+210x^6-252x^5+210x^4-120x^3+45x^2-10x+1", true},
      {"\\frac{x^2-1}{x-1}", "x+1", true},
  });
}

// Issue #26: a decimal of at least min_digits (6) significant digits
// equals an exact value within half a unit of its last digit (of the 15th
// past 15 digits); a terminating reference and an exact answer stay exact.
TEST(MathEquivalenceTest, ApproximateDecimals) {
  ExpectRows({
      // 1/7 = 0.142857142857|142…: the 12 digits are its rounding.
      {"0.142857142857", "\\frac{1}{7}", true},
      // √7 = 2.6457513110645905905…: 17 digits, judged at the 15th, so
      // Python's 2.6457513110645907 (a double's noise) is right too.
      {"2.6457513110645906", "\\sqrt{7}", true},
      {"2.6457513110645907", "\\sqrt{7}", true},
      {"2.6457513110645", "\\sqrt{7}", false},  // 14 digits, truncated: 0.91 of a unit off.
      {"0.7071067811865476", "\\frac{\\sqrt{2}}{2}", true},
      // Too few digits.
      {"3.14", "\\pi", false},
      {"0.33", "\\frac{1}{3}", false},
      {"0.33333", "\\frac{1}{3}", false},
      {"0.7071", "\\frac{\\sqrt{2}}{2}", false},
      // Six digits: rounded right, or not (truncating 2/3 is 0.67 of a
      // unit off; 0.142858 is 0.86 of one).
      {"0.333333", "\\frac{1}{3}", true},
      {"0.666667", "\\frac{2}{3}", true},
      {"0.666666", "\\frac{2}{3}", false},
      {"0.142858", "\\frac{1}{7}", false},
      {"3.14159", "\\pi", true},      // π = 3.14159|265…
      {"3.14160", "\\pi", false},     // 0.73 of a unit off.
      {"1.41421", "\\sqrt{2}", true},
      {"-1.73205", "-\\sqrt{3}", true},
      {"1.73205", "-\\sqrt{3}", false},
      {"2.71828", "e", true},
      // Leading zeros do not count; scientific notation and % count too.
      {"0.000142857", "\\frac{1}{7000}", true},
      {"0.00014286", "\\frac{1}{7000}", false},  // 5 digits.
      {"1.42857e-1", "\\frac{1}{7}", true},
      {"14.2857\\%", "\\frac{1}{7}", true},
      // Inside structures, element by element.
      {"(0.142857, 1.41421)", "(\\frac17, \\sqrt2)", true},
      {"(0.142857, 1.41422)", "(\\frac17, \\sqrt2)", false},
      // Exact stays exact: a terminating reference (an integer, 1/8) and
      // an exact answer against a decimal reference.
      {"0.125000", "\\frac{1}{8}", true},
      {"0.1250001", "\\frac{1}{8}", false},
      {"0.000976563", "\\frac{1}{1024}", false},  // 1/1024 = 0.0009765625
      {"1.00000e6", "1000001", false},
      {"\\frac{1}{3}", "0.333333", false},
      {"\\sqrt{2}", "1.41421", false},
      // Not a constant: variables never round.
      {"1.41421", "\\sqrt{x}", false},
  });
  // min_digits moves the threshold; 0 turns the rule off.
  MathEquivalenceOptions off;
  off.min_digits = 0;
  EXPECT_FALSE(MathAnswersEquivalent("0.142857142857", "\\frac{1}{7}", off));
  EXPECT_TRUE(MathAnswersEquivalent("0.5", "\\frac{1}{2}", off));  // Exact as ever.
  MathEquivalenceOptions four;
  four.min_digits = 4;
  EXPECT_TRUE(MathAnswersEquivalent("0.1429", "\\frac{1}{7}", four));
  EXPECT_FALSE(MathAnswersEquivalent("0.143", "\\frac{1}{7}", four));
  EXPECT_FALSE(MathAnswersEquivalent("0.1428", "\\frac{1}{7}", four));
}

// Issue #26: matrices in any brackets, labelled tuples, ordered and
// unordered lists, choice letters in text wrappers.
TEST(MathEquivalenceTest, Structures) {
  ExpectRows({
      {"\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}", "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}", true},
      {"\\begin{vmatrix}1&2\\\\3&4\\end{vmatrix}", "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}", true},
      {"\\begin{vmatrix}1&2\\\\3&4\\end{vmatrix}", "-2", false},  // Not its determinant.
      {"[[1,2],[3,4]]", "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}", true},
      {"[[1, 2], [4, 3]]", "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}", false},
      {"[[1,2,3,4]]", "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}", false},
      {"\\left(\\begin{array}{cc}1&2\\\\3&4\\end{array}\\right)", "\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}", true},
      {"\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}", "\\begin{pmatrix}1&3\\\\2&4\\end{pmatrix}", false},
      {"\\begin{pmatrix}1&2\\\\3&4\\\\\\end{pmatrix}", "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}", true},
      {"A = \\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}", "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}", true},
      {"\\begin{pmatrix}1&2\\\\[2pt]3&4\\end{pmatrix}", "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}", true},
      {"\\begin{pmatrix}\\frac12&0\\\\0&1\\end{pmatrix}", "\\begin{pmatrix}0.5&0\\\\0&1\\end{pmatrix}", true},
      {"$\\begin{bmatrix} x+1 & 2x \\\\ 0 & x^2 \\end{bmatrix}$", "\\begin{pmatrix}1+x&x\\cdot 2\\\\0&x^2\\end{pmatrix}", true},
      {"\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}", "\\begin{pmatrix}1&2\\\\3&5\\end{pmatrix}", false},
      // A vector is also the tuple of its entries, in order.
      {"(1, 2)", "\\begin{pmatrix}1\\\\2\\end{pmatrix}", true},
      {"(2, 1)", "\\begin{pmatrix}1\\\\2\\end{pmatrix}", false},
      {"(1,2,3,4)", "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}", false},
      {"\\{1, 2\\}", "\\begin{pmatrix}1\\\\2\\end{pmatrix}", false},
      // Labelled tuples and points.
      {"A=(1,2)", "(1,2)", true},
      {"A = (1, 2)", "(2,1)", false},
      {"(x, y) = (1, 2)", "(1,2)", true},
      {"(x,y)=(1,2)", "(2,1)", false},
      {"A=(1,2), B=(3,4)", "(3,4), (1,2)", true},
      {"A=(1,2), B=(3,5)", "(3,4), (1,2)", false},
      // Ordered as the reference says: tuples and brackets keep order;
      // sets and bare lists do not; a set is no tuple.
      {"(3,1,2)", "(1,2,3)", false},
      {"[3,1,2]", "[1,2,3]", false},
      {"3, 1, 2", "1, 2, 3", true},
      {"\\{3, 1, 2\\}", "\\{1,2,3\\}", true},
      {"\\{1,2\\}", "(1,2)", false},
      // Choice letters in text wrappers.
      {"\\textbf{B}", "B", true},
      {"\\text{(B)}", "B", true},
      {"\\textbf{(B)}", "(B)", true},
      {"\\textbf{B}", "C", false},
      {"\\text{B and C}", "B", false},
      {"(B) or (C)", "B", false},
      {"42 \\text{ or } 43", "42", false},
  });
}

TEST(MathEquivalenceTest, ListsChainsAndFloatReferences) {
  ExpectRows({
      // Lists joined by words: `and` and `;` on both sides, `or` in the
      // reference only (it lists solutions; in an answer it is a hedge).
      {"6,8", "6 \\text{ and } 8", true},
      {"6 \\text{ and } 8", "6,8", true},
      {"6 \\text{ and } 9", "6,8", false},
      {"(5, 8) \\quad \\text{and} \\quad (8, 5)", "(5, 8), (8, 5)", true},
      {"(x, y) = (5, 8) \\quad \\text{and} \\quad (8, 5)", "(5, 8), (8, 5)", true},
      {"\\{-12, -11, -10\\}", "-12;-11;-10", true},
      {"(7,11), (11,7)", "(11,7)or(7,11)", true},
      {"21,16,11", "21,16 \\text{ or } 11", true},
      // Issue #35: against a reference of several values, an answer's `or`
      // lists them; against one value it is a hedge.
      {"21 \\text{ or } 16", "21, 16", true},
      {"21 \\text{ or } 17", "21, 16", false},
      {"21 \\text{ or } 16", "21", false},
      {"21 \\text{ or } 16", "16", false},
      {"21 \\text{ or } 16 \\text{ or } 11", "21, 16", false},
      {"1,2,3", "1 and 2 and 3", true},
      {"p=-1,p=\\frac{15}{8}", "p = -1 \\text{ and } p = \\dfrac{15}{8}", true},
      {"a_{37} = 19, \\quad a_3 = 2", "a_3 = 2, a_{37} = 19", true},
      {"(4, 0, 6), (0, -2, 0)", "(0;-2;0),(4;0;6)", true},    // `;` in a reference tuple.
      {"(4, 0, 6), (0, -2, 1)", "(0;-2;0),(4;0;6)", false},
      // A solution named twice is the same set, when the reference lists
      // each once; a reference that repeats an element counts multiplicity.
      {"(3,17,3,7), (3,3,2,3), (3,17,3,7)", "(3,3,2,3), (3,17,3,7)", true},
      {"1, 2, 2", "1, 2", true},
      {"1, 2, 3", "1, 2", false},
      {"1, 2", "1, 1, 2", false},
      {"1, 2, 2", "1, 1, 2", false},
      // A chain of equalities ending in values: its value, if it holds.
      {"m+n = 256+37 = 293", "293", true},
      {"m+n = 256+37 = 293", "294", false},
      {"z = 3+3 = 2", "2", false},                            // A false chain.
      {"x = 2 = y", "2", false},                              // Not values at the end.
      // A reference printed from a float stands for what it rounds.
      {"2\\pi", "6.283185307179586", true},
      {"\\frac{1}{3}", "0.3333333333333333", true},
      {"\\frac{1}{3}", "0.333333333333333", true},          // 15 digits.
      {"\\frac{1}{3}", "0.33333333333333", false},          // 14: exact.
      {"6.28", "6.283185307179586", false},                   // A short decimal.
      {"2\\pi", "6.283185307179686", false},                // Off at the 13th digit.
      // A ratio of segments as a label.
      {"\\frac{1}{\\sqrt{6}}", "\\frac{NO}{BO}=\\frac{1}{\\sqrt{6}}", true},
      {"\\frac{1}{\\sqrt{5}}", "\\frac{NO}{BO}=\\frac{1}{\\sqrt{6}}", false},
  });
}

// Issue #35's notations, each row worked out by hand from its rule
// (docs/VERIFIERS.md, "Notations of issue #35").
TEST(MathEquivalenceTest, ListsAssignmentsAndTheLastNotations) {
  ExpectRows({
      // `or` lists values against a reference of several values.
      {"x = 1 \\text{ or } x = -1", "1, -1", true},
      {"x = 1 \\text{ or } x = -1", "\\{1, -1\\}", true},
      {"x=-1 \\text{ or } x=1", "\\pm 1", true},
      {"1 \\text{ or } -1", "1, -1", true},
      {"1 or 2", "1", false},
      {"1 or 2", "1, -1", false},
      {"1 or 2", "(1,2)", false},  // A point is one value.
      // Assignments as tuples.
      {"x=1, y=2", "(1,2)", true},
      {"y=2, x=1", "(1,2)", true},
      {"y=1, x=2", "(1,2)", false},
      // Other names keep the order written: (m, b) is not alphabetical.
      {"m=2, b=3", "(2,3)", true},
      {"m=3, b=2", "(2,3)", false},
      {"x=1, y=2", "(2,1)", false},
      {"(1,2)", "x=1, y=2", true},
      {"a=3, b=4, c=5", "(3,4,5)", true},
      {"p=5,q=2;p=7,q=2", "(5,2),(7,2)", true},
      {"p=5,q=2;p=7,q=3", "(5,2),(7,2)", false},
      {"1, 2", "(1,2)", false},
      // The empty set.
      {"\\varnothing", "\\emptyset", true},
      {"\\{\\}", "\\emptyset", true},
      {"\\text{no real solutions}", "\\emptyset", true},
      {"\\text{None}", "\\emptyset", true},
      {"\\{0\\}", "\\emptyset", false},
      // Choice letters with their text.
      {"B) 12", "B", true},
      {"\\textbf{(E) }\\ 42", "E", true},
      {"(b)", "B", true},
      {"(b)", "C", false},
      {"(B) or (C)", "B", false},
      {"B) 12 or C) 13", "B", false},
      {"B) and C)", "B", false},
      {"B) 12, C) 13", "B", false},
      {"A. 1 B. 2", "A", false},
      {"b) c)", "B", false},
      // Angle brackets, approximations, separators, quotes.
      {"\\langle -1, 3, 2\\rangle", "(-1,3,2)", true},
      {"\\langle -1, 3, 2\\rangle", "(-1,3,3)", false},
      {"\\frac13 \\approx 0.333", "\\frac13", true},
      {"\\frac23 \\approx 0.666", "\\frac23", true},
      {"\\frac23 \\approx 0.667", "\\frac23", true},
      {"\\frac13 \\approx 0.5", "\\frac13", false},
      {"\\frac23 \\approx 0.665", "\\frac23", false},
      // The exact value decides: a rounded reference is not it.
      {"\\frac13 \\approx 0.333", "0.333", false},
      {"\\frac{5}{3} \\approx 1.7", "1.7", false},
      {"2.4 \\approx 2.5", "2.5", false},
      {"1.3333333", "\\frac13 + 1", true},
      {"1.3333333", "1+\\frac{1}{3}", true},
      {"1.33", "\\frac13 + 1", false},
      {"1.3333334", "\\frac13 + 1", false},
      {"14 {, }916", "14916", true},
      {"14 {, }917", "14916", false},
      {"\"42\"", "42", true},
      {"\\text{\"yes\"}", "yes", true},
      {"\"43\"", "42", false},
      // Quotes escaped once too often: `\"42\"` is "42".
      {"\\\"42\\\"", "42", true},
      {"\\\"$12 $ and $13 $\\\"", "12, 13", true},
      {"\\\"43\\\"", "42", false},
  });
}

// Issue #35's sets and logarithms (math_sets.h, math_relations.h), each
// row worked out by hand: the set or interval each side names.
TEST(MathEquivalenceTest, SetsIntervalsAndLogarithms) {
  ExpectRows({
      // Set-builder: its condition, read as an interval.
      {"\\{x \\mid -3 < x < 2\\}", "(-3, 2)", true},
      {"\\{x : x > 1\\}", "(1,\\infty)", true},
      {"\\{x \\in \\mathbb{R} \\mid x \\ge 0\\}", "[0,\\infty)", true},
      {"\\{x \\mid -3 < x < 2\\}", "[-3, 2]", false},
      // Two bounds joined by "and": the interval between them.
      {"\\{x : x>1 \\text{ and } x<3\\}", "(1,3)", true},
      {"\\{x \\mid x \\le 3 \\land x > -1\\}", "(-1,3]", true},
      {"\\{x \\mid x \\geq \\frac{1}{2}, x < 2\\}", "[\\frac12,2)", true},
      {"\\{x : x>1 \\text{ and } x<3\\}", "[1,3]", false},
      {"\\{x : x>1 \\text{ and } x>3\\}", "(1,3)", false},
      {"\\{x : x>1 \\text{ or } x<3\\}", "(1,3)", false},
      {"\\{x : x>1 \\text{ and } y<3\\}", "(1,3)", false},
      // Named sets.
      {"\\mathbb{R}", "(-\\infty, \\infty)", true},
      {"\\text{all real numbers}", "(-\\infty,\\infty)", true},
      {"x \\in \\mathbb{R}", "(-\\infty,\\infty)", true},
      {"\\mathbb{R}", "(0,\\infty)", false},
      {"\\mathbb{R}\\setminus[-1,1]", "(-\\infty,-1)\\cup(1,\\infty)", true},
      {"\\mathbb{R}\\setminus(-1,1)", "(-\\infty,-1]\\cup[1,\\infty)", true},
      {"\\mathbb{R} \\setminus \\{0\\}", "(-\\infty,0)\\cup(0,\\infty)", true},
      {"\\mathbb{R}\\setminus[-1,1]", "(-\\infty,-1]\\cup[1,\\infty)", false},
      // ℝ as a symbol; the other named sets in each spelling.
      {"\xE2\x84\x9D", "(-\\infty, \\infty)", true},
      {"\\mathbb Z", "\\mathbb{Z}", true},
      {"\xE2\x84\xA4", "\\mathbb{Z}", true},
      {"\\text{all integers}", "\\mathbb{Z}", true},
      {"n \\in \\mathbb{Z}", "\\mathbb{Z}", true},
      {"\\mathbb{N}", "\\mathbb{Z}", false},
      {"\\text{all integers}", "\\mathbb{N}", false},
      {"\\mathbb{Q}", "\\mathbb{R}", false},
      {"\xE2\x84\x95", "\\mathbb N", true},
      // Inequalities on |x|.
      {"|x|>1", "(-\\infty,-1)\\cup(1,\\infty)", true},
      {"|x| \\le 2", "[-2,2]", true},
      {"|x|<2", "[-2,2]", false},
      {"\\lvert x \\rvert \\ge 3", "(-\\infty,-3]\\cup[3,\\infty)", true},
      {"1 \\le |z| \\le \\frac{3}{2}", "[-\\frac32,-1]\\cup[1,\\frac32]", true},
      {"1 < |z| \\le 2", "[-2,-1)\\cup(1,2]", true},
      {"1 < |z| \\le 2", "[-2,-1]\\cup[1,2]", false},
      // A function's range.
      {"0<f(x)<1", "(0,1)", true},
      {"0 \\le f(x) < 1", "[0,1)", true},
      {"0<f(x)<1", "[0,1]", false},
      // Logarithms in any base notation.
      {"\\frac{\\ln 3}{\\ln 2}", "\\log_2 3", true},
      {"\\log_{2}{3}", "\\frac{\\log 3}{\\log 2}", true},
      {"2", "\\log_2 4", true},
      {"\\log_2(x)", "\\frac{\\ln x}{\\ln 2}", true},
      {"\\log_2 5", "\\log_2 3", false},
      {"\\log_3 2", "\\log_2 3", false},
      // An argument that runs on is not cut short: log_2 4^3 is 6, never 8.
      {"\\log_2 4^3", "8", false},
      {"\\log_2 2x", "x", false},
      // A scalar times a matrix: each cell times it.
      {"2\\begin{pmatrix}1\\\\2\\end{pmatrix}", "\\begin{pmatrix}2\\\\4\\end{pmatrix}", true},
      {"2\\begin{pmatrix}1\\\\2\\end{pmatrix}", "\\begin{pmatrix}2\\\\5\\end{pmatrix}", false},
      {"\\frac{1}{2}\\begin{pmatrix}2 & 4\\end{pmatrix}", "\\begin{pmatrix}1 & 2\\end{pmatrix}", true},
      {"3 \\cdot \\begin{bmatrix}1 & 0\\\\0 & 1\\end{bmatrix}",
       "\\begin{bmatrix}3 & 0\\\\0 & 3\\end{bmatrix}", true},
      {"3 \\cdot \\begin{bmatrix}1 & 0\\\\0 & 1\\end{bmatrix}",
       "\\begin{bmatrix}1 & 0\\\\0 & 1\\end{bmatrix}", false},
      // Matrices added and multiplied as written: [[1,2],[3,4]] + [[5,6],[7,8]]
      // = [[6,8],[10,12]]; [[1,2],[3,4]] [[0,1],[1,0]] swaps the columns,
      // [[2,1],[4,3]]; I I = I; 2I - [[1,0],[0,1]] = I.
      {"\\begin{pmatrix}1 & 2 \\\\ 3 & 4\\end{pmatrix} + \\begin{pmatrix}5 & 6 \\\\ 7 & 8\\end{pmatrix}",
       "\\begin{pmatrix}6 & 8 \\\\ 10 & 12\\end{pmatrix}", true},
      {"\\begin{pmatrix}1 & 2 \\\\ 3 & 4\\end{pmatrix} + \\begin{pmatrix}5 & 6 \\\\ 7 & 8\\end{pmatrix}",
       "\\begin{pmatrix}6 & 8 \\\\ 10 & 11\\end{pmatrix}", false},
      {"\\begin{pmatrix}1 & 2 \\\\ 3 & 4\\end{pmatrix}\\begin{pmatrix}0 & 1 \\\\ 1 & 0\\end{pmatrix}",
       "\\begin{pmatrix}2 & 1 \\\\ 4 & 3\\end{pmatrix}", true},
      // (Multiplied the other way round it swaps the rows: not equal.)
      {"\\begin{pmatrix}0 & 1 \\\\ 1 & 0\\end{pmatrix} \\cdot \\begin{pmatrix}1 & 2 \\\\ 3 & 4\\end{pmatrix}",
       "\\begin{pmatrix}2 & 1 \\\\ 4 & 3\\end{pmatrix}", false},
      {"\\begin{pmatrix}1 & 0 \\\\ 0 & 1\\end{pmatrix} \\begin{pmatrix}1 & 0 \\\\ 0 & 1\\end{pmatrix}",
       "\\begin{pmatrix}1 & 0 \\\\ 0 & 1\\end{pmatrix}", true},
      {"2\\begin{pmatrix}1 & 0 \\\\ 0 & 1\\end{pmatrix} - \\begin{pmatrix}1 & 0 \\\\ 0 & 1\\end{pmatrix}",
       "\\begin{pmatrix}1 & 0 \\\\ 0 & 1\\end{pmatrix}", true},
      {"2\\begin{pmatrix}1 & 0 \\\\ 0 & 1\\end{pmatrix} - \\begin{pmatrix}1 & 0 \\\\ 0 & 1\\end{pmatrix}",
       "\\begin{pmatrix}2 & 0 \\\\ 0 & 2\\end{pmatrix}", false},
      // Shapes that do not add (2x1 + 1x2) or multiply (2x1 times 2x1).
      {"\\begin{pmatrix}1 \\\\ 2\\end{pmatrix} + \\begin{pmatrix}1 & 2\\end{pmatrix}",
       "\\begin{pmatrix}2 \\\\ 4\\end{pmatrix}", false},
      {"\\begin{pmatrix}1 \\\\ 2\\end{pmatrix}\\begin{pmatrix}1 \\\\ 2\\end{pmatrix}",
       "\\begin{pmatrix}1 \\\\ 4\\end{pmatrix}", false},
      // A product in the reference is worked out too.
      {"\\begin{pmatrix}3 \\\\ 3\\end{pmatrix}",
       "\\begin{pmatrix}1 & 2 \\\\ 2 & 1\\end{pmatrix}\\begin{pmatrix}1 \\\\ 1\\end{pmatrix}", true},
      // A number times a vector in parentheses: 3(1,2) = (3,6).
      {"3(1,2)", "(3,6)", true},
      {"3(1,2)", "(3,5)", false},
      {"\\frac{1}{2}\\langle 2, 4, 6\\rangle", "\\langle 1, 2, 3\\rangle", true},
      {"-2 \\cdot (1, -1)", "(-2, 2)", true},
      {"(3,6)", "3(1,2)", true},
      {"3(1,2)", "(3,6,0)", false},
      {"3(1,2)", "[3,6]", false},
      {"f(1,2)", "(1,2)", false},
      // A determinant times 2 is not each cell times 2.
      {"2\\begin{vmatrix}1 & 0\\\\0 & 1\\end{vmatrix}",
       "\\begin{vmatrix}2 & 0\\\\0 & 2\\end{vmatrix}", false},
  });
}

// Logarithms nested past the rewrite's passes are left as written, in
// linear time and without recursing per level.
TEST(MathEquivalenceTest, NestedLogarithmsAreBounded) {
  std::string nested;
  for (int i = 0; i < 20000; ++i) nested += "\\log_2{";
  nested += "x";
  nested += std::string(20000, '}');
  bool over_budget = false;
  EXPECT_FALSE(MathAnswersEquivalent(nested, "1", &over_budget));
  EXPECT_TRUE(MathAnswersEquivalent("\\log_2{\\log_2{16}}", "2", &over_budget));
}

TEST(MathEquivalenceTest, MatrixCellsAreBudgeted) {
  // 1,500 equal cells a side: one comparison each, past the 1,024 allowed.
  std::string big = "\\begin{pmatrix}";
  for (int i = 0; i < 1500; ++i) big += i == 0 ? "1" : i % 30 == 0 ? "\\\\1" : "&1";
  big += "\\end{pmatrix}";
  bool over_budget = false;
  EXPECT_FALSE(MathAnswersEquivalent(big, big, &over_budget));
  EXPECT_TRUE(over_budget);
}

TEST(MathEquivalenceTest, UnitsCurrencyAndRepeatingDecimals) {
  ExpectRows({
      {"12\\text{ cm}^2", "12", true},
      {"5\\text{ km/h}", "5", true},
      {"\xE2\x82\xAC" "5", "5", true},   // €5
      {"\xC2\xA3" "12.50", "12.5", true},  // £12.50
      {"0.\\overline{3}", "\\frac{1}{3}", true},
      {"0.\\overline{3}", "0.333", false},
      {"0.1\\overline{6}", "\\frac16", true},
      {"12\\text{ cm}^2", "13", false},
      // Spellings from Math-Verify's cases.
      {"28 percent", "28\\%", true},
      {"28 percent", "0.28", true},
      {"28 Percent", "29\\%", false},
      {"12\\textnormal{ miles}", "12", true},
      {"\\cfrac{1}{2}", "0.5", true},
      {"5 m\xC2\xB2", "5", true},            // 5 m²
      {"x\xC2\xB2+1", "x^2+1", true},       // x²+1
      {"x\xC2\xB3", "x^2", false},           // x³
  });
}

// Relations (Math-Verify's inequality cases, reviewed by hand).
TEST(MathEquivalenceTest, Relations) {
  ExpectRows({
      // One spelling: >=, \geq, \ge, ≥ are one relation.
      {"x>=5", "x \\geq 5", true},
      {"x \\ge 5", "x \\geq 5", true},
      {"x \xE2\x89\xA5 5", "x\\geq5", true},
      {"x \\lt 3", "x<3", true},
      {"x != 2", "x \\neq 2", true},
      // Read from the other side, or moved across: x - 5 against 5 - x
      // with the flipped relation; -x > -1 is x < 1; x + 1 > 3 is x > 2.
      {"5 \\geq x", "x \\le 5", true},
      {"-x>-1", "x<1", true},
      {"x+1>3", "x>2", true},
      // Different relations or bounds.
      {"x > 5", "x \\ge 5", false},
      {"x < 5", "x > 5", false},
      {"x \\ge 6", "x \\ge 5", false},
      // A relation on one variable is an interval.
      {"-2\\le x\\le 7", "[-2,7]", true},
      {"-2\\le x\\le 7", "x\\in[-2,7]", true},
      {"-793<a<10", "(-793,10)", true},
      {"-2 < x \\le 7", "[-2,7]", false},
      {"x \\ge 5", "[5,\\infty)", true},
      {"x < 5", "(-\\infty,5)", true},
      {"7 > x \\ge -2", "[-2,7)", true},
      // An equation against its solution stays unequal (x = 5 is read as
      // 5 by the label rule; 2x = 10 is an equation).
      {"2x=10", "5", false},
      // Labels left of `=` name the answer (Math-Verify's numina cases).
      {"(p,q)=(3,2)", "(3,2)", true},
      {"(p, q) = (3, 2)", "(2,3)", false},
      {"V_1:V_2=11:21", "11:21", true},
      {"|AB|=1", "1", true},
      {"f(x)=1", "1", true},
      {"A:B=1", "1", true},
      {"a_{1}=4", "4", true},
      // A list of labelled values is a list (its elements lose their labels).
      {"AB=4,CD=5", "4, 5", true},
      {"x = -5,\\ p = \\frac{14}{3}", "-5, \\frac{14}{3}", true},
      // Not labels: an expression left of `=` keeps the equation.
      {"x^2+y^2=1", "1", false},
      {"2x+1=5", "5", false},
  });
}

TEST(MathEquivalenceTest, ExpressionWorkIsBudgetedByBytes) {
  // 32 towers x^x^…^x+i (each 124-125 bytes) against 32 different
  // powers: the first tower is compared with reference after reference,
  // each comparison compiling and evaluating ~130 bytes (16 units a byte,
  // ~2,100 units), so the 32,768 units run out after ~15 of them, long
  // before the 1,024-comparison limit.
  std::string tower;
  for (int i = 0; i < 60; ++i) tower += i ? "^x" : "x";
  std::string towers, powers;
  for (int i = 0; i < 32; ++i) {
    towers += (i ? "," : "") + tower + "+" + std::to_string(i);
    powers += (i ? "," : "") + std::string("x^") + std::to_string(i + 2);
  }
  bool over_budget = false;
  EXPECT_FALSE(MathAnswersEquivalent("\\{" + towers + "\\}", "\\{" + powers + "\\}",
                                     &over_budget));
  EXPECT_TRUE(over_budget);
  // A few short expressions in a set stay far inside it.
  over_budget = true;
  EXPECT_TRUE(MathAnswersEquivalent("\\{x+1, 2x, x^2\\}", "\\{x^2, 1+x, x\\cdot 2\\}",
                                    &over_budget));
  EXPECT_FALSE(over_budget);
}

TEST(MathEquivalenceTest, AnswersOverTheSizeLimitAreNotCompared) {
  // 0.5 followed by 5,000 spaces is 0.5, but past kMaxAnswerBytes (4,096)
  // it is a budget hit, not a comparison of 5 KB.
  const std::string long_half = "0.5" + std::string(5000, ' ');
  bool over_budget = false;
  EXPECT_FALSE(MathAnswersEquivalent(long_half, "\\frac{1}{2}", &over_budget));
  EXPECT_TRUE(over_budget);
  // Just under the limit it is compared as usual.
  const std::string shorter = "0.5" + std::string(4000, ' ');
  over_budget = true;
  EXPECT_TRUE(MathAnswersEquivalent(shorter, "\\frac{1}{2}", &over_budget));
  EXPECT_FALSE(over_budget);
}

}  // namespace
}  // namespace referee::parsing
