// MaxXorSet (RLVE-Gym): choose indices whose elements' XOR is largest;
// ladder -1 unparseable, -0.5 an index out of range, else
// (XOR / largest XOR)^beta.
#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace max_xor_set_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class MaxXorSetTest : public testing::VerifierTableTest {};

TEST_F(MaxXorSetTest, Ladder) {
  // A = 6, 5, 3, 8 (0110, 0101, 0011, 1000). Only A[3] has bit 3, so the
  // largest XOR takes A[3] and then the largest XOR of 6, 5, 3 below it:
  // their subsets give 6, 5, 3, 6^5 = 3, 6^3 = 5, 5^3 = 6, 6^5^3 = 0, so 6.
  // Largest: 8 ^ 6 = 14, reached by {0, 3} and {1, 2, 3} (5^3 = 6).
  // {1, 3}: 13 -> (13/14)^5. {3}, {0, 1, 2, 3} and {0, 0, 3} (a repeat
  // cancels): 8 -> (8/14)^5 = (4/7)^5. The empty choice: 0 -> 0.
  const double four_sevenths = 4.0 / 7.0, thirteen_fourteenths = 13.0 / 14.0;
  const double p4 = four_sevenths * four_sevenths * four_sevenths * four_sevenths;
  const double q4 = thirteen_fourteenths * thirteen_fourteenths * thirteen_fourteenths *
                    thirteen_fourteenths;
  CheckInstance("max_xor_set", R"({"a": [6, 5, 3, 8]})",
                {{"<answer>0 3</answer>", 1, true, true},
                 {"<answer>\n3  0\n</answer>", 1, true, true},
                 {"<answer>2 1 3</answer>", 1, true, true},
                 {"<answer>1 3</answer>", q4 * thirteen_fourteenths, false, true},
                 {"<answer>3</answer>", p4 * four_sevenths, false, true},
                 {"<answer>0 1 2 3</answer>", p4 * four_sevenths, false, true},
                 {"<answer>0 0 3</answer>", p4 * four_sevenths, false, true},
                 {"<answer></answer>", 0, false, true},
                 {"<answer>0 4</answer>", -0.5, false, true},
                 {"<answer>-1 3</answer>", -0.5, false, true},
                 {"<answer>99999999999999999999</answer>", -0.5, false, true},
                 {"<answer>0 x</answer>", -1, false, false},
                 {"<answer>0, 3</answer>", -1, false, false},
                 {"0 3", -1, false, false}});
  // beta = 1: the plain ratio.
  CheckInstance("max_xor_set", R"({"a": [6, 5, 3, 8]})",
                {{"<answer>1 3</answer>", 13.0 / 14.0, false, true},
                 {"<answer>0 3</answer>", 1, true, true}},
                R"({"beta": 1})");
}

TEST(MaxXorSetBruteForceTest, ReferenceReachesTheLargestXor) {
  for (const testing::Generated& g : testing::GenerateSmall("max_xor_set", 5, 12)) {
    const std::vector<int64_t> a = g.Ints("a");
    ASSERT_LE(a.size(), 8u) << g.Where();
    // Every subset, from the definition.
    int64_t largest = 0;
    for (uint32_t mask = 0; mask < (1u << a.size()); ++mask) {
      int64_t x = 0;
      for (size_t i = 0; i < a.size(); ++i) {
        if ((mask >> i) & 1) x ^= a[i];
      }
      largest = std::max(largest, x);
    }
    int64_t reached = 0;
    std::set<int64_t> seen;
    for (absl::string_view token : absl::StrSplit(g.answer, ' ', absl::SkipEmpty())) {
      const int64_t index = std::stoll(std::string(token));
      ASSERT_GE(index, 0) << g.Where();
      ASSERT_LT(index, static_cast<int64_t>(a.size())) << g.Where();
      EXPECT_TRUE(seen.insert(index).second) << g.Where();
      reached ^= a[static_cast<size_t>(index)];
    }
    EXPECT_EQ(reached, largest) << g.Where() << ": " << g.answer;
  }
}

}  // namespace
}  // namespace max_xor_set_test_cc
}  // namespace referee
