// MaxXorPath (RLVE-Gym): the largest XOR of the weights along a walk from
// 0 to N-1; ladder -1 not one integer, 1 the maximum, else 0.
// Every expectation is worked out by hand below.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/parsing/final_answer.h"

namespace referee {
inline namespace max_xor_path_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "max_xor_path";

class MaxXorPathTest : public testing::VerifierTableTest {};

// The edge 0-3 (weight 1) and the triangle 0-1 (2), 1-2 (4), 0-2 (8)
// hanging at 0. The only simple path to 3 is 0-3 (XOR 1); the walk
// 0-1-2-0-3 adds the triangle: 2 ^ 4 ^ 8 ^ 1 = 15, the most 4 bits hold.
const char kGraph[] = R"({"n": 4, "edges": [[0, 3, 1], [0, 1, 2], [1, 2, 4], [0, 2, 8]]})";

TEST_F(MaxXorPathTest, Ladder) {
  CheckInstance(kName, kGraph,
                {{"<answer>15</answer>", 1, true, true},
                 {"<answer> 15 </answer>", 1, true, true},
                 {"\\boxed{15}", 1, true, true},  // The \boxed fallback.
                 {"<answer>1</answer>", 0, false, true},   // The simple path alone.
                 {"<answer>14</answer>", 0, false, true},  // The triangle alone.
                 {"<answer>16</answer>", 0, false, true},
                 {"<answer>-15</answer>", 0, false, true},
                 {"<answer>99999999999999999999</answer>", 0, false, true},
                 {"<answer>15 16</answer>", -1, false, false},
                 {"<answer>fifteen</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"15", -1, false, false}});  // No tag.
}

TEST(MaxXorPathInstanceTest, RejectsBadInstances) {
  const auto status = [](const std::string& json) {
    return testing::PrepareInstanceStatus(kName, json);
  };
  EXPECT_TRUE(status(kGraph).ok());
  EXPECT_TRUE(status(R"({"n": 2, "edges": [[1, 0, 1048575]]})").ok());
  EXPECT_FALSE(status(R"({"n": 2, "edges": [[1, 0, 1048576]]})").ok());  // 2^20.
  EXPECT_FALSE(status(R"({"n": 3, "edges": [[0, 1, 1]]})").ok());         // 2 unreached.
  EXPECT_FALSE(status(R"({"n": 2, "edges": []})").ok());
  EXPECT_FALSE(status(R"({"n": 2, "edges": [[0, 1, 1], [1, 0, 2]]})").ok());  // Twice.
  EXPECT_FALSE(status(R"({"n": 2, "edges": [[0, 1, 1], [1, 1, 2]]})").ok());  // A loop.
  EXPECT_FALSE(status(R"({"n": 2, "edges": [[0, 2, 1]]})").ok());
}

// The largest walk XOR by search over (vertex, XOR so far) states: every
// walk from 0 is a path in this state graph, so the answer is the largest
// XOR reachable together with vertex n - 1.
int64_t BruteForce(int64_t n, const std::vector<std::vector<int64_t>>& edges) {
  int64_t limit = 1;
  for (const auto& e : edges) {
    while (limit <= e[2]) limit *= 2;
  }
  std::vector<bool> seen(static_cast<size_t>(n * limit), false);
  std::vector<std::pair<int64_t, int64_t>> queue = {{0, 0}};
  seen[0] = true;
  int64_t best = -1;
  for (size_t head = 0; head < queue.size(); ++head) {
    const auto [u, x] = queue[head];
    if (u == n - 1) best = std::max(best, x);
    for (const auto& e : edges) {
      for (int side = 0; side < 2; ++side) {
        if (e[side] != u) continue;
        const int64_t v = e[1 - side], y = x ^ e[2];
        if (!seen[static_cast<size_t>(v * limit + y)]) {
          seen[static_cast<size_t>(v * limit + y)] = true;
          queue.push_back({v, y});
        }
      }
    }
  }
  return best;
}

// Generated instances, N = 4..10 at levels 0..6: distinct edges u < v; the
// answer is the state search's maximum; it earns 1 and its neighbours 0.
TEST(MaxXorPathBruteForceTest, GeneratedInstances) {
  const int64_t sizes[] = {4, 5, 6, 7, 8, 9, 10};
  for (const testing::Generated& g : testing::GenerateSmall(kName, 6, 20)) {
    const int64_t n = g.Int("n");
    EXPECT_EQ(n, sizes[g.level]) << g.Where();
    const std::vector<std::vector<int64_t>> edges = g.IntRows("edges");
    for (const auto& e : edges) EXPECT_TRUE(0 <= e[0] && e[0] < e[1] && e[1] < n) << g.Where();
    const int64_t best = BruteForce(n, edges);
    ASSERT_GE(best, 0) << g.Where();
    EXPECT_EQ(g.answer, absl::StrCat(best)) << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    EXPECT_EQ(testing::ScoreWith(kName, *problem, absl::StrCat("<answer>", best, "</answer>")).score,
              1)
        << g.Where();
    EXPECT_EQ(
        testing::ScoreWith(kName, *problem, absl::StrCat("<answer>", best + 1, "</answer>")).score,
        0)
        << g.Where();
  }
}

}  // namespace
}  // namespace max_xor_path_test_cc
}  // namespace referee
