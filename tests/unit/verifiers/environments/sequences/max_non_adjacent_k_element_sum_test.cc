// Max_NonAdjacent_KElementSum (RLVE-Gym): select exactly K indices, no two
// adjacent, maximising the sum; ladder -1 unparseable, -0.5 unless K
// distinct non-adjacent indices in range, else (sum / best)^beta, beta = 5
// by default. Every expectation is worked out by hand below.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace max_non_adjacent_k_element_sum_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kEnv[] = "max_non_adjacent_k_element_sum";

class MaxNonAdjacentKElementSumTest : public testing::VerifierTableTest {};

// A = 6 1 4 6 2 6, K = 2. The non-adjacent pairs (j - i >= 2) and sums:
// (0,2) 10, (0,3) 12, (0,4) 8, (0,5) 12, (1,3) 7, (1,4) 3, (1,5) 7,
// (2,4) 6, (2,5) 10, (3,5) 12. The best, 12, at (0,3), (0,5) and (3,5).
const char kInstance[] = R"({"a": [6, 1, 4, 6, 2, 6], "k": 2})";

TEST_F(MaxNonAdjacentKElementSumTest, Ladder) {
  CheckInstance(kEnv, kInstance,
                {{"<answer>3 5</answer>", 1, true, true},
                 {"<answer>5 0</answer>", 1, true, true},  // Any order.
                 {"<answer>0 3</answer>", 1, true, true},
                 {"<answer>\n 03\n+5 </answer>", 1, true, true},  // int() accepts.
                 {"\\boxed{3 5}", 1, true, true},                  // The \boxed fallback.
                 {"<answer>2 5</answer>", std::pow(10.0 / 12.0, 5), false, true},
                 {"<answer>0 2</answer>", std::pow(10.0 / 12.0, 5), false, true},
                 {"<answer>4 0</answer>", std::pow(8.0 / 12.0, 5), false, true},
                 {"<answer>1 4</answer>", std::pow(3.0 / 12.0, 5), false, true},
                 {"<answer>3 4</answer>", -0.5, false, true},    // Adjacent.
                 {"<answer>3</answer>", -0.5, false, true},      // One index.
                 {"<answer>0 3 5</answer>", -0.5, false, true},  // Three.
                 {"<answer></answer>", -0.5, false, true},       // None.
                 {"<answer>3 3</answer>", -0.5, false, true},    // A repeat.
                 {"<answer>3 6</answer>", -0.5, false, true},    // No index 6.
                 {"<answer>-1 3</answer>", -0.5, false, true},
                 {"<answer>3 99999999999999999999999</answer>", -0.5, false, true},
                 {"<answer>3, 5</answer>", -1, false, false},
                 {"<answer>three five</answer>", -1, false, false},
                 {"3 5", -1, false, false},  // No tag.
                 {"<answer>3 5", -1, false, false}});
  CheckInstance(kEnv, kInstance, {{"<answer>2 5</answer>", 10.0 / 12.0, false, true}},
                R"({"beta": 1})");
}

TEST_F(MaxNonAdjacentKElementSumTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError(kEnv, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kEnv, R"({"beta": 2})").ok());
}

TEST(MaxNonAdjacentKElementSumInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"a": [1, 2, 3], "k": 2})",  // K > N/2.
           R"({"a": [1, 2, 3], "k": 0})",
           R"({"a": [1, 0, 3], "k": 1})",  // A value below 1.
           R"({"a": [5], "k": 1})",        // One value: K <= 0.
           R"({"a": [1, 2, 3]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, R"({"a": [1000000000, 1], "k": 1})").ok());
}

// Brute force from the definition on generated instances (levels 0..8, N =
// 4, 5, ..., 10, 12, 14 as RLVE's controller grows it; K in 2..N/2; A in
// 1..N): every K-subset is valid iff no two of its indices are adjacent;
// the best sum is the largest valid one. The reference must list K
// distinct valid indices reaching it; on levels 0..6 (N <= 10) every
// K-subset is scored by the definition (-0.5 if two are adjacent, 1 at the
// best sum, else (sum / best)^5).
TEST_F(MaxNonAdjacentKElementSumTest, VerifierMatchesAllSubsets) {
  const int64_t sizes[] = {4, 5, 6, 7, 8, 9, 10, 12, 14};
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 8, 6)) {
    const std::vector<int64_t> a = g.Ints("a");
    const int64_t n = static_cast<int64_t>(a.size());
    const int64_t k = g.Int("k");
    ASSERT_EQ(n, sizes[g.level]) << g.Where();
    ASSERT_TRUE(2 <= k && k <= n / 2) << g.Where();
    for (const int64_t v : a) EXPECT_TRUE(1 <= v && v <= n) << g.Where();
    std::vector<int64_t> masks, sums;
    std::vector<bool> valid;
    int64_t best = 0;
    for (int64_t mask = 0; mask < (int64_t{1} << n); ++mask) {
      if (__builtin_popcountll(static_cast<unsigned long long>(mask)) != k) continue;
      const bool ok = (mask & (mask >> 1)) == 0;
      int64_t sum = 0;
      for (int64_t i = 0; i < n; ++i) {
        if (((mask >> i) & 1) != 0) sum += a[i];
      }
      masks.push_back(mask);
      sums.push_back(sum);
      valid.push_back(ok);
      if (ok) best = std::max(best, sum);
    }
    // The reference: K distinct indices, none adjacent, summing to best.
    int64_t reference_mask = 0, reference_sum = 0, count = 0;
    for (const absl::string_view token : absl::StrSplit(g.answer, ' ', absl::SkipEmpty())) {
      const int64_t i = std::stoll(std::string(token));
      ASSERT_TRUE(0 <= i && i < n) << g.Where();
      reference_mask |= int64_t{1} << i;
      reference_sum += a[i];
      ++count;
    }
    EXPECT_EQ(count, k) << g.Where();
    EXPECT_EQ(__builtin_popcountll(static_cast<unsigned long long>(reference_mask)), k)
        << g.Where();
    EXPECT_EQ(reference_mask & (reference_mask >> 1), 0) << g.Where();
    EXPECT_EQ(reference_sum, best) << g.Where() << ": " << g.answer;
    if (g.level > 6) continue;
    const PreparedProblemPtr problem = testing::PrepareGenerated(kEnv, g);
    ASSERT_NE(problem, nullptr);
    std::vector<std::string> outputs;
    for (const int64_t mask : masks) {
      std::vector<int64_t> indices;
      for (int64_t i = n - 1; i >= 0; --i) {  // Decreasing: any order is accepted.
        if (((mask >> i) & 1) != 0) indices.push_back(i);
      }
      outputs.push_back(absl::StrCat("<answer>", absl::StrJoin(indices, " "), "</answer>"));
    }
    std::vector<Case> cases;
    for (size_t j = 0; j < outputs.size(); ++j) {
      const double score = !valid[j]        ? -0.5
                           : sums[j] == best ? 1.0
                                             : std::pow(static_cast<double>(sums[j]) /
                                                            static_cast<double>(best),
                                                        5);
      cases.push_back({outputs[j].c_str(), score, valid[j] && sums[j] == best, true});
    }
    Check(kEnv, *problem, cases);
  }
}

}  // namespace
}  // namespace max_non_adjacent_k_element_sum_test_cc
}  // namespace referee
