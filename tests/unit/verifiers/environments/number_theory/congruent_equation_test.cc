// CongruentEquation (RLVE-Gym): the smallest positive x with A x ≡ 1
// (mod B); ladder -1 unparseable or <= 0, -0.5 not a solution, 1 the
// smallest, 0 a larger solution.
#include <cstdint>
#include <numeric>
#include <string>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace congruent_equation_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class CongruentEquationTest : public testing::VerifierTableTest {};

TEST_F(CongruentEquationTest, Ladder) {
  // A = 3, B = 7: 3 * 5 = 15 = 2 * 7 + 1, so x = 5; the solutions are
  // 5 + 7k.
  CheckInstance("congruent_equation", R"({"a": 3, "b": 7})",
        {{"<answer>5</answer>", 1, true, true},
         {"<answer>12</answer>", 0, false, true},  // 36 = 5 * 7 + 1: larger.
         {"<answer>700000000000000000005</answer>", 0, false, true},
         {"<answer>4</answer>", -0.5, false, true},  // 12 mod 7 = 5.
         {"<answer>1</answer>", -0.5, false, true},
         {"<answer>0</answer>", -1, false, true},
         {"<answer>-2</answer>", -1, false, true},  // -6 ≡ 1, but not positive.
         {"<answer>five</answer>", -1, false, false},
         {"5", -1, false, false}});
}

TEST(CongruentEquationBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("congruent_equation", 4, 25)) {
    const int64_t a = g.Int("a"), b = g.Int("b");
    ASSERT_LE(a, 80) << g.Where();
    ASSERT_LE(b, 80) << g.Where();
    ASSERT_GE(b, 2) << g.Where();
    ASSERT_EQ(std::gcd(a, b), 1) << g.Where();
    int64_t x = 1;
    while (a * x % b != 1) ++x;
    EXPECT_EQ(g.answer, std::to_string(x)) << g.Where();
  }
}

TEST(CongruentEquationInstanceTest, BadInstancesAreRejected) {
  auto ok = [](const char* json) {
    return testing::PrepareInstanceStatus("congruent_equation", json).ok();
  };
  EXPECT_FALSE(ok(R"({"a": 4, "b": 6})"));  // not coprime.
  EXPECT_TRUE(ok(R"({"a": 1, "b": 2})"));
  EXPECT_TRUE(ok(R"({"a": 999999999999999, "b": 1000000000000000})"));
}

}  // namespace
}  // namespace congruent_equation_test_cc
}  // namespace referee
