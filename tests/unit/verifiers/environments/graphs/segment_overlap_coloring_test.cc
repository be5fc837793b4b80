// MinimumChromaticNumber_SegmentOverlap (RLVE-Gym): colour N closed
// segments, two sharing a point differently, with the fewest colours;
// ladder -1 unparseable, -0.5 not N colours, an overlapping pair alike or a
// colour past 64 bits, else (fewest / colours used)^beta, beta = 5.
// Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/parsing/final_answer.h"
#include "tests/sanitizers.h"

namespace referee {
inline namespace segment_overlap_coloring_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Numbers;

constexpr char kName[] = "segment_overlap_coloring";

class SegmentOverlapColoringTest : public testing::VerifierTableTest {};

// Segments 0 = [1, 3], 1 = [2, 5], 2 = [4, 6], 3 = [7, 7] (N = 4, ends in
// 1..7). Overlapping pairs: 0-1 (2..3) and 1-2 (4..5); 0-2 do not (3 < 4),
// 3 meets none. At most two segments hold any point (2, 3: 0 and 1; 4, 5:
// 1 and 2), and 0, 2, 3 pairwise disjoint take one colour: 2 colours.
const char kFour[] = R"({"n": 4, "segments": [[1, 3], [2, 5], [4, 6], [7, 7]]})";
// Closed segments: [1, 2] and [2, 3] share the point 2. Fewest: 2.
const char kTouch[] = R"({"n": 3, "segments": [[1, 2], [2, 3], [4, 5]]})";

TEST_F(SegmentOverlapColoringTest, Ladder) {
  CheckInstance(
      kName, kFour,
      {{"<answer>0 1 0 0</answer>", 1, true, true},
       {"<answer>7 -3 7 -3</answer>", 1, true, true},  // Any names; 3 meets nobody.
       {"<answer>+0 01 0 0</answer>", 1, true, true},
       {"\\boxed{1 0 1 1}", 1, true, true},  // The \boxed fallback.
       {"<answer>5 -5 5 9</answer>", std::pow(2.0 / 3, 5), false, true},  // Three colours.
       {"<answer>0 1 2 3</answer>", 1.0 / 32, false, true},               // Four: (2/4)^5.
       {"<answer>0 0 1 1</answer>", -0.5, false, true},  // 0 and 1 overlap.
       {"<answer>0 1 1 0</answer>", -0.5, false, true},  // 1 and 2 overlap.
       {"<answer>0 0 0 0</answer>", -0.5, false, true},
       {"<answer>0 1 0</answer>", -0.5, false, true},      // Three colours for four.
       {"<answer>0 1 0 0 1</answer>", -0.5, false, true},  // Five.
       {"<answer></answer>", -0.5, false, true},
       // A colour past 64 bits (documented deviation), and -2^63 itself.
       {"<answer>0 1 0 99999999999999999999</answer>", -0.5, false, true},
       {"<answer>0 1 0 -9223372036854775808</answer>", -0.5, false, true},
       {"<answer>0 1 0 9223372036854775807</answer>", std::pow(2.0 / 3, 5), false, true},
       {"<answer>0, 1, 0, 0</answer>", -1, false, false},
       {"<answer>0 1 0 zero</answer>", -1, false, false},
       {"0 1 0 0", -1, false, false},               // No tag.
       {"<answer>0 1 0 0", -1, false, false}});     // Unclosed.
  CheckInstance(kName, kTouch,
                {{"<answer>0 1 0</answer>", 1, true, true},
                 {"<answer>0 1 1</answer>", 1, true, true},
                 {"<answer>0 0 1</answer>", -0.5, false, true}});  // Both hold 2.
  // beta = 1: three colours for two earn the plain 2/3.
  CheckInstance(kName, kFour, {{"<answer>0 1 0 2</answer>", 2.0 / 3, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

TEST(SegmentOverlapColoringInstanceTest, RejectsBadSegments) {
  const auto status = [](const std::string& json) {
    return testing::PrepareInstanceStatus(kName, json);
  };
  EXPECT_TRUE(status(R"({"n": 3, "segments": [[1, 5], [5, 5], [2, 3]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "segments": [[1, 6], [5, 5], [2, 3]]})").ok());  // 6 > 2n-1.
  EXPECT_FALSE(status(R"({"n": 3, "segments": [[3, 2], [5, 5], [2, 3]]})").ok());  // l > r.
  EXPECT_FALSE(status(R"({"n": 3, "segments": [[0, 2], [5, 5], [2, 3]]})").ok());  // l < 1.
  EXPECT_FALSE(status(R"({"n": 3, "segments": [[1, 2], [2, 3]]})").ok());          // Two.
  EXPECT_FALSE(status(R"({"n": 2, "segments": [[1, 2], [2, 3]]})").ok());          // n < 3.
  EXPECT_FALSE(status(R"({"n": 3, "segments": [[1, 2, 3], [2, 3], [1, 1]]})").ok());
}

bool Overlap(const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  return std::max(a[0], b[0]) <= std::min(a[1], b[1]);
}

// Proper, from the definition: every overlapping pair differs.
bool Proper(const std::vector<std::vector<int64_t>>& segments, const std::vector<int64_t>& c) {
  for (size_t u = 0; u < segments.size(); ++u) {
    for (size_t v = u + 1; v < segments.size(); ++v) {
      if (Overlap(segments[u], segments[v]) && c[u] == c[v]) return false;
    }
  }
  return true;
}

// The least k with a proper colouring in 0..k-1, by exhaustive search.
bool Colourable(const std::vector<std::vector<int64_t>>& segments, std::vector<int64_t>& c,
                size_t next, int64_t k) {
  if (next == c.size()) return true;
  for (int64_t colour = 0; colour < k; ++colour) {
    bool ok = true;
    for (size_t u = 0; u < next; ++u) {
      ok = ok && !(c[u] == colour && Overlap(segments[u], segments[next]));
    }
    if (!ok) continue;
    c[next] = colour;
    if (Colourable(segments, c, next + 1, k)) return true;
  }
  return false;
}
int64_t Chromatic(const std::vector<std::vector<int64_t>>& segments) {
  for (int64_t k = 1;; ++k) {
    std::vector<int64_t> c(segments.size());
    if (Colourable(segments, c, 0, k)) return k;
  }
}

// Generated instances, N = 3, 4, ..., 10, 12 at levels 0..8: N segments
// with ends in 1..2N-1; the reference is proper and uses exactly the
// exhaustive chromatic number of colours (which is also the most segments
// on one point), earning 1. For N <= 5 every colouring in 0..N-1 (N^N)
// scores -0.5 if improper, else (chromatic / used)^5, full only if optimal.
TEST(SegmentOverlapColoringBruteForceTest, GeneratedInstances) {
  const int64_t sizes[] = {3, 4, 5, 6, 7, 8, 9, 10, 12};
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, testing::SweepSeeds(20))) {
    const int64_t n = g.Int("n");
    EXPECT_EQ(n, sizes[g.level]) << g.Where();
    const std::vector<std::vector<int64_t>> segments = g.IntRows("segments");
    ASSERT_EQ(segments.size(), static_cast<size_t>(n)) << g.Where();
    int64_t deepest = 0;
    for (int64_t x = 1; x <= 2 * n - 1; ++x) {
      int64_t depth = 0;
      for (const auto& s : segments) depth += s[0] <= x && x <= s[1];
      deepest = std::max(deepest, depth);
    }
    for (const auto& s : segments) {
      EXPECT_TRUE(1 <= s[0] && s[0] <= s[1] && s[1] <= 2 * n - 1) << g.Where();
    }
    const int64_t chromatic = Chromatic(segments);
    EXPECT_EQ(chromatic, deepest) << g.Where();
    const std::vector<int64_t> colour = Numbers(g.answer);
    ASSERT_EQ(colour.size(), static_cast<size_t>(n)) << g.Where();
    EXPECT_TRUE(Proper(segments, colour)) << g.Where();
    EXPECT_EQ(static_cast<int64_t>(std::set<int64_t>(colour.begin(), colour.end()).size()),
              chromatic)
        << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    EXPECT_EQ(testing::ScoreWith(kName, *problem, g.reference_output).score, 1) << g.Where();
    if (n > 5) continue;
    int64_t total = 1;
    for (int64_t i = 0; i < n; ++i) total *= n;
    for (int64_t code = 0; code < total; ++code) {
      std::vector<int64_t> c(static_cast<size_t>(n));
      std::string text;
      for (int64_t i = 0, rest = code; i < n; ++i, rest /= n) {
        c[static_cast<size_t>(i)] = rest % n;
        absl::StrAppend(&text, " ", rest % n);
      }
      const Verdict v =
          testing::ScoreWith(kName, *problem, absl::StrCat("<answer>", text, "</answer>"));
      if (!Proper(segments, c)) {
        EXPECT_EQ(v.score, -0.5) << g.Where() << ":" << text;
        continue;
      }
      const int64_t used = static_cast<int64_t>(std::set<int64_t>(c.begin(), c.end()).size());
      EXPECT_EQ(v.correct, used == chromatic) << g.Where() << ":" << text;
      EXPECT_NEAR(v.score, std::pow(static_cast<double>(chromatic) / static_cast<double>(used), 5),
                  1e-12)
          << g.Where() << ":" << text;
    }
  }
}

}  // namespace
}  // namespace segment_overlap_coloring_test_cc
}  // namespace referee
