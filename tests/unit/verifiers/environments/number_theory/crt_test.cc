// CRT (RLVE-Gym): any non-negative x with x ≡ X (mod b) for every given
// modulus b; ladder -1 unparseable or negative, else (satisfied / all)^10.
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace crt_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class CrtTest : public testing::VerifierTableTest {};

TEST_F(CrtTest, Ladder) {
  // X = 11, moduli 3, 4, 5: the congruences are x ≡ 2 (mod 3), x ≡ 3
  // (mod 4), x ≡ 1 (mod 5); the solutions are 11 + 60k.
  const PreparedProblemPtr problem =
      testing::PrepareInstance("crt", R"({"x": 11, "moduli": [3, 4, 5]})");
  ASSERT_NE(problem, nullptr);
  const double third = 1.0 / 59049;        // (1/3)^10.
  const double two_thirds = 1024.0 / 59049;  // (2/3)^10.
  Check("crt", *problem,
        {{"<answer>11</answer>", 1, true, true},
         {"<answer>71</answer>", 1, true, true},
         // 11 + 60 * 10^20: still every congruence.
         {"<answer>6000000000000000000011</answer>", 1, true, true},
         {"<answer>23</answer>", two_thirds, false, true},  // 23 mod 5 = 3.
         {"<answer>2</answer>", third, false, true},   // only mod 3.
         {"<answer>7</answer>", third, false, true},   // only mod 4.
         {"<answer>0</answer>", 0, false, true},
         {"<answer>-49</answer>", -1, false, true},  // negative: -1.
         {"<answer>x = 11</answer>", -1, false, false},
         {"11", -1, false, false}});
  // beta = 1: 23 satisfies two of three.
  Check("crt", *problem, {{"<answer>23</answer>", 2.0 / 3, false, true}},
        R"({"beta": 1})");
}

TEST(CrtBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall("crt", 4, 25)) {
    const int64_t x = g.Int("x");
    const std::vector<int64_t> moduli = g.Ints("moduli");
    ASSERT_GE(x, 2) << g.Where();
    int64_t lcm = 1;
    for (const int64_t b : moduli) {
      ASSERT_GE(b, 2) << g.Where();
      ASSERT_LE(b, x) << g.Where();
      lcm = std::lcm(lcm, b);
    }
    // The residues, as the prompt shows them, come from the naive x % b;
    // exactly one y in [0, lcm) satisfies them, and the answer is it mod lcm.
    int64_t solutions = 0, solution = -1;
    for (int64_t y = 0; y < lcm; ++y) {
      bool all = true;
      for (const int64_t b : moduli) all = all && y % b == x % b;
      if (all) ++solutions, solution = y;
    }
    EXPECT_EQ(solutions, 1) << g.Where();
    EXPECT_EQ(std::stoll(g.answer) % lcm, solution) << g.Where();
  }
}

TEST(CrtInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus("crt", R"({"x": 5, "moduli": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("crt", R"({"x": 5, "moduli": [1]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("crt", R"({"x": 5, "moduli": [3, 3]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("crt", R"({"x": 5, "moduli": [1000000001]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
      "crt", R"({"x": 5, "moduli": [2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22]})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("crt", R"({"x": 5, "moduli": [3, 1000000000]})").ok());
}

}  // namespace
}  // namespace crt_test_cc
}  // namespace referee
