// MinimumSteinerTree (RLVE-Gym): edges forming a connected graph that
// touches every terminal, of least total weight; ladder -1 unparseable or
// an odd count, -0.5 not such a set of the graph's edges, else
// (optimum / weight)^beta, beta = 5. Every expectation is worked out by
// hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace minimum_steiner_tree_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::Numbers;

class MinimumSteinerTreeTest : public testing::VerifierTableTest {};

// Edges 0-1 (1), 1-2 (1), 0-2 (3), 2-3 (2), 1-3 (4), 3-4 (1), 0-4 (6);
// terminals 0, 3, 4. Vertex 4 is reached by 3-4 (1) or 0-4 (6). With 3-4,
// 0 must reach 3: 0-1-2-3 weighs 1 + 1 + 2 = 4, 0-1-3 and 0-2-3 weigh 5;
// so 0-1, 1-2, 2-3, 3-4 weighs 5. With 0-4 alone it is already 6. The
// optimum is 5.
const char kGraph[] =
    R"({"n": 5, "edges": [[0, 1, 1], [1, 2, 1], [0, 2, 3], [2, 3, 2], [1, 3, 4], [3, 4, 1], )"
    R"([0, 4, 6]], "terminals": [0, 3, 4]})";

TEST_F(MinimumSteinerTreeTest, Ladder) {
  CheckInstance(
      "minimum_steiner_tree", kGraph,
      {{"<answer>0 1 1 2 2 3 3 4</answer>", 1, true, true},
       {"<answer>4 3 3 2 2 1 1 0</answer>", 1, true, true},  // Any order, orientation.
       {"<answer>\n 2 3\n0 1  1 2\t4 3 \n</answer>", 1, true, true},
       {"\\boxed{0 1 1 2 2 3 3 4}", 1, true, true},
       {"<answer>0 1 1 3 3 4</answer>", std::pow(5.0 / 6.0, 5), false, true},  // 1+4+1.
       {"<answer>0 2 2 3 3 4</answer>", std::pow(5.0 / 6.0, 5), false, true},  // 3+2+1.
       {"<answer>0 4 4 3</answer>", std::pow(5.0 / 7.0, 5), false, true},      // 6+1.
       // A cycle is still connected: 5 + 3 (0-2) = 8.
       {"<answer>0 1 1 2 2 3 3 4 0 2</answer>", std::pow(5.0 / 8.0, 5), false, true},
       // An edge listed twice counts twice: 5 + 1 = 6.
       {"<answer>0 1 1 2 2 3 3 4 3 4</answer>", std::pow(5.0 / 6.0, 5), false, true},
       // A spare edge: 5 + 4 (1-3) = 9.
       {"<answer>0 1 1 2 2 3 3 4 1 3</answer>", std::pow(5.0 / 9.0, 5), false, true},
       // Invalid: -0.5.
       {"<answer>0 1 1 2 2 3</answer>", -0.5, false, true},  // 4 untouched.
       {"<answer>0 1 3 4</answer>", -0.5, false, true},      // {0, 1} and {3, 4} apart.
       {"<answer>0 3 3 4</answer>", -0.5, false, true},      // 0-3 is no edge.
       {"<answer>0 0 0 1 1 2 2 3 3 4</answer>", -0.5, false, true},  // A self-loop.
       {"<answer>0 1 1 2 2 3 3 4 4 5</answer>", -0.5, false, true},  // No vertex 5.
       {"<answer>-1 0 0 1 1 2 2 3 3 4</answer>", -0.5, false, true},
       {"<answer>0 1 1 2 2 3 3 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer></answer>", -0.5, false, true},  // No edge touches a terminal.
       // Unparseable or odd: -1.
       {"<answer>0 1 1 2 2 3 3</answer>", -1, false, false},
       {"<answer>0,1 1,2 2,3 3,4</answer>", -1, false, false},
       {"<answer>(0, 1) (1, 2) (2, 3) (3, 4)</answer>", -1, false, false},
       {"0 1 1 2 2 3 3 4", -1, false, false}});  // No tag.
  // beta = 1: the plain ratio 5/6.
  CheckInstance("minimum_steiner_tree", kGraph,
                {{"<answer>0 1 1 3 3 4</answer>", 5.0 / 6.0, false, true}}, R"({"beta": 1})");
}

TEST(MinimumSteinerTreeInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           // Terminals 0 and 2 in different components.
           R"({"n": 4, "edges": [[0, 1, 1], [2, 3, 1]], "terminals": [0, 2]})",
           // A repeated terminal; a single terminal.
           R"({"n": 3, "edges": [[0, 1, 1], [1, 2, 1]], "terminals": [0, 0]})",
           R"({"n": 3, "edges": [[0, 1, 1], [1, 2, 1]], "terminals": [1]})",
           // No vertex 3; a self-loop; a repeated edge; a zero weight.
           R"({"n": 3, "edges": [[0, 1, 1], [1, 3, 1]], "terminals": [0, 1]})",
           R"({"n": 3, "edges": [[0, 1, 1], [2, 2, 1]], "terminals": [0, 1]})",
           R"({"n": 3, "edges": [[0, 1, 1], [1, 0, 2]], "terminals": [0, 1]})",
           R"({"n": 3, "edges": [[0, 1, 0], [1, 2, 1]], "terminals": [0, 1]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("minimum_steiner_tree", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  "minimum_steiner_tree",
                  R"({"n": 4, "edges": [[0, 1, 1], [2, 3, 1], [1, 2, 5]], "terminals": [3, 0]})")
                  .ok());
}

