// TreeMaximumVisitedVertex (RLVE-Gym): a walk of exactly M steps from
// vertex 0 of a tree visiting as many distinct vertices as possible; ladder
// -1 unparseable or empty, -0.5 not M + 1 vertices / out of range / not
// from 0 / a step off the edges, else (distinct / most)^beta, beta = 3.
// Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <optional>
#include <set>
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
inline namespace tree_walk_max_visited_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::EdgeSet;
using testing::Edges;
using testing::Numbers;

constexpr char kName[] = "tree_walk_max_visited";

class TreeWalkMaxVisitedTest : public testing::VerifierTableTest {};

// Two branches from 0: 0-1-2 and 0-3-4. With M = 4 steps: a simple path
// has at most 3 vertices (2 steps); each further vertex costs two steps
// (there and back) unless the walk ends there, so at most 3 + floor(2/2) =
// 4 vertices, and 0 3 0 1 2 reaches 4.
const char kTree[] = R"({"n": 5, "m": 4, "edges": [[0, 1], [2, 1], [0, 3], [3, 4]]})";

TEST_F(TreeWalkMaxVisitedTest, Ladder) {
  CheckInstance(
      kName, kTree,
      {{"<answer>0 3 0 1 2</answer>", 1, true, true},
       {"<answer>0 1 0 3 4</answer>", 1, true, true},  // The other optimum.
       {"<answer>\n0\t3 0 1  2 </answer>", 1, true, true},
       {"\\boxed{0 3 0 1 2}", 1, true, true},  // The \boxed fallback.
       {"<answer>+0 03 0 1 2</answer>", 1, true, true},  // int() accepts both.
       // 0 1 2 1 0: {0, 1, 2}: (3/4)^3.
       {"<answer>0 1 2 1 0</answer>", std::pow(0.75, 3), false, true},
       {"<answer>0 3 4 3 0</answer>", std::pow(0.75, 3), false, true},
       // 0 1 0 1 0: {0, 1}: (2/4)^3.
       {"<answer>0 1 0 1 0</answer>", 0.125, false, true},
       {"<answer>0 1 2 3 4</answer>", -0.5, false, true},  // 2-3 is no edge.
       {"<answer>0 0 1 0 3</answer>", -0.5, false, true},  // 0-0 is no edge.
       {"<answer>1 0 3 4 3</answer>", -0.5, false, true},  // Not from 0.
       {"<answer>0 1 2</answer>", -0.5, false, true},      // 2 steps, not 4.
       {"<answer>0 3 0 1 2 1</answer>", -0.5, false, true},  // 5 steps.
       {"<answer>0 3 0 1 5</answer>", -0.5, false, true},  // No vertex 5.
       {"<answer>0 3 0 1 -1</answer>", -0.5, false, true},
       {"<answer>0 3 0 1 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer></answer>", -1, false, false},  // Empty: RLVE's wrong_format.
       {"<answer>0,3,0,1,2</answer>", -1, false, false},
       {"<answer>0 3 0 1 two</answer>", -1, false, false},
       {"0 3 0 1 2", -1, false, false},           // No tag.
       {"<answer>0 3 0 1 2", -1, false, false}});  // Unclosed.
  // beta = 1: three of four earns the plain 3/4.
  CheckInstance(kName, kTree, {{"<answer>0 1 2 1 0</answer>", 0.75, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
  // M = 2 <= L = 2: down a branch, 3 vertices; 0 1 0 has 2: (2/3)^3.
  CheckInstance(kName, R"({"n": 5, "m": 2, "edges": [[0, 1], [2, 1], [0, 3], [3, 4]]})",
                {{"<answer>0 3 4</answer>", 1, true, true},
                 {"<answer>0 1 2</answer>", 1, true, true},
                 {"<answer>0 1 0</answer>", 8.0 / 27, false, true}});
  // M = 9 on the same tree: every vertex (5) is the most; 0 1 2 1 0 3 4 3 4
  // 3 uses the spare steps bouncing.
  CheckInstance(kName, R"({"n": 5, "m": 9, "edges": [[0, 1], [2, 1], [0, 3], [3, 4]]})",
                {{"<answer>0 1 2 1 0 3 4 3 4 3</answer>", 1, true, true},
                 {"<answer>0 1 0 1 0 1 0 1 2 1</answer>", std::pow(0.6, 3), false, true}});
}

// Finish rejects edges that do not form a tree on 0..n-1.
TEST(TreeWalkMaxVisitedInstanceTest, RejectsNonTrees) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 4, "m": 2, "edges": [[0, 1], [1, 2], [2, 0]]})")
                   .ok());  // A cycle, 3 missing.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 4, "m": 2, "edges": [[0, 1], [2, 3]]})")
                   .ok());  // Too few edges.
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "m": 1, "edges": [[1, 0]]})")
                  .ok());
}

// A path 0-1-...-999 with M = 1998: every vertex, down the path and back
// and forth; the reference is built without recursion.
TEST_F(TreeWalkMaxVisitedTest, LongPath) {
  std::string edges;
  for (int v = 0; v + 1 < 1000; ++v) absl::StrAppend(&edges, v == 0 ? "" : ", ", "[", v, ", ", v + 1, "]");
  const PreparedProblemPtr problem = testing::PrepareInstance(
      kName, absl::StrCat(R"({"n": 1000, "m": 1998, "edges": [)", edges, "]}"));
  ASSERT_NE(problem, nullptr);
  const std::string reference = problem->task().DefaultReference(*problem);
  EXPECT_EQ(Numbers(std::string(parsing::FinalAnswer(reference).value_or(""))).size(), 1999u);
  Check(kName, *problem, {{reference.c_str(), 1, true, true}});
}

