// PreorderTraversal (RLVE-Gym): rebuild a binary tree from its in-order and
// post-order sequences and give its pre-order sequence; ladder -1
// unparseable, 0 not N integers, else (positions right / N)^beta, beta = 10.
// Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <utility>
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
inline namespace binary_tree_preorder_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::Numbers;

constexpr char kName[] = "binary_tree_preorder";

class BinaryTreePreorderTest : public testing::VerifierTableTest {};

// The tree 2(0(-, 1), 3): root 2, left child 0 whose right child is 1,
// right child 3. In-order 0 1 2 3, post-order 1 0 3 2, pre-order 2 0 1 3.
const char kTree[] = R"({"inorder": [0, 1, 2, 3], "postorder": [1, 0, 3, 2]})";

TEST_F(BinaryTreePreorderTest, Ladder) {
  CheckInstance(
      kName, kTree,
      {{"<answer>2 0 1 3</answer>", 1, true, true},
       {"<answer>\n2\t0  1 3 </answer>", 1, true, true},
       {"\\boxed{2 0 1 3}", 1, true, true},  // The \boxed fallback.
       {"<answer>+2 00 1 3</answer>", 1, true, true},  // int() accepts both.
       // 2 0 3 1: positions 0 and 1 right: (2/4)^10.
       {"<answer>2 0 3 1</answer>", std::pow(0.5, 10), false, true},
       // 2 1 0 3: positions 0 and 3 right: (2/4)^10.
       {"<answer>2 1 0 3</answer>", std::pow(0.5, 10), false, true},
       // 2 0 1 4: three right; values are not checked: (3/4)^10.
       {"<answer>2 0 1 4</answer>", std::pow(0.75, 10), false, true},
       {"<answer>2 0 1 99999999999999999999999</answer>", std::pow(0.75, 10), false, true},
       // The in-order sequence: only position 3 right: (1/4)^10.
       {"<answer>0 1 2 3</answer>", std::pow(0.25, 10), false, true},
       {"<answer>1 3 0 2</answer>", 0, false, true},   // Nothing right: 0^10.
       {"<answer>2 0 1</answer>", 0, false, true},     // RLVE's wrong_length: 0.
       {"<answer>2 0 1 3 3</answer>", 0, false, true},
       {"<answer></answer>", 0, false, true},
       {"<answer>2,0,1,3</answer>", -1, false, false},
       {"<answer>2 0 1 three</answer>", -1, false, false},
       {"2 0 1 3", -1, false, false},                  // No tag.
       {"<answer>2 0 1 3", -1, false, false}});        // Unclosed.
  // beta = 1: half right earns the plain 1/2.
  CheckInstance(kName, kTree, {{"<answer>2 0 3 1</answer>", 0.5, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

// A chain of 1000 nodes, each the left child of the next (root 999): in-order
// and post-order are both 0 1 ... 999, pre-order 999 998 ... 0; rebuilt
// without recursion.
TEST_F(BinaryTreePreorderTest, LongChain) {
  std::vector<int> up, down;
  for (int v = 0; v < 1000; ++v) {
    up.push_back(v);
    down.push_back(999 - v);
  }
  const std::string list = absl::StrJoin(up, ", ");
  const PreparedProblemPtr problem = testing::PrepareInstance(
      kName, absl::StrCat(R"({"inorder": [)", list, R"(], "postorder": [)", list, "]}"));
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(std::string(parsing::FinalAnswer(problem->task().DefaultReference(*problem))
                            .value_or("")),
            absl::StrJoin(down, " "));
}

// Finish rejects sequences that are not permutations of 0..N-1, or that no
// binary tree has: in-order 0 1 2 with post-order 2 0 1 puts the root 1
// first in-order, so its left subtree is {0}, whose post-order part is {2}.
TEST(BinaryTreePreorderInstanceTest, RejectsInconsistentSequences) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"inorder": [0, 1, 2], "postorder": [2, 0, 1]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"inorder": [0, 0, 1], "postorder": [0, 1, 0]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"inorder": [0, 1, 3], "postorder": [0, 3, 1]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"inorder": [0, 1, 2], "postorder": [0, 1]})")
                   .ok());
  // Root 1 with children 0 and 2.
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"inorder": [0, 1, 2], "postorder": [0, 2, 1]})")
                  .ok());
}

// The textbook recursive rebuild: the post-order's last label is the root;
// it splits the in-order sequence into the left and right subtrees, whose
// post-order parts are the first (left size) labels and the rest.
std::vector<int64_t> RecursivePreorder(const std::vector<int64_t>& in,
                                       const std::vector<int64_t>& post) {
  if (in.empty()) return {};
  const int64_t root = post.back();
  const size_t k = static_cast<size_t>(std::find(in.begin(), in.end(), root) - in.begin());
  std::vector<int64_t> out = {root};
  const std::vector<int64_t> left =
      RecursivePreorder({in.begin(), in.begin() + k}, {post.begin(), post.begin() + k});
  const std::vector<int64_t> right =
      RecursivePreorder({in.begin() + k + 1, in.end()}, {post.begin() + k, post.end() - 1});
  out.insert(out.end(), left.begin(), left.end());
  out.insert(out.end(), right.begin(), right.end());
  return out;
}

// Generated instances: N = 3, 4, ..., 10, 12 at levels 0..8, both sequences
// permutations of 0..N-1; the reference is the recursive rebuild's, and
// swapping any two of its labels scores ((N - 2)/N)^10, not full credit.
TEST(BinaryTreePreorderBruteForceTest, ReferenceMatchesRecursiveRebuild) {
  const size_t sizes[] = {3, 4, 5, 6, 7, 8, 9, 10, 12};
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 20)) {
    const std::vector<int64_t> in = g.Ints("inorder"), post = g.Ints("postorder");
    ASSERT_EQ(in.size(), sizes[g.level]) << g.Where();
    ASSERT_EQ(post.size(), in.size()) << g.Where();
    std::vector<int64_t> sorted_in = in, sorted_post = post;
    std::sort(sorted_in.begin(), sorted_in.end());
    std::sort(sorted_post.begin(), sorted_post.end());
    for (size_t i = 0; i < in.size(); ++i) {
      ASSERT_EQ(sorted_in[i], static_cast<int64_t>(i)) << g.Where();
      ASSERT_EQ(sorted_post[i], static_cast<int64_t>(i)) << g.Where();
    }
    const std::vector<int64_t> preorder = RecursivePreorder(in, post);
    EXPECT_EQ(Numbers(g.answer), preorder) << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    const double n = static_cast<double>(in.size());
    for (size_t i = 0; i < in.size(); ++i) {
      for (size_t j = i + 1; j < in.size(); ++j) {
        std::vector<int64_t> swapped = preorder;
        std::swap(swapped[i], swapped[j]);
        const Verdict v = testing::ScoreWith(
            kName, *problem, absl::StrCat("<answer>", absl::StrJoin(swapped, " "), "</answer>"));
        EXPECT_FALSE(v.correct) << g.Where();
        EXPECT_NEAR(v.score, std::pow((n - 2) / n, 10), 1e-12) << g.Where();
      }
    }
  }
}

}  // namespace
}  // namespace binary_tree_preorder_test_cc
}  // namespace referee
