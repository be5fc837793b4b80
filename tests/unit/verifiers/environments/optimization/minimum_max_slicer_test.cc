// MinimumMaxSlicer (RLVE-Gym Minimum_MaxSlicer): cut an array into M
// consecutive batches, named by their last indices, minimising the largest
// batch sum; ladder -1 unparseable, -0.5 not M strictly increasing ends in
// 0..N-1 ending at N-1, else (optimum / largest sum)^beta, beta = 3. Every
// expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace minimum_max_slicer_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::Numbers;

constexpr char kName[] = "minimum_max_slicer";

class MinimumMaxSlicerTest : public testing::VerifierTableTest {};

// A = 4 2 3 5 1 (sum 15), M = 3. A largest sum of 5 is impossible: 4 and
// 5 must stand alone or with 1 only, so [4] [2 3] [5] [1] needs 4
// batches. 6 is reached by ends 0 2 4 ([4] [2 3] [5 1]: 4, 5, 6) and
// 1 2 4 ([4 2] [3] [5 1]: 6, 3, 6); every other cut puts 3 and 5, or
// 2, 3 and 4, or 2, 3 and 5 together (sums 8, 9, 10).
const char kArray[] = R"({"n": 5, "m": 3, "a": [4, 2, 3, 5, 1]})";

TEST_F(MinimumMaxSlicerTest, Ladder) {
  CheckInstance(
      kName, kArray,
      {{"<answer>0 2 4</answer>", 1, true, true},
       {"<answer>1 2 4</answer>", 1, true, true},  // The other optimum.
       {"<answer>\n0\t2 4 </answer>", 1, true, true},
       {"\\boxed{1 2 4}", 1, true, true},              // The \boxed fallback.
       {"<answer>+0 02 4</answer>", 1, true, true},    // int() accepts both.
       // 1 3 4: [4 2] [3 5] [1]: 6, 8, 1: (6/8)^3.
       {"<answer>1 3 4</answer>", std::pow(6.0 / 8.0, 3), false, true},
       // 0 1 4: [4] [2] [3 5 1]: 9: (6/9)^3.
       {"<answer>0 1 4</answer>", std::pow(6.0 / 9.0, 3), false, true},
       // 2 3 4: [4 2 3] [5] [1]: 9: (6/9)^3.
       {"<answer>2 3 4</answer>", std::pow(6.0 / 9.0, 3), false, true},
       // 0 3 4: [4] [2 3 5] [1]: 10: (6/10)^3.
       {"<answer>0 3 4</answer>", std::pow(6.0 / 10.0, 3), false, true},
       {"<answer>0 4</answer>", -0.5, false, true},       // 2 ends, not 3.
       {"<answer>0 2 3 4</answer>", -0.5, false, true},   // 4 ends.
       {"<answer></answer>", -0.5, false, true},          // No ends.
       {"<answer>0 2 3</answer>", -0.5, false, true},     // Last end not 4.
       {"<answer>2 1 4</answer>", -0.5, false, true},     // Not increasing.
       {"<answer>0 0 4</answer>", -0.5, false, true},     // Not strictly.
       {"<answer>0 2 5</answer>", -0.5, false, true},     // No index 5.
       {"<answer>-1 2 4</answer>", -0.5, false, true},
       {"<answer>0 2 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer>0,2,4</answer>", -1, false, false},
       {"<answer>zero two four</answer>", -1, false, false},
       {"0 2 4", -1, false, false},              // No tag.
       {"<answer>0 2 4", -1, false, false}});    // Unclosed.
  // beta = 1: 1 3 4 earns the plain 6/8.
  CheckInstance(kName, kArray, {{"<answer>1 3 4</answer>", 0.75, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

// One batch holds everything (the sum, 15); N batches are the values
// themselves (the largest, 5).
TEST_F(MinimumMaxSlicerTest, OneBatchAndSingletons) {
  CheckInstance(kName, R"({"n": 5, "m": 1, "a": [4, 2, 3, 5, 1]})",
                {{"<answer>4</answer>", 1, true, true},
                 {"<answer>3</answer>", -0.5, false, true}});
  CheckInstance(kName, R"({"n": 5, "m": 5, "a": [4, 2, 3, 5, 1]})",
                {{"<answer>0 1 2 3 4</answer>", 1, true, true}});
}

// Reading rejects M = 0, M > N, a value below 1 and a short array.
TEST(MinimumMaxSlicerInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "m": 0, "a": [1, 1]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "m": 3, "a": [1, 1]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "m": 1, "a": [0, 1]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "m": 1, "a": [1]})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "m": 2, "a": [1, 1]})").ok());
}