// From the definition: the most distinct vertices of an m-step walk from
// 0, by the sets of (position, visited set) reachable after each step.
int64_t BruteMost(int64_t n, int64_t m, const EdgeSet& edges) {
  std::set<std::pair<int64_t, uint32_t>> states = {{0, 1u}};
  for (int64_t step = 0; step < m; ++step) {
    std::set<std::pair<int64_t, uint32_t>> next;
    for (const auto& [v, mask] : states) {
      for (int64_t w = 0; w < n; ++w) {
        if (edges.count({std::min(v, w), std::max(v, w)}) > 0) {
          next.insert({w, mask | (1u << w)});
        }
      }
    }
    states = std::move(next);
  }
  int64_t most = 0;
  for (const auto& state : states) {
    most = std::max<int64_t>(most, __builtin_popcount(state.second));
  }
  return most;
}

// The distinct vertices of `walk` if it is an m-step walk from 0 along
// `edges`; nullopt otherwise.
std::optional<int64_t> Distinct(int64_t n, int64_t m, const EdgeSet& edges,
                                const std::vector<int64_t>& walk) {
  if (static_cast<int64_t>(walk.size()) != m + 1 || walk[0] != 0) return std::nullopt;
  for (size_t i = 0; i < walk.size(); ++i) {
    if (walk[i] < 0 || walk[i] >= n) return std::nullopt;
    if (i > 0 && edges.count({std::min(walk[i - 1], walk[i]), std::max(walk[i - 1], walk[i])}) == 0) {
      return std::nullopt;
    }
  }
  return static_cast<int64_t>(std::set<int64_t>(walk.begin(), walk.end()).size());
}

// Generated instances: N = 3, 4, ..., 9 at levels 0..6, M in 2..2(N-1)-1,
// a tree; the reference is a walk reaching the brute force's most, and
// with its last digit changed (what the registry-wide property test
// tries) it is not.
TEST(TreeWalkMaxVisitedBruteForceTest, ReferenceMatchesBruteForce) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 6, 30)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    EXPECT_EQ(n, 3 + g.level) << g.Where();
    EXPECT_TRUE(m >= 2 && m <= 2 * (n - 1) - 1) << g.Where();
    const std::vector<std::vector<int64_t>> rows = g.IntRows("edges");
    EXPECT_EQ(rows.size(), static_cast<size_t>(n - 1)) << g.Where();
    const EdgeSet edges = Edges(rows);
    const int64_t most = BruteMost(n, m, edges);
    EXPECT_EQ(Distinct(n, m, edges, Numbers(g.answer)), std::optional<int64_t>(most))
        << g.Where() << ": " << g.answer;
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    ASSERT_TRUE(corrupted.has_value());
    EXPECT_NE(Distinct(n, m, edges, Numbers(*corrupted)), std::optional<int64_t>(most))
        << g.Where() << ": " << *corrupted;
  }
}

// Every walk of levels 0..2 (N <= 5, M <= 7) scored: (distinct / most)^3,
// full credit exactly for the optimal ones; a step off the edges -0.5.
TEST(TreeWalkMaxVisitedBruteForceTest, EveryWalkScored) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 2, 6)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    const EdgeSet edges = Edges(g.IntRows("edges"));
    const int64_t most = BruteMost(n, m, edges);
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    std::vector<int64_t> walk = {0};
    int walks = 0;
    std::function<void()> extend = [&]() {
      if (static_cast<int64_t>(walk.size()) == m + 1) {
        ++walks;
        const std::string text = absl::StrCat("<answer>", absl::StrJoin(walk, " "), "</answer>");
        const Verdict v = testing::ScoreWith(kName, *problem, text);
        const int64_t distinct = *Distinct(n, m, edges, walk);
        EXPECT_EQ(v.correct, distinct == most) << g.Where() << ": " << text;
        EXPECT_NEAR(v.score, std::pow(static_cast<double>(distinct) / most, 3), 1e-12)
            << g.Where() << ": " << text;
        return;
      }
      for (int64_t w = 0; w < n; ++w) {
        const int64_t v = walk.back();
        if (edges.count({std::min(v, w), std::max(v, w)}) == 0) {
          if (w == (v + 1) % n && v != w) {
            // One step off the edges, then padded to length with 0s.
            std::vector<int64_t> bad = walk;
            bad.push_back(w);
            bad.resize(static_cast<size_t>(m + 1), 0);
            EXPECT_EQ(testing::ScoreWith(kName, *problem,
                                         absl::StrCat("<answer>", absl::StrJoin(bad, " "),
                                                      "</answer>"))
                          .score,
                      -0.5)
                << g.Where();
          }
          continue;
        }
        walk.push_back(w);
        extend();
        walk.pop_back();
      }
    };
    extend();
    EXPECT_GE(walks, 2) << g.Where();  // At least there and back along any edge.
  }
}

}  // namespace
}  // namespace tree_walk_max_visited_test_cc
}  // namespace referee
