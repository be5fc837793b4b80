// CatalanNumberMod (RLVE-Gym): the count of permutations of 1..2N with
// increasing odd positions, even positions and pairs, modulo MOD; ladder
// -1 unparseable, -0.5 outside [0, MOD), 1 exact, else 0.
#include <cstdint>
#include <string>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace catalan_number_mod_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class CatalanNumberModTest : public testing::VerifierTableTest {};

TEST_F(CatalanNumberModTest, Ladder) {
  // N = 3: the valid permutations are the 2 x 3 standard Young tableaux read
  // column by column: 1 2 3 4 5 6, 1 2 3 5 4 6, 1 3 2 4 5 6, 1 3 2 5 4 6,
  // 1 4 2 5 3 6 — five (the Catalan number C3). Modulo 3: 2.
  CheckInstance("catalan_number_mod", R"({"n": 3, "mod": 3})",
        {{"<answer>2</answer>", 1, true, true},
         {"<answer> 02 </answer>", 1, true, true},
         {"<answer>0</answer>", 0, false, true},
         {"<answer>1</answer>", 0, false, true},
         {"<answer>5</answer>", -0.5, false, true},  // 5 is C3 itself: >= MOD.
         {"<answer>3</answer>", -0.5, false, true},
         {"<answer>-1</answer>", -0.5, false, true},
         {"<answer>two</answer>", -1, false, false},
         {"2", -1, false, false}});
}

TEST_F(CatalanNumberModTest, HandDerivedValues) {
  // C1..C6 = 1, 2, 5, 14, 42, 132; C10 = 16796. Modulo a large MOD these
  // are the counts themselves; C6 mod 100 = 32; C10 mod 1000 = 796.
  const struct { int n; int64_t mod; const char* answer; } kCases[] = {
      {1, 1000, "1"}, {2, 1000, "2"}, {4, 1000, "14"}, {5, 1000, "42"},
      {6, 100, "32"}, {10, 1000, "796"}, {10, 16796, "0"}, {10, 16797, "16796"},
  };
  for (const auto& c : kCases) {
    CheckInstance("catalan_number_mod", absl::StrCat(R"({"n": )", c.n, R"(, "mod": )", c.mod, "}"),
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: the odd positions hold some N-subset S
// of 1..2N in increasing order and the even positions the rest, so a
// permutation is a subset; count the subsets whose pairs increase.
int64_t CountValidPermutations(int n) {
  int64_t count = 0;
  for (uint32_t mask = 0; mask < (1u << (2 * n)); ++mask) {
    if (__builtin_popcount(mask) != n) continue;
    std::vector<int> odd, even;
    for (int v = 1; v <= 2 * n; ++v) ((mask >> (v - 1)) & 1 ? odd : even).push_back(v);
    bool valid = true;
    for (int i = 0; i < n; ++i) valid = valid && odd[i] < even[i];
    count += valid;
  }
  return count;
}

TEST(CatalanNumberModBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("catalan_number_mod", 4, 25)) {
    const int64_t n = g.Int("n"), mod = g.Int("mod");
    ASSERT_LE(n, 7) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(CountValidPermutations(static_cast<int>(n)) % mod))
        << g.Where();
  }
}

}  // namespace
}  // namespace catalan_number_mod_test_cc
}  // namespace referee
