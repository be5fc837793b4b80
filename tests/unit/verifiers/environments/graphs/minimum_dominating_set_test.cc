// Minimum_DominatingSet (RLVE-Gym): choose vertices, at the least total
// cost, so that every vertex is chosen or next to a chosen one; ladder -1
// unparseable, -0.5 a repeated or unknown vertex or a vertex left
// undominated, else (minimum cost / cost)^beta, beta = 5. Every
// expectation is worked out by hand below.
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
#include "verifiers/parsing/final_answer.h"

namespace referee {
inline namespace minimum_dominating_set_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::EdgeSet;
using testing::Edges;
using testing::Numbers;

constexpr char kName[] = "minimum_dominating_set";

class MinimumDominatingSetTest : public testing::VerifierTableTest {};

// The path 0-1-2-3, costs 1, 5, 1, 1. Vertex 0 needs 0 or 1 chosen and
// vertex 3 needs 2 or 3, two different vertices of cost >= 1 each: the
// minimum is at least 2, and {0, 2} (0 covers 0, 1; 2 covers 1, 2, 3) and
// {0, 3} (0 covers 0, 1; 3 covers 2, 3) reach it.
const char kGraph[] = R"({"n": 4, "edges": [[0, 1], [1, 2], [3, 2]], "costs": [1, 5, 1, 1]})";

TEST_F(MinimumDominatingSetTest, Ladder) {
  CheckInstance(
      kName, kGraph,
      {{"<answer>0 2</answer>", 1, true, true},
       {"<answer>3 0</answer>", 1, true, true},  // The other optimum.
       {"<answer>\n2\t0 </answer>", 1, true, true},
       {"\\boxed{0 3}", 1, true, true},          // The \boxed fallback.
       {"<answer>+0 03</answer>", 1, true, true},  // int() accepts both.
       // 0 2 3: dominating, cost 3: (2/3)^5.
       {"<answer>0 2 3</answer>", std::pow(2.0 / 3.0, 5), false, true},
       // 1 2: 1 covers 0, 1, 2 and 2 covers 3; cost 6: (2/6)^5.
       {"<answer>1 2</answer>", std::pow(1.0 / 3.0, 5), false, true},
       // 1 3: 1 covers 0, 1, 2 and 3 covers 3; cost 6 again: (2/6)^5.
       {"<answer>1 3</answer>", std::pow(1.0 / 3.0, 5), false, true},
       // All four: cost 8: (2/8)^5.
       {"<answer>3 2 1 0</answer>", std::pow(1.0 / 4.0, 5), false, true},
       {"<answer>0</answer>", -0.5, false, true},    // 2 and 3 undominated.
       {"<answer>0 1</answer>", -0.5, false, true},  // 3 undominated.
       {"<answer></answer>", -0.5, false, true},     // Nothing dominated.
       {"<answer>0 0 3</answer>", -0.5, false, true},  // 0 twice.
       {"<answer>0 4</answer>", -0.5, false, true},    // No vertex 4.
       {"<answer>-1 3</answer>", -0.5, false, true},
       {"<answer>0 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer>0 1 2 3 0</answer>", -0.5, false, true},  // 5 values of 4 vertices.
       {"<answer>0,2</answer>", -1, false, false},
       {"<answer>0 two</answer>", -1, false, false},
       {"0 2", -1, false, false},                       // No tag.
       {"<answer>0 2", -1, false, false}});             // Unclosed.
  // beta = 1: 0 2 3 earns the plain 2/3.
  CheckInstance(kName, kGraph, {{"<answer>0 2 3</answer>", 2.0 / 3.0, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

// From the definition: the cost of `vertices` if they are distinct vertices
// of 0..n-1 and every vertex is one of them or joined to one; -1 otherwise.
int64_t DominatingCost(int64_t n, const EdgeSet& edges, const std::vector<int64_t>& costs,
                       const std::vector<int64_t>& vertices) {
  std::vector<bool> chosen(static_cast<size_t>(n), false);
  int64_t cost = 0;
  for (const int64_t v : vertices) {
    if (v < 0 || v >= n || chosen[static_cast<size_t>(v)]) return -1;
    chosen[static_cast<size_t>(v)] = true;
    cost += costs[static_cast<size_t>(v)];
  }
  for (int64_t w = 0; w < n; ++w) {
    bool dominated = chosen[static_cast<size_t>(w)];
    for (int64_t v = 0; v < n && !dominated; ++v) {
      dominated = chosen[static_cast<size_t>(v)] && edges.count({std::min(v, w), std::max(v, w)}) > 0;
    }
    if (!dominated) return -1;
  }
  return cost;
}

// The least cost over all 2^n subsets.
int64_t BruteForceMinimum(int64_t n, const EdgeSet& edges, const std::vector<int64_t>& costs) {
  int64_t best = -1;
  testing::ForEachSubset(n, [&](const std::vector<int64_t>& subset) {
    const int64_t cost = DominatingCost(n, edges, costs, subset);
    if (cost >= 0 && (best < 0 || cost < best)) best = cost;
  });
  return best;
}

// The reference is a dominating set of the least cost (checked against all
// subsets), and with its last digit changed (what the registry-wide
// property test tries) it is not a dominating set of that cost.
void ExpectReferenceOptimalAndFragile(int64_t n, const EdgeSet& edges,
                                      const std::vector<int64_t>& costs,
                                      const std::string& answer, const std::string& where) {
  const int64_t minimum = BruteForceMinimum(n, edges, costs);
  EXPECT_EQ(DominatingCost(n, edges, costs, Numbers(answer)), minimum) << where << ": " << answer;
  const std::optional<std::string> corrupted = testing::WithLastDigitChanged(answer);
  ASSERT_TRUE(corrupted.has_value()) << where;
  EXPECT_NE(DominatingCost(n, edges, costs, Numbers(*corrupted)), minimum)
      << where << ": " << *corrupted;
}

// Generated instances: N = 4 + d, M = floor(p·N(N-1)/200) > 0 edges for a
// density p among 2, 5, 10, ..., 50, 60, 70, 80, 90 percent, costs 1..10.
TEST(MinimumDominatingSetBruteForceTest, GeneratedInstancesAndReference) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 20)) {
    const int64_t n = g.Int("n");
    EXPECT_EQ(n, 4 + g.level) << g.Where();
    const EdgeSet edges = Edges(g.IntRows("edges"));
    EXPECT_TRUE(!edges.empty() &&
                testing::SomeDensityGives(
                    n, static_cast<int64_t>(edges.size()),
                    {2, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90}))
        << g.Where() << ": " << edges.size();
    const std::vector<int64_t> costs = g.Ints("costs");
    ASSERT_EQ(costs.size(), static_cast<size_t>(n)) << g.Where();
    for (const int64_t c : costs) {
      EXPECT_TRUE(c >= 1 && c <= 10) << g.Where() << ": " << c;
    }
    ExpectReferenceOptimalAndFragile(n, edges, costs, g.answer, g.Where());
  }
}

// Finish rejects nothing (every simple graph with costs in bounds is an
// instance; the declared fields' bounds are tested registry-wide). On the
// path 0-1-...-9 with unit costs the minimum is 4 (each vertex dominates at
// most 3 of the 10), e.g. {1, 4, 5, 8}; listed with 5 last, the change
// 5 -> 6 would give {1, 4, 6, 8}, another optimum, so the reference must be
// listed otherwise.
TEST(MinimumDominatingSetReferenceTest, ListedAgainstTheDigitChange) {
  const std::vector<std::vector<int64_t>> rows = {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5},
                                                  {5, 6}, {6, 7}, {7, 8}, {8, 9}};
  const PreparedProblemPtr problem = testing::PrepareInstance(
      kName, R"({"n": 10, "edges": [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7],
                 [7, 8], [8, 9]], "costs": [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]})");
  ASSERT_NE(problem, nullptr);
  const std::string reference =
      std::string(parsing::FinalAnswer(problem->task().DefaultReference(*problem)).value_or(""));
  const std::vector<int64_t> costs(10, 1);
  EXPECT_EQ(BruteForceMinimum(10, Edges(rows), costs), 4);
  ExpectReferenceOptimalAndFragile(10, Edges(rows), costs, reference, "path of 10");
}

}  // namespace
}  // namespace minimum_dominating_set_test_cc
}  // namespace referee
