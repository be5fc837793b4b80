// IntegerFactorizationCounting (RLVE-Gym): the ways to write N as a product
// of at least two distinct integers > 1; ladder -1 unparseable or
// negative, 1 exact, else (min/max)^beta.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace integer_factorization_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "integer_factorization_counting";

class IntegerFactorizationCountingTest : public testing::VerifierTableTest {};

TEST_F(IntegerFactorizationCountingTest, Ladder) {
  // N = 12: the divisors > 1 are 2 3 4 6 12; the sets of two or more
  // distinct ones with product 12 are {2, 6} and {3, 4} (2 x 2 x 3 repeats):
  // 2 ways.
  const PreparedProblemPtr problem =
      testing::PrepareInstance(kName, R"({"n": 12})");
  ASSERT_NE(problem, nullptr);
  Check(kName, *problem,
        {{"<answer>2</answer>", 1, true, true},
         {"<answer>4</answer>", std::pow(0.5, 10), false, true},
         {"<answer>1</answer>", std::pow(0.5, 10), false, true},
         {"<answer>0</answer>", 0, false, true},    // RLVE checks < 0 only.
         {"<answer>-2</answer>", -1, false, true},
         {"<answer>2 ways</answer>", -1, false, false}});
  Check(kName, *problem,
        {{"<answer>3</answer>", 2.0 / 3.0, false, true},
         {"<answer>8</answer>", 0.25, false, true}},
        R"({"beta": 1})");
}

TEST_F(IntegerFactorizationCountingTest, HandDerivedValues) {
  // 1, a prime (97) and a prime square (4 = 2 x 2 repeats): no way.
  // 24: 2x12, 3x8, 4x6, 2x3x4 (4 ways). 36: 2x18, 3x12, 4x9, 2x3x6 (6x6
  // repeats): 4 ways. 688 = 2^4 * 43: 2x344, 4x172, 8x86, 16x43, 2x4x86,
  // 2x8x43: 6 ways (RLVE-Gym's own example).
  const struct { int64_t n; const char* answer; } kCases[] = {
      {1, "0"}, {97, "0"}, {4, "0"}, {24, "4"}, {36, "4"}, {688, "6"},
  };
  for (const auto& c : kCases) {
    CheckInstance(kName, absl::StrCat(R"({"n": )", c.n, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Sets of distinct factors > 1, chosen in increasing order, whose product
// is `rest`, each factor greater than `last`.
int64_t CountSets(int64_t rest, int64_t last) {
  if (rest == 1) return 1;
  int64_t count = 0;
  for (int64_t f = last + 1; f <= rest; ++f) {
    if (rest % f == 0) count += CountSets(rest / f, f);
  }
  return count;
}

TEST(IntegerFactorizationCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 4, 20)) {
    const int64_t n = g.Int("n");
    ASSERT_GE(n, 4) << g.Where();
    ASSERT_LE(n, 81) << g.Where();
    // Every set of distinct factors > 1 with product n, minus {n} itself.
    EXPECT_EQ(g.answer, std::to_string(CountSets(n, 1) - 1)) << g.Where();
  }
}

TEST_F(IntegerFactorizationCountingTest, ExplicitInstancesMatchEnumeration) {
  for (int64_t n = 1; n <= 200; ++n) {
    const std::string right = absl::StrCat("<answer>", CountSets(n, 1) - 1, "</answer>");
    CheckInstance(kName, absl::StrCat(R"({"n": )", n, "}"), {{right.c_str(), 1, true, true}});
  }
}

TEST(IntegerFactorizationCountingInstanceTest, GoodInstancesAreAccepted) {
  // The most divisors below 10^9: 735134400 (1344 divisors).
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 735134400})").ok());
  // A prime near 10^9 (the longest trial division).
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 999999937})").ok());
}

}  // namespace
}  // namespace integer_factorization_counting_test_cc
}  // namespace referee
