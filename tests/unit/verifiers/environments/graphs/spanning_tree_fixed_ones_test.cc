// FixedOneEdgeNum_SpanningTree (RLVE-Gym): a spanning tree of a 0/1
// weighted graph holding exactly K weight-1 edges; ladder -1 unparseable
// or an odd number of integers, -0.5 not a spanning tree of the graph, 0
// another number of weight-1 edges, 1 exactly K.
// Every expectation is worked out by hand below.
#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/parsing/final_answer.h"

namespace referee {
inline namespace spanning_tree_fixed_ones_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Numbers;

constexpr char kName[] = "spanning_tree_fixed_ones";

class SpanningTreeFixedOnesTest : public testing::VerifierTableTest {};

// N = 4, K = 1; edges 0-1 (0), 1-2 (1), 2-3 (0), 0-3 (1), 0-2 (0). The
// path 0-1-2-3 holds one weight-1 edge (1-2); the star at 0 (0-1, 0-2,
// 0-3) holds one (0-3); 0-1, 0-2, 2-3 holds none; 0-1, 1-2, 0-3 two.
const char kGraph[] =
    R"({"n": 4, "k": 1, "edges": [[0, 1, 0], [1, 2, 1], [2, 3, 0], [0, 3, 1], [0, 2, 0]]})";

TEST_F(SpanningTreeFixedOnesTest, Ladder) {
  CheckInstance(
      kName, kGraph,
      {{"<answer>0 1 1 2 2 3</answer>", 1, true, true},
       {"<answer>3 2 2 1 1 0</answer>", 1, true, true},  // Either way round, any order.
       {"<answer>0 1 0 2 0 3</answer>", 1, true, true},  // Another tree with one.
       {"<answer>+0 01 1 2 2 3</answer>", 1, true, true},
       {"\\boxed{2 3 0 1 1 2}", 1, true, true},  // The \boxed fallback.
       {"<answer>0 1 0 2 2 3</answer>", 0, false, true},  // No weight-1 edge.
       {"<answer>0 1 1 2 0 3</answer>", 0, false, true},  // Two.
       {"<answer>0 1 1 2 0 2</answer>", -0.5, false, true},  // A cycle; 3 left out.
       {"<answer>0 1 1 3 2 3</answer>", -0.5, false, true},  // 1-3 is no edge.
       {"<answer>0 1 1 2 1 2</answer>", -0.5, false, true},  // 1-2 twice.
       {"<answer>0 1 1 2 2 2</answer>", -0.5, false, true},  // A self-loop.
       {"<answer>0 1 1 2</answer>", -0.5, false, true},      // Two edges for four vertices.
       {"<answer>0 1 1 2 2 3 0 3</answer>", -0.5, false, true},  // Four.
       {"<answer></answer>", -0.5, false, true},
       {"<answer>0 1 1 2 2 4</answer>", -0.5, false, true},  // No vertex 4.
       {"<answer>0 1 1 2 -1 3</answer>", -0.5, false, true},
       {"<answer>0 1 1 2 2 99999999999999999999</answer>", -0.5, false, true},
       {"<answer>0 1 1 2 2</answer>", -1, false, false},  // Odd: RLVE's wrong_format.
       {"<answer>0 1 1 2 2 3 0</answer>", -1, false, false},
       {"<answer>0,1 1,2 2,3</answer>", -1, false, false},
       {"<answer>0 1 1 2 2 x</answer>", -1, false, false},
       {"0 1 1 2 2 3", -1, false, false},               // No tag.
       {"<answer>0 1 1 2 2 3", -1, false, false}});     // Unclosed.
}

TEST(SpanningTreeFixedOnesInstanceTest, RejectsBadInstances) {
  const auto status = [](const std::string& json) {
    return testing::PrepareInstanceStatus(kName, json);
  };
  EXPECT_TRUE(status(kGraph).ok());
  // The weight-1 edges 1-2 and 0-3 together are a forest: up to 2.
  EXPECT_TRUE(status(R"({"n": 4, "k": 2, "edges": [[0, 1, 0], [1, 2, 1], [2, 3, 0], [0, 3, 1],
                                                   [0, 2, 0]]})")
                  .ok());
  EXPECT_FALSE(status(R"({"n": 4, "k": 3, "edges": [[0, 1, 0], [1, 2, 1], [2, 3, 0],
                                                    [0, 3, 1], [0, 2, 0]]})")
                   .ok());
  // 0-1 (weight 1) is a bridge: every tree holds it, so K = 0 is impossible.
  EXPECT_FALSE(status(R"({"n": 3, "k": 0, "edges": [[0, 1, 1], [1, 2, 0]]})").ok());
  EXPECT_TRUE(status(R"({"n": 3, "k": 1, "edges": [[0, 1, 1], [1, 2, 0]]})").ok());
  EXPECT_FALSE(status(R"({"n": 4, "k": 1, "edges": [[0, 1, 1], [2, 3, 0]]})").ok());  // Apart.
  EXPECT_FALSE(status(R"({"n": 3, "k": 1, "edges": [[0, 1, 1], [1, 1, 0], [1, 2, 0]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "k": 1, "edges": [[0, 1, 1], [1, 0, 0], [1, 2, 0]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "k": 1, "edges": [[0, 1, 2], [1, 2, 0]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "k": 1, "edges": [[0, 1, 1], [1, 3, 0]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "k": 1, "edges": [[0, 1, 1], [1, 2]]})").ok());
}

