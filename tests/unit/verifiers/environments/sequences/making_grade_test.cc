// MakingGrade (RLVE-Gym): a monotone B closest to A in sum |A[i] - B[i]|;
// ladder -1 unparseable, -0.5 not N integers or not monotone, else
// (least cost / cost)^beta, beta = 5.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/parsing/final_answer.h"

namespace referee {
inline namespace making_grade_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class MakingGradeTest : public testing::VerifierTableTest {};

// A = 1 5 2 4. Non-decreasing B: B[2] <= B[3] gives |5 - B[2]| + |2 - B[3]|
// >= (5 - B[2]) + (B[3] - 2) >= 3, reached by 1 2 2 4 (also 1 3 3 4 and
// 1 4 4 4). Non-increasing B: B[1] >= B[2] gives |1 - B[1]| + |5 - B[2]|
// >= 4 and B[3] >= B[4] gives |2 - B[3]| + |4 - B[4]| >= 2: at least 6. So
// the least cost is 3.
constexpr char kInstance[] = R"({"values": [1, 5, 2, 4]})";

TEST_F(MakingGradeTest, Ladder) {
  CheckInstance(
      "making_grade", kInstance,
      {{"<answer>1 2 2 4</answer>", 1, true, true},
       {"<answer>1 3 3 4</answer>", 1, true, true},  // 0 + 2 + 1 + 0.
       {"<answer> 1\n4 4\t+4 </answer>", 1, true, true},  // 0 + 1 + 2 + 0.
       {"\\boxed{1 2 2 4}", 1, true, true},
       // 1 5 5 5: 0 + 0 + 3 + 1 = 4.
       {"<answer>1 5 5 5</answer>", std::pow(3.0 / 4.0, 5), false, true},
       // Constant 4 4 4 4 (both monotone): 3 + 1 + 2 + 0 = 6.
       {"<answer>4 4 4 4</answer>", std::pow(0.5, 5), false, true},
       // Non-increasing 5 5 2 2: 4 + 0 + 0 + 2 = 6.
       {"<answer>5 5 2 2</answer>", std::pow(0.5, 5), false, true},
       // -(10^20 - 1) 2 2 4 is non-decreasing: 10^20 + 3 + 0 + 0, credit
       // (3 / (10^20 + 3))^5, below 10^-95.
       {"<answer>-99999999999999999999 2 2 4</answer>", 0, false, true},
       {"<answer>1 5 2 4</answer>", -0.5, false, true},  // A: not monotone.
       {"<answer>5 1 2 4</answer>", -0.5, false, true},
       // 10^20 - 1 > 2: neither order.
       {"<answer>99999999999999999999 2 2 4</answer>", -0.5, false, true},
       // Huge values compared by magnitude: 10^20 - 2 < 10^20 - 1 > 2.
       {"<answer>99999999999999999998 99999999999999999999 2 2</answer>", -0.5, false, true},
       {"<answer>1 2 2</answer>", -0.5, false, true},      // 3 values.
       {"<answer>1 2 2 4 4</answer>", -0.5, false, true},  // 5 values.
       {"<answer></answer>", -0.5, false, true},
       {"<answer>1 2 2 x</answer>", -1, false, false},
       {"<answer>1, 2, 2, 4</answer>", -1, false, false},
       {"<answer>1 2 2 4.0</answer>", -1, false, false},
       {"1 2 2 4", -1, false, false}});
  // A small beta shows the huge answers' cost. Non-decreasing
  // -(10^20 - 1) 2 2 4 costs 10^20 + 3 (the 3 is below double precision);
  // non-increasing (10^20 - 1) (10^20 - 2) 2 2 costs (10^20 - 2) +
  // (10^20 - 7) + 0 + 2 = 2·10^20 - 7; -2^63 2 2 4 (int64's least value,
  // non-decreasing) costs 2^63 + 1 + 3 = 2^63 + 4.
  CheckInstance(
      "making_grade", kInstance,
      {{"<answer>-99999999999999999999 2 2 4</answer>", std::pow(3.0 / 1e20, 0.001), false,
        true},
       {"<answer>99999999999999999999 99999999999999999998 2 2</answer>",
        std::pow(3.0 / 2e20, 0.001), false, true},
       {"<answer>-9223372036854775808 2 2 4</answer>",
        std::pow(3.0 / 9223372036854775808.0, 0.001), false, true},
       {"<answer>1 5 5 5</answer>", std::pow(0.75, 0.001), false, true}},
      R"({"beta": 0.001})");
  // An already monotone A: the least cost is 0, any other cost earns 0.
  CheckInstance("making_grade", R"({"values": [1, 2, 3]})",
                {{"<answer>1 2 3</answer>", 1, true, true},
                 {"<answer>1 2 4</answer>", 0, false, true},
                 {"<answer>3 2 1</answer>", 0, false, true}});
}

int64_t Cost(const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  int64_t cost = 0;
  for (size_t i = 0; i < a.size(); ++i) cost += std::llabs(a[i] - b[i]);
  return cost;
}

// Brute force from the definition: the least cost of a non-decreasing B
// with values in [min A, max A] (clamping any B into that range keeps it
// monotone and never costs more), by f(v) = least cost of B[1..i] ending
// at B[i] = v, over all v; the non-increasing case is A negated.
int64_t LeastNonDecreasing(const std::vector<int64_t>& a) {
  const int64_t lo = *std::min_element(a.begin(), a.end());
  const int64_t hi = *std::max_element(a.begin(), a.end());
  std::vector<int64_t> f(static_cast<size_t>(hi - lo + 1), 0);
  for (const int64_t x : a) {
    int64_t best_before = std::numeric_limits<int64_t>::max();
    for (int64_t v = lo; v <= hi; ++v) {
      int64_t& cell = f[static_cast<size_t>(v - lo)];
      best_before = std::min(best_before, cell);  // Least over B[i-1] <= v.
      cell = best_before + std::llabs(x - v);
    }
  }
  return *std::min_element(f.begin(), f.end());
}

TEST(MakingGradeBruteForceTest, ReferenceIsOptimal) {
  for (const testing::Generated& g : testing::GenerateSmall("making_grade", 6, 20)) {
    const std::vector<int64_t> a = g.Ints("values");
    ASSERT_EQ(static_cast<int>(a.size()), 4 + g.level) << g.Where();
    const auto tokens = parsing::ParseIntegerTokens(g.answer, a.size() + 1);
    ASSERT_TRUE(tokens.has_value()) << g.Where();
    ASSERT_EQ(tokens->count, a.size()) << g.Where();
    const std::vector<int64_t>& b = tokens->values;
    EXPECT_TRUE(std::is_sorted(b.begin(), b.end()) || std::is_sorted(b.rbegin(), b.rend()))
        << g.Where();
    std::vector<int64_t> negated;
    for (const int64_t v : a) negated.push_back(-v);
    const int64_t least = std::min(LeastNonDecreasing(a), LeastNonDecreasing(negated));
    EXPECT_GT(least, 0) << g.Where();  // Generated A is never monotone.
    EXPECT_EQ(Cost(a, b), least) << g.Where();
  }
}

// Finish rejects nothing beyond the declared bounds: a single value and a
// monotone A are problems (of least cost 0).
TEST(MakingGradeInstanceTest, AcceptsMonotoneInstances) {
  EXPECT_TRUE(testing::PrepareInstanceStatus("making_grade", R"({"values": [7]})").ok());
  EXPECT_TRUE(
      testing::PrepareInstanceStatus("making_grade", R"({"values": [3, 3, -1]})").ok());
}

}  // namespace
}  // namespace making_grade_test_cc
}  // namespace referee
