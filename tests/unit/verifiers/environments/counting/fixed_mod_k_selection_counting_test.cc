// FixedModK_Selection_Counting (RLVE-Gym): the sum of C(nk, ik + r) over
// i >= 0, modulo p; ladder -1 unparseable, -0.5 outside [0, p), 1 exact,
// else 0.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace fixed_mod_k_selection_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kEnv[] = "fixed_mod_k_selection_counting";

class FixedModKSelectionCountingTest : public testing::VerifierTableTest {};

TEST_F(FixedModKSelectionCountingTest, Ladder) {
  // n = 2, k = 2, r = 1: nk = 4, the odd sizes: C(4, 1) + C(4, 3) = 4 + 4
  // = 8 (the 16 subsets of 4 elements split evenly by parity), 8 mod 5 = 3.
  CheckInstance(kEnv, R"({"n": 2, "k": 2, "r": 1, "mod": 5})",
                {{"<answer>3</answer>", 1, true, true},
                 {"<answer> 3 </answer>", 1, true, true},
                 {"\\boxed{3}", 1, true, true},
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>4</answer>", 0, false, true},
                 {"<answer>8</answer>", -0.5, false, true},  // The sum itself: >= p.
                 {"<answer>5</answer>", -0.5, false, true},
                 {"<answer>-2</answer>", -0.5, false, true},
                 {"<answer>3/1</answer>", -1, false, false},
                 {"<answer>three</answer>", -1, false, false},
                 {"3", -1, false, false}});
}

TEST_F(FixedModKSelectionCountingTest, HandDerivedValues) {
  // n = 1, k = 3, r = 0: C(3, 0) + C(3, 3) = 2. n = 2, k = 3, r = 1:
  // C(6, 1) + C(6, 4) = 6 + 15 = 21; r = 0: C(6, 0) + C(6, 3) + C(6, 6)
  // = 22; r = 2: C(6, 2) + C(6, 5) = 21. k = 1: every subset, 2^n (2^10 =
  // 1024, mod 1000 = 24). n = 3, k = 2: the even subsets of 6 elements
  // are half of 64, 32 (mod 32: 0 for the odd ones).
  const struct { int64_t n, k, r, mod; const char* answer; } kCases[] = {
      {1, 3, 0, 100, "2"},  {2, 3, 1, 100, "21"}, {2, 3, 0, 100, "22"},
      {2, 3, 2, 10, "1"},   {10, 1, 0, 1000, "24"}, {3, 2, 0, 1000, "32"},
      {3, 2, 1, 32, "0"},
  };
  for (const auto& c : kCases) {
    CheckInstance(kEnv,
                  absl::StrCat(R"({"n": )", c.n, R"(, "k": )", c.k, R"(, "r": )", c.r,
                               R"(, "mod": )", c.mod, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: Pascal's triangle modulo p up to row
// nk, then the entries of row nk at r, k + r, 2k + r, ...
int64_t SelectionSumByPascal(int64_t n, int64_t k, int64_t r, int64_t mod) {
  const int64_t rows = n * k;
  std::vector<int64_t> row = {1 % mod};
  for (int64_t i = 1; i <= rows; ++i) {
    std::vector<int64_t> next(static_cast<size_t>(i) + 1, 0);
    for (int64_t j = 0; j <= i; ++j) {
      const int64_t left = j > 0 ? row[static_cast<size_t>(j - 1)] : 0;
      const int64_t up = j < i ? row[static_cast<size_t>(j)] : 0;
      next[static_cast<size_t>(j)] = (left + up) % mod;
    }
    row = std::move(next);
  }
  int64_t sum = 0;
  for (int64_t j = r; j <= rows; j += k) sum = (sum + row[static_cast<size_t>(j)]) % mod;
  return sum;
}

TEST(FixedModKSelectionCountingBruteForceTest, ReferenceMatchesPascal) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 3, 20)) {
    const int64_t n = g.Int("n"), k = g.Int("k"), r = g.Int("r"), mod = g.Int("mod");
    ASSERT_LE(n, 64) << g.Where();
    ASSERT_GE(k, 2) << g.Where();
    ASSERT_LE(k, 8) << g.Where();
    ASSERT_LT(r, k) << g.Where();
    ASSERT_LE(mod, 1000000) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(SelectionSumByPascal(n, k, r, mod))) << g.Where();
  }
}

TEST(FixedModKSelectionCountingInstanceTest, BadInstancesAreRejected) {
  // r must be below k (a bound that depends on k).
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kEnv, R"({"n": 2, "k": 2, "r": 2, "mod": 5})").ok());
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kEnv, R"({"n": 2, "k": 1, "r": 1, "mod": 5})").ok());
  EXPECT_TRUE(
      testing::PrepareInstanceStatus(kEnv, R"({"n": 2, "k": 1, "r": 0, "mod": 5})").ok());
}

}  // namespace
}  // namespace fixed_mod_k_selection_counting_test_cc
}  // namespace referee
