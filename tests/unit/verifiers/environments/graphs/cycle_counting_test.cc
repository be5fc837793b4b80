// CycleCounting (RLVE-Gym): the number of simple cycles of an undirected
// graph; ladder -1 unparseable or negative, 1 exact, else
// (min/max)^beta, beta = 10.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace cycle_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class CycleCountingTest : public testing::VerifierTableTest {};

TEST_F(CycleCountingTest, Ladder) {
  // K4 (all 6 edges of 0..3): 4 triangles (one per left-out vertex) and 3
  // four-cycles (the ways to pair the vertices into two non-edges): 7.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "c", "environment": {"name": "cycle_counting",
          "instance": {"n": 4, "edges": [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]}}})");
  ASSERT_NE(problem, nullptr);
  Check("cycle_counting", *problem,
        {{"<answer>7</answer>", 1, true, true},
         {"\\boxed{7}", 1, true, true},
         {"<answer>4</answer>", std::pow(4.0 / 7, 10), false, true},
         {"<answer>14</answer>", std::pow(0.5, 10), false, true},
         {"<answer>0</answer>", 0, false, true},
         {"<answer>-7</answer>", -1, false, true},
         {"<answer>seven</answer>", -1, false, false},
         {"7", -1, false, false}});
  Check("cycle_counting", *problem,
        {{"<answer>4</answer>", 4.0 / 7, false, true}}, R"({"beta": 1})");
}

TEST_F(CycleCountingTest, HandDerivedValues) {
  // A tree has no cycle: 0 is right and anything else earns 0. Two
  // triangles sharing the edge 0-1 (0-1-2, 0-1-3): those two plus the
  // 4-cycle 0-2-1-3: 3.
  const PreparedProblemPtr tree = testing::Prepare(
      R"({"id": "c", "environment": {"name": "cycle_counting",
          "instance": {"n": 4, "edges": [[0, 1], [1, 2], [1, 3]]}}})");
  ASSERT_NE(tree, nullptr);
  Check("cycle_counting", *tree,
        {{"<answer>0</answer>", 1, true, true}, {"<answer>1</answer>", 0, false, true}});
  const PreparedProblemPtr diamond = testing::Prepare(
      R"({"id": "c", "environment": {"name": "cycle_counting",
          "instance": {"n": 4, "edges": [[0, 1], [0, 2], [1, 2], [0, 3], [3, 1]]}}})");
  ASSERT_NE(diamond, nullptr);
  Check("cycle_counting", *diamond, {{"<answer>3</answer>", 1, true, true}});
}

// For every vertex subset of size >= 3, its Hamiltonian cycles: orders of
// the other vertices after the smallest, each cycle met in both
// directions.
int64_t BruteForce(int64_t n, const std::vector<std::vector<int64_t>>& edges) {
  std::vector<std::vector<bool>> adjacent(static_cast<size_t>(n), std::vector<bool>(static_cast<size_t>(n), false));
  for (const auto& e : edges) {
    adjacent[static_cast<size_t>(e[0])][static_cast<size_t>(e[1])] = true;
    adjacent[static_cast<size_t>(e[1])][static_cast<size_t>(e[0])] = true;
  }
  int64_t twice = 0;
  for (uint32_t mask = 0; mask < (1u << n); ++mask) {
    if (__builtin_popcount(mask) < 3) continue;
    std::vector<size_t> rest;
    for (size_t v = 0; v < static_cast<size_t>(n); ++v) {
      if (mask >> v & 1) rest.push_back(v);
    }
    const size_t first = rest[0];
    rest.erase(rest.begin());
    do {
      bool cycle = adjacent[first][rest.front()] && adjacent[rest.back()][first];
      for (size_t i = 0; i + 1 < rest.size() && cycle; ++i) cycle = adjacent[rest[i]][rest[i + 1]];
      twice += cycle;
    } while (std::next_permutation(rest.begin(), rest.end()));
  }
  return twice / 2;
}

TEST(CycleCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall("cycle_counting", 4, 12)) {
    const int64_t n = g.Int("n");
    ASSERT_LE(n, 8) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(BruteForce(n, g.IntRows("edges")))) << g.Where();
  }
}

TEST(CycleCountingInstanceTest, BadInstancesAreRejected) {
  const char* kName = "cycle_counting";
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1], [1, 2]]})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 1, "edges": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 17, "edges": [[0, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1], [1, 0]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[1, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 3]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1]], "k": 1})").ok());
}

}  // namespace
}  // namespace cycle_counting_test_cc
}  // namespace referee
