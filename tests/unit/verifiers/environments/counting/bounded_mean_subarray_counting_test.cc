// BoundedMeanSubarrayCounting (RLVE-Gym): the non-empty contiguous
// subarrays with mean >= K; ladder -1 unparseable or negative, 1 exact,
// else (min/max)^beta with beta = 10.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace bounded_mean_subarray_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr const char* kEnv = "bounded_mean_subarray_counting";

class BoundedMeanSubarrayCountingTest : public testing::VerifierTableTest {};

TEST_F(BoundedMeanSubarrayCountingTest, Ladder) {
  // A = 1 3 2, K = 2: [1] mean 1 fails; [3], [2], [1 3] (2), [3 2] (2.5),
  // [1 3 2] (2) pass: 5.
  const std::string instance = R"({"a": [1, 3, 2], "k": 2})";
  CheckInstance(kEnv, instance,
                {{"<answer>5</answer>", 1, true, true},
                 {"<answer> +5 </answer>", 1, true, true},
                 {"\\boxed{5}", 1, true, true},
                 {"<answer>6</answer>", std::pow(5.0 / 6.0, 10), false, true},
                 {"<answer>4</answer>", std::pow(0.8, 10), false, true},
                 {"<answer>100000000000000000000</answer>", 0, false, true},  // (5/10^20)^10.
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>-5</answer>", -1, false, true},
                 {"<answer>5.0</answer>", -1, false, false},
                 {"<answer>5 6</answer>", -1, false, false},
                 {"<answer>five</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"5", -1, false, false}});
  // beta = 1: 10 -> 1/2, 4 -> 4/5.
  CheckInstance(kEnv, instance,
                {{"<answer>10</answer>", 0.5, false, true},
                 {"<answer>4</answer>", 0.8, false, true},
                 {"<answer>5</answer>", 1, true, true}},
                R"({"beta": 1})");
}

TEST_F(BoundedMeanSubarrayCountingTest, SmallValuesByHand) {
  // 0 0 with K = 0: all 3 subarrays. 4 0 4 with K = 3: only [4] twice
  // ([4 0] 2, [0 4] 2, [4 0 4] 8/3, [0] 0 fail).
  CheckInstance(kEnv, R"({"a": [0, 0], "k": 0})", {{"<answer>3</answer>", 1, true, true}});
  CheckInstance(kEnv, R"({"a": [4, 0, 4], "k": 3})", {{"<answer>2</answer>", 1, true, true}});
}

TEST(BoundedMeanSubarrayCountingInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"a": [3], "k": 3})",            // Fewer than 2 entries.
           R"({"a": [1, 3], "k": 0})",         // Below the least entry.
           R"({"a": [1, 3], "k": 4})",         // Above the greatest.
           R"({"a": [1, 1001], "k": 1})",      // Entry out of range.
           R"({"a": [1, -1], "k": 0})",
           R"({"a": [1, 2]})",
           R"({"a": [1, 2], "k": 1, "x": 0})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, R"({"a": [1, 3], "k": 3})").ok());
}

// Every subarray, its mean compared as sum >= K * length.
TEST(BoundedMeanSubarrayCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 30, 10)) {
    const std::vector<int64_t> a = g.Ints("a");
    const int64_t k = g.Int("k");
    const int64_t n = static_cast<int64_t>(a.size());
    int64_t lo = a[0], hi = a[0];
    for (const int64_t x : a) {
      ASSERT_GE(x, 0) << g.Where();
      ASSERT_LE(x, n) << g.Where();
      lo = std::min(lo, x);
      hi = std::max(hi, x);
    }
    ASSERT_GE(k, lo) << g.Where();
    ASSERT_LE(k, hi) << g.Where();
    int64_t count = 0;
    for (int64_t i = 0; i < n; ++i) {
      int64_t sum = 0;
      for (int64_t j = i; j < n; ++j) {
        sum += a[static_cast<size_t>(j)];
        count += sum >= k * (j - i + 1);
      }
    }
    EXPECT_GE(count, 1) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(count)) << g.Where();
  }
}

}  // namespace
}  // namespace bounded_mean_subarray_counting_test_cc
}  // namespace referee
