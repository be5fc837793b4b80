// MultiDrink (RLVE-Gym): order a tree's vertices so that consecutive ones
// are at distance <= 2; ladder -1 unparseable, -0.5 not a permutation,
// else (pairs at distance <= 2 / (N - 1))^beta, beta = 5.
// Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/parsing/final_answer.h"

namespace referee {
inline namespace tree_distance_two_order_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Numbers;

constexpr char kName[] = "tree_distance_two_order";

class TreeDistanceTwoOrderTest : public testing::VerifierTableTest {};

// The star 0-1, 0-2, 0-3 with the tail 3-4. At distance <= 2: 0 with every
// other vertex (4 through 3), 1, 2, 3 pairwise (through 0), 3-4. Farther:
// 1-4 and 2-4 (3 edges). The given order 1 2 0 4 3 is valid.
const char kTree[] =
    R"({"n": 5, "edges": [[0, 1], [0, 2], [0, 3], [3, 4]], "order": [1, 2, 0, 4, 3]})";

TEST_F(TreeDistanceTwoOrderTest, Ladder) {
  CheckInstance(
      kName, kTree,
      {{"<answer>1 2 0 4 3</answer>", 1, true, true},
       {"<answer>4 3 1 2 0</answer>", 1, true, true},  // Another valid order.
       {"<answer>+1 02 0 4 3</answer>", 1, true, true},
       {"\\boxed{1 2 0 4 3}", 1, true, true},  // The \boxed fallback.
       // 1-4 too far; 4-0, 0-2, 2-3 fine: (3/4)^5.
       {"<answer>1 4 0 2 3</answer>", std::pow(0.75, 5), false, true},
       // 1-4 and 4-2 too far; 2-3, 3-0 fine: (2/4)^5.
       {"<answer>1 4 2 3 0</answer>", 1.0 / 32, false, true},
       {"<answer>1 2 0 4</answer>", -0.5, false, true},      // Four of five.
       {"<answer>1 2 0 4 4</answer>", -0.5, false, true},    // 4 twice, 3 missing.
       {"<answer>1 2 0 4 5</answer>", -0.5, false, true},    // No vertex 5.
       {"<answer>1 2 0 4 3 0</answer>", -0.5, false, true},  // Six.
       {"<answer>-1 2 0 4 3</answer>", -0.5, false, true},
       {"<answer>1 2 0 4 99999999999999999999</answer>", -0.5, false, true},
       {"<answer></answer>", -0.5, false, true},
       {"<answer>1, 2, 0, 4, 3</answer>", -1, false, false},
       {"<answer>1 2 0 4 x</answer>", -1, false, false},
       {"1 2 0 4 3", -1, false, false},               // No tag.
       {"<answer>1 2 0 4 3", -1, false, false}});     // Unclosed.
  // beta = 1: three of four pairs earn the plain 3/4.
  CheckInstance(kName, kTree, {{"<answer>1 4 0 2 3</answer>", 0.75, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

TEST(TreeDistanceTwoOrderInstanceTest, RejectsBadInstances) {
  const auto status = [](const std::string& json) {
    return testing::PrepareInstanceStatus(kName, json);
  };
  EXPECT_TRUE(status(kTree).ok());
  // 1 then 4: three edges apart.
  EXPECT_FALSE(status(R"({"n": 5, "edges": [[0, 1], [0, 2], [0, 3], [3, 4]],
                          "order": [1, 4, 0, 2, 3]})")
                   .ok());
  EXPECT_FALSE(status(R"({"n": 5, "edges": [[0, 1], [0, 2], [0, 3], [3, 4]],
                          "order": [1, 2, 0, 4, 4]})")
                   .ok());
  EXPECT_FALSE(status(R"({"n": 5, "edges": [[0, 1], [0, 2], [0, 3], [3, 4]],
                          "order": [1, 2, 0, 4]})")
                   .ok());
  // A cycle 0-1-2 and 3-4 apart: four edges, no tree.
  EXPECT_FALSE(status(R"({"n": 5, "edges": [[0, 1], [1, 2], [0, 2], [3, 4]],
                          "order": [0, 1, 2, 3, 4]})")
                   .ok());
  EXPECT_FALSE(status(R"({"n": 5, "edges": [[0, 1], [0, 2], [0, 3]],
                          "order": [1, 2, 0, 4, 3]})")
                   .ok());
}

// Distances by breadth-first search from every vertex.
std::vector<std::vector<int64_t>> Distances(int64_t n,
                                            const std::vector<std::vector<int64_t>>& edges) {
  std::vector<std::vector<int64_t>> dist(static_cast<size_t>(n),
                                         std::vector<int64_t>(static_cast<size_t>(n), -1));
  for (int64_t s = 0; s < n; ++s) {
    std::vector<int64_t>& d = dist[static_cast<size_t>(s)];
    std::vector<int64_t> queue = {s};
    d[static_cast<size_t>(s)] = 0;
    for (size_t head = 0; head < queue.size(); ++head) {
      const int64_t x = queue[head];
      for (const auto& e : edges) {
        for (int side = 0; side < 2; ++side) {
          const int64_t y = e[1 - side];
          if (e[side] == x && d[static_cast<size_t>(y)] < 0) {
            d[static_cast<size_t>(y)] = d[static_cast<size_t>(x)] + 1;
            queue.push_back(y);
          }
        }
      }
    }
  }
  return dist;
}

// Generated instances, N = 4..7 at levels 0..3: N - 1 edges joining all
// vertices (a tree); the reference is the instance's order, valid. Every
// permutation (N! of them) scores (pairs at distance <= 2 / (N-1))^5, full
// only when all are.
TEST(TreeDistanceTwoOrderBruteForceTest, GeneratedInstances) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 3, 10)) {
    const int64_t n = g.Int("n");
    EXPECT_EQ(n, 4 + g.level) << g.Where();
    const std::vector<std::vector<int64_t>> edges = g.IntRows("edges");
    ASSERT_EQ(edges.size(), static_cast<size_t>(n - 1)) << g.Where();
    const std::vector<std::vector<int64_t>> dist = Distances(n, edges);
    for (const auto& row : dist) {
      for (const int64_t d : row) ASSERT_GE(d, 0) << g.Where();  // Connected.
    }
    const std::vector<int64_t> reference = Numbers(g.answer);
    EXPECT_EQ(reference, g.Ints("order")) << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    std::vector<int64_t> p(static_cast<size_t>(n));
    std::iota(p.begin(), p.end(), 0);
    int64_t winners = 0;
    do {
      int64_t near = 0;
      for (size_t i = 0; i + 1 < p.size(); ++i) {
        near += dist[static_cast<size_t>(p[i])][static_cast<size_t>(p[i + 1])] <= 2;
      }
      const std::string text = absl::StrJoin(p, " ");
      const Verdict v =
          testing::ScoreWith(kName, *problem, absl::StrCat("<answer>", text, "</answer>"));
      EXPECT_NEAR(v.score, std::pow(static_cast<double>(near) / static_cast<double>(n - 1), 5),
                  1e-12)
          << g.Where() << ": " << text;
      EXPECT_EQ(v.correct, near == n - 1) << g.Where() << ": " << text;
      winners += near == n - 1;
      if (p == reference) {
        EXPECT_EQ(near, n - 1) << g.Where();
      }
    } while (std::next_permutation(p.begin(), p.end()));
    EXPECT_GT(winners, 0) << g.Where();
  }
}

}  // namespace
}  // namespace tree_distance_two_order_test_cc
}  // namespace referee