// From the definition: the weight of the listed pairs if each is an edge
// of the graph, the edges touch every terminal and are connected; -1
// otherwise.
int64_t Weight(int64_t n, const std::vector<std::vector<int64_t>>& edges,
               const std::vector<int64_t>& terminals, const std::vector<int64_t>& pairs) {
  if (pairs.size() % 2 != 0) return -1;
  std::vector<int64_t> label(static_cast<size_t>(n));
  std::iota(label.begin(), label.end(), int64_t{0});
  std::vector<bool> touched(static_cast<size_t>(n), false);
  int64_t weight = 0;
  std::vector<std::vector<int64_t>> chosen;
  for (size_t i = 0; i < pairs.size(); i += 2) {
    const int64_t u = pairs[i], v = pairs[i + 1];
    if (u < 0 || u >= n || v < 0 || v >= n) return -1;
    int64_t w = -1;
    for (const std::vector<int64_t>& e : edges) {
      if ((e[0] == u && e[1] == v) || (e[0] == v && e[1] == u)) w = e[2];
    }
    if (w < 0) return -1;
    weight += w;
    touched[static_cast<size_t>(u)] = touched[static_cast<size_t>(v)] = true;
    chosen.push_back({u, v});
  }
  for (const int64_t t : terminals) {
    if (!touched[static_cast<size_t>(t)]) return -1;
  }
  // Connected: spread the smallest label until nothing changes.
  for (bool changed = true; changed;) {
    changed = false;
    for (const std::vector<int64_t>& e : chosen) {
      int64_t& a = label[static_cast<size_t>(e[0])];
      int64_t& b = label[static_cast<size_t>(e[1])];
      if (a != b) {
        a = b = std::min(a, b);
        changed = true;
      }
    }
  }
  for (int64_t v = 0; v < n; ++v) {
    if (touched[static_cast<size_t>(v)] &&
        label[static_cast<size_t>(v)] != label[static_cast<size_t>(terminals[0])]) {
      return -1;
    }
  }
  return weight;
}

// Brute force from the definition: every subset of the edges (at most 12
// edges), else every set of vertices holding the terminals with the
// lightest spanning tree of the edges among them (Prim). The reference
// must be valid and optimal; its last digit changed (what the
// registry-wide property test tries) must be invalid or heavier.
TEST(MinimumSteinerTreeBruteForceTest, ReferenceIsOptimal) {
  int by_edges = 0;
  for (const testing::Generated& g : testing::GenerateSmall("minimum_steiner_tree", 8, 10)) {
    const int64_t n = g.Int("n");
    const std::vector<std::vector<int64_t>> edges = g.IntRows("edges");
    const std::vector<int64_t> terminals = g.Ints("terminals");
    int64_t best = -1;
    const size_t m = edges.size();
    if (m <= 12) {
      ++by_edges;
      for (uint32_t set = 1; set < (1u << m); ++set) {
        std::vector<int64_t> pairs;
        for (size_t i = 0; i < m; ++i) {
          if ((set >> i) & 1) {
            pairs.push_back(edges[i][0]);
            pairs.push_back(edges[i][1]);
          }
        }
        const int64_t w = Weight(n, edges, terminals, pairs);
        if (w >= 0 && (best < 0 || w < best)) best = w;
      }
    } else {
      uint32_t must = 0;
      for (const int64_t t : terminals) must |= 1u << t;
      for (uint32_t set = 0; set < (1u << n); ++set) {
        if ((set & must) != must) continue;
        // Prim from the first terminal inside `set`.
        std::vector<bool> in(static_cast<size_t>(n), false);
        in[static_cast<size_t>(terminals[0])] = true;
        int64_t w = 0;
        int count = 1;
        for (bool grew = true; grew;) {
          grew = false;
          int64_t pick = -1;
          for (size_t i = 0; i < m; ++i) {
            const int64_t u = edges[i][0], v = edges[i][1];
            if (!((set >> u) & 1) || !((set >> v) & 1)) continue;
            if (in[static_cast<size_t>(u)] == in[static_cast<size_t>(v)]) continue;
            if (pick < 0 || edges[i][2] < edges[static_cast<size_t>(pick)][2]) {
              pick = static_cast<int64_t>(i);
            }
          }
          if (pick >= 0) {
            const std::vector<int64_t>& e = edges[static_cast<size_t>(pick)];
            in[static_cast<size_t>(e[0])] = in[static_cast<size_t>(e[1])] = true;
            w += e[2];
            ++count;
            grew = true;
          }
        }
        if (count == __builtin_popcount(set) && (best < 0 || w < best)) best = w;
      }
    }
    ASSERT_GT(best, 0) << g.Where();
    EXPECT_EQ(Weight(n, edges, terminals, Numbers(g.answer)), best) << g.Where();
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    ASSERT_TRUE(corrupted.has_value()) << g.Where();
    const int64_t w = Weight(n, edges, terminals, Numbers(*corrupted));
    EXPECT_TRUE(w < 0 || w > best) << g.Where() << ": " << *corrupted;
  }
  EXPECT_GT(by_edges, 0);
}

}  // namespace
}  // namespace minimum_steiner_tree_test_cc
}  // namespace referee
