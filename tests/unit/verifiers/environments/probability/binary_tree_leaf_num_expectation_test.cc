// BinaryTreeLeafNumExpectation (RLVE-Gym): the expected number of leaves
// of a uniformly random binary tree with N nodes, as a fraction; ladder -1
// unparseable, 1 for the value (any equivalent fraction), else 0.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace binary_tree_leaf_num_expectation_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class BinaryTreeLeafNumExpectationTest : public testing::VerifierTableTest {};

TEST_F(BinaryTreeLeafNumExpectationTest, Ladder) {
  // N = 3: five trees; the four chains have one leaf, the full tree (root
  // with two children) two. E = 6/5.
  CheckInstance("binary_tree_leaf_num_expectation", R"({"n": 3})",
                {{"<answer>6/5</answer>", 1, true, true},
                 {"<answer>12/10</answer>", 1, true, true},
                 {"<answer>6 / 5</answer>", 1, true, true},  // RLVE strips each part.
                 {"\\boxed{6/5}", 1, true, true},
                 {"<answer>5/6</answer>", 0, false, true},
                 {"<answer>1</answer>", 0, false, true},
                 {"<answer>-6/5</answer>", 0, false, true},  // RLVE: -1 (A <= 0).
                 {"<answer>1.2</answer>", -1, false, false},
                 {"<answer>6/0</answer>", -1, false, false},
                 {"<answer>6/5/1</answer>", -1, false, false},
                 {"6/5", -1, false, false}});
}

TEST_F(BinaryTreeLeafNumExpectationTest, HandDerivedValues) {
  // N = 1: one tree, one leaf: 1. N = 2: two trees (a lone left or right
  // child), one leaf each: 1. N = 4: 14 trees with 20 leaves in all (8
  // chains with 1 leaf; a root with a 2-node subtree on one side and a leaf
  // on the other: 4 trees, 2 leaves; a root-child pair with two children
  // below the child: 2 trees, 2 leaves) -> 20/14 = 10/7.
  const struct { int n; const char* answer; } kCases[] = {
      {1, "1"}, {1, "1/1"}, {2, "2/2"}, {4, "10/7"}, {4, "20/14"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "b", "environment": {"name": "binary_tree_leaf_num_expectation", "instance": {"n": )",
        c.n, "}}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr);
    Check("binary_tree_leaf_num_expectation", *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Counting by the root's split: trees[n] = sum over k of trees[k] *
// trees[n-1-k]; leaves[n] likewise, a lone node being one leaf.
std::string BruteForce(int64_t n) {
  std::vector<__int128> trees(static_cast<size_t>(n + 1), 0), leaves(static_cast<size_t>(n + 1), 0);
  trees[0] = 1;
  for (int64_t m = 1; m <= n; ++m) {
    for (int64_t k = 0; k < m; ++k) {
      const size_t a = static_cast<size_t>(k), b = static_cast<size_t>(m - 1 - k);
      trees[static_cast<size_t>(m)] += trees[a] * trees[b];
      leaves[static_cast<size_t>(m)] += leaves[a] * trees[b] + trees[a] * leaves[b];
    }
    if (m == 1) leaves[1] = 1;
  }
  // Reduce leaves/trees with 128-bit Euclid.
  __int128 p = leaves[static_cast<size_t>(n)], q = trees[static_cast<size_t>(n)];
  __int128 x = p, y = q;
  while (y != 0) {
    const __int128 r = x % y;
    x = y;
    y = r;
  }
  p /= x;
  q /= x;
  const int64_t a = static_cast<int64_t>(p), b = static_cast<int64_t>(q);
  return b == 1 ? std::to_string(a) : absl::StrCat(a, "/", b);
}

TEST(BinaryTreeLeafNumExpectationBruteForceTest, ReferenceMatchesCounting) {
  for (const testing::Generated& g :
       testing::GenerateSmall("binary_tree_leaf_num_expectation", 4, 20)) {
    const int64_t n = g.Int("n");
    ASSERT_LE(n, 22) << g.Where();
    EXPECT_EQ(g.answer, BruteForce(n)) << g.Where();
  }
}

TEST(BinaryTreeLeafNumExpectationInstanceTest, BadInstancesAreRejected) {
  const char* kName = "binary_tree_leaf_num_expectation";
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 1000000000})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 0})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 1000000001})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 2.5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "m": 1})").ok());
}

}  // namespace
}  // namespace binary_tree_leaf_num_expectation_test_cc
}  // namespace referee
