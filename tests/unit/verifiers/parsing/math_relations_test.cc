// Relations in math answers (math_relations.h): equations compared up to a
// nonzero multiple, inequalities as the intervals they state. Expected
// verdicts are worked by hand from DESIGN §9.
#include "verifiers/parsing/math_relations.h"

#include "gtest/gtest.h"
#include "verifiers/parsing/math_equivalence.h"

namespace referee {
namespace parsing {
namespace {

TEST(MathRelationsTest, SameEquationSameSides) {
  EXPECT_TRUE(MathAnswersEquivalent("x+1=2", "x+1=2"));
}

}  // namespace
}  // namespace parsing
}  // namespace referee
