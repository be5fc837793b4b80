// CantorExpansion (RLVE-Gym): how many distinct rearrangements of a
// sequence are lexicographically smaller, modulo MOD; ladder -1
// unparseable, -0.5 outside [0, MOD), 1 exact, else 0.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace cantor_expansion_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class CantorExpansionTest : public testing::VerifierTableTest {};

TEST_F(CantorExpansionTest, Ladder) {
  // The distinct rearrangements of 2 1 2 1 in order: 1122, 1212, 1221,
  // 2112, 2121, 2211 — four come before 2121; 4 mod 3 = 1.
  CheckInstance("cantor_expansion", R"({"values": [2, 1, 2, 1], "mod": 3})",
        {{"<answer>1</answer>", 1, true, true},
         {"\\boxed{1}", 1, true, true},
         {"<answer>0</answer>", 0, false, true},
         {"<answer>2</answer>", 0, false, true},
         {"<answer>4</answer>", -0.5, false, true},  // The count itself: >= MOD.
         {"<answer>-1</answer>", -0.5, false, true},
         {"<answer>one</answer>", -1, false, false},
         {"1", -1, false, false}});
}

TEST_F(CantorExpansionTest, HandDerivedValues) {
  // 3 2 1 is the last of the 6 permutations of 1..3 (5 before it); 1 1 1
  // has no other arrangement; 4 3 2 1 is last of 24 (23 before, 23 mod 12
  // = 11; mod 23 = 0); 1 2 3 4 is first.
  const struct { const char* values; int64_t mod; const char* answer; } kCases[] = {
      {"[3, 2, 1]", 100, "5"}, {"[1, 1, 1]", 7, "0"}, {"[4, 3, 2, 1]", 12, "11"},
      {"[4, 3, 2, 1]", 23, "0"}, {"[1, 2, 3, 4]", 5, "0"},
  };
  for (const auto& c : kCases) {
    CheckInstance("cantor_expansion",
                  absl::StrCat(R"({"values": )", c.values, R"(, "mod": )", c.mod, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

TEST_F(CantorExpansionTest, LargestExplicitInstance) {
  // 20000, 19999, ..., 1 is the last of the 20000! permutations: 20000! - 1
  // come before it. MOD = 2·3·5·7·11·13·17·19·23 = 223092870 divides
  // 20000!, so the rank is -1 mod MOD = 223092869 (and the reference's
  // prime bookkeeping is at its busiest: nine primes).
  std::string values;
  for (int v = 20000; v >= 1; --v) absl::StrAppend(&values, v == 20000 ? "" : ", ", v);
  CheckInstance("cantor_expansion",
                absl::StrCat(R"({"values": [)", values, R"(], "mod": 223092870})"),
                {{"<answer>223092869</answer>", 1, true, true}});
}

TEST(CantorExpansionBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("cantor_expansion", 4, 20)) {
    const std::vector<int64_t> values = g.Ints("values");
    const int64_t mod = g.Int("mod");
    ASSERT_LE(values.size(), 7u) << g.Where();
    // next_permutation walks the distinct arrangements in order.
    std::vector<int64_t> p = values;
    std::sort(p.begin(), p.end());
    int64_t smaller = 0;
    while (p != values) {
      ++smaller;
      std::next_permutation(p.begin(), p.end());
    }
    EXPECT_EQ(g.answer, std::to_string(smaller % mod)) << g.Where();
  }
}

TEST(CantorExpansionInstanceTest, BadInstancesAreRejected) {
  const char* env = "cantor_expansion";
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"values": [1, 3], "mod": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"values": [0, 1], "mod": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"values": [], "mod": 5})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"values": [1, 2], "mod": 5})").ok());
}

}  // namespace
}  // namespace cantor_expansion_test_cc
}  // namespace referee
