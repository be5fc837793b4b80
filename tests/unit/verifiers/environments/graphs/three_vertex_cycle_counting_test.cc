// ThreeVertexCycleCounting (RLVE-Gym): the number of triangles of an
// undirected graph; ladder -1 unparseable or negative, 1 exact, else
// (min/max)^beta, beta = 10.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace three_vertex_cycle_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class ThreeVertexCycleCountingTest : public testing::VerifierTableTest {};

TEST_F(ThreeVertexCycleCountingTest, Ladder) {
  // K4 on 0..3: every 3 of the 4 vertices form a triangle: 4.
  CheckInstance("three_vertex_cycle_counting",
                R"({"n": 4, "edges": [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]})",
                {{"<answer>4</answer>", 1, true, true},
                 {"\\boxed{4}", 1, true, true},
                 {"<answer>3</answer>", std::pow(0.75, 10), false, true},
                 {"<answer>8</answer>", std::pow(0.5, 10), false, true},
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>-4</answer>", -1, false, true},
                 {"<answer>4.0</answer>", -1, false, false},
                 {"4", -1, false, false}});
}

TEST_F(ThreeVertexCycleCountingTest, HandDerivedValues) {
  // Two triangles sharing the edge 0-1 (0-1-2 and 0-1-3; 2-3 missing): 2.
  // A 4-cycle has none: 0 is right, 1 earns 0.
  const PreparedProblemPtr diamond = testing::Prepare(
      R"({"id": "t", "environment": {"name": "three_vertex_cycle_counting",
          "instance": {"n": 4, "edges": [[0, 1], [0, 2], [1, 2], [0, 3], [3, 1]]}}})");
  ASSERT_NE(diamond, nullptr);
  Check("three_vertex_cycle_counting", *diamond, {{"<answer>2</answer>", 1, true, true}});
  const PreparedProblemPtr square = testing::Prepare(
      R"({"id": "t", "environment": {"name": "three_vertex_cycle_counting",
          "instance": {"n": 4, "edges": [[0, 1], [1, 2], [2, 3], [3, 0]]}}})");
  ASSERT_NE(square, nullptr);
  Check("three_vertex_cycle_counting", *square,
        {{"<answer>0</answer>", 1, true, true}, {"<answer>1</answer>", 0, false, true}});
}

int64_t BruteForce(int64_t n, const std::vector<std::vector<int64_t>>& edges) {
  std::vector<std::vector<bool>> adjacent(static_cast<size_t>(n), std::vector<bool>(static_cast<size_t>(n), false));
  for (const auto& e : edges) {
    adjacent[static_cast<size_t>(e[0])][static_cast<size_t>(e[1])] = true;
    adjacent[static_cast<size_t>(e[1])][static_cast<size_t>(e[0])] = true;
  }
  int64_t count = 0;
  for (size_t a = 0; a < static_cast<size_t>(n); ++a) {
    for (size_t b = a + 1; b < static_cast<size_t>(n); ++b) {
      for (size_t c = b + 1; c < static_cast<size_t>(n); ++c) {
        count += adjacent[a][b] && adjacent[b][c] && adjacent[a][c];
      }
    }
  }
  return count;
}

TEST(ThreeVertexCycleCountingBruteForceTest, ReferenceMatchesEnumeration) {
  // Levels 0..4 (N = 5..9): both samplers (all pairs shuffled when the
  // edges are at least half of the pairs, else rejection).
  for (const testing::Generated& g :
       testing::GenerateSmall("three_vertex_cycle_counting", 4, 20)) {
    const int64_t n = g.Int("n");
    ASSERT_LE(n, 9) << g.Where();
    const std::vector<std::vector<int64_t>> edges = g.IntRows("edges");
    EXPECT_GE(static_cast<int64_t>(edges.size()), n) << g.Where();  // r >= 1.
    EXPECT_EQ(g.answer, std::to_string(BruteForce(n, edges))) << g.Where();
  }
}

TEST(ThreeVertexCycleCountingInstanceTest, BadInstancesAreRejected) {
  const char* kName = "three_vertex_cycle_counting";
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1], [1, 2], [2, 0]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 1, "edges": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 1001, "edges": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1], [1, 0]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[2, 2]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 3]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1]], "m": 1})").ok());
}

}  // namespace
}  // namespace three_vertex_cycle_counting_test_cc
}  // namespace referee
