// LongestMaxDiffBoundedInterval (RLVE-Gym): the longest A[l..r-1] with
// max - min <= K; ladder -1 unparseable or not two integers, -0.5 unless
// 0 <= l < r <= N, -0.2 if max - min exceeds K, else ((r - l) /
// longest)^beta, beta = 5 by default. Every expectation is worked out by
// hand below.
#include <algorithm>
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
inline namespace longest_max_diff_bounded_interval_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kEnv[] = "longest_max_diff_bounded_interval";

class LongestMaxDiffBoundedIntervalTest : public testing::VerifierTableTest {};

// A = 3 1 4 1 5 9 2 6, K = 3. From l = 0: 3 1 4 1 (spread 3) fits, adding
// 5 makes 4. From 1: 1 4 1, then 5 (spread 4). From 2: 4 1, then 5. From 3
// on, every pair of neighbours spreads at least 4 (1 5, 5 9, 9 2, 2 6).
// The longest: [0, 4), length 4, the only one.
const char kInstance[] = R"({"a": [3, 1, 4, 1, 5, 9, 2, 6], "k": 3})";

TEST_F(LongestMaxDiffBoundedIntervalTest, Ladder) {
  CheckInstance(kEnv, kInstance,
                {{"<answer>0 4</answer>", 1, true, true},
                 {"<answer>\n 0\n4 </answer>", 1, true, true},
                 {"<answer>+0 04</answer>", 1, true, true},  // int() accepts.
                 {"\\boxed{0 4}", 1, true, true},             // The \boxed fallback.
                 {"<answer>1 4</answer>", std::pow(3.0 / 4.0, 5), false, true},
                 {"<answer>0 3</answer>", std::pow(3.0 / 4.0, 5), false, true},
                 {"<answer>2 4</answer>", std::pow(2.0 / 4.0, 5), false, true},
                 {"<answer>5 6</answer>", std::pow(1.0 / 4.0, 5), false, true},
                 {"<answer>0 5</answer>", -0.2, false, true},  // 3 1 4 1 5: spread 4.
                 {"<answer>4 6</answer>", -0.2, false, true},  // 5 9.
                 {"<answer>0 8</answer>", -0.2, false, true},  // All: spread 8.
                 {"<answer>4 4</answer>", -0.5, false, true},  // Empty.
                 {"<answer>4 2</answer>", -0.5, false, true},
                 {"<answer>0 9</answer>", -0.5, false, true},  // r > N.
                 {"<answer>-1 3</answer>", -0.5, false, true},
                 {"<answer>0 99999999999999999999999</answer>", -0.5, false, true},
                 {"<answer>0</answer>", -1, false, false},
                 {"<answer>0 4 5</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"<answer>0, 4</answer>", -1, false, false},
                 {"0 4", -1, false, false},  // No tag.
                 {"<answer>0 4", -1, false, false}});
  CheckInstance(kEnv, kInstance, {{"<answer>1 4</answer>", 0.75, false, true}},
                R"({"beta": 1})");
}

TEST_F(LongestMaxDiffBoundedIntervalTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError(kEnv, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kEnv, R"({"beta": 2})").ok());
}

TEST(LongestMaxDiffBoundedIntervalInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"a": [1, 2], "k": -1})",
           R"({"a": [-1, 2], "k": 1})",
           R"({"a": [], "k": 1})",
           R"({"a": [1, 2]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, R"({"a": [7], "k": 0})").ok());
}

// Brute force from the definition on generated instances (levels 0..8, N =
// 3, 4, ..., 10, 12 as RLVE's controller grows it; A in 0..N; K below the
// spread of A, or 0): every interval's spread, the longest within K is the
// gold, and the reference must reach it. Every pair l, r in -1..N+1 is
// scored: -0.5 unless 0 <= l < r <= N, -0.2 over K, else (length / gold)^5.
TEST_F(LongestMaxDiffBoundedIntervalTest, VerifierMatchesAllIntervals) {
  const int64_t sizes[] = {3, 4, 5, 6, 7, 8, 9, 10, 12};
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 8, 6)) {
    const std::vector<int64_t> a = g.Ints("a");
    const int64_t n = static_cast<int64_t>(a.size()), k = g.Int("k");
    ASSERT_EQ(n, sizes[g.level]) << g.Where();
    const int64_t spread = *std::max_element(a.begin(), a.end()) -
                           *std::min_element(a.begin(), a.end());
    EXPECT_TRUE(0 <= k && k <= std::max<int64_t>(spread - 1, 0)) << g.Where();
    auto fits = [&](int64_t l, int64_t r) {
      return *std::max_element(a.begin() + l, a.begin() + r) -
                 *std::min_element(a.begin() + l, a.begin() + r) <=
             k;
    };
    int64_t gold = 0;
    for (int64_t l = 0; l < n; ++l) {
      for (int64_t r = l + 1; r <= n; ++r) {
        if (fits(l, r)) gold = std::max(gold, r - l);
      }
    }
    int64_t rl = -1, rr = -1;
    ASSERT_EQ(sscanf(g.answer.c_str(), "%ld %ld", &rl, &rr), 2) << g.Where();
    ASSERT_TRUE(0 <= rl && rl < rr && rr <= n) << g.Where();
    EXPECT_TRUE(fits(rl, rr)) << g.Where();
    EXPECT_EQ(rr - rl, gold) << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated(kEnv, g);
    ASSERT_NE(problem, nullptr);
    std::vector<std::string> outputs;
    std::vector<Case> cases;
    for (int64_t l = -1; l <= n + 1; ++l) {
      for (int64_t r = -1; r <= n + 1; ++r) {
        outputs.push_back(absl::StrCat("<answer>", l, " ", r, "</answer>"));
        double score = -0.5;
        bool correct = false;
        if (0 <= l && l < r && r <= n) {
          score = !fits(l, r)     ? -0.2
                  : r - l == gold ? 1.0
                                  : std::pow(static_cast<double>(r - l) /
                                                 static_cast<double>(gold),
                                             5);
          correct = fits(l, r) && r - l == gold;
        }
        cases.push_back({"", score, correct, true});
      }
    }
    for (size_t j = 0; j < cases.size(); ++j) cases[j].output = outputs[j].c_str();
    Check(kEnv, *problem, cases);
  }
}

}  // namespace
}  // namespace longest_max_diff_bounded_interval_test_cc
}  // namespace referee
