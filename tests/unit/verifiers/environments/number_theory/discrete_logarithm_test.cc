// DiscreteLogarithm (RLVE-Gym): the smallest y >= 0 with X^y mod Z = K;
// ladder -1 unparseable or negative, 1 the smallest, 0 not a solution,
// else (gold / answer)^2.
#include <cstdint>
#include <string>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace discrete_logarithm_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class DiscreteLogarithmTest : public testing::VerifierTableTest {};

TEST_F(DiscreteLogarithmTest, Ladder) {
  // Z = 7, X = 3, Y = 4: K = 81 mod 7 = 4. Powers of 3 mod 7 for y = 0..6:
  // 1, 3, 2, 6, 4, 5, 1 — the smallest y is 4, and 4 + 6k all work.
  const PreparedProblemPtr problem =
      testing::PrepareInstance("discrete_logarithm", R"({"z": 7, "x": 3, "y": 4})");
  ASSERT_NE(problem, nullptr);
  Check("discrete_logarithm", *problem,
        {{"<answer>4</answer>", 1, true, true},
         {"<answer>004</answer>", 1, true, true},
         {"<answer>10</answer>", 0.16, false, true},     // (4/10)^2.
         {"<answer>16</answer>", 0.0625, false, true},   // (4/16)^2.
         {"<answer>600000000000000000004</answer>", 0, false, true},  // ~4e-41.
         {"<answer>5</answer>", 0, false, true},   // 3^5 mod 7 = 5.
         {"<answer>0</answer>", 0, false, true},   // 3^0 = 1.
         {"<answer>-2</answer>", -1, false, true},
         {"<answer>four</answer>", -1, false, false},
         {"4", -1, false, false}});
  Check("discrete_logarithm", *problem, {{"<answer>10</answer>", 0.4, false, true}},
        R"({"beta": 1})");
}

TEST_F(DiscreteLogarithmTest, GoldZero) {
  // Z = 5, X = 2, Y = 4: K = 16 mod 5 = 1 = 2^0, so the answer is 0; the
  // solution 4 earns (0/4)^2 = 0, the non-solution 1 (2^1 = 2) earns 0.
  CheckInstance("discrete_logarithm", R"({"z": 5, "x": 2, "y": 4})",
        {{"<answer>0</answer>", 1, true, true},
         {"<answer>4</answer>", 0, false, true},
         {"<answer>1</answer>", 0, false, true}});
}

int64_t NaivePow(int64_t x, int64_t e, int64_t z) {
  int64_t r = 1 % z;
  for (int64_t i = 0; i < e; ++i) r = r * x % z;
  return r;
}

TEST(DiscreteLogarithmBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("discrete_logarithm", 4, 25)) {
    const int64_t z = g.Int("z"), x = g.Int("x"), y = g.Int("y");
    ASSERT_LE(z, 25) << g.Where();
    const int64_t k = NaivePow(x, y, z);
    int64_t smallest = 0;
    while (NaivePow(x, smallest, z) != k) ++smallest;
    EXPECT_EQ(g.answer, std::to_string(smallest)) << g.Where();
  }
}

TEST(DiscreteLogarithmInstanceTest, BadInstancesAreRejected) {
  auto status = [](const char* json) {
    return testing::PrepareInstanceStatus("discrete_logarithm", json).ok();
  };
  EXPECT_FALSE(status(R"({"z": 7, "x": 8, "y": 1})"));
  EXPECT_FALSE(status(R"({"z": 7, "x": 3, "y": 8})"));
  EXPECT_TRUE(status(R"({"z": 1000000, "x": 999999, "y": 1000000})"));
}

}  // namespace
}  // namespace discrete_logarithm_test_cc
}  // namespace referee
