// SubsequenceReversalLNDS (RLVE-Gym): the longest non-decreasing
// subsequence reachable by reversing the values at one chosen set of
// positions; ladder -1 unparseable, 1 exact, else 0.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace subsequence_reversal_lnds_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class SubsequenceReversalLndsTest : public testing::VerifierTableTest {};

TEST_F(SubsequenceReversalLndsTest, Ladder) {
  // A = 3 4 1 2. Reversing positions i_1 < ... < i_k swaps i_1 with i_k,
  // i_2 with i_(k-1), ...: a set of nested swaps. All 11 sets of >= 2
  // positions (a single position changes nothing):
  //   {1,2} 4 3 1 2   {1,3} 1 4 3 2   {1,4} 2 4 1 3
  //   {2,3} 3 1 4 2   {2,4} 3 2 1 4   {3,4} 3 4 2 1
  //   {1,2,3} = swap 1,3: 1 4 3 2     {1,2,4} = swap 1,4: 2 4 1 3
  //   {1,3,4} = swap 1,4: 2 4 1 3     {2,3,4} = swap 2,4: 3 2 1 4
  //   {1,2,3,4} 2 1 4 3
  // and A itself (3 4): every one has a longest non-decreasing subsequence
  // of 2, so the answer is 2 — not 4, which the crossing swaps 1<->3 and
  // 2<->4 (1 2 3 4) would give but no reversal does.
  CheckInstance("subsequence_reversal_lnds", R"({"values": [3, 4, 1, 2]})",
                {{"<answer>2</answer>", 1, true, true},
                 {"<answer> 02 </answer>", 1, true, true},
                 {"\\boxed{2}", 1, true, true},
                 {"<answer>4</answer>", 0, false, true},
                 {"<answer>3</answer>", 0, false, true},
                 {"<answer>-2</answer>", 0, false, true},
                 {"<answer>99999999999999999999999</answer>", 0, false, true},
                 {"<answer>2.0</answer>", -1, false, false},
                 {"<answer>two</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"2", -1, false, false}});
}

TEST_F(SubsequenceReversalLndsTest, HandDerivedValues) {
  const struct { const char* values; const char* answer; } kCases[] = {
      {"7", "1"},           // One value.
      {"2, 1", "2"},        // Reverse both: 1 2.
      {"3, 2, 1", "3"},     // Reverse all: 1 2 3.
      {"5, 5, 5", "3"},     // Already non-decreasing.
      // 3 1 2: reaching 3 needs 1 2 3, i.e. 1 from position 2 to 1, 2 from
      // 3 to 2, 3 from 1 to 3 — a 3-cycle, while a reversal only swaps
      // pairs; 1 2 is already there: 2.
      {"3, 1, 2", "2"},
      // 2 1 2 1: reversing positions {1, 4} swaps the outer pair: 1 1 2 2.
      {"2, 1, 2, 1", "4"},
      // Only the order of the values matters: 30 -5 10 is 3 1 2.
      {"30, -5, 10", "2"},
  };
  for (const auto& c : kCases) {
    CheckInstance("subsequence_reversal_lnds", absl::StrCat(R"({"values": [)", c.values, "]}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// The longest non-decreasing subsequence, O(n^2).
int64_t LongestNonDecreasing(const std::vector<int64_t>& a) {
  std::vector<int64_t> ending(a.size(), 1);
  int64_t best = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    for (size_t j = 0; j < i; ++j) {
      if (a[j] <= a[i]) ending[i] = std::max(ending[i], ending[j] + 1);
    }
    best = std::max(best, ending[i]);
  }
  return best;
}

// Brute force from the definition: every non-empty set of positions,
// its values reversed in place.
int64_t BestByEnumeration(const std::vector<int64_t>& a) {
  const size_t n = a.size();
  int64_t best = 0;
  for (uint32_t mask = 1; mask < (1u << n); ++mask) {
    std::vector<size_t> chosen;
    for (size_t i = 0; i < n; ++i) {
      if ((mask >> i) & 1u) chosen.push_back(i);
    }
    std::vector<int64_t> b = a;
    for (size_t k = 0; k < chosen.size(); ++k) {
      b[chosen[k]] = a[chosen[chosen.size() - 1 - k]];
    }
    best = std::max(best, LongestNonDecreasing(b));
  }
  return best;
}

// RLVE's controller: N = 4 + d, values in 1..N.
TEST(SubsequenceReversalLndsBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("subsequence_reversal_lnds", 5, 25)) {
    const std::vector<int64_t> values = g.Ints("values");
    const int64_t n = static_cast<int64_t>(values.size());
    ASSERT_EQ(n, 4 + g.level) << g.Where();
    for (const int64_t v : values) {
      EXPECT_GE(v, 1) << g.Where();
      EXPECT_LE(v, n) << g.Where();
    }
    EXPECT_EQ(g.answer, std::to_string(BestByEnumeration(values)))
        << g.Where() << ": " << absl::StrJoin(values, " ");
  }
}

}  // namespace
}  // namespace subsequence_reversal_lnds_test_cc
}  // namespace referee
