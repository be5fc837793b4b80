// MinimumDirectedSpanningTree (RLVE-Gym): N-1 edges of a weighted directed
// graph forming a spanning arborescence at the root, of least weight;
// ladder -1 unparseable or an odd count, -0.5 not N-1 pairs or not an
// arborescence of the graph's edges, else (optimum / weight)^beta,
// beta = 5. Every expectation is worked out by hand below.
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
inline namespace minimum_directed_spanning_tree_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::Numbers;

class MinimumDirectedSpanningTreeTest : public testing::VerifierTableTest {};

// Root 0; edges 0->1 (2), 0->2 (2), 2->1 (1), 1->2 (1), 2->3 (4). Vertex 3
// can only be entered by 2->3 (4); 1 by 0->1 or 2->1, 2 by 0->2 or 1->2.
// The choices: {0->1, 0->2} = 2 + 2 + 4 = 8; {2->1, 0->2} = 1 + 2 + 4 = 7;
// {0->1, 1->2} = 2 + 1 + 4 = 7; {2->1, 1->2} is a cycle cut off from the
// root. So the optimum is 7, reached by two arborescences.
const char kGraph[] =
    R"({"n": 4, "root": 0, "edges": [[0, 1], [0, 2], [2, 1], [1, 2], [2, 3]],
        "weights": [2, 2, 1, 1, 4]})";

TEST_F(MinimumDirectedSpanningTreeTest, Ladder) {
  CheckInstance(
      "minimum_directed_spanning_tree", kGraph,
      {{"<answer>0 2 2 1 2 3</answer>", 1, true, true},
       {"<answer>2 3 2 1 0 2</answer>", 1, true, true},  // Any order of the edges.
       {"<answer>0 1 1 2 2 3</answer>", 1, true, true},  // The other optimum.
       {"<answer>\n 0 2\t2 1 \n2 3\n</answer>", 1, true, true},
       {"\\boxed{0 2 2 1 2 3}", 1, true, true},          // The \boxed fallback.
       {"<answer>0 02 +2 1 2 3</answer>", 1, true, true},  // int() accepts both.
       {"<answer>0 1 0 2 2 3</answer>", std::pow(7.0 / 8.0, 5), false, true},  // Weight 8.
       {"<answer>0 1 1 3 0 2</answer>", -0.5, false, true},  // 1->3 is no edge.
       {"<answer>2 0 0 1 2 3</answer>", -0.5, false, true},  // Into the root.
       {"<answer>0 1 2 1 2 3</answer>", -0.5, false, true},  // 1 entered twice.
       {"<answer>1 2 2 1 2 3</answer>", -0.5, false, true},  // A cycle, 0 reaches none.
       {"<answer>2 1 1 2 0 3</answer>", -0.5, false, true},  // A cycle (0->3 no edge too).
       {"<answer>0 0 2 1 2 3</answer>", -0.5, false, true},  // s = t.
       {"<answer>0 2 2 1 2 4</answer>", -0.5, false, true},  // No vertex 4.
       {"<answer>-1 2 2 1 2 3</answer>", -0.5, false, true},
       {"<answer>0 2 2 1 2 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer>0 2 2 1</answer>", -0.5, false, true},          // 2 pairs, not 3.
       {"<answer>0 2 2 1 2 3 0 1</answer>", -0.5, false, true},  // 4 pairs.
       {"<answer></answer>", -0.5, false, true},                 // 0 pairs.
       {"<answer>0 2 2 1 2</answer>", -1, false, false},         // An odd count.
       {"<answer>0 2, 2 1, 2 3</answer>", -1, false, false},     // Commas.
       {"<answer>0 2 2 1 2 three</answer>", -1, false, false},
       {"0 2 2 1 2 3", -1, false, false},                        // No tag.
       {"<answer>0 2 2 1 2 3", -1, false, false}});              // Unclosed.
  // beta = 1: the plain ratio 7/8.
  CheckInstance("minimum_directed_spanning_tree", kGraph,
                {{"<answer>0 1 0 2 2 3</answer>", 7.0 / 8.0, false, true}}, R"({"beta": 1})");
  EXPECT_FALSE(ParamError("minimum_directed_spanning_tree", R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError("minimum_directed_spanning_tree", R"({"beta": 2})").ok());
}

TEST(MinimumDirectedSpanningTreeInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           // A self-loop.
           R"({"n": 2, "root": 0, "edges": [[0, 1], [1, 1]], "weights": [1, 1]})",
           // An edge twice.
           R"({"n": 2, "root": 0, "edges": [[0, 1], [0, 1]], "weights": [1, 2]})",
           // 0 reaches nothing.
           R"({"n": 2, "root": 0, "edges": [[1, 0]], "weights": [1]})",
           // 2 is not reachable from the root 1.
           R"({"n": 3, "root": 1, "edges": [[1, 0], [2, 1]], "weights": [1, 1]})",
       }) {
    const absl::Status status =
        testing::PrepareInstanceStatus("minimum_directed_spanning_tree", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  "minimum_directed_spanning_tree",
                  R"({"n": 3, "root": 2, "edges": [[2, 0], [0, 1], [1, 0]], "weights": [3, 1, 1]})")
                  .ok());
}

