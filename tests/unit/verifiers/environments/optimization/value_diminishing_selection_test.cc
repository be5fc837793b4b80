// ValueDiminishingSelection (RLVE-Gym ValueDiminishingSelection): choose an
// ordered sequence of distinct items, each gaining W minus the R of the
// items before it; ladder -1 unparseable, -0.5 a repeated or unknown item,
// else (max(0, gain) / optimum)^beta, beta = 5 (1 when the optimum is 0).
// Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace value_diminishing_selection_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::Numbers;

constexpr char kName[] = "value_diminishing_selection";

class ValueDiminishingSelectionTest : public testing::VerifierTableTest {};

// W = 5, 4, 6, R = 3, 1, 2. All three in the order 1 2 0: 4 + (6 - 1) +
// (5 - 1 - 2) = 11; the other orders of all three give 10 (2 1 0:
// 6 + 2 + 2; 1 0 2: 4 + 4 + 2), 8 (0 1 2: 5 + 1 + 2; 2 0 1: 6 + 3 - 1)
// and 7 (0 2 1: 5 + 3 - 1); pairs give at most 9 (2 0: 6 + 3; 1 2:
// 4 + 5), single items at most 6. The optimum is 11, only by 1 2 0.
const char kItems[] = R"({"n": 3, "w": [5, 4, 6], "r": [3, 1, 2]})";

TEST_F(ValueDiminishingSelectionTest, Ladder) {
  CheckInstance(
      kName, kItems,
      {{"<answer>1 2 0</answer>", 1, true, true},
       {"<answer>\n1\t2 0 </answer>", 1, true, true},
       {"\\boxed{1 2 0}", 1, true, true},              // The \boxed fallback.
       {"<answer>+1 02 0</answer>", 1, true, true},    // int() accepts both.
       {"<answer>2 1 0</answer>", std::pow(10.0 / 11.0, 5), false, true},
       {"<answer>0 2 1</answer>", std::pow(7.0 / 11.0, 5), false, true},
       {"<answer>1 2</answer>", std::pow(9.0 / 11.0, 5), false, true},
       {"<answer>2</answer>", std::pow(6.0 / 11.0, 5), false, true},
       {"<answer></answer>", 0, false, true},               // Nothing: 0.
       {"<answer>1 1</answer>", -0.5, false, true},         // 1 twice.
       {"<answer>3</answer>", -0.5, false, true},           // No item 3.
       {"<answer>-1</answer>", -0.5, false, true},
       {"<answer>1 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer>1 2 0 1</answer>", -0.5, false, true},     // 4 values of 3 items.
       {"<answer>1,2,0</answer>", -1, false, false},
       {"<answer>one</answer>", -1, false, false},
       {"1 2 0", -1, false, false},              // No tag.
       {"<answer>1 2 0", -1, false, false}});    // Unclosed.
  // beta = 1: 2 1 0 earns the plain 10/11.
  CheckInstance(kName, kItems, {{"<answer>2 1 0</answer>", 10.0 / 11.0, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

// A negative total counts as 0: W = 0, 1, R = 5, 1. 0 then 1 gains
// 0 + (1 - 5) = -4, scored as 0; 1 alone gains 1, 1 then 0 gains
// 1 + (0 - 1) = 0: the optimum is 1. With every W = 0 the optimum is 0
// and every valid answer earns 1, the empty one too.
TEST_F(ValueDiminishingSelectionTest, NegativeGainAndZeroOptimum) {
  CheckInstance(kName, R"({"n": 2, "w": [0, 1], "r": [5, 1]})",
                {{"<answer>1</answer>", 1, true, true},
                 {"<answer>0 1</answer>", 0, false, true},
                 {"<answer>1 0</answer>", 0, false, true}});
  CheckInstance(kName, R"({"n": 2, "w": [0, 0], "r": [1, 1]})",
                {{"<answer></answer>", 1, true, true},
                 {"<answer>0</answer>", 1, true, true},
                 {"<answer>0 1</answer>", 1, true, true},
                 {"<answer>0 0</answer>", -0.5, false, true}});
}

// Reading rejects an R of 0, a negative W, a short list and n = 0.
TEST(ValueDiminishingSelectionInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kName, R"({"n": 2, "w": [1, 1], "r": [0, 1]})").ok());
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kName, R"({"n": 2, "w": [-1, 1], "r": [1, 1]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "w": [1], "r": [1, 1]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 0, "w": [], "r": []})").ok());
  EXPECT_TRUE(
      testing::PrepareInstanceStatus(kName, R"({"n": 2, "w": [1, 1], "r": [1, 1]})").ok());
}

