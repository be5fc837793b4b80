// MinimumSpanningTreeCounting (RLVE-Gym): the number of minimum spanning
// trees mod MOD; ladder -1 unparseable, -0.5 outside [0, MOD), 1 exact,
// else 0.
#include <algorithm>
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace minimum_spanning_tree_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class MinimumSpanningTreeCountingTest : public testing::VerifierTableTest {};

TEST_F(MinimumSpanningTreeCountingTest, Ladder) {
  // K4 with every weight 1: every spanning tree is minimum, and K4 has
  // 4^(4-2) = 16 (Cayley); 16 mod 10 = 6.
  CheckInstance("minimum_spanning_tree_counting",
                R"({"n": 4, "mod": 10, "edges": [[0, 1, 1], [0, 2, 1], [0, 3, 1], [1, 2, 1], [1, 3,
                    1], [2, 3, 1]]})",
                {{"<answer>6</answer>", 1, true, true},
                 {"\\boxed{6}", 1, true, true},
                 {"<answer>5</answer>", 0, false, true},
                 {"<answer>16</answer>", -0.5, false, true},
                 {"<answer>-6</answer>", -0.5, false, true},
                 {"<answer>six</answer>", -1, false, false},
                 {"6", -1, false, false}});
}

TEST_F(MinimumSpanningTreeCountingTest, HandDerivedValues) {
  // Triangle, weights 1 1 1: any two edges, 3. Weights 1 1 2: only the two
  // light edges, 1. Square 0-1 (1), 1-2 (1), 2-3 (2), 3-0 (2): both light
  // edges and one heavy one, 2. Square all 1: drop any one edge, 4; mod 3
  // that is 1. Two separate edges: no spanning tree, 0.
  const struct { const char* instance; const char* answer; } kCases[] = {
      {R"({"n": 3, "mod": 100, "edges": [[0, 1, 1], [1, 2, 1], [0, 2, 1]]})", "3"},
      {R"({"n": 3, "mod": 100, "edges": [[0, 1, 1], [1, 2, 1], [0, 2, 2]]})", "1"},
      {R"({"n": 4, "mod": 100, "edges": [[0, 1, 1], [1, 2, 1], [2, 3, 2], [0, 3, 2]]})", "2"},
      {R"({"n": 4, "mod": 3, "edges": [[0, 1, 5], [1, 2, 5], [2, 3, 5], [0, 3, 5]]})", "1"},
      {R"({"n": 4, "mod": 100, "edges": [[0, 1, 1], [2, 3, 1]]})", "0"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "m", "environment": {"name": "minimum_spanning_tree_counting", "instance": )",
        c.instance, "}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr) << c.instance;
    Check("minimum_spanning_tree_counting", *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Every (N-1)-subset of the edges: the acyclic ones are the spanning
// trees; count those of least weight.
int64_t BruteForce(int64_t n, const std::vector<std::vector<int64_t>>& edges) {
  const size_t m = edges.size(), k = static_cast<size_t>(n - 1);
  if (m < k) return 0;
  std::vector<bool> pick(m, false);
  std::fill(pick.begin(), pick.begin() + static_cast<std::ptrdiff_t>(k), true);
  int64_t best = INT64_MAX, count = 0;
  do {
    std::vector<size_t> root(static_cast<size_t>(n));
    std::iota(root.begin(), root.end(), 0);
    auto find = [&root](size_t v) {
      while (root[v] != v) v = root[v];
      return v;
    };
    bool tree = true;
    int64_t weight = 0;
    for (size_t e = 0; e < m && tree; ++e) {
      if (!pick[e]) continue;
      const size_t a = find(static_cast<size_t>(edges[e][0])), b = find(static_cast<size_t>(edges[e][1]));
      tree = a != b;
      root[a] = b;
      weight += edges[e][2];
    }
    if (!tree) continue;
    if (weight < best) {
      best = weight;
      count = 0;
    }
    count += weight == best;
  } while (std::prev_permutation(pick.begin(), pick.end()));
  return count;
}

TEST(MinimumSpanningTreeCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("minimum_spanning_tree_counting", 3, 20)) {
    const int64_t n = g.Int("n");
    ASSERT_LE(n, 7) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(BruteForce(n, g.IntRows("edges")) % g.Int("mod")))
        << g.Where();
  }
}

TEST(MinimumSpanningTreeCountingInstanceTest, BadInstancesAreRejected) {
  const char* kName = "minimum_spanning_tree_counting";
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "mod": 7, "edges": [[0, 1, 1], [1, 2, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "mod": 7, "edges": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 1, "mod": 7, "edges": [[0, 0, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 101, "mod": 7, "edges": [[0, 1, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "mod": 7, "edges": [[0, 1, 1], [1, 0, 2]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "mod": 7, "edges": [[1, 1, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "mod": 7, "edges": [[0, 3, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "mod": 7, "edges": [[0, 1, 0]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "mod": 7, "edges": [[0, 1, 1000001]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "mod": 1, "edges": [[0, 1, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "mod": 7, "edges": [[0, 1, 1]], "x": 0})").ok());
}

}  // namespace
}  // namespace minimum_spanning_tree_counting_test_cc
}  // namespace referee
