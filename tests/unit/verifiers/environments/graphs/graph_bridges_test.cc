// Bridge (RLVE-Gym): list every bridge of an undirected graph; ladder -1
// unparseable or an odd number of integers, -0.5 an edge listed twice or a
// pair that is not a bridge, else (bridges listed / bridges)^beta, beta = 5.
// Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <queue>
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
inline namespace graph_bridges_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::EdgeSet;
using testing::Edges;
using testing::Numbers;

constexpr char kName[] = "graph_bridges";

class GraphBridgesTest : public testing::VerifierTableTest {};

// The triangle 0-1-2 with the tail 2-3-4. Deleting a triangle edge leaves
// the other two as a path between its ends; deleting (2, 3) or (3, 4)
// leaves no path between their ends (3 and 4 reach the rest only through
// them). The bridges: (2, 3) and (3, 4), two in all.
const char kGraph[] = R"({"n": 5, "edges": [[0, 1], [2, 1], [0, 2], [3, 2], [3, 4]]})";

TEST_F(GraphBridgesTest, Ladder) {
  CheckInstance(
      kName, kGraph,
      {{"<answer>2 3 3 4</answer>", 1, true, true},
       {"<answer>4 3 3 2</answer>", 1, true, true},  // Either way round, any order.
       {"<answer>\n3\t2 4 3 </answer>", 1, true, true},
       {"\\boxed{3 4 2 3}", 1, true, true},          // The \boxed fallback.
       {"<answer>+2 03 3 4</answer>", 1, true, true},  // int() accepts both.
       // One of the two bridges: (1/2)^5.
       {"<answer>2 3</answer>", 1.0 / 32, false, true},
       {"<answer>4 3</answer>", 1.0 / 32, false, true},
       {"<answer></answer>", 0, false, true},          // None of two: 0^5.
       {"<answer>2 3 3 2</answer>", -0.5, false, true},  // (2, 3) twice.
       {"<answer>0 1</answer>", -0.5, false, true},      // On the triangle.
       {"<answer>2 3 0 2</answer>", -0.5, false, true},
       {"<answer>2 3 3 4 0 1</answer>", -0.5, false, true},  // Three pairs of two bridges.
       {"<answer>3 3</answer>", -0.5, false, true},      // No such edge.
       {"<answer>1 3</answer>", -0.5, false, true},      // Not an edge.
       {"<answer>4 5</answer>", -0.5, false, true},      // No vertex 5.
       {"<answer>-1 3</answer>", -0.5, false, true},
       {"<answer>2 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer>2 3 3</answer>", -1, false, false},     // Odd: RLVE's wrong_format.
       {"<answer>2 3 3 4 0</answer>", -1, false, false},
       {"<answer>2,3</answer>", -1, false, false},
       {"<answer>2 three</answer>", -1, false, false},
       {"2 3 3 4", -1, false, false},                    // No tag.
       {"<answer>2 3 3 4", -1, false, false}});          // Unclosed.
  // beta = 1: one of two bridges earns the plain 1/2.
  CheckInstance(kName, kGraph, {{"<answer>3 4</answer>", 0.5, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

// The path 0-1-...-92 (the top size): every one of its 92 edges is a
// bridge, found by a search 93 vertices deep.
TEST_F(GraphBridgesTest, LongPath) {
  std::string edges, answer;
  for (int v = 0; v + 1 < 93; ++v) {
    absl::StrAppend(&edges, v == 0 ? "" : ", ", "[", v + 1, ", ", v, "]");
    absl::StrAppend(&answer, v == 0 ? "" : " ", v, " ", v + 1);
  }
  const std::string instance = absl::StrCat(R"({"n": 93, "edges": [)", edges, "]}");
  const PreparedProblemPtr problem = testing::PrepareInstance(kName, instance);
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(std::string(parsing::FinalAnswer(problem->task().DefaultReference(*problem))
                            .value_or("")),
            answer);
}

// Finish rejects a graph without a bridge (RLVE's generator asserts one):
// a cycle, and a graph with no edge.
TEST(GraphBridgesInstanceTest, RejectsGraphsWithoutBridges) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 3, "edges": [[0, 1], [1, 2], [2, 0]]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 4, "edges": []})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 4, "edges": [[1, 3]]})").ok());
}

