// AddMultiple_Divisible_Counting (RLVE-Gym): the pairs 1 <= a < b <= N with
// (a + b) | a b; ladder -1 unparseable or <= 0, 1 exact, else
// (min/max)^beta.
#include <cmath>
#include <cstdint>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace add_multiple_divisible_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "add_multiple_divisible_counting";

class AddMultipleDivisibleCountingTest : public testing::VerifierTableTest {};

int64_t BruteForce(int64_t n) {
  int64_t count = 0;
  for (int64_t a = 1; a <= n; ++a) {
    for (int64_t b = a + 1; b <= n; ++b) count += (a * b) % (a + b) == 0;
  }
  return count;
}

std::string Instance(int64_t n) { return absl::StrCat(R"({"n": )", n, "}"); }

TEST_F(AddMultipleDivisibleCountingTest, Ladder) {
  // N = 12: (3, 6) (18 / 9 = 2), (4, 12) (48 / 16 = 3), (6, 12)
  // (72 / 18 = 4) and no other pair: 3.
  const PreparedProblemPtr problem = testing::PrepareInstance(kName, Instance(12));
  ASSERT_NE(problem, nullptr);
  Check(kName, *problem,
        {{"<answer>3</answer>", 1, true, true},
         {"<answer>6</answer>", std::pow(0.5, 10), false, true},
         {"<answer>2</answer>", std::pow(2.0 / 3.0, 10), false, true},
         {"<answer>0</answer>", -1, false, true},   // RLVE: <= 0 is wrong_format.
         {"<answer>-3</answer>", -1, false, true},
         {"<answer>three</answer>", -1, false, false}});
  Check(kName, *problem,
        {{"<answer>4</answer>", 0.75, false, true},
         {"<answer>1</answer>", 1.0 / 3.0, false, true}},
        R"({"beta": 1})");
}

TEST_F(AddMultipleDivisibleCountingTest, HandDerivedValues) {
  // The pairs are a = t (x + y) x, b = t (x + y) y for coprime x < y.
  // N = 5: none (the smallest b is 6). N = 6: (3, 6). N = 24: (x, y) =
  // (1, 2) gives b = 6t, t = 1..4; (1, 3) b = 12t, t = 1, 2; (2, 3) b = 15;
  // (1, 4) b = 20: 8 pairs.
  const struct { int64_t n; const char* answer; } kCases[] = {
      {5, "0"}, {6, "1"}, {24, "8"},
  };
  for (const auto& c : kCases) {
    CheckInstance(kName, Instance(c.n),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

TEST_F(AddMultipleDivisibleCountingTest, ExplicitInstancesMatchEnumeration) {
  for (int64_t n = 1; n <= 200; n += (n < 60 ? 1 : 7)) {
    const std::string right = absl::StrCat("<answer>", BruteForce(n), "</answer>");
    CheckInstance(kName, Instance(n), {{right.c_str(), 1, true, true}});
  }
}

TEST(AddMultipleDivisibleCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 4, 20)) {
    const int64_t n = g.Int("n");
    ASSERT_GE(n, 6) << g.Where();
    ASSERT_LE(n, 81) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(BruteForce(n))) << g.Where();
  }
}

TEST(AddMultipleDivisibleCountingInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 12.5})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 1000000000})").ok());
}

}  // namespace
}  // namespace add_multiple_divisible_counting_test_cc
}  // namespace referee
