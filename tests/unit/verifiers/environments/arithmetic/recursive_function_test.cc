// RecursiveFunction (RLVE-Gym): f(M, N) for f(0, n) = n + 1, f(m, 0) =
// f(m - 1, 1), f(m, n) = f(m//2, f(m//2, n//2)) + f(m//2, f(m//2, n - 1));
// ladder -1 unparseable, 1 exact, else 0.
#include <cstdint>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace recursive_function_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class RecursiveFunctionTest : public testing::VerifierTableTest {};

TEST_F(RecursiveFunctionTest, Ladder) {
  // f(1, n) = f(0, f(0, n//2)) + f(0, f(0, n-1)) = n//2 + n + 3 for n > 0.
  // f(3, 3) = f(1, f(1, 1)) + f(1, f(1, 2)) = f(1, 4) + f(1, 6) = 9 + 12 = 21.
  CheckInstance("recursive_function", R"({"m": 3, "n": 3})",
        {{"<answer>21</answer>", 1, true, true},
         {"\\boxed{21}", 1, true, true},
         {"<answer>20</answer>", 0, false, true},
         {"<answer>-21</answer>", 0, false, true},
         {"<answer>21.0</answer>", -1, false, false},
         {"21", -1, false, false}});
}

TEST_F(RecursiveFunctionTest, HandDerivedValues) {
  // f(2, 5) = f(1, f(1, 2)) + f(1, f(1, 4)) = f(1, 6) + f(1, 9) = 12 + 16.
  // f(5, 0) = f(4, 1) = 2 f(2, f(2, 0)) with f(2, 0) = f(1, 1) = 4 and
  // f(2, 4) = f(1, f(1, 2)) + f(1, f(1, 3)) = f(1, 6) + f(1, 7) = 12 + 13.
  // f(0, 0) = 1. f(126, 126), the largest explicit instance, as RLVE-Gym's
  // Python definition evaluates it (82 bits).
  struct C { int m, n; const char* answer; };
  for (const C& c : {C{2, 5, "28"}, C{5, 0, "50"}, C{2, 4, "25"}, C{0, 0, "1"},
                     C{126, 126, "3149541594920324164295549"}}) {
    CheckInstance("recursive_function", absl::StrCat(R"({"m": )", c.m, R"(, "n": )", c.n, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// The definition, recursed naively (no memo): fine for m, n <= 7.
int64_t Naive(int64_t m, int64_t n) {
  if (m == 0) return n + 1;
  if (n == 0) return Naive(m - 1, 1);
  return Naive(m / 2, Naive(m / 2, n / 2)) + Naive(m / 2, Naive(m / 2, n - 1));
}

TEST(RecursiveFunctionBruteForceTest, ReferenceMatchesNaiveRecursion) {
  for (const testing::Generated& g : testing::GenerateSmall("recursive_function", 4, 20)) {
    const int64_t m = g.Int("m"), n = g.Int("n");
    ASSERT_LE(m, 7) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(Naive(m, n))) << g.Where();
  }
}

TEST(RecursiveFunctionInstanceTest, BadInstancesAreRejected) {
  const char* env = "recursive_function";
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"m": 1, "n": 1, "phrasing": 3})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"m": 126, "n": 126})").ok());
}

}  // namespace
}  // namespace recursive_function_test_cc
}  // namespace referee