// max(0, gain) of `sequence` if its items are distinct items of 0..n-1;
// -1 otherwise. From the definition.
int64_t SequenceValue(const std::vector<int64_t>& w, const std::vector<int64_t>& r,
                      const std::vector<int64_t>& sequence) {
  const int64_t n = static_cast<int64_t>(w.size());
  std::vector<bool> chosen(w.size(), false);
  int64_t gain = 0;
  for (size_t k = 0; k < sequence.size(); ++k) {
    const int64_t i = sequence[k];
    if (i < 0 || i >= n || chosen[static_cast<size_t>(i)]) return -1;
    chosen[static_cast<size_t>(i)] = true;
    gain += w[static_cast<size_t>(i)];
    for (size_t before = 0; before < k; ++before) {
      gain -= r[static_cast<size_t>(sequence[before])];
    }
  }
  return std::max<int64_t>(0, gain);
}

// Every ordered sequence of distinct items of 0..n-1 (the empty one too).
void ForEachSequence(int64_t n, const std::function<void(const std::vector<int64_t>&)>& visit) {
  std::vector<int64_t> sequence;
  std::vector<bool> used(static_cast<size_t>(n), false);
  std::function<void()> extend = [&]() {
    visit(sequence);
    for (int64_t i = 0; i < n; ++i) {
      if (used[static_cast<size_t>(i)]) continue;
      used[static_cast<size_t>(i)] = true;
      sequence.push_back(i);
      extend();
      sequence.pop_back();
      used[static_cast<size_t>(i)] = false;
    }
  };
  extend();
}

// Generated instances: N = 3 then int(1.1 N + 1) per level, W in
// 0..N²/2, R in 1..N. The optimum: over every ordered sequence for
// N <= 7; for larger N over every subset taken in R-ascending order (for
// a fixed set that order is best: swapping two neighbours a b, R[a] >
// R[b], changes the gain by R[a] - R[b] > 0). The reference reaches it
// and its last-digit change does not; on N <= 5 every sequence is
// scored: the optimal ones earn 1 (correct), the others
// (value/optimum)^5.
TEST(ValueDiminishingSelectionBruteForceTest, GeneratedInstancesAndReference) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 20)) {
    int64_t expected_n = 3;
    for (int u = 0; u < g.level; ++u) expected_n = expected_n * 11 / 10 + 1;
    const int64_t n = g.Int("n");
    ASSERT_EQ(n, expected_n) << g.Where();
    const std::vector<int64_t> w = g.Ints("w"), r = g.Ints("r");
    ASSERT_EQ(w.size(), static_cast<size_t>(n));
    ASSERT_EQ(r.size(), static_cast<size_t>(n));
    for (size_t i = 0; i < w.size(); ++i) {
      EXPECT_TRUE(w[i] >= 0 && w[i] <= n * n / 2) << g.Where();
      EXPECT_TRUE(r[i] >= 1 && r[i] <= n) << g.Where();
    }
    int64_t optimum = 0;
    if (n <= 7) {
      ForEachSequence(n, [&](const std::vector<int64_t>& s) {
        optimum = std::max(optimum, SequenceValue(w, r, s));
      });
    } else {
      testing::ForEachSubset(n, [&](const std::vector<int64_t>& subset) {
        std::vector<int64_t> s = subset;
        std::stable_sort(s.begin(), s.end(), [&](int64_t a, int64_t b) {
          return r[static_cast<size_t>(a)] < r[static_cast<size_t>(b)];
        });
        optimum = std::max(optimum, SequenceValue(w, r, s));
      });
    }
    EXPECT_EQ(SequenceValue(w, r, Numbers(g.answer)), optimum) << g.Where() << ": " << g.answer;
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    if (corrupted.has_value()) {
      EXPECT_NE(SequenceValue(w, r, Numbers(*corrupted)), optimum)
          << g.Where() << ": " << *corrupted;
    } else {
      EXPECT_EQ(optimum, 0) << g.Where();  // Only an empty reference has no digit.
    }
    if (n > 5) continue;
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    ForEachSequence(n, [&](const std::vector<int64_t>& s) {
      std::string text;
      for (const int64_t i : s) text += std::to_string(i) + " ";
      const Verdict v = testing::ScoreWith(kName, *problem, "<answer>" + text + "</answer>");
      const int64_t value = SequenceValue(w, r, s);
      if (value == optimum) {
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
}  // namespace value_diminishing_selection_test_cc
}  // namespace referee
