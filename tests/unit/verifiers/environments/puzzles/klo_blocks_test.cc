// KloBlocks (RLVE-Gym): the longest run of stacks that can all reach K
// blocks (the longest segment whose A[i] - K sum to >= 0); ladder -1
// unparseable, 1 the length, else 0.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/verifier.h"

namespace referee {
inline namespace klo_blocks_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "klo_blocks";

class KloBlocksTest : public testing::VerifierTableTest {};

// A = 1 5 1 1 3, K = 2: A - K = -1 3 -1 -1 1. Segments with a sum >= 0:
// [1..3] (-1 + 3 - 1 = 1), [1..4] (0), [2..4] (1), [2..5] (2), [1..5]
// (1): all five stacks. Stacks 1..5 can indeed all reach 2: the 5 gives
// one block to each side (1 5 1 -> 2 3 2) and the 3 gives one to its left
// (1 3 -> 2 2). The answer is 5.
constexpr char kInstance[] = R"({"a": [1, 5, 1, 1, 3], "k": 2})";
// A = 1 5 1 1 1, K = 2: A - K = -1 3 -1 -1 -1. Sums >= 0: [2] (3),
// [1..2] (2), [2..3] (2), [1..3] (1), [2..4] (1), [1..4] (0), [2..5] (0);
// [1..5] is -1. The answer is 4.
constexpr char kShort[] = R"({"a": [1, 5, 1, 1, 1], "k": 2})";

TEST_F(KloBlocksTest, Ladder) {
  CheckInstance(kName, kInstance,
                {{"<answer>5</answer>", 1, true, true},
                 {"<answer> +5 </answer>", 1, true, true},
                 {"\\boxed{5}", 1, true, true},
                 {"<answer>4</answer>", 0, false, true},
                 {"<answer>99999999999999999999</answer>", 0, false, true},
                 {"<answer>five</answer>", -1, false, false},
                 {"<answer>5 5</answer>", -1, false, false},
                 {"5", -1, false, false}});
  CheckInstance(kName, kShort,
                {{"<answer>4</answer>", 1, true, true}, {"<answer>5</answer>", 0, false, true}});
  // Every stack below K: no run at all.
  CheckInstance(kName, R"({"a": [1, 1, 1], "k": 2})", {{"<answer>0</answer>", 1, true, true}});
}

TEST(KloBlocksInstanceTest, FinishRejectsBadInstances) {
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, kInstance).ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"a": [], "k": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"a": [0, 1], "k": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"a": [1, 1], "k": 0})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"a": [1, 1]})").ok());
}

// On generated instances of levels 0..6 (N <= 9): the draws are RLVE's
// (A in 1..2N, K strictly between min and max) and the answer is the
// longest segment with mean >= K found over all segments, neither 1 nor N.
TEST(KloBlocksBruteForceTest, AnswerIsTheLongestSegmentWithMeanAtLeastK) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 6, 10)) {
    const std::vector<int64_t> a = g.Ints("a");
    const int64_t n = static_cast<int64_t>(a.size()), k = g.Int("k");
    int64_t low = a[0], high = a[0];
    for (int64_t v : a) {
      EXPECT_TRUE(v >= 1 && v <= 2 * n) << g.Where();
      low = std::min(low, v);
      high = std::max(high, v);
    }
    EXPECT_TRUE(k > low && k < high) << g.Where();
    int64_t best = 0;
    for (int64_t i = 0; i < n; ++i) {
      int64_t sum = 0;
      for (int64_t j = i; j < n; ++j) {
        sum += a[j];
        if (sum >= k * (j - i + 1)) best = std::max(best, j - i + 1);
      }
    }
    EXPECT_TRUE(best != 1 && best != n) << g.Where();
    EXPECT_EQ(g.answer, absl::StrCat(best)) << g.Where();
  }
}

}  // namespace
}  // namespace klo_blocks_test_cc
}  // namespace referee
