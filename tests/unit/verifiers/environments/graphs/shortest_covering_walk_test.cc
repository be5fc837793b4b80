// Shortest covering walk (RLVE-Gym HamiltonianPath): a walk visiting every
// vertex of a weighted directed graph at least once, of least weight;
// ladder -1 unparseable, -0.5 a vertex out of range or never visited or a
// step that is no edge, else (least / weight)^beta, beta = 5. Every
// expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <optional>
#include <queue>
#include <string>
#include <tuple>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace shortest_covering_walk_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Numbers;

class ShortestCoveringWalkTest : public testing::VerifierTableTest {};

// Edges 0->1 (1), 1->0 (1), 1->2 (5), 0->2 (1), 2->3 (2), 3->1 (1). A walk
// over 4 vertices takes at least 3 steps of weight >= 1, so 3 is a lower
// bound; 3 is entered only by 2->3 (2), so a walk of weight 3 starts at 3,
// and 3 -> 1 -> 0 -> 2 (1 + 1 + 1) is the only one.
const char kGraph[] =
    R"({"n": 4, "edges": [[0, 1], [1, 0], [1, 2], [0, 2], [2, 3], [3, 1]],
        "weights": [1, 1, 5, 1, 2, 1]})";

TEST_F(ShortestCoveringWalkTest, Ladder) {
  CheckInstance(
      "shortest_covering_walk", kGraph,
      {{"<answer>3 1 0 2</answer>", 1, true, true},
       {"<answer>\n3\t1 0  2 \n</answer>", 1, true, true},
       {"\\boxed{3 1 0 2}", 1, true, true},               // The \boxed fallback.
       {"<answer>3 01 +0 2</answer>", 1, true, true},     // int() accepts both.
       {"<answer>1 0 2 3</answer>", std::pow(3.0 / 4.0, 5), false, true},  // 1 + 1 + 2.
       {"<answer>0 2 3 1</answer>", std::pow(3.0 / 4.0, 5), false, true},  // 1 + 2 + 1.
       // Revisits are allowed: 1 + 1 + 1 + 1 + 1.
       {"<answer>3 1 0 1 0 2</answer>", std::pow(3.0 / 5.0, 5), false, true},
       // 0 -> 1 -> 2 (1 + 5), then 3 (2), then 1 (1): 9.
       {"<answer>0 1 2 3 1</answer>", std::pow(3.0 / 9.0, 5), false, true},
       {"<answer>3 1 2</answer>", -0.5, false, true},        // 0 never visited.
       {"<answer>3 1 0</answer>", -0.5, false, true},        // 2 never visited.
       {"<answer>3 1 0 3</answer>", -0.5, false, true},      // 0 -> 3 is no edge.
       {"<answer>3 1 0 2 2</answer>", -0.5, false, true},    // Staying put is no edge.
       {"<answer>2 0 1 3</answer>", -0.5, false, true},      // 2 -> 0 is no edge.
       {"<answer>3 1 0 2 4</answer>", -0.5, false, true},    // No vertex 4.
       {"<answer>-1 3 1 0 2</answer>", -0.5, false, true},
       {"<answer>3 1 0 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer>2</answer>", -0.5, false, true},            // One vertex.
       {"<answer></answer>", -0.5, false, true},             // An empty walk.
       {"<answer>3 1 0 2.0</answer>", -1, false, false},
       {"<answer>3, 1, 0, 2</answer>", -1, false, false},    // Commas.
       {"<answer>3 1 0 two</answer>", -1, false, false},
       {"3 1 0 2", -1, false, false},                        // No tag.
       {"<answer>3 1 0 2", -1, false, false}});              // Unclosed.
  // beta = 1: the plain ratio 3/4.
  CheckInstance("shortest_covering_walk", kGraph,
                {{"<answer>1 0 2 3</answer>", 3.0 / 4.0, false, true}}, R"({"beta": 1})");
  EXPECT_FALSE(ParamError("shortest_covering_walk", R"({"beta": 0})").ok());
}

TEST_F(ShortestCoveringWalkTest, ALongWalkIsStillAWalk) {
  // 0 <-> 1 (weight 1 each way): 0 1 0 1 ... of 1,001 vertices weighs 1,000;
  // the least is 1.
  std::string walk = "<answer>0";
  for (int i = 0; i < 1000; ++i) walk += i % 2 == 0 ? " 1" : " 0";
  walk += "</answer>";
  CheckInstance("shortest_covering_walk",
                R"({"n": 2, "edges": [[0, 1], [1, 0]], "weights": [1, 1]})",
                {{walk.c_str(), std::pow(1.0 / 1000.0, 5), false, true},
                 {"<answer>1 0</answer>", 1, true, true},
                 {"<answer>0 1</answer>", 1, true, true}});
}

