// TreeDistanceEqualTriadCounting (RLVE-Gym): the vertex triples of a tree
// with equal pairwise distances; ladder -1 unparseable or negative, 1
// exact, else (min/max)^beta, beta = 10.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace tree_distance_equal_triad_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class TreeDistanceEqualTriadCountingTest : public testing::VerifierTableTest {};

TEST_F(TreeDistanceEqualTriadCountingTest, Ladder) {
  // A spider: centre 1 with legs 1-2-5, 1-3-6, 1-4-7. {2, 3, 4} are
  // pairwise 2 apart, {5, 6, 7} pairwise 4 apart; any other triple mixes
  // depths or holds the centre or two vertices of one leg: 2.
  CheckInstance("tree_distance_equal_triad_counting",
                R"({"n": 7, "edges": [[1, 2], [2, 5], [1, 3], [3, 6], [1, 4], [4, 7]]})",
                {{"<answer>2</answer>", 1, true, true},
                 {"\\boxed{2}", 1, true, true},
                 {"<answer>1</answer>", std::pow(0.5, 10), false, true},
                 {"<answer>4</answer>", std::pow(0.5, 10), false, true},
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>-2</answer>", -1, false, true},
                 {"<answer>two</answer>", -1, false, false},
                 {"2", -1, false, false}});
}

TEST_F(TreeDistanceEqualTriadCountingTest, HandDerivedValues) {
  // A star with 4 leaves: any 3 leaves, C(4,3) = 4. A path: none.
  const PreparedProblemPtr star = testing::Prepare(
      R"({"id": "t", "environment": {"name": "tree_distance_equal_triad_counting",
          "instance": {"n": 5, "edges": [[3, 1], [3, 2], [3, 4], [5, 3]]}}})");
  ASSERT_NE(star, nullptr);
  Check("tree_distance_equal_triad_counting", *star, {{"<answer>4</answer>", 1, true, true}});
  const PreparedProblemPtr path = testing::Prepare(
      R"({"id": "t", "environment": {"name": "tree_distance_equal_triad_counting",
          "instance": {"n": 4, "edges": [[1, 2], [2, 3], [3, 4]]}}})");
  ASSERT_NE(path, nullptr);
  Check("tree_distance_equal_triad_counting", *path,
        {{"<answer>0</answer>", 1, true, true}, {"<answer>1</answer>", 0, false, true}});
}

// All-pairs distances by breadth-first search, then every triple.
int64_t BruteForce(int64_t n, const std::vector<std::vector<int64_t>>& edges) {
  const size_t m = static_cast<size_t>(n) + 1;
  std::vector<std::vector<size_t>> adjacent(m);
  for (const auto& e : edges) {
    adjacent[static_cast<size_t>(e[0])].push_back(static_cast<size_t>(e[1]));
    adjacent[static_cast<size_t>(e[1])].push_back(static_cast<size_t>(e[0]));
  }
  std::vector<std::vector<int>> dist(m, std::vector<int>(m, -1));
  for (size_t s = 1; s < m; ++s) {
    std::vector<size_t> queue = {s};
    dist[s][s] = 0;
    for (size_t i = 0; i < queue.size(); ++i) {
      for (size_t w : adjacent[queue[i]]) {
        if (dist[s][w] >= 0) continue;
        dist[s][w] = dist[s][queue[i]] + 1;
        queue.push_back(w);
      }
    }
  }
  int64_t count = 0;
  for (size_t a = 1; a < m; ++a) {
    for (size_t b = a + 1; b < m; ++b) {
      for (size_t c = b + 1; c < m; ++c) {
        count += dist[a][b] == dist[a][c] && dist[a][b] == dist[b][c];
      }
    }
  }
  return count;
}

TEST(TreeDistanceEqualTriadCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("tree_distance_equal_triad_counting", 4, 20)) {
    const int64_t n = g.Int("n");
    ASSERT_LE(n, 8) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(BruteForce(n, g.IntRows("edges")))) << g.Where();
  }
  // Larger trees too (levels 20 and 40, N = 24 and 44): still O(N^3).
  for (int level : {20, 40}) {
    const TaskType* task = testing::TestCatalog().tasks.Find("tree_distance_equal_triad_counting");
    ASSERT_NE(task, nullptr);
    for (uint64_t seed = 0; seed < 5; ++seed) {
      auto problem = task->Generate(level, seed);
      ASSERT_TRUE(problem.ok());
      testing::Generated g;
      g.instance = problem->environment().instance();
      const std::string answer(
          parsing::FinalAnswer(problem->reference_output()).value_or(absl::string_view()));
      EXPECT_EQ(answer, std::to_string(BruteForce(g.Int("n"), g.IntRows("edges"))))
          << level << " " << seed;
    }
  }
}

TEST(TreeDistanceEqualTriadCountingInstanceTest, BadInstancesAreRejected) {
  const char* kName = "tree_distance_equal_triad_counting";
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[1, 2], [2, 3]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 1, "edges": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[1, 2]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[1, 2], [2, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[1, 2], [3, 3]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1], [1, 2]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[1, 2], [2, 4]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 4, "edges": [[1, 2], [2, 3], [3, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 2001, "edges": [[1, 2]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[1, 2], [2, 3]], "k": 0})").ok());
}

}  // namespace
}  // namespace tree_distance_equal_triad_counting_test_cc
}  // namespace referee