// The largest batch sum of the cut `ends` if it is M strictly increasing
// ends in 0..N-1 ending at N-1; -1 otherwise. From the definition.
int64_t CutValue(const std::vector<int64_t>& a, int64_t m, const std::vector<int64_t>& ends) {
  const int64_t n = static_cast<int64_t>(a.size());
  if (static_cast<int64_t>(ends.size()) != m || ends.back() != n - 1) return -1;
  int64_t largest = 0, start = 0;
  for (const int64_t e : ends) {
    if (e < start || e >= n) return -1;
    int64_t sum = 0;
    for (int64_t i = start; i <= e; ++i) sum += a[static_cast<size_t>(i)];
    largest = std::max(largest, sum);
    start = e + 1;
  }
  return largest;
}

// Generated instances: N = 4 then int(1.1 N + 1) per level, M in
// 3..max(3, N/2), values in 1..N. Every cut is a choice of M - 1 ends
// among 0..N-2 (plus N - 1): the reference reaches the exhaustive optimum
// and its last-digit change does not; on N <= 10 every cut is scored: the
// optimal ones earn 1 (correct), the others (optimum / largest)^3.
TEST(MinimumMaxSlicerBruteForceTest, GeneratedInstancesAndReference) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 20)) {
    int64_t expected_n = 4;
    for (int u = 0; u < g.level; ++u) expected_n = expected_n * 11 / 10 + 1;
    const int64_t n = g.Int("n"), m = g.Int("m");
    ASSERT_EQ(n, expected_n) << g.Where();
    EXPECT_TRUE(m >= 3 && m <= std::max<int64_t>(3, n / 2)) << g.Where();
    const std::vector<int64_t> a = g.Ints("a");
    ASSERT_EQ(a.size(), static_cast<size_t>(n));
    for (const int64_t v : a) EXPECT_TRUE(v >= 1 && v <= n) << g.Where();
    std::vector<std::vector<int64_t>> cuts;
    testing::ForEachSubset(n - 1, [&](const std::vector<int64_t>& subset) {
      if (static_cast<int64_t>(subset.size()) != m - 1) return;
      std::vector<int64_t> ends = subset;
      ends.push_back(n - 1);
      cuts.push_back(ends);
    });
    int64_t optimum = -1;
    for (const auto& ends : cuts) {
      const int64_t value = CutValue(a, m, ends);
      ASSERT_GT(value, 0);
      if (optimum < 0 || value < optimum) optimum = value;
    }
    const std::vector<int64_t> reference = Numbers(g.answer);
    EXPECT_EQ(CutValue(a, m, reference), optimum) << g.Where() << ": " << g.answer;
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    ASSERT_TRUE(corrupted.has_value()) << g.Where();
    EXPECT_NE(CutValue(a, m, Numbers(*corrupted)), optimum) << g.Where() << ": " << *corrupted;
    if (n > 10) continue;
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    for (const auto& ends : cuts) {
      std::string text;
      for (const int64_t e : ends) text += std::to_string(e) + " ";
      const Verdict v = testing::ScoreWith(kName, *problem, "<answer>" + text + "</answer>");
      const int64_t value = CutValue(a, m, ends);
      if (value == optimum) {
        EXPECT_TRUE(v.correct && v.score == 1) << g.Where() << ": " << text;
      } else {
        EXPECT_FALSE(v.correct) << g.Where() << ": " << text;
        EXPECT_DOUBLE_EQ(v.score, std::pow(static_cast<double>(optimum) / value, 3))
            << g.Where() << ": " << text;
      }
    }
  }
}

}  // namespace
}  // namespace minimum_max_slicer_test_cc
}  // namespace referee
