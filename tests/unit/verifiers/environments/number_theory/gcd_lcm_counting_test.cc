// GcdLcmCounting (RLVE-Gym): ordered pairs (P, Q) with gcd G and lcm L;
// ladder -1 unparseable or negative; a zero count all or nothing; else 0
// for a non-power of two, (min/max)^10 for a power of two.
#include <cstdint>
#include <numeric>
#include <string>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace gcd_lcm_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class GcdLcmCountingTest : public testing::VerifierTableTest {};

TEST_F(GcdLcmCountingTest, Ladder) {
  // G = 2, L = 12: (2, 12), (12, 2), (4, 6), (6, 4) — 4 pairs (L / G = 6
  // has two primes).
  const PreparedProblemPtr problem =
      testing::PrepareInstance("gcd_lcm_counting", R"({"gcd": 2, "lcm": 12})");
  ASSERT_NE(problem, nullptr);
  Check("gcd_lcm_counting", *problem,
        {{"<answer>4</answer>", 1, true, true},
         {"<answer>2</answer>", 1.0 / 1024, false, true},     // (2/4)^10.
         {"<answer>8</answer>", 1.0 / 1024, false, true},     // (4/8)^10.
         {"<answer>1</answer>", 1.0 / 1048576, false, true},  // (1/4)^10.
         {"<answer>3</answer>", 0, false, true},  // not a power of two.
         {"<answer>6</answer>", 0, false, true},
         {"<answer>0</answer>", 0, false, true},
         {"<answer>1180591620717411303424</answer>", 0, false, true},  // 2^70.
         {"<answer>-4</answer>", -1, false, true},
         {"<answer>four</answer>", -1, false, false},
         {"4", -1, false, false}});
  Check("gcd_lcm_counting", *problem, {{"<answer>2</answer>", 0.5, false, true}},
        R"({"beta": 1})");
}

TEST_F(GcdLcmCountingTest, NoPairs) {
  // G = 3 does not divide L = 10: no pair; only 0 earns anything.
  CheckInstance("gcd_lcm_counting", R"({"gcd": 3, "lcm": 10})",
        {{"<answer>0</answer>", 1, true, true},
         {"<answer>1</answer>", 0, false, true},
         {"<answer>2</answer>", 0, false, true},
         {"<answer>-1</answer>", -1, false, true}});
}

TEST(GcdLcmCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("gcd_lcm_counting", 4, 25)) {
    const int64_t gcd = g.Int("gcd"), lcm = g.Int("lcm");
    ASSERT_LE(lcm, 49) << g.Where();
    int64_t count = 0;
    for (int64_t p = 1; p <= lcm; ++p) {
      for (int64_t q = 1; q <= lcm; ++q) {
        count += std::gcd(p, q) == gcd && std::lcm(p, q) == lcm;
      }
    }
    EXPECT_EQ(g.answer, std::to_string(count)) << g.Where();
  }
}

TEST(GcdLcmCountingInstanceTest, GoodInstancesAreAccepted) {
  auto ok = [](const char* json) {
    return testing::PrepareInstanceStatus("gcd_lcm_counting", json).ok();
  };
  EXPECT_TRUE(ok(R"({"gcd": 1, "lcm": 999999999989})"));  // a prime: 2 pairs.
  EXPECT_TRUE(ok(R"({"gcd": 7, "lcm": 5})"));
}

}  // namespace
}  // namespace gcd_lcm_counting_test_cc
}  // namespace referee
