// Clique_IndependentSet_Partitioning_Counting (RLVE-Gym): the splits of a
// graph's vertices into a non-empty clique S and a non-empty independent
// set T; ladder -1 unparseable or negative, 1 exact, else (min/max)^beta
// with beta = 10.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace clique_independent_set_partitioning_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kEnv[] = "clique_independent_set_partitioning_counting";

class CliqueIndependentSetPartitioningCountingTest : public testing::VerifierTableTest {};

TEST_F(CliqueIndependentSetPartitioningCountingTest, Ladder) {
  // The triangle 0-1-2 with 3 hanging from 2. T is independent, so it
  // holds at most one of 0, 1, 2, and S, a clique, cannot hold 3 with 0 or
  // 1. The largest independent sets are {0, 3} and {1, 3}, so |S| >= 2:
  // S = {0, 1, 2}, T = {3}; S = {0, 2}, T = {1, 3}; S = {1, 2}, T =
  // {0, 3}. ({0, 1} leaves T = {2, 3}, an edge; {2, 3} leaves {0, 1}.) 3.
  const char* instance = R"({"n": 4, "edges": [[0, 1], [0, 2], [1, 2], [2, 3]]})";
  CheckInstance(kEnv, instance,
                {{"<answer>3</answer>", 1, true, true},
                 {"<answer>\n3\n</answer>", 1, true, true},
                 {"\\boxed{3}", 1, true, true},
                 {"<answer>6</answer>", std::pow(0.5, 10), false, true},      // (3/6)^10.
                 {"<answer>2</answer>", std::pow(2.0 / 3, 10), false, true},  // (2/3)^10.
                 {"<answer>4</answer>", std::pow(0.75, 10), false, true},     // (3/4)^10.
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>-3</answer>", -1, false, true},
                 {"<answer>3/1</answer>", -1, false, false},
                 {"<answer>three</answer>", -1, false, false},
                 {"3", -1, false, false}});
  CheckInstance(kEnv, instance, {{"<answer>6</answer>", 0.5, false, true}}, R"({"beta": 1})");
}

TEST_F(CliqueIndependentSetPartitioningCountingTest, HandDerivedValues) {
  // The 4-cycle 0-1-2-3: a clique has at most 2 vertices, an edge, and the
  // other two are then the opposite edge; one vertex leaves a path of 3: 0.
  // Only 0 earns credit then.
  CheckInstance(kEnv, R"({"n": 4, "edges": [[0, 1], [1, 2], [2, 3], [0, 3]]})",
                {{"<answer>0</answer>", 1, true, true},
                 {"<answer>1</answer>", 0, false, true}});
  // No edges on 3 vertices: S is any one vertex, T the other two: 3.
  CheckInstance(kEnv, R"({"n": 3, "edges": []})", {{"<answer>3</answer>", 1, true, true}});
  // The triangle: T is any one vertex, S the other two: 3.
  CheckInstance(kEnv, R"({"n": 3, "edges": [[0, 1], [1, 2], [0, 2]]})",
                {{"<answer>3</answer>", 1, true, true}});
  // Two vertices, one edge: {0} | {1} and {1} | {0}; no edge: the same 2.
  CheckInstance(kEnv, R"({"n": 2, "edges": [[1, 0]]})", {{"<answer>2</answer>", 1, true, true}});
  CheckInstance(kEnv, R"({"n": 2, "edges": []})", {{"<answer>2</answer>", 1, true, true}});
  // Two disjoint edges 0-1, 2-3: T would hold one end of each edge and S
  // the other ends, which are not adjacent: 0.
  CheckInstance(kEnv, R"({"n": 4, "edges": [[0, 1], [2, 3]]})",
                {{"<answer>0</answer>", 1, true, true}});
}

// Brute force from the definition: every assignment of the vertices to S
// (a bit set) or T, both non-empty, S pairwise adjacent, T pairwise not.
int64_t CountByEnumeration(int64_t n, const std::vector<std::vector<int64_t>>& edges) {
  std::vector<std::vector<bool>> adjacent(static_cast<size_t>(n),
                                          std::vector<bool>(static_cast<size_t>(n), false));
  for (const std::vector<int64_t>& e : edges) {
    adjacent[static_cast<size_t>(e[0])][static_cast<size_t>(e[1])] = true;
    adjacent[static_cast<size_t>(e[1])][static_cast<size_t>(e[0])] = true;
  }
  int64_t count = 0;
  for (uint32_t s = 1; s + 1 < (1u << n); ++s) {
    bool valid = true;
    for (int64_t u = 0; u < n && valid; ++u) {
      for (int64_t v = u + 1; v < n && valid; ++v) {
        const bool u_in_s = (s >> u) & 1, v_in_s = (s >> v) & 1;
        const bool edge = adjacent[static_cast<size_t>(u)][static_cast<size_t>(v)];
        if (u_in_s && v_in_s && !edge) valid = false;
        if (!u_in_s && !v_in_s && edge) valid = false;
      }
    }
    count += valid ? 1 : 0;
  }
  return count;
}

TEST(CliqueIndependentSetPartitioningCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 9, 10)) {
    const int64_t n = g.Int("n");
    ASSERT_LE(n, 12) << g.Where();
    const std::vector<std::vector<int64_t>> edges = g.IntRows("edges");
    const int64_t count = CountByEnumeration(n, edges);
    EXPECT_GT(count, 0) << g.Where();  // A split is planted.
    EXPECT_EQ(g.answer, std::to_string(count)) << g.Where();
  }
}

// Every graph on 4 and 5 vertices, split or not: the brute-force count
// earns full credit (the degree-order split and its one-swap neighbours
// find every split, and none in a graph that is not split).
TEST_F(CliqueIndependentSetPartitioningCountingTest, EverySmallGraphMatchesEnumeration) {
  for (const int64_t n : {4, 5}) {
    std::vector<std::vector<int64_t>> pairs;
    for (int64_t u = 0; u < n; ++u) {
      for (int64_t v = u + 1; v < n; ++v) pairs.push_back({u, v});
    }
    for (uint32_t mask = 0; mask < (1u << pairs.size()); ++mask) {
      std::vector<std::vector<int64_t>> edges;
      std::string json = absl::StrCat(R"({"n": )", n, R"(, "edges": [)");
      for (size_t i = 0; i < pairs.size(); ++i) {
        if (((mask >> i) & 1) == 0) continue;
        absl::StrAppend(&json, edges.empty() ? "" : ", ", "[", pairs[i][0], ", ", pairs[i][1], "]");
        edges.push_back(pairs[i]);
      }
      json += "]}";
      CheckInstance(kEnv, json,
                    {{absl::StrCat("<answer>", CountByEnumeration(n, edges), "</answer>").c_str(),
                      1, true, true}});
    }
  }
}

}  // namespace
}  // namespace clique_independent_set_partitioning_counting_test_cc
}  // namespace referee
