// PolynomialRemainder (RLVE-Gym): the remainder of P = Q·R + S divided by
// Q; ladder -1 unparseable, -0.5 not deg Q integers, else
// (coefficients right / deg Q)^beta, beta = 10.
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace polynomial_remainder_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class PolynomialRemainderTest : public testing::VerifierTableTest {};

TEST_F(PolynomialRemainderTest, Ladder) {
  // Q = x^2 + 1, R = x + 2, S = 3 - x: P = x^3 + 2x^2 + x + 2 + 3 - x =
  // x^3 + 2x^2 + 5. Modulo x^2 + 1, x^2 = -1: x^3 + 2x^2 + 5 = -x - 2 + 5,
  // so S = 3 - x: answer "3 -1".
  const PreparedProblemPtr problem =
      testing::PrepareInstance("polynomial_remainder", R"({"divisor": [1, 0, 1], "quotient": [2, 1], "remainder": [3, -1]})");
  ASSERT_NE(problem, nullptr);
  Check("polynomial_remainder", *problem,
        {{"<answer>3 -1</answer>", 1, true, true},
         {"\\boxed{3 -1}", 1, true, true},
         {"<answer>3 0</answer>", 0.0009765625, false, true},  // (1/2)^10.
         {"<answer>0 -1</answer>", 0.0009765625, false, true},
         {"<answer>-1 3</answer>", 0, false, true},
         {"<answer>3</answer>", -0.5, false, true},
         {"<answer>3 -1 0</answer>", -0.5, false, true},
         {"<answer>3 - x</answer>", -1, false, false},
         {"3 -1", -1, false, false}});
  Check("polynomial_remainder", *problem,
        {{"<answer>3 0</answer>", 0.5, false, true}}, R"({"beta": 1})");
}

// Exact fractions for long division.
struct Fraction {
  int64_t num = 0, den = 1;
};
Fraction Reduce(int64_t num, int64_t den) {
  if (den < 0) num = -num, den = -den;
  const int64_t g = std::gcd(num < 0 ? -num : num, den);
  return g == 0 ? Fraction{0, 1} : Fraction{num / g, den / g};
}

TEST(PolynomialRemainderPromptTest, ShowsTheDividendExpanded) {
  const TaskType* task = testing::TestCatalog().tasks.Find("polynomial_remainder");
  ASSERT_NE(task, nullptr);
  auto problem = task->Generate(0, 1);
  ASSERT_TRUE(problem.ok());
  EXPECT_NE(problem->prompt().find("P(x) = "), std::string::npos);
  EXPECT_NE(problem->prompt().find("(degree 3)"), std::string::npos) << problem->prompt();
}

TEST(PolynomialRemainderBruteForceTest, ReferenceMatchesLongDivision) {
  for (const testing::Generated& g :
       testing::GenerateSmall("polynomial_remainder", 4, 20)) {
    const std::vector<int64_t> q = g.Ints("divisor"), r = g.Ints("quotient"),
                               s = g.Ints("remainder");
    // P by the schoolbook product, then P mod Q by long division.
    std::vector<Fraction> p(q.size() + r.size() - 1);
    for (size_t i = 0; i < q.size(); ++i)
      for (size_t j = 0; j < r.size(); ++j) p[i + j].num += q[i] * r[j];
    for (size_t i = 0; i < s.size(); ++i) p[i].num += s[i];
    const size_t m = q.size() - 1;
    for (size_t k = p.size(); k-- > m;) {
      const Fraction f = Reduce(p[k].num, p[k].den * q[m]);
      for (size_t i = 0; i <= m; ++i) {
        Fraction& t = p[k - m + i];
        t = Reduce(t.num * f.den - f.num * q[i] * t.den, t.den * f.den);
      }
    }
    std::vector<int64_t> remainder;
    for (size_t i = 0; i < m; ++i) {
      ASSERT_EQ(p[i].den, 1) << g.Where();
      remainder.push_back(p[i].num);
    }
    EXPECT_EQ(g.answer, absl::StrJoin(remainder, " ")) << g.Where();
  }
}

TEST(PolynomialRemainderInstanceTest, BadInstancesAreRejected) {
  const char* env = "polynomial_remainder";
  EXPECT_FALSE(testing::PrepareInstanceStatus(  // deg Q = 1.
      env, R"({"divisor": [1, 1], "quotient": [1], "remainder": [0]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(  // Q's leading 0.
      env, R"({"divisor": [1, 1, 0], "quotient": [1], "remainder": [0, 0]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(  // R's leading 0.
      env, R"({"divisor": [1, 1, 1], "quotient": [1, 0], "remainder": [0, 0]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(  // S too long.
      env, R"({"divisor": [1, 1, 1], "quotient": [1], "remainder": [0, 0, 0]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
      env, R"({"divisor": [1, 1, 1], "quotient": [1], "remainder": [0, 2000000]})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
      env, R"({"divisor": [1, 1, 1], "quotient": [1], "remainder": [0, 0]})").ok());
}

}  // namespace
}  // namespace polynomial_remainder_test_cc
}  // namespace referee
