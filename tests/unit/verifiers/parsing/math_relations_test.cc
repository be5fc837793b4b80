// Relations in math answers (math_relations.h): equations compared up to a
// nonzero multiple, inequalities as the intervals they state. Expected
// verdicts are worked by hand from DESIGN §9.
#include "verifiers/parsing/math_relations.h"

#include "gtest/gtest.h"
#include "verifiers/parsing/math_equivalence.h"

namespace referee {
namespace parsing {
namespace {

struct Row {
  const char* answer;
  const char* reference;
  bool same;
};

void ExpectRows(const std::vector<Row>& rows) {
  for (const Row& row : rows) {
    EXPECT_EQ(MathAnswersEquivalent(row.answer, row.reference), row.same)
        << row.answer << " vs " << row.reference;
  }
}

TEST(MathRelationsTest, SameEquationSameSides) {
  EXPECT_TRUE(MathAnswersEquivalent("x+1=2", "x+1=2"));
}

// L−R = k·(L'−R'), k ≠ 0: 3x−6y+9 = −3·(−x+2y−3); 4x+2y−6 = 2·(y+2x−3).
TEST(MathRelationsTest, EquationsUpToANonzeroMultiple) {
  ExpectRows({
      {"3x-6y+9=0", "-x+2y-3=0", true},                      // k = -3
      {"4x+2y-6=0", "y=-2x+3", true},                        // k = 2
      {"y=-2x+3", "4x+2y-6=0", true},                        // k = 1/2
      {"2x=4", "x-2=0", true},                               // k = 2
      {"y=2x+1", "2x-y+1=0", true},                          // k = -1, label kept
      {"x+y=3", "y=3-x", true},                              // `y =` dropped: y = 3-x
      {"\\frac{x}{2}+\\frac{y}{3}=1", "3x+2y=6", true},      // k = 1/6
      {"x^2+y^2=4", "2x^2+2y^2-8=0", true},                  // k = 1/2
      {"0=x-y", "2y-2x=0", true},                            // x−y vanishes on a line
      {"x \\ne 2", "2x \\ne 4", true},                       // ≠ as =
      // Near misses.
      {"x^2/9+y^2/4=1", "x^2/36+y^2/16=1", false},           // not a constant multiple
      {"x+y=1", "x+y=2", false},                             // k would vary
      {"3x-6y+9=0", "-x+2y+3=0", false},                     // one constant's sign
      {"x^2+y^2=4", "x^2+y^2=2", false},
      {"y=2x+3", "y=2x", false},
      {"x=y", "x=2y", false},
      {"x=2", "x \\ne 2", false},                            // different relations
      {"x+y=0", "x+y=0+z", false},                           // another variable
      {"4x+2y-6=0", "y=-2x+4", false},                       // the label's line moved
      {"x+y=3", "x=3", false},                               // `3` has no variable
      {"x+y+z=3", "y=3-x", false},                           // two variables missing
  });
}

// Inequalities: k > 0 with the same direction, k < 0 with the flipped one.
TEST(MathRelationsTest, InequalitiesUpToAPositiveMultiple) {
  ExpectRows({
      {"2x+2y>4", "x+y>2", true},
      {"2x+2y>4", "-x-y<-2", true},
      {"x+y \\le 1", "1 \\ge x+y", true},
      {"3x-3y \\ge 6", "2 \\le x-y", true},
      // Near misses: a negative factor with the same direction, strictness.
      {"2x+2y>4", "-x-y>-2", false},
      {"x+y>2", "x+y \\ge 2", false},
      {"x+y>2", "x+y<2", false},
  });
}

// A relation on one variable is the interval it states.
TEST(MathRelationsTest, InequalitiesAsIntervals) {
  ExpectRows({
      {"-1 \\le x < 4", "[-1,4)", true},
      {"[-1,4)", "-1 \\le x < 4", true},
      {"x>7", "(7,\\infty)", true},
      {"x \\geq 2", "[2, \\infty)", true},
      {"x \\ge 2", "[2, +\\infty)", true},
      {"x<3", "(-\\infty,3)", true},
      {"4 > x \\ge -1", "-1 \\le x < 4", true},              // directions flipped
      {"4 > x \\ge -1", "[-1,4)", true},
      {"5 \\le x", "x \\ge 5", true},
      // Near misses: an endpoint's bracket, an endpoint, the direction.
      {"-1 \\le x < 4", "[-1,4]", false},
      {"-1 < x < 4", "[-1,4)", false},
      {"x>7", "[7,\\infty)", false},
      {"x>7", "(-\\infty,7)", false},
      {"x \\ge 2", "(2,\\infty)", false},
      {"-1 \\le x < 5", "[-1,4)", false},
      {"x < 4 \\ge -1", "[-1,4)", false},                    // mixed directions
  });
}

// Other spellings: `\infty`'s, `x \in`, unions of inequalities.
TEST(MathRelationsTest, IntervalSpellingsAndUnions) {
  ExpectRows({
      {"x \\in [-1,4)", "-1 \\le x < 4", true},
      {"x \\in (7, \\infty)", "x > 7", true},
      {"x>7", "(7, +\\infty)", true},
      {"x>7", "(7,\\infty)", true},
      {"x>7", "(7, ∞)", true},
      {"x < -1 \\text{ or } x > 2", "(-\\infty,-1) \\cup (2,\\infty)", true},
      {"x < -1 \\cup x > 2", "(-\\infty,-1) \\cup (2,\\infty)", true},
      {"(-\\infty,-1) \\cup (2,\\infty)", "x < -1 \\text{ or } x > 2", true},
      {"x > 2 \\text{ or } x < -1", "(-\\infty,-1) \\cup (2,\\infty)", true},
      {"x < -1 \\text{ or } x > 2", "(-\\infty,-1] \\cup (2,\\infty)", false},
      {"x < -1 \\text{ and } x > 2", "(-\\infty,-1) \\cup (2,\\infty)", false},
      {"x < -1 \\text{ or } y > 2", "(-\\infty,-1) \\cup (2,\\infty)", false},  // two variables
      {"x < 1 \\text{ or } 2", "(-\\infty,1)", false},                      // a hedge
      {"x < 1 \\text{ or } x < 2", "(-\\infty,1)", false},
  });
}

}  // namespace
}  // namespace parsing
}  // namespace referee
