// DegreeFixed_SpanningTree (RLVE-Gym): a spanning tree in which every
// vertex has its required degree; ladder -1 unparseable or an odd number
// of integers, -0.5 not a spanning tree of the graph, else (vertices with
// their degree / N)^beta, beta = 5.
// Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
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
#include "tests/sanitizers.h"

namespace referee {
inline namespace spanning_tree_fixed_degrees_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Numbers;

constexpr char kName[] = "spanning_tree_fixed_degrees";

class SpanningTreeFixedDegreesTest : public testing::VerifierTableTest {};

// N = 4; edges 0-1, 1-2, 2-3, 0-3, 0-2, 1-3; the tree 0-1-2-3 sets the
// degrees d = 1, 2, 2, 1: a Hamiltonian path from 0 to 3, so 0-1-2-3 or
// 0-2-1-3 (both made of edges).
const char kGraph[] =
    R"({"n": 4, "edges": [[0, 1], [1, 2], [2, 3], [0, 3], [0, 2], [1, 3]],
        "tree": [[0, 1], [1, 2], [2, 3]]})";

TEST_F(SpanningTreeFixedDegreesTest, Ladder) {
  CheckInstance(
      kName, kGraph,
      {{"<answer>0 1 1 2 2 3</answer>", 1, true, true},
       {"<answer>3 2 2 1 1 0</answer>", 1, true, true},  // Either way round, any order.
       {"<answer>0 2 2 1 1 3</answer>", 1, true, true},  // The other path: any tree counts.
       {"<answer>+0 01 1 2 2 3</answer>", 1, true, true},
       {"\\boxed{2 3 0 1 1 2}", 1, true, true},  // The \boxed fallback.
       // The star at 0: degrees 3, 1, 1, 1; only vertex 3 right: (1/4)^5.
       {"<answer>0 1 0 2 0 3</answer>", 1.0 / 1024, false, true},
       // 1-2, 0-2, 0-3: degrees 2, 1, 2, 1; vertices 2 and 3 right: (2/4)^5.
       {"<answer>1 2 0 2 0 3</answer>", 1.0 / 32, false, true},
       // 0-1, 1-2, 0-3: degrees 2, 2, 1, 1; vertices 1 and 3 right.
       {"<answer>0 1 1 2 0 3</answer>", 1.0 / 32, false, true},
       // 0-1, 0-3, 2-3: degrees 2, 1, 1, 2; none right: 0.
       {"<answer>0 1 0 3 2 3</answer>", 0, false, true},
       {"<answer>0 1 1 2 0 2</answer>", -0.5, false, true},  // A cycle; 3 left out.
       {"<answer>0 1 1 2 1 2</answer>", -0.5, false, true},  // 1-2 twice.
       {"<answer>0 1 1 2 2 2</answer>", -0.5, false, true},  // A self-loop.
       {"<answer>0 1 1 2</answer>", -0.5, false, true},      // Two edges for four vertices.
       {"<answer>0 1 1 2 2 3 0 3</answer>", -0.5, false, true},  // Four.
       {"<answer></answer>", -0.5, false, true},
       {"<answer>0 1 1 2 2 4</answer>", -0.5, false, true},  // No vertex 4.
       {"<answer>0 1 1 2 -1 3</answer>", -0.5, false, true},
       {"<answer>0 1 1 2 2 99999999999999999999</answer>", -0.5, false, true},
       {"<answer>0 1 1 2 2</answer>", -1, false, false},  // Odd: RLVE's wrong_format.
       {"<answer>0,1 1,2 2,3</answer>", -1, false, false},
       {"<answer>0 1 1 2 2 x</answer>", -1, false, false},
       {"0 1 1 2 2 3", -1, false, false},               // No tag.
       {"<answer>0 1 1 2 2 3", -1, false, false}});     // Unclosed.
  // beta = 1: the star earns the plain 1/4.
  CheckInstance(kName, kGraph, {{"<answer>0 1 0 2 0 3</answer>", 0.25, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

TEST(SpanningTreeFixedDegreesInstanceTest, RejectsBadTrees) {
  const auto status = [](const std::string& json) {
    return testing::PrepareInstanceStatus(kName, json);
  };
  EXPECT_TRUE(status(R"({"n": 3, "edges": [[0, 1], [1, 2]], "tree": [[1, 0], [1, 2]]})").ok());
  // 0-2 is not an edge of the graph.
  EXPECT_FALSE(status(R"({"n": 3, "edges": [[0, 1], [1, 2]], "tree": [[0, 1], [0, 2]]})").ok());
  // A cycle's worth: 0-1 twice leaves 2 out.
  EXPECT_FALSE(status(R"({"n": 3, "edges": [[0, 1], [1, 2]], "tree": [[0, 1], [1, 0]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "edges": [[0, 1], [1, 2]], "tree": [[0, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "edges": [[0, 1], [1, 2]], "tree": [[0, 1], [1, 3]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "edges": [[0, 1], [1, 2]]})").ok());  // No tree.
}

// From the definition: whether `chosen` (n - 1 pairs) connects all n
// vertices (breadth-first from 0).
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

// Generated instances, N = 4..7 at levels 0..3: distinct edges u < v, more
// than N - 1 of them; the planted tree is made of them and spans; the
// reference prints it. Every (N-1)-subset of the edges that spans scores
// (vertices whose degree matches the tree's / N)^5, full only when all do.
TEST(SpanningTreeFixedDegreesBruteForceTest, GeneratedInstances) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 3, testing::SweepSeeds(10))) {
    const int64_t n = g.Int("n");
    EXPECT_EQ(n, 4 + g.level) << g.Where();
    const std::vector<std::vector<int64_t>> edges = g.IntRows("edges");
    const size_t m = edges.size();
    EXPECT_GT(m, static_cast<size_t>(n - 1)) << g.Where();
    std::set<std::pair<int64_t, int64_t>> pairs;
    for (const auto& e : edges) {
      EXPECT_TRUE(0 <= e[0] && e[0] < e[1] && e[1] < n) << g.Where();
      pairs.insert({e[0], e[1]});
    }
    EXPECT_EQ(pairs.size(), m) << g.Where();
    const std::vector<std::vector<int64_t>> tree = g.IntRows("tree");
    ASSERT_EQ(tree.size(), static_cast<size_t>(n - 1)) << g.Where();
    EXPECT_TRUE(Spanning(n, tree)) << g.Where();
    std::vector<int64_t> degree(static_cast<size_t>(n), 0);
    for (const auto& e : tree) {
      EXPECT_EQ(pairs.count({std::min(e[0], e[1]), std::max(e[0], e[1])}), 1u) << g.Where();
      ++degree[static_cast<size_t>(e[0])];
      ++degree[static_cast<size_t>(e[1])];
    }
    // The reference: the tree's edges.
    const std::vector<int64_t> numbers = Numbers(g.answer);
    ASSERT_EQ(numbers.size(), static_cast<size_t>(2 * (n - 1))) << g.Where();
    std::set<std::pair<int64_t, int64_t>> listed, planted;
    for (size_t i = 0; i < numbers.size(); i += 2) {
      listed.insert({std::min(numbers[i], numbers[i + 1]), std::max(numbers[i], numbers[i + 1])});
    }
    for (const auto& e : tree) planted.insert({std::min(e[0], e[1]), std::max(e[0], e[1])});
    EXPECT_EQ(listed, planted) << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    EXPECT_EQ(testing::ScoreWith(kName, *problem, g.reference_output).score, 1) << g.Where();
    std::vector<size_t> pick(static_cast<size_t>(n - 1));
    for (size_t i = 0; i < pick.size(); ++i) pick[i] = i;
    while (true) {
      std::vector<std::vector<int64_t>> chosen;
      std::string text;
      std::vector<int64_t> have(static_cast<size_t>(n), 0);
      for (const size_t i : pick) {
        chosen.push_back(edges[i]);
        absl::StrAppend(&text, " ", edges[i][1], " ", edges[i][0]);
        ++have[static_cast<size_t>(edges[i][0])];
        ++have[static_cast<size_t>(edges[i][1])];
      }
      if (Spanning(n, chosen)) {
        int64_t right = 0;
        for (int64_t v = 0; v < n; ++v) right += have[static_cast<size_t>(v)] == degree[static_cast<size_t>(v)];
        const Verdict v =
            testing::ScoreWith(kName, *problem, absl::StrCat("<answer>", text, "</answer>"));
        EXPECT_NEAR(v.score, std::pow(static_cast<double>(right) / static_cast<double>(n), 5),
                    1e-12)
            << g.Where() << ":" << text;
        EXPECT_EQ(v.correct, right == n) << g.Where() << ":" << text;
      }
      size_t i = pick.size();
      while (i > 0 && pick[i - 1] == m - pick.size() + i - 1) --i;
      if (i == 0) break;
      ++pick[i - 1];
      for (size_t j = i; j < pick.size(); ++j) pick[j] = pick[j - 1] + 1;
    }
  }
}

}  // namespace
}  // namespace spanning_tree_fixed_degrees_test_cc
}  // namespace referee