// From the definition: whether `chosen` (n - 1 edges) connects all n
// vertices (breadth-first from 0), and how many weight-1 edges it holds.
bool Spanning(int64_t n, const std::vector<std::vector<int64_t>>& chosen) {
  std::vector<bool> seen(static_cast<size_t>(n), false);
  std::vector<int64_t> queue = {0};
  seen[0] = true;
  for (size_t head = 0; head < queue.size(); ++head) {
    for (const auto& e : chosen) {
      for (int side = 0; side < 2; ++side) {
        if (e[side] == queue[head] && !seen[static_cast<size_t>(e[1 - side])]) {
          seen[static_cast<size_t>(e[1 - side])] = true;
          queue.push_back(e[1 - side]);
        }
      }
    }
  }
  return static_cast<int64_t>(queue.size()) == n;
}

// Generated instances, N = 4, 5, 6, 7 at levels 0..3: n - 1 <= M <= 3N
// distinct edges u < v with weights 0/1; the reference is a spanning tree
// of the graph with exactly K weight-1 edges. Every (N-1)-subset of the
// edges is tried: the spanning trees earn 1 with K weight-1 edges, else 0;
// so at least one tree earns 1.
TEST(SpanningTreeFixedOnesBruteForceTest, GeneratedInstances) {
  const int64_t sizes[] = {4, 5, 6, 7};
  for (const testing::Generated& g : testing::GenerateSmall(kName, 3, 10)) {
    const int64_t n = g.Int("n"), k = g.Int("k");
    EXPECT_EQ(n, sizes[g.level]) << g.Where();
    const std::vector<std::vector<int64_t>> edges = g.IntRows("edges");
    const size_t m = edges.size();
    EXPECT_GE(m, static_cast<size_t>(n - 1)) << g.Where();
    EXPECT_LE(m, static_cast<size_t>(3 * n)) << g.Where();
    std::set<std::pair<int64_t, int64_t>> pairs;
    for (const auto& e : edges) {
      EXPECT_TRUE(0 <= e[0] && e[0] < e[1] && e[1] < n && (e[2] == 0 || e[2] == 1)) << g.Where();
      pairs.insert({e[0], e[1]});
    }
    EXPECT_EQ(pairs.size(), m) << g.Where();
    // The reference: n - 1 graph edges, spanning, K of weight 1.
    const std::vector<int64_t> numbers = Numbers(g.answer);
    ASSERT_EQ(numbers.size(), static_cast<size_t>(2 * (n - 1))) << g.Where();
    std::vector<std::vector<int64_t>> reference;
    int64_t ones = 0;
    for (size_t i = 0; i < numbers.size(); i += 2) {
      const auto it = std::find_if(edges.begin(), edges.end(), [&](const auto& e) {
        return std::min(numbers[i], numbers[i + 1]) == e[0] &&
               std::max(numbers[i], numbers[i + 1]) == e[1];
      });
      ASSERT_NE(it, edges.end()) << g.Where();
      reference.push_back(*it);
      ones += (*it)[2];
    }
    EXPECT_TRUE(Spanning(n, reference)) << g.Where();
    EXPECT_EQ(ones, k) << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    int64_t winners = 0;
    std::vector<size_t> pick(static_cast<size_t>(n - 1));
    for (size_t i = 0; i < pick.size(); ++i) pick[i] = i;
    while (true) {
      std::vector<std::vector<int64_t>> chosen;
      std::string text;
      int64_t weight = 0;
      for (const size_t i : pick) {
        chosen.push_back(edges[i]);
        absl::StrAppend(&text, " ", edges[i][1], " ", edges[i][0]);
        weight += edges[i][2];
      }
      if (Spanning(n, chosen)) {
        const Verdict v =
            testing::ScoreWith(kName, *problem, absl::StrCat("<answer>", text, "</answer>"));
        EXPECT_EQ(v.score, weight == k ? 1 : 0) << g.Where() << ":" << text;
        EXPECT_EQ(v.correct, weight == k) << g.Where() << ":" << text;
        winners += weight == k;
      }
      // The next (n-1)-subset in lexicographic order.
      size_t i = pick.size();
      while (i > 0 && pick[i - 1] == m - pick.size() + i - 1) --i;
      if (i == 0) break;
      ++pick[i - 1];
      for (size_t j = i; j < pick.size(); ++j) pick[j] = pick[j - 1] + 1;
    }
    EXPECT_GT(winners, 0) << g.Where();
  }
}

}  // namespace
}  // namespace spanning_tree_fixed_ones_test_cc
}  // namespace referee
