// GCDPrime_Counting (RLVE-Gym): the pairs of [1, N] x [1, M] whose gcd is a
// prime; ladder -1 unparseable or negative, 1 exact, else (min/max)^beta.
#include <cmath>
#include <cstdint>
#include <numeric>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace gcd_prime_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class GcdPrimeCountingTest : public testing::VerifierTableTest {};

TEST_F(GcdPrimeCountingTest, Ladder) {
  // N = M = 4: gcd 2 for (2,2) (2,4) (4,2), gcd 3 for (3,3); (4,4) has gcd
  // 4 and every other pair gcd 1: 4 pairs.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "c", "environment": {"name": "gcd_prime_counting",
          "instance": {"n": 4, "m": 4}}})");
  ASSERT_NE(problem, nullptr);
  Check("gcd_prime_counting", *problem,
        {{"<answer>4</answer>", 1, true, true},
         {"<answer>5</answer>", std::pow(0.8, 10), false, true},
         {"<answer>2</answer>", std::pow(0.5, 10), false, true},
         {"<answer>0</answer>", 0, false, true},    // RLVE checks < 0 only.
         {"<answer>-4</answer>", -1, false, true},
         {"<answer>four</answer>", -1, false, false}});
  Check("gcd_prime_counting", *problem,
        {{"<answer>8</answer>", 0.5, false, true},
         {"<answer>1</answer>", 0.25, false, true}},
        R"({"beta": 1})");
}

TEST_F(GcdPrimeCountingTest, ZeroReference) {
  // N = 1: gcd(1, y) = 1 is never prime: the answer is 0.
  CheckInstance("gcd_prime_counting", R"({"n": 1, "m": 9})",
                {{"<answer>0</answer>", 1, true, true},
                 {"<answer>1</answer>", 0, false, true},
                 {"<answer>-1</answer>", -1, false, true}});
}

TEST(GcdPrimeCountingBruteForceTest, ReferenceMatchesEnumeration) {
  auto is_prime = [](int64_t v) {
    if (v < 2) return false;
    for (int64_t q = 2; q * q <= v; ++q) {
      if (v % q == 0) return false;
    }
    return true;
  };
  for (const testing::Generated& g :
       testing::GenerateSmall("gcd_prime_counting", 4, 20)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    ASSERT_LE(n, 22) << g.Where();
    ASSERT_LE(m, 22) << g.Where();
    int64_t count = 0;
    for (int64_t x = 1; x <= n; ++x) {
      for (int64_t y = 1; y <= m; ++y) count += is_prime(std::gcd(x, y));
    }
    EXPECT_EQ(g.answer, std::to_string(count)) << g.Where();
  }
}

TEST(GcdPrimeCountingInstanceTest, BadInstancesAreRejected) {
  const char* kName = "gcd_prime_counting";
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 0, "m": 4})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 1000001, "m": 4})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"m": 4})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 4, "m": 4, "p": 2})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 1000000, "m": 1000000})").ok());
}

}  // namespace
}  // namespace gcd_prime_counting_test_cc
}  // namespace referee
