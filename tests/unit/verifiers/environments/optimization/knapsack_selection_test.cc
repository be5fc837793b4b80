// KnapsackSelection (RLVE-Gym Knapsack): choose distinct items of total
// weight at most the capacity with the largest total value; ladder -1
// unparseable, -0.5 a repeated or unknown item or the capacity exceeded,
// else (value / optimal value)^beta, beta = 5. Every expectation is worked
// out by hand below.
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
#include "verifiers/parsing/final_answer.h"

namespace referee {
inline namespace knapsack_selection_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::Numbers;

constexpr char kName[] = "knapsack_selection";

class KnapsackSelectionTest : public testing::VerifierTableTest {};

// Weights 2, 3, 4, 5, values 3, 4, 5, 7, capacity 5. Within weight 5: a
// single item (values 3, 4, 5, 7) or {0, 1} (weight 5, value 7); every
// other pair weighs 6 or more. The optimum is 7, reached by {3} and
// {0, 1}.
const char kItems[] =
    R"({"n": 4, "weights": [2, 3, 4, 5], "values": [3, 4, 5, 7], "capacity": 5})";

TEST_F(KnapsackSelectionTest, Ladder) {
  CheckInstance(
      kName, kItems,
      {{"<answer>0 1</answer>", 1, true, true},
       {"<answer>3</answer>", 1, true, true},  // The other optimum.
       {"<answer>\n1\t0 </answer>", 1, true, true},
       {"\\boxed{3}", 1, true, true},            // The \boxed fallback.
       {"<answer>+1 00</answer>", 1, true, true},  // int() accepts both.
       // {2}: value 5: (5/7)^5.
       {"<answer>2</answer>", std::pow(5.0 / 7.0, 5), false, true},
       // {1}: value 4: (4/7)^5.
       {"<answer>1</answer>", std::pow(4.0 / 7.0, 5), false, true},
       // Nothing chosen: value 0, (0/7)^5 = 0.
       {"<answer></answer>", 0, false, true},
       {"<answer>0 2</answer>", -0.5, false, true},  // Weight 6 > 5.
       {"<answer>3 0</answer>", -0.5, false, true},  // Weight 7 > 5.
       {"<answer>0 0</answer>", -0.5, false, true},  // 0 twice.
       {"<answer>4</answer>", -0.5, false, true},    // No item 4.
       {"<answer>-1</answer>", -0.5, false, true},
       {"<answer>0 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer>0 1 2 3 0</answer>", -0.5, false, true},  // 5 values of 4 items.
       {"<answer>0,1</answer>", -1, false, false},
       {"<answer>three</answer>", -1, false, false},
       {"0 1", -1, false, false},              // No tag.
       {"<answer>0 1", -1, false, false}});    // Unclosed.
  // beta = 1: {2} earns the plain 5/7.
  CheckInstance(kName, kItems, {{"<answer>2</answer>", 5.0 / 7.0, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

// Finish rejects a capacity below every weight (nothing fits: RLVE's
// gold would be 0); the lightest weight itself is fine.
TEST(KnapsackSelectionInstanceTest, FinishRejectsAnInstanceWhereNothingFits) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 2, "weights": [3, 2], "values": [1, 1], "capacity": 1})")
                   .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 2, "weights": [3, 2], "values": [1, 1], "capacity": 2})")
                  .ok());
}

// From the definition: the total value of `items` if they are distinct
// items of 0..n-1 within the capacity; -1 otherwise.
int64_t SelectionValue(const std::vector<int64_t>& weights, const std::vector<int64_t>& values,
                       int64_t capacity, const std::vector<int64_t>& items) {
  const int64_t n = static_cast<int64_t>(weights.size());
  std::vector<bool> chosen(weights.size(), false);
  int64_t weight = 0, value = 0;
  for (const int64_t i : items) {
    if (i < 0 || i >= n || chosen[static_cast<size_t>(i)]) return -1;
    chosen[static_cast<size_t>(i)] = true;
    weight += weights[static_cast<size_t>(i)];
    value += values[static_cast<size_t>(i)];
  }
  return weight <= capacity ? value : -1;
}