// The weight of the pairs "s t" listed in `numbers` if they are n-1 edges
// of the graph forming an arborescence rooted at `root`; -1 otherwise.
int64_t ArborescenceWeight(int64_t n, int64_t root,
                           const std::vector<std::vector<int64_t>>& edges,
                           const std::vector<int64_t>& weights,
                           const std::vector<int64_t>& numbers) {
  if (numbers.size() != static_cast<size_t>(2 * (n - 1))) return -1;
  std::vector<int64_t> parent(static_cast<size_t>(n), -1);
  int64_t total = 0;
  for (size_t i = 0; i < numbers.size(); i += 2) {
    const int64_t s = numbers[i], t = numbers[i + 1];
    if (t < 0 || t >= n || t == root || parent[static_cast<size_t>(t)] >= 0) return -1;
    int64_t w = -1;
    for (size_t e = 0; e < edges.size(); ++e) {
      if (edges[e][0] == s && edges[e][1] == t) w = weights[e];
    }
    if (w < 0) return -1;
    parent[static_cast<size_t>(t)] = s;
    total += w;
  }
  // Every vertex leads back to the root within n steps.
  for (int64_t v = 0; v < n; ++v) {
    int64_t u = v;
    for (int64_t step = 0; step < n && u != root; ++step) u = parent[static_cast<size_t>(u)];
    if (u != root) return -1;
  }
  return total;
}

// Brute force from the definition: every choice of one incoming edge per
// vertex other than the root, kept if following the choices from every
// vertex reaches the root. The reference must be as light as the best;
// with its last digit changed (what the registry-wide property test tries)
// it must not be an optimal arborescence.
TEST(MinimumDirectedSpanningTreeBruteForceTest, ReferenceIsOptimal) {
  for (const testing::Generated& g :
       testing::GenerateSmall("minimum_directed_spanning_tree", 3, 25)) {
    const int64_t n = g.Int("n"), root = g.Int("root");
    ASSERT_LE(n, 7) << g.Where();
    const std::vector<std::vector<int64_t>> edges = g.IntRows("edges");
    const std::vector<int64_t> weights = g.Ints("weights");
    std::vector<std::vector<size_t>> into(static_cast<size_t>(n));
    for (size_t e = 0; e < edges.size(); ++e) into[static_cast<size_t>(edges[e][1])].push_back(e);
    int64_t best = -1;
    std::vector<int64_t> parent(static_cast<size_t>(n), -1);
    std::function<void(int64_t, int64_t)> choose = [&](int64_t v, int64_t weight) {
      if (v == n) {
        for (int64_t x = 0; x < n; ++x) {
          int64_t u = x;
          for (int64_t step = 0; step < n && u != root; ++step) {
            u = parent[static_cast<size_t>(u)];
          }
          if (u != root) return;
        }
        if (best < 0 || weight < best) best = weight;
        return;
      }
      if (v == root) return choose(v + 1, weight);
      for (const size_t e : into[static_cast<size_t>(v)]) {
        parent[static_cast<size_t>(v)] = edges[e][0];
        choose(v + 1, weight + weights[e]);
      }
    };
    choose(0, 0);
    ASSERT_GT(best, 0) << g.Where();
    EXPECT_EQ(ArborescenceWeight(n, root, edges, weights, Numbers(g.answer)), best) << g.Where();
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    ASSERT_TRUE(corrupted.has_value()) << g.Where();
    const int64_t weight = ArborescenceWeight(n, root, edges, weights, Numbers(*corrupted));
    EXPECT_TRUE(weight < 0 || weight > best) << g.Where() << ": " << *corrupted;
  }
}

// Level d has N = 4, 5, 6, 7 (d = 0..3) and M = floor(p N(N-1)/10) edges
// for a density p in {1, 2, 3, 4, 5, 7, 9} with M > N - 1; weights in 1..M.
TEST(MinimumDirectedSpanningTreeInstanceTest, GeneratedSizes) {
  const int64_t sizes[] = {4, 5, 6, 7};
  for (const testing::Generated& g :
       testing::GenerateSmall("minimum_directed_spanning_tree", 3, 6)) {
    const int64_t n = g.Int("n");
    EXPECT_EQ(n, sizes[g.level]) << g.Where();
    const int64_t m = static_cast<int64_t>(g.IntRows("edges").size());
    bool density_found = false;
    for (const int64_t p : {1, 2, 3, 4, 5, 7, 9}) {
      density_found = density_found || (p * n * (n - 1) / 10 == m && m > n - 1);
    }
    EXPECT_TRUE(density_found) << g.Where() << ": " << m;
    for (const int64_t w : g.Ints("weights")) {
      EXPECT_TRUE(w >= 1 && w <= m) << g.Where();
    }
  }
}

}  // namespace
}  // namespace minimum_directed_spanning_tree_test_cc
}  // namespace referee
