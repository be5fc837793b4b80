// MaximumClique (RLVE-Gym): choose as many pairwise joined vertices as
// possible; ladder -1 unparseable, -0.5 a repeated or unknown vertex or
// two chosen vertices not joined, else (chosen / K)^beta with K the
// maximum clique size, beta = 5. Every expectation is worked out by hand
// below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/parsing/final_answer.h"
#include "tests/sanitizers.h"

namespace referee {
inline namespace maximum_clique_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::EdgeSet;
using testing::Edges;
using testing::Numbers;

constexpr char kName[] = "maximum_clique";

class MaximumCliqueTest : public testing::VerifierTableTest {};

// Two triangles sharing vertex 2: 0-1-2 and 2-3-4 (6 edges). No four
// vertices are pairwise joined (0 and 1 miss 3 and 4), so K = 3, and the
// maximum cliques are {0, 1, 2} and {2, 3, 4}.
const char kGraph[] = R"({"n": 5, "edges": [[0, 1], [0, 2], [2, 1], [2, 3], [2, 4], [3, 4]]})";

TEST_F(MaximumCliqueTest, Ladder) {
  CheckInstance(
      kName, kGraph,
      {{"<answer>0 1 2</answer>", 1, true, true},
       {"<answer>4 3 2</answer>", 1, true, true},  // The other maximum clique.
       {"<answer>\n2\t1 0 </answer>", 1, true, true},
       {"\\boxed{2 3 4}", 1, true, true},          // The \boxed fallback.
       {"<answer>+0 01 2</answer>", 1, true, true},  // int() accepts both.
       {"<answer>2 3</answer>", std::pow(2.0 / 3.0, 5), false, true},  // An edge: 2 of 3.
       {"<answer>0</answer>", std::pow(1.0 / 3.0, 5), false, true},    // One vertex.
       {"<answer></answer>", 0, false, true},      // The empty clique: (0/3)^5.
       {"<answer>0 1 3</answer>", -0.5, false, true},  // 1-3 is no edge.
       {"<answer>0 4</answer>", -0.5, false, true},    // 0-4 is no edge.
       {"<answer>0 0</answer>", -0.5, false, true},    // 0 twice.
       {"<answer>5</answer>", -0.5, false, true},      // No vertex 5.
       {"<answer>-1</answer>", -0.5, false, true},
       {"<answer>99999999999999999999999</answer>", -0.5, false, true},
       {"<answer>0 1 2 3 4 0</answer>", -0.5, false, true},  // 6 values of 5 vertices.
       {"<answer>0,1,2</answer>", -1, false, false},
       {"<answer>0 1 two</answer>", -1, false, false},
       {"0 1 2", -1, false, false},                       // No tag.
       {"<answer>0 1 2", -1, false, false}});             // Unclosed.
  // beta = 1: an edge earns the plain 2/3.
  CheckInstance(kName, kGraph, {{"<answer>2 3</answer>", 2.0 / 3.0, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

// Finish rejects nothing (every simple graph on 2..64 vertices is an
// instance; the declared fields' bounds are tested registry-wide). An
// edgeless graph has K = 1: any one vertex.
TEST_F(MaximumCliqueTest, EdgelessGraph) {
  CheckInstance(kName, R"({"n": 3, "edges": []})",
                {{"<answer>2</answer>", 1, true, true},
                 {"<answer>0 1</answer>", -0.5, false, true},
                 {"<answer></answer>", 0, false, true}});
}

// From the definition: distinct vertices of 0..n-1, every two joined.
bool IsClique(int64_t n, const EdgeSet& edges, const std::vector<int64_t>& vertices) {
  for (size_t i = 0; i < vertices.size(); ++i) {
    if (vertices[i] < 0 || vertices[i] >= n) return false;
    for (size_t j = i + 1; j < vertices.size(); ++j) {
      const int64_t a = std::min(vertices[i], vertices[j]), b = std::max(vertices[i], vertices[j]);
      if (a == b || edges.count({a, b}) == 0) return false;
    }
  }
  return true;
}

// The largest clique, over all 2^n subsets.
size_t BruteForceMaximum(int64_t n, const EdgeSet& edges) {
  size_t best = 0;
  testing::ForEachSubset(n, [&](const std::vector<int64_t>& subset) {
    if (subset.size() > best && IsClique(n, edges, subset)) best = subset.size();
  });
  return best;
}

// The reference is a maximum clique (checked against all subsets), and
// with its last digit changed (what the registry-wide property test tries)
// it is no clique of that size.
void ExpectReferenceMaximumAndFragile(int64_t n, const EdgeSet& edges, const std::string& answer,
                                      const std::string& where) {
  const std::vector<int64_t> reference = Numbers(answer);
  EXPECT_TRUE(IsClique(n, edges, reference)) << where << ": " << answer;
  EXPECT_EQ(reference.size(), BruteForceMaximum(n, edges)) << where << ": " << answer;
  const std::optional<std::string> corrupted = testing::WithLastDigitChanged(answer);
  ASSERT_TRUE(corrupted.has_value()) << where;
  EXPECT_FALSE(IsClique(n, edges, Numbers(*corrupted))) << where << ": " << *corrupted;
}

// Generated instances: N = 4 + 2d, M = floor(p·N(N-1)/200) > 0 edges for a
// density p in 5, 15, ..., 95.
TEST(MaximumCliqueBruteForceTest, GeneratedInstancesAndReference) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 6, testing::SweepSeeds(20))) {
    const int64_t n = g.Int("n");
    EXPECT_EQ(n, 4 + 2 * g.level) << g.Where();
    const EdgeSet edges = Edges(g.IntRows("edges"));
    EXPECT_TRUE(!edges.empty() &&
                testing::SomeDensityGives(n, static_cast<int64_t>(edges.size()),
                                          testing::DensityRange(5, 95, 10)))
        << g.Where() << ": " << edges.size();
    ExpectReferenceMaximumAndFragile(n, edges, g.answer, g.Where());
  }
}

// Explicit instances with maximum cliques that a last-digit change turns
// into another: listed as "3 1", {1, 3} would become {3, 2}, a clique.
// In the second, {7, 9} has no safe order (7 -> 8 gives {8, 9}, 9 -> 0
// gives {0, 7}); the reference must be another of the three edges, listed
// safely.
TEST(MaximumCliqueReferenceTest, ListedAgainstTheDigitChange) {
  for (const auto& [n, rows] : std::vector<std::pair<int64_t, std::vector<std::vector<int64_t>>>>{
           {6, {{1, 3}, {2, 3}}},
           {10, {{7, 9}, {0, 7}, {8, 9}}},
       }) {
    std::string json = "{\"n\": " + std::to_string(n) + ", \"edges\": [";
    for (size_t i = 0; i < rows.size(); ++i) {
      json += (i > 0 ? ", [" : "[") + std::to_string(rows[i][0]) + ", " +
              std::to_string(rows[i][1]) + "]";
    }
    json += "]}";
    const PreparedProblemPtr problem = testing::PrepareInstance(kName, json);
    ASSERT_NE(problem, nullptr) << json;
    const std::string reference =
        std::string(parsing::FinalAnswer(problem->task().DefaultReference(*problem)).value_or(""));
    ExpectReferenceMaximumAndFragile(n, Edges(rows), reference, json);
  }
}

}  // namespace
}  // namespace maximum_clique_test_cc
}  // namespace referee
