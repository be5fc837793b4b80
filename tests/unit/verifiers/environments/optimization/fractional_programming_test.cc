// FractionalProgramming (RLVE-Gym): choose K distinct indices maximising
// (sum of A) / (sum of B); ladder -1 unparseable, -0.5 not K distinct
// indices of 0..N-1, else (chosen ratio / optimal ratio)^beta, beta = 5.
// Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/parsing/final_answer.h"

namespace referee {
inline namespace fractional_programming_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::Numbers;

constexpr char kName[] = "fractional_programming";

class FractionalProgrammingTest : public testing::VerifierTableTest {};

// A = 1 4 3 2 2, B = 1 2 3 1 1, K = 2. The pairs' ratios: {0,1} 5/3,
// {0,2} 4/4, {0,3} 3/2, {0,4} 3/2, {1,2} 7/5, {1,3} 6/3, {1,4} 6/3,
// {2,3} 5/4, {2,4} 5/4, {3,4} 4/2. The optimum is 2, reached by {1,3},
// {1,4} and {3,4}.
const char kPairs[] = R"({"a": [1, 4, 3, 2, 2], "b": [1, 2, 3, 1, 1], "k": 2})";

TEST_F(FractionalProgrammingTest, Ladder) {
  CheckInstance(
      kName, kPairs,
      {{"<answer>1 3</answer>", 1, true, true},
       {"<answer>4 3</answer>", 1, true, true},  // Another optimum.
       {"<answer>1 4</answer>", 1, true, true},  // The third.
       {"<answer>\n3\t1 </answer>", 1, true, true},
       {"\\boxed{3 4}", 1, true, true},            // The \boxed fallback.
       {"<answer>+1 03</answer>", 1, true, true},  // int() accepts both.
       // {0,1}: 5/3 over 2 = 5/6.
       {"<answer>0 1</answer>", std::pow(5.0 / 6.0, 5), false, true},
       // {0,2}: 1 over 2.
       {"<answer>0 2</answer>", std::pow(1.0 / 2.0, 5), false, true},
       // {2,3}: 5/4 over 2 = 5/8.
       {"<answer>2 3</answer>", std::pow(5.0 / 8.0, 5), false, true},
       {"<answer>1</answer>", -0.5, false, true},      // 1 of 2 indices.
       {"<answer>1 3 4</answer>", -0.5, false, true},  // 3 of 2.
       {"<answer></answer>", -0.5, false, true},       // 0 of 2.
       {"<answer>1 1</answer>", -0.5, false, true},    // 1 twice.
       {"<answer>1 5</answer>", -0.5, false, true},    // No index 5.
       {"<answer>-1 3</answer>", -0.5, false, true},
       {"<answer>1 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer>1,3</answer>", -1, false, false},
       {"<answer>1 three</answer>", -1, false, false},
       {"1 3", -1, false, false},              // No tag.
       {"<answer>1 3", -1, false, false}});    // Unclosed.
  // beta = 1: {0,1} earns the plain 5/6.
  CheckInstance(kName, kPairs, {{"<answer>0 1</answer>", 5.0 / 6.0, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

// Bad instances: K above N, B shorter than A, a zero B (a ratio needs
// positive sums). Finish itself accepts every instance within the bounds.
TEST(FractionalProgrammingInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kName, R"({"a": [1, 2], "b": [1, 1], "k": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"a": [1, 2], "b": [1], "k": 1})").ok());
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kName, R"({"a": [1, 2], "b": [0, 1], "k": 1})").ok());
  EXPECT_TRUE(
      testing::PrepareInstanceStatus(kName, R"({"a": [1, 2], "b": [1, 1], "k": 2})").ok());
}

// Three equal pairs, K = 1: every index is optimal. Listed as 0 or 1, the
// digit change gives the next optimum; only "2" (changed to 3, no index)
// is safe, so the reference must be 2.
TEST(FractionalProgrammingReferenceTest, ListedAgainstTheDigitChange) {
  const PreparedProblemPtr problem =
      testing::PrepareInstance(kName, R"({"a": [3, 3, 3], "b": [2, 2, 2], "k": 1})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(std::string(parsing::FinalAnswer(problem->task().DefaultReference(*problem))
                            .value_or("")),
            "2");
}

// From the definition: the sums (A, B) of `items` if they are exactly k
// distinct indices of 0..n-1; nullopt otherwise.
std::optional<std::pair<int64_t, int64_t>> Sums(const std::vector<int64_t>& a,
                                                const std::vector<int64_t>& b, int64_t k,
                                                const std::vector<int64_t>& items) {
  const int64_t n = static_cast<int64_t>(a.size());
  if (static_cast<int64_t>(items.size()) != k) return std::nullopt;
  std::set<int64_t> seen;
  std::pair<int64_t, int64_t> sums{0, 0};
  for (const int64_t i : items) {
    if (i < 0 || i >= n || !seen.insert(i).second) return std::nullopt;
    sums.first += a[static_cast<size_t>(i)];
    sums.second += b[static_cast<size_t>(i)];
  }
  return sums;
}

