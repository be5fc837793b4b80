// MinNoSolutionLinearDiophantineEquation (RLVE-Gym): the largest z with no
// non-negative solution of A x + B y = z (A, B coprime); ladder -1
// unparseable, 1 exact, else 0.
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace min_no_solution_linear_diophantine_equation_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "min_no_solution_linear_diophantine_equation";

class MinNoSolutionLinearDiophantineEquationTest : public testing::VerifierTableTest {};

TEST_F(MinNoSolutionLinearDiophantineEquationTest, Ladder) {
  // A = 3, B = 5: 3x + 5y reaches 0, 3, 5, 6, 8, 9, 10, 11 and every larger
  // number (8, 9, 10 in a row), but not 1, 2, 4, 7: the largest gap is 7.
  CheckInstance(kName, R"({"a": 3, "b": 5})",
        {{"<answer>7</answer>", 1, true, true},
         {"<answer>4</answer>", 0, false, true},  // a gap, not the largest.
         {"<answer>8</answer>", 0, false, true},
         {"<answer>-1</answer>", 0, false, true},
         {"<answer>seven</answer>", -1, false, false},
         {"7", -1, false, false}});
}

TEST_F(MinNoSolutionLinearDiophantineEquationTest, HandDerivedValues) {
  // 2, 3: only 1 is missed. 2, 5: 1 and 3. 4, 7: 28 - 11 = 17.
  // 10^15 (10^15 - 1) - 10^15 - (10^15 - 1) = 10^30 - 3 * 10^15 + 1.
  const struct { int64_t a, b; const char* answer; } kCases[] = {
      {2, 3, "1"}, {2, 5, "3"}, {4, 7, "17"}, {7, 4, "17"},
      {1000000000000000, 999999999999999, "999999999999997000000000000001"},
  };
  for (const auto& c : kCases) {
    CheckInstance(kName, absl::StrCat(R"({"a": )", c.a, R"(, "b": )", c.b, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

TEST(MinNoSolutionLinearDiophantineEquationBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 4, 25)) {
    const int64_t a = g.Int("a"), b = g.Int("b");
    ASSERT_LE(a, 256) << g.Where();
    ASSERT_LE(b, 256) << g.Where();
    ASSERT_EQ(std::gcd(a, b), 1) << g.Where();
    // Which z <= a b are reachable; every z past a b is (a b itself is).
    const int64_t limit = a * b;
    std::vector<bool> reach(static_cast<size_t>(limit) + 1, false);
    reach[0] = true;
    int64_t largest_gap = -1;
    for (int64_t z = 1; z <= limit; ++z) {
      reach[static_cast<size_t>(z)] = (z >= a && reach[static_cast<size_t>(z - a)]) ||
                                      (z >= b && reach[static_cast<size_t>(z - b)]);
      if (!reach[static_cast<size_t>(z)]) largest_gap = z;
    }
    EXPECT_EQ(g.answer, std::to_string(largest_gap)) << g.Where();
  }
}

TEST(MinNoSolutionLinearDiophantineEquationInstanceTest, BadInstancesAreRejected) {
  auto ok = [](const char* json) { return testing::PrepareInstanceStatus(kName, json).ok(); };
  EXPECT_FALSE(ok(R"({"a": 4, "b": 6})"));  // not coprime.
  EXPECT_TRUE(ok(R"({"a": 3, "b": 5})"));
}

}  // namespace
}  // namespace min_no_solution_linear_diophantine_equation_test_cc
}  // namespace referee