TEST(ShortestCoveringWalkInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           // A self-loop.
           R"({"n": 2, "edges": [[0, 1], [1, 1]], "weights": [1, 1]})",
           // An edge twice.
           R"({"n": 2, "edges": [[0, 1], [0, 1]], "weights": [1, 2]})",
           // 1 and 2 are both dead ends out of 0: no walk visits both.
           R"({"n": 3, "edges": [[0, 1], [0, 2]], "weights": [1, 1]})",
           // No edges at all.
           R"({"n": 2, "edges": [], "weights": []})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("shortest_covering_walk", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  "shortest_covering_walk",
                  R"({"n": 3, "edges": [[2, 0], [0, 2], [2, 1]], "weights": [3, 1, 1]})")
                  .ok());
}

// The weight of the walk listed in `numbers` if it is one (every step an
// edge) and visits all n vertices; -1 otherwise.
int64_t WalkWeight(int64_t n, const std::vector<std::vector<int64_t>>& edges,
                   const std::vector<int64_t>& weights, const std::vector<int64_t>& walk) {
  std::vector<bool> seen(static_cast<size_t>(n), false);
  int64_t total = 0;
  for (size_t i = 0; i < walk.size(); ++i) {
    if (walk[i] < 0 || walk[i] >= n) return -1;
    seen[static_cast<size_t>(walk[i])] = true;
    if (i == 0) continue;
    int64_t w = -1;
    for (size_t e = 0; e < edges.size(); ++e) {
      if (edges[e][0] == walk[i - 1] && edges[e][1] == walk[i]) w = weights[e];
    }
    if (w < 0) return -1;
    total += w;
  }
  for (const bool s : seen) {
    if (!s) return -1;
  }
  return total;
}

// Brute force from the definition, as RLVE-Gym computes it: Dijkstra over
// (vertices visited so far, where the walk is) from every single start,
// on the graph's own edges (no shortest-path closure). The reference must
// weigh that much; with its last digit changed (what the registry-wide
// property test tries) it must not be a lightest covering walk.
TEST(ShortestCoveringWalkBruteForceTest, ReferenceIsLightest) {
  for (const testing::Generated& g : testing::GenerateSmall("shortest_covering_walk", 4, 25)) {
    const int64_t n = g.Int("n");
    ASSERT_LE(n, 7) << g.Where();
    const std::vector<std::vector<int64_t>> edges = g.IntRows("edges");
    const std::vector<int64_t> weights = g.Ints("weights");
    const size_t full = (size_t{1} << n) - 1;
    std::vector<int64_t> dist((full + 1) * static_cast<size_t>(n), -1);
    using State = std::tuple<int64_t, size_t, int64_t>;  // Weight, visited, at.
    std::priority_queue<State, std::vector<State>, std::greater<State>> queue;
    for (int64_t v = 0; v < n; ++v) queue.push({0, size_t{1} << v, v});
    int64_t best = -1;
    while (!queue.empty()) {
      const auto [weight, visited, at] = queue.top();
      queue.pop();
      int64_t& known = dist[visited * static_cast<size_t>(n) + static_cast<size_t>(at)];
      if (known >= 0) continue;
      known = weight;
      if (visited == full) {
        best = weight;
        break;
      }
      for (size_t e = 0; e < edges.size(); ++e) {
        if (edges[e][0] != at) continue;
        queue.push({weight + weights[e], visited | size_t{1} << edges[e][1], edges[e][1]});
      }
    }
    ASSERT_GT(best, 0) << g.Where();
    EXPECT_EQ(WalkWeight(n, edges, weights, Numbers(g.answer)), best) << g.Where();
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    ASSERT_TRUE(corrupted.has_value()) << g.Where();
    const int64_t weight = WalkWeight(n, edges, weights, Numbers(*corrupted));
    EXPECT_TRUE(weight < 0 || weight > best) << g.Where() << ": " << *corrupted;
  }
}

// Level d has N = d + 3 and M = floor(p N(N-1)/100) edges for a density p
// in {5, 15, ..., 95} with M >= N; weights in 1..N (the hidden path's) or
// 1..max(1, N/2) (the others'), so at most N - 1 of them exceed N/2.
TEST(ShortestCoveringWalkInstanceTest, GeneratedSizes) {
  for (const testing::Generated& g : testing::GenerateSmall("shortest_covering_walk", 12, 3)) {
    const int64_t n = g.Int("n");
    EXPECT_EQ(n, g.level + 3) << g.Where();
    const int64_t m = static_cast<int64_t>(g.IntRows("edges").size());
    bool density_found = false;
    for (int64_t p = 5; p <= 95; p += 10) {
      density_found = density_found || (p * n * (n - 1) / 100 == m && m >= n);
    }
    EXPECT_TRUE(density_found) << g.Where() << ": " << m;
    int64_t heavy = 0;
    for (const int64_t w : g.Ints("weights")) {
      EXPECT_TRUE(w >= 1 && w <= n) << g.Where();
      heavy += w > std::max<int64_t>(1, n / 2) ? 1 : 0;
    }
    EXPECT_LE(heavy, n - 1) << g.Where();
  }
}

}  // namespace
}  // namespace shortest_covering_walk_test_cc
}  // namespace referee
