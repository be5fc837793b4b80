// PolynomialInterpolation (RLVE-Gym): the coefficients of a degree-N
// integer polynomial from N + 1 values; ladder -1 unparseable, -0.5 not
// N + 1 integers, else (coefficients right / (N + 1))^beta, beta = 10.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace polynomial_interpolation_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class PolynomialInterpolationTest : public testing::VerifierTableTest {};

TEST_F(PolynomialInterpolationTest, Ladder) {
  // f = 1 - 2x + x^2 = (x - 1)^2: f(0) = 1, f(1) = 0, f(-1) = 4; the
  // answer is "1 -2 1". Two of three right: (2/3)^10 = 1024/59049.
  CheckInstance("polynomial_interpolation", R"({"coefficients": [1, -2, 1], "x": [0, 1, -1]})",
        {{"<answer>1 -2 1</answer>", 1, true, true},
         {"\\boxed{1 -2 1}", 1, true, true},
         {"<answer>1 2 1</answer>", 1024.0 / 59049.0, false, true},
         {"<answer>1 -2 0</answer>", 1024.0 / 59049.0, false, true},
         {"<answer>0 0 0</answer>", 0, false, true},
         {"<answer>1 -2</answer>", -0.5, false, true},
         {"<answer>1 -2 1 0</answer>", -0.5, false, true},
         {"<answer>(x-1)^2</answer>", -1, false, false},
         {"1 -2 1", -1, false, false}});
}

TEST(PolynomialInterpolationBruteForceTest, ReferenceIsTheOnlyFitInRange) {
  // Every polynomial with a_0..a_{N-1} in -5..5 and a_N in 1..5 (RLVE's
  // ranges) checked against the N + 1 points: exactly one fits, and it is
  // the reference answer.
  for (const testing::Generated& g :
       testing::GenerateSmall("polynomial_interpolation", 2, 20)) {
    const std::vector<int64_t> xs = g.Ints("x"), gold = g.Ints("coefficients");
    const size_t n = gold.size() - 1;
    ASSERT_LE(n, 4u) << g.Where();
    std::vector<int64_t> ys;
    for (int64_t x : xs) {
      int64_t y = 0, power = 1;
      for (size_t i = 0; i <= n; ++i, power *= x) y += gold[i] * power;
      ys.push_back(y);
    }
    int fits = 0;
    std::string found;
    std::vector<int64_t> c(n + 1, -5);
    c[n] = 1;
    while (true) {
      bool all = true;
      for (size_t p = 0; p < xs.size() && all; ++p) {
        int64_t y = 0, power = 1;
        for (size_t i = 0; i <= n; ++i, power *= xs[p]) y += c[i] * power;
        all = y == ys[p];
      }
      if (all) ++fits, found = absl::StrJoin(c, " ");
      size_t i = 0;  // Next candidate, odometer style.
      while (i <= n && c[i] == 5) c[i] = i == n ? 1 : -5, ++i;
      if (i > n) break;
      ++c[i];
    }
    EXPECT_EQ(fits, 1) << g.Where();
    EXPECT_EQ(g.answer, found) << g.Where();
  }
}

TEST(PolynomialInterpolationInstanceTest, BadInstancesAreRejected) {
  const char* env = "polynomial_interpolation";
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"coefficients": [1, 1], "x": [0, 1]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"coefficients": [1, 1, 0], "x": [0, 1, 2]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"coefficients": [1, 1, 11], "x": [0, 1, 2]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"coefficients": [1, 1, 1], "x": [0, 1, 3]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"coefficients": [1, 1, 1], "x": [0, 1, 1]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"coefficients": [1, 1, 1], "x": [0, 1]})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"coefficients": [1, 1, 1], "x": [0, 1, 2]})").ok());
}

}  // namespace
}  // namespace polynomial_interpolation_test_cc
}  // namespace referee
