// MaxSegmentCoverageConstraint (RLVE-Gym MaxSegmentCoverageConstraint):
// select as many segments as possible while each constrained point is
// covered by at most its limit; ladder -1 unparseable, -0.5 a repeated or
// unknown segment or a broken constraint, else (selected / optimum)^beta,
// beta = 5. Every expectation is worked out by hand below.
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
inline namespace max_segment_coverage_constraint_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::Numbers;

constexpr char kName[] = "max_segment_coverage_constraint";

class MaxSegmentCoverageConstraintTest : public testing::VerifierTableTest {};

// Segments 0 [0, 4], 1 [1, 2], 2 [3, 5], 3 [2, 3]; at most 1 selected
// segment covers point 2 (covered by 0, 1, 3) and point 3 (by 0, 2, 3).
// 0 and 3 each meet every other segment at 2 or 3, so they go alone;
// 1 and 2 fit together (2 covers 1, 3 covers 2): the optimum is 2, only by
// {1, 2}.
const char kSegments[] =
    R"({"n": 4, "segments": [[0, 4], [1, 2], [3, 5], [2, 3]], "constraints": [[2, 1], [3, 1]]})";

TEST_F(MaxSegmentCoverageConstraintTest, Ladder) {
  CheckInstance(
      kName, kSegments,
      {{"<answer>1 2</answer>", 1, true, true},
       {"<answer>2 1</answer>", 1, true, true},  // Any order.
       {"<answer>\n1\t2 </answer>", 1, true, true},
       {"\\boxed{1 2}", 1, true, true},           // The \boxed fallback.
       {"<answer>+1 02</answer>", 1, true, true},  // int() accepts both.
       {"<answer>0</answer>", std::pow(0.5, 5), false, true},  // 1 of 2.
       {"<answer>3</answer>", std::pow(0.5, 5), false, true},
       {"<answer></answer>", 0, false, true},                  // Nothing.
       {"<answer>0 1</answer>", -0.5, false, true},  // Point 2 covered twice.
       {"<answer>0 2</answer>", -0.5, false, true},  // Point 3 covered twice.
       {"<answer>1 1</answer>", -0.5, false, true},  // 1 twice.
       {"<answer>4</answer>", -0.5, false, true},    // No segment 4.
       {"<answer>-1</answer>", -0.5, false, true},
       {"<answer>1 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer>1 2 0 3 1</answer>", -0.5, false, true},  // 5 values of 4 segments.
       {"<answer>1,2</answer>", -1, false, false},
       {"<answer>one two</answer>", -1, false, false},
       {"1 2", -1, false, false},              // No tag.
       {"<answer>1 2", -1, false, false}});    // Unclosed.
  // beta = 1: one segment earns the plain 1/2.
  CheckInstance(kName, kSegments, {{"<answer>0</answer>", 0.5, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

// Reading rejects a segment with l > r, a limit of 0, a point past 400 and
// a segment list shorter than n.
TEST(MaxSegmentCoverageConstraintInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 1, "segments": [[2, 1]], "constraints": [[1, 1]]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 1, "segments": [[1, 2]], "constraints": [[1, 0]]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 1, "segments": [[1, 2]], "constraints": [[401, 1]]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 2, "segments": [[1, 2]], "constraints": [[1, 1]]})")
                   .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 1, "segments": [[1, 2]], "constraints": [[1, 1]]})")
                  .ok());
}

// The number of segments in `subset` if no constraint is broken; -1
// otherwise. From the definition: each constrained point's cover counted
// directly.
int64_t SelectionValue(const std::vector<std::vector<int64_t>>& segments,
                       const std::vector<std::vector<int64_t>>& constraints,
                       const std::vector<int64_t>& subset) {
  const int64_t n = static_cast<int64_t>(segments.size());
  std::vector<bool> chosen(segments.size(), false);
  for (const int64_t i : subset) {
    if (i < 0 || i >= n || chosen[static_cast<size_t>(i)]) return -1;
    chosen[static_cast<size_t>(i)] = true;
  }
  for (const std::vector<int64_t>& c : constraints) {
    int64_t cover = 0;
    for (const int64_t i : subset) {
      const std::vector<int64_t>& s = segments[static_cast<size_t>(i)];
      if (s[0] <= c[0] && c[0] <= s[1]) ++cover;
    }
    if (cover > c[1]) return -1;
  }
  return static_cast<int64_t>(subset.size());
}

// Generated instances: N = 3 + d, l in 0..2N, r in l..2N, constraint
// points distinct and covered, limits in 1..their coverage. The reference
// reaches the optimum over all 2^N subsets and its last-digit change does
// not; on N <= 8 every subset is scored: the optimal ones earn 1
// (correct), the other valid ones (size/optimum)^5, the others -0.5.
TEST(MaxSegmentCoverageConstraintBruteForceTest, GeneratedInstancesAndReference) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 9, 20)) {
    const int64_t n = g.Int("n");
    ASSERT_EQ(n, 3 + g.level) << g.Where();
    const auto segments = g.IntRows("segments"), constraints = g.IntRows("constraints");
    ASSERT_EQ(segments.size(), static_cast<size_t>(n));
    for (const auto& s : segments) {
      EXPECT_TRUE(0 <= s[0] && s[0] <= s[1] && s[1] <= 2 * n) << g.Where();
    }
    ASSERT_FALSE(constraints.empty()) << g.Where();
    std::vector<int64_t> points;
    for (const auto& c : constraints) {
      int64_t coverage = 0;
      for (const auto& s : segments) coverage += s[0] <= c[0] && c[0] <= s[1];
      EXPECT_TRUE(c[1] >= 1 && c[1] <= coverage) << g.Where();
      points.push_back(c[0]);
    }
    std::sort(points.begin(), points.end());
    EXPECT_EQ(std::adjacent_find(points.begin(), points.end()), points.end()) << g.Where();
    int64_t optimum = -1;
    testing::ForEachSubset(n, [&](const std::vector<int64_t>& subset) {
      optimum = std::max(optimum, SelectionValue(segments, constraints, subset));
    });
    EXPECT_EQ(SelectionValue(segments, constraints, Numbers(g.answer)), optimum)
        << g.Where() << ": " << g.answer;
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    ASSERT_TRUE(corrupted.has_value()) << g.Where();
    EXPECT_NE(SelectionValue(segments, constraints, Numbers(*corrupted)), optimum)
        << g.Where() << ": " << *corrupted;
    if (n > 8) continue;
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    testing::ForEachSubset(n, [&](const std::vector<int64_t>& subset) {
      std::string text;
      for (const int64_t i : subset) text += std::to_string(i) + " ";
      const Verdict v = testing::ScoreWith(kName, *problem, "<answer>" + text + "</answer>");
      const int64_t value = SelectionValue(segments, constraints, subset);
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
}  // namespace max_segment_coverage_constraint_test_cc
}  // namespace referee
