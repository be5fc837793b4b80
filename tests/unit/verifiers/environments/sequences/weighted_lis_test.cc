// WeightedLIS (RLVE-Gym): choose increasing indices along which A never
// decreases, maximising the sum of B; ladder -1 unparseable, -0.5 for an
// index out of range, indices not increasing or A decreasing, else
// (sum / best)^beta, beta = 5 by default. Every expectation is worked out
// by hand below.
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
inline namespace weighted_lis_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kEnv[] = "weighted_lis";

class WeightedLisTest : public testing::VerifierTableTest {};

// A = 3 1 2 2 0, B = 5 2 3 4 9. Index 0 (A = 3) has no later A >= 3 and
// index 4 (A = 0) no earlier A <= 0, so each stands alone: 5 and 9. Among
// indices 1, 2, 3 (A = 1 2 2) every increasing choice is non-decreasing:
// {1,2,3} = 2 + 3 + 4 = 9, {2,3} = 7, {1,3} = 6, {1,2} = 5. The best sum
// is 9, reached by {4} and by {1, 2, 3}.
const char kInstance[] = R"({"a": [3, 1, 2, 2, 0], "b": [5, 2, 3, 4, 9]})";

TEST_F(WeightedLisTest, Ladder) {
  CheckInstance(kEnv, kInstance,
                {{"<answer>4</answer>", 1, true, true},
                 {"<answer>1 2 3</answer>", 1, true, true},  // The other best choice.
                 {"<answer>\n 1\n2  3 </answer>", 1, true, true},
                 {"<answer>+1 02 3</answer>", 1, true, true},  // int() accepts.
                 {"\\boxed{4}", 1, true, true},                // The \boxed fallback.
                 {"<answer>2 3</answer>", std::pow(7.0 / 9.0, 5), false, true},
                 {"<answer>1 3</answer>", std::pow(6.0 / 9.0, 5), false, true},
                 {"<answer>0</answer>", std::pow(5.0 / 9.0, 5), false, true},
                 {"<answer>1</answer>", std::pow(2.0 / 9.0, 5), false, true},
                 {"<answer></answer>", 0, false, true},     // Empty: a sum of 0.
                 {"<answer>3 2</answer>", -0.5, false, true},  // Not increasing.
                 {"<answer>2 2</answer>", -0.5, false, true},  // A repeat.
                 {"<answer>0 1</answer>", -0.5, false, true},  // A goes 3 → 1.
                 {"<answer>3 4</answer>", -0.5, false, true},  // A goes 2 → 0.
                 {"<answer>5</answer>", -0.5, false, true},    // No index 5.
                 {"<answer>-1 4</answer>", -0.5, false, true},
                 {"<answer>1 99999999999999999999999</answer>", -0.5, false, true},
                 {"<answer>0 1 2 3 4 5</answer>", -0.5, false, true},  // Six indices.
                 {"<answer>1, 2, 3</answer>", -1, false, false},
                 {"<answer>four</answer>", -1, false, false},
                 {"4", -1, false, false},  // No tag.
                 {"<answer>4", -1, false, false}});
  CheckInstance(kEnv, kInstance, {{"<answer>0</answer>", 5.0 / 9.0, false, true}},
                R"({"beta": 1})");
}

TEST_F(WeightedLisTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError(kEnv, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kEnv, R"({"beta": 2})").ok());
}

TEST(WeightedLisInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"a": [1, 2], "b": [1]})",     // Lengths differ.
           R"({"a": [1, 2], "b": [1, 0]})",  // A weight below 1.
           R"({"a": [-1], "b": [1]})",
           R"({"a": [], "b": []})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, R"({"a": [7], "b": [1000000000]})").ok());
}

// Brute force from the definition on generated instances (levels 0..8, N =
// 4, 5, ..., 10, 12, 14 as RLVE's controller grows it; A in 0..N, B in
// 1..N): every subset of indices, in increasing order, is valid iff A never
// decreases along it; the best sum is the largest valid one. The reference
// must be valid and reach it; on levels 0..6 (N <= 10) every subset is
// scored by the definition (-0.5 if invalid, 1 at the best sum, else
// (sum / best)^5).
TEST_F(WeightedLisTest, VerifierMatchesAllSubsets) {
  const int64_t sizes[] = {4, 5, 6, 7, 8, 9, 10, 12, 14};
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 8, 4)) {
    const std::vector<int64_t> a = g.Ints("a"), b = g.Ints("b");
    const int64_t n = static_cast<int64_t>(a.size());
    ASSERT_EQ(n, sizes[g.level]) << g.Where();
    ASSERT_EQ(b.size(), a.size()) << g.Where();
    for (int64_t i = 0; i < n; ++i) {
      EXPECT_TRUE(0 <= a[i] && a[i] <= n) << g.Where();
      EXPECT_TRUE(1 <= b[i] && b[i] <= n) << g.Where();
    }
    // (valid, sum) of every subset.
    std::vector<std::pair<bool, int64_t>> subsets;
    int64_t best = 0;
    for (int64_t mask = 0; mask < (int64_t{1} << n); ++mask) {
      bool valid = true;
      int64_t sum = 0, last = -1;
      for (int64_t i = 0; i < n; ++i) {
        if (((mask >> i) & 1) == 0) continue;
        if (last >= 0 && a[last] > a[i]) valid = false;
        sum += b[i];
        last = i;
      }
      subsets.push_back({valid, sum});
      if (valid) best = std::max(best, sum);
    }
    // The reference: increasing, A non-decreasing along it, summing to best.
    std::vector<int64_t> chosen;
    for (const absl::string_view token : absl::StrSplit(g.answer, ' ', absl::SkipEmpty())) {
      chosen.push_back(std::stoll(std::string(token)));
    }
    int64_t reference_sum = 0;
    for (size_t k = 0; k < chosen.size(); ++k) {
      ASSERT_TRUE(0 <= chosen[k] && chosen[k] < n) << g.Where();
      if (k > 0) {
        EXPECT_LT(chosen[k - 1], chosen[k]) << g.Where();
        EXPECT_LE(a[chosen[k - 1]], a[chosen[k]]) << g.Where();
      }
      reference_sum += b[chosen[k]];
    }
    EXPECT_EQ(reference_sum, best) << g.Where() << ": " << g.answer;
    if (g.level > 6) continue;
    const PreparedProblemPtr problem = testing::PrepareGenerated(kEnv, g);
    ASSERT_NE(problem, nullptr);
    std::vector<std::string> outputs;
    std::vector<Case> cases;
    for (int64_t mask = 0; mask < (int64_t{1} << n); ++mask) {
      std::vector<int64_t> indices;
      for (int64_t i = 0; i < n; ++i) {
        if (((mask >> i) & 1) != 0) indices.push_back(i);
      }
      outputs.push_back(absl::StrCat("<answer>", absl::StrJoin(indices, " "), "</answer>"));
    }
    for (size_t k = 0; k < outputs.size(); ++k) {
      const auto [valid, sum] = subsets[k];
      const double score = !valid        ? -0.5
                           : sum == best ? 1.0
                                         : std::pow(static_cast<double>(sum) /
                                                        static_cast<double>(best),
                                                    5);
      cases.push_back({outputs[k].c_str(), score, valid && sum == best, true});
    }
    Check(kEnv, *problem, cases);
  }
}

}  // namespace
}  // namespace weighted_lis_test_cc
}  // namespace referee