// Generated instances: N = 3 then int(1.1 N + 1) per level, K in 2..N-1,
// B in 1..N, A in 1..2B. The reference's ratio is the largest over all
// K-subsets (compared by cross products), its digit change is not; on
// N <= 10 every K-subset is scored: the optimal ones earn 1 (correct), the
// others (ratio / optimum)^5 < 1.
TEST(FractionalProgrammingBruteForceTest, GeneratedInstancesAndReference) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 20)) {
    int64_t n = 3;
    for (int u = 0; u < g.level; ++u) n = n * 11 / 10 + 1;
    const std::vector<int64_t> a = g.Ints("a"), b = g.Ints("b");
    const int64_t k = g.Int("k");
    ASSERT_EQ(a.size(), static_cast<size_t>(n)) << g.Where();
    ASSERT_EQ(b.size(), static_cast<size_t>(n)) << g.Where();
    EXPECT_TRUE(k >= 2 && k <= n - 1) << g.Where();
    for (size_t i = 0; i < a.size(); ++i) {
      EXPECT_TRUE(b[i] >= 1 && b[i] <= n && a[i] >= 1 && a[i] <= 2 * b[i]) << g.Where();
    }
    std::pair<int64_t, int64_t> best{0, 1};
    testing::ForEachSubset(n, [&](const std::vector<int64_t>& subset) {
      const auto sums = Sums(a, b, k, subset);
      if (sums && sums->first * best.second > best.first * sums->second) best = *sums;
    });
    auto optimal = [&](const std::pair<int64_t, int64_t>& s) {
      return s.first * best.second == best.first * s.second;
    };
    const auto reference = Sums(a, b, k, Numbers(g.answer));
    ASSERT_TRUE(reference.has_value()) << g.Where() << ": " << g.answer;
    EXPECT_TRUE(optimal(*reference)) << g.Where() << ": " << g.answer;
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    ASSERT_TRUE(corrupted.has_value());
    const auto bad = Sums(a, b, k, Numbers(*corrupted));
    EXPECT_TRUE(!bad || !optimal(*bad)) << g.Where() << ": " << *corrupted;
    if (n > 10) continue;
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    testing::ForEachSubset(n, [&](const std::vector<int64_t>& subset) {
      const auto sums = Sums(a, b, k, subset);
      if (!sums) return;
      std::string text;
      for (const int64_t i : subset) text += std::to_string(i) + " ";
      const Verdict v = testing::ScoreWith(kName, *problem, "<answer>" + text + "</answer>");
      if (optimal(*sums)) {
        EXPECT_TRUE(v.correct && v.score == 1) << g.Where() << ": " << text;
      } else {
        EXPECT_FALSE(v.correct) << g.Where() << ": " << text;
        const double ratio = static_cast<double>(sums->first * best.second) /
                             static_cast<double>(sums->second * best.first);
        EXPECT_NEAR(v.score, std::pow(ratio, 5), 1e-12) << g.Where() << ": " << text;
        EXPECT_LT(v.score, 1) << g.Where() << ": " << text;
      }
    });
  }
}

// Past brute force: the reference's ratio p/q is optimal iff no K indices
// have a positive sum of A[i]·q - p·B[i] (then every K-subset has ratio
// <= p/q), i.e. iff the K largest of those keys do not sum above 0: a
// certificate checked here by a sort, at every level.
TEST(FractionalProgrammingBruteForceTest, ReferenceOptimalAtEveryLevel) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 50, 2)) {
    const std::vector<int64_t> a = g.Ints("a"), b = g.Ints("b");
    const int64_t k = g.Int("k");
    const auto reference = Sums(a, b, k, Numbers(g.answer));
    ASSERT_TRUE(reference.has_value()) << g.Where();
    const int64_t p = reference->first, q = reference->second;
    std::vector<int64_t> keys;
    for (size_t i = 0; i < a.size(); ++i) keys.push_back(a[i] * q - p * b[i]);
    std::sort(keys.rbegin(), keys.rend());
    int64_t top = 0;
    for (int64_t j = 0; j < k; ++j) top += keys[static_cast<size_t>(j)];
    EXPECT_EQ(top, 0) << g.Where();  // The reference itself sums to 0.
  }
}

}  // namespace
}  // namespace fractional_programming_test_cc
}  // namespace referee