// From the definition: whether u and v are joined by a path of `edges`
// avoiding the edge `skip`.
bool Joined(int64_t n, const EdgeSet& edges, std::pair<int64_t, int64_t> skip, int64_t u,
            int64_t v) {
  std::vector<bool> seen(static_cast<size_t>(n), false);
  std::queue<int64_t> queue;
  queue.push(u);
  seen[static_cast<size_t>(u)] = true;
  while (!queue.empty()) {
    const int64_t x = queue.front();
    queue.pop();
    for (const auto& e : edges) {
      if (e == skip) continue;
      int64_t y = -1;
      if (e.first == x) y = e.second;
      if (e.second == x) y = e.first;
      if (y >= 0 && !seen[static_cast<size_t>(y)]) {
        seen[static_cast<size_t>(y)] = true;
        queue.push(y);
      }
    }
  }
  return seen[static_cast<size_t>(v)];
}

// Generated instances: N = 4, 5, ..., 10, 12, 14 at levels 0..8; the
// reference lists exactly the edges whose removal separates their ends
// (each edge removed in turn, by breadth-first search), each once; every
// subset of the bridges (up to 2^10 of them) scores (size / all)^5, full
// credit only for all; a non-bridge edge added is -0.5.
TEST(GraphBridgesBruteForceTest, GeneratedInstancesAndReference) {
  const int64_t sizes[] = {4, 5, 6, 7, 8, 9, 10, 12, 14};
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 20)) {
    const int64_t n = g.Int("n");
    EXPECT_EQ(n, sizes[g.level]) << g.Where();
    const EdgeSet edges = Edges(g.IntRows("edges"));
    EXPECT_EQ(edges.size(), g.IntRows("edges").size()) << g.Where();
    std::vector<std::pair<int64_t, int64_t>> bridges, others;
    for (const auto& e : edges) {
      (Joined(n, edges, e, e.first, e.second) ? others : bridges).push_back(e);
    }
    ASSERT_FALSE(bridges.empty()) << g.Where();
    const std::vector<int64_t> numbers = Numbers(g.answer);
    ASSERT_EQ(numbers.size(), 2 * bridges.size()) << g.Where() << ": " << g.answer;
    std::set<std::pair<int64_t, int64_t>> listed;
    for (size_t i = 0; i < numbers.size(); i += 2) {
      listed.insert({std::min(numbers[i], numbers[i + 1]), std::max(numbers[i], numbers[i + 1])});
    }
    const std::set<std::pair<int64_t, int64_t>> expected(bridges.begin(), bridges.end());
    EXPECT_EQ(listed, expected) << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    const size_t all = bridges.size();
    const uint32_t subsets = all <= 10 ? (uint32_t{1} << all) : 1;
    for (uint32_t mask = 0; mask < subsets; ++mask) {
      std::string text;
      int chosen = 0;
      for (size_t i = 0; i < all; ++i) {
        if ((mask >> i) & 1) {
          // Listed the other way round: any orientation counts.
          absl::StrAppend(&text, " ", bridges[i].second, " ", bridges[i].first);
          ++chosen;
        }
      }
      const Verdict v = testing::ScoreWith(kName, *problem, absl::StrCat("<answer>", text, "</answer>"));
      const bool full = static_cast<size_t>(chosen) == all;
      EXPECT_EQ(v.correct, full) << g.Where() << ": " << text;
      EXPECT_NEAR(v.score, std::pow(static_cast<double>(chosen) / static_cast<double>(all), 5),
                  1e-12)
          << g.Where() << ": " << text;
      if (!others.empty()) {
        const auto& extra = others[mask % others.size()];
        const Verdict bad = testing::ScoreWith(
            kName, *problem,
            absl::StrCat("<answer>", text, " ", extra.first, " ", extra.second, "</answer>"));
        EXPECT_EQ(bad.score, -0.5) << g.Where() << ": " << text;
      }
    }
  }
}

}  // namespace
}  // namespace graph_bridges_test_cc
}  // namespace referee