// Three equal items, capacity 1: the optima are {0}, {1} and {2}. Listed
// as 0 or 1, the digit change gives the next optimum; only "2" (changed to
// 3, no item) is safe, so the reference must be 2.
TEST(KnapsackSelectionReferenceTest, ListedAgainstTheDigitChange) {
  const PreparedProblemPtr problem = testing::PrepareInstance(
      kName, R"({"n": 3, "weights": [1, 1, 1], "values": [4, 4, 4], "capacity": 1})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(std::string(parsing::FinalAnswer(problem->task().DefaultReference(*problem))
                            .value_or("")),
            "2");
}

// Generated instances: N = 3 then int(1.1 N + 1) per level, W in 1..N,
// V in 1..2W, capacity in min W..sum W. The reference is optimal over all
// 2^N subsets and its digit change is not; on N <= 8 every subset is
// scored: the optimal ones earn 1 (correct), the other feasible ones
// (value/optimum)^5, the overweight ones -0.5.
TEST(KnapsackSelectionBruteForceTest, GeneratedInstancesAndReference) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 20)) {
    int64_t expected_n = 3;
    for (int u = 0; u < g.level; ++u) expected_n = expected_n * 11 / 10 + 1;
    const int64_t n = g.Int("n");
    ASSERT_EQ(n, expected_n) << g.Where();
    const std::vector<int64_t> weights = g.Ints("weights"), values = g.Ints("values");
    const int64_t capacity = g.Int("capacity");
    ASSERT_EQ(weights.size(), static_cast<size_t>(n));
    ASSERT_EQ(values.size(), static_cast<size_t>(n));
    int64_t lightest = n, total = 0;
    for (size_t i = 0; i < weights.size(); ++i) {
      EXPECT_TRUE(weights[i] >= 1 && weights[i] <= n) << g.Where();
      EXPECT_TRUE(values[i] >= 1 && values[i] <= 2 * weights[i]) << g.Where();
      lightest = std::min(lightest, weights[i]);
      total += weights[i];
    }
    EXPECT_TRUE(capacity >= lightest && capacity <= total) << g.Where();
    int64_t optimum = -1;
    testing::ForEachSubset(n, [&](const std::vector<int64_t>& subset) {
      optimum = std::max(optimum, SelectionValue(weights, values, capacity, subset));
    });
    EXPECT_EQ(SelectionValue(weights, values, capacity, Numbers(g.answer)), optimum)
        << g.Where() << ": " << g.answer;
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    ASSERT_TRUE(corrupted.has_value()) << g.Where();
    EXPECT_NE(SelectionValue(weights, values, capacity, Numbers(*corrupted)), optimum)
        << g.Where() << ": " << *corrupted;
    if (n > 8) continue;
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    testing::ForEachSubset(n, [&](const std::vector<int64_t>& subset) {
      std::string text;
      for (const int64_t i : subset) text += std::to_string(i) + " ";
      const Verdict v = testing::ScoreWith(kName, *problem, "<answer>" + text + "</answer>");
      const int64_t value = SelectionValue(weights, values, capacity, subset);
      if (value < 0) {
        EXPECT_EQ(v.score, -0.5) << g.Where() << ": " << text;
      } else if (value == optimum) {
        EXPECT_TRUE(v.correct && v.score == 1) << g.Where() << ": " << text;
      } else {
        EXPECT_FALSE(v.correct) << g.Where() << ": " << text;
        EXPECT_DOUBLE_EQ(v.score, std::pow(static_cast<double>(value) / optimum, 5))
            << g.Where() << ": " << text;
      }
    });
  }
}

}  // namespace
}  // namespace knapsack_selection_test_cc
}  // namespace referee
