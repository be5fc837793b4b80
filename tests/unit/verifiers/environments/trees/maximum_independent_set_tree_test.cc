// Maximum_IndependentSet_Tree (RLVE-Gym): pairwise non-adjacent vertices of
// a weighted tree of the largest weight; ladder -1 unparseable, -0.5 a
// repeated, unknown or adjacent vertex, else (weight / optimum)^beta,
// beta = 3. Every expectation is worked out by hand below.
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
#include "tests/sanitizers.h"

namespace referee {
inline namespace maximum_independent_set_tree_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::Numbers;

class MaximumIndependentSetTreeTest : public testing::VerifierTableTest {};

// The tree 0-1, 1-2, 1-3, 3-4 with weights 3, 5, 2, 1, 4. Taking 1 rules
// out 0, 2 and 3, leaving 4: {1, 4} weighs 5 + 4 = 9. Without 1, 0 and 2
// are free (not adjacent) and one of 3, 4 may join: {0, 2, 4} weighs
// 3 + 2 + 4 = 9. So the optimum is 9, reached by two different sets.
const char kTree[] =
    R"({"n": 5, "edges": [[0, 1], [1, 2], [1, 3], [3, 4]], "weights": [3, 5, 2, 1, 4]})";

TEST_F(MaximumIndependentSetTreeTest, Ladder) {
  CheckInstance(
      "maximum_independent_set_tree", kTree,
      {{"<answer>1 4</answer>", 1, true, true},
       {"<answer>4 2 0</answer>", 1, true, true},  // The other optimum, any order.
       {"<answer>\n 0\t2  4 \n</answer>", 1, true, true},
       {"\\boxed{1 4}", 1, true, true},  // The \boxed fallback.
       {"<answer>+1 04</answer>", 1, true, true},  // int() accepts both.
       // {0, 2, 3}: independent (0-2, 0-3, 2-3 are not edges), weight 6:
       // (6/9)^3 = 8/27.
       {"<answer>0 2 3</answer>", 8.0 / 27.0, false, true},
       {"<answer>1</answer>", std::pow(5.0 / 9.0, 3), false, true},  // Weight 5.
       {"<answer>4</answer>", std::pow(4.0 / 9.0, 3), false, true},  // Weight 4.
       {"<answer></answer>", 0, false, true},  // The empty set weighs 0.
       {"<answer>0 1</answer>", -0.5, false, true},  // 0-1 is an edge.
       {"<answer>0 2 3 4</answer>", -0.5, false, true},  // 3-4 is an edge.
       {"<answer>4 4</answer>", -0.5, false, true},  // Repeated.
       {"<answer>1 5</answer>", -0.5, false, true},  // No vertex 5.
       {"<answer>-1</answer>", -0.5, false, true},
       {"<answer>99999999999999999999999</answer>", -0.5, false, true},
       {"<answer>0 2 4 0 2 4</answer>", -0.5, false, true},  // 6 > N numbers.
       {"<answer>1, 4</answer>", -1, false, false},  // A comma.
       {"<answer>1 four</answer>", -1, false, false},
       {"<answer>1.0 4</answer>", -1, false, false},
       {"1 4", -1, false, false},                  // No tag.
       {"<answer>1 4", -1, false, false}});        // Unclosed.
  // beta = 1: the plain ratio 6/9.
  CheckInstance("maximum_independent_set_tree", kTree,
                {{"<answer>0 2 3</answer>", 6.0 / 9.0, false, true}}, R"({"beta": 1})");
}

TEST_F(MaximumIndependentSetTreeTest, SingleVertexAndBeta) {
  // One vertex, no edge: {0} is the optimum 7; the empty set earns 0.
  CheckInstance("maximum_independent_set_tree", R"({"n": 1, "edges": [], "weights": [7]})",
                {{"<answer>0</answer>", 1, true, true},
                 {"<answer></answer>", 0, false, true},
                 {"<answer>0 0</answer>", -0.5, false, true},
                 {"<answer>1</answer>", -0.5, false, true}});
  EXPECT_FALSE(ParamError("maximum_independent_set_tree", R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError("maximum_independent_set_tree", R"({"beta": 2})").ok());
}

TEST(MaximumIndependentSetTreeInstanceTest, RejectsNonTrees) {
  for (const char* instance : {
           // Too few edges: 3 is cut off.
           R"({"n": 4, "edges": [[0, 1], [1, 2]], "weights": [1, 1, 1, 1]})",
           // n - 1 edges, but a triangle and 3 alone.
           R"({"n": 4, "edges": [[0, 1], [1, 2], [0, 2]], "weights": [1, 1, 1, 1]})",
           // Too many edges (a cycle).
           R"({"n": 3, "edges": [[0, 1], [1, 2], [0, 2]], "weights": [1, 1, 1]})",
           R"({"n": 2, "edges": [], "weights": [1, 1]})",
       }) {
    const absl::Status status =
        testing::PrepareInstanceStatus("maximum_independent_set_tree", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  "maximum_independent_set_tree",
                  R"({"n": 4, "edges": [[2, 3], [0, 2], [1, 2]], "weights": [1, 2, 3, 4]})")
                  .ok());
}

// The weight of `set` if it is a set of distinct, pairwise non-adjacent
// vertices of 0..n-1; -1 otherwise.
int64_t IndependentWeight(int64_t n, const std::vector<std::vector<int64_t>>& edges,
                          const std::vector<int64_t>& weights,
                          const std::vector<int64_t>& set) {
  std::vector<bool> in(static_cast<size_t>(n), false);
  int64_t weight = 0;
  for (const int64_t v : set) {
    if (v < 0 || v >= n || in[static_cast<size_t>(v)]) return -1;
    in[static_cast<size_t>(v)] = true;
    weight += weights[static_cast<size_t>(v)];
  }
  for (const std::vector<int64_t>& e : edges) {
    if (in[static_cast<size_t>(e[0])] && in[static_cast<size_t>(e[1])]) return -1;
  }
  return weight;
}

// Brute force from the definition: every subset of the vertices. The
// reference must be independent and as heavy as the best subset; the
// reference with its last digit changed (what the registry-wide property
// test tries) must not be an optimal independent set.
TEST(MaximumIndependentSetTreeBruteForceTest, ReferenceIsOptimal) {
  for (const testing::Generated& g :
       testing::GenerateSmall("maximum_independent_set_tree", 8, testing::SweepSeeds(25))) {
    const int64_t n = g.Int("n");
    ASSERT_LE(n, 16) << g.Where();
    const std::vector<std::vector<int64_t>> edges = g.IntRows("edges");
    const std::vector<int64_t> weights = g.Ints("weights");
    ASSERT_EQ(static_cast<int64_t>(edges.size()), n - 1) << g.Where();
    int64_t best = 0;
    testing::ForEachSubset(n, [&](const std::vector<int64_t>& set) {
      best = std::max(best, IndependentWeight(n, edges, weights, set));
    });
    EXPECT_EQ(IndependentWeight(n, edges, weights, Numbers(g.answer)), best) << g.Where();
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    ASSERT_TRUE(corrupted.has_value()) << g.Where();
    EXPECT_LT(IndependentWeight(n, edges, weights, Numbers(*corrupted)), best)
        << g.Where() << ": " << *corrupted;
  }
}

}  // namespace
}  // namespace maximum_independent_set_tree_test_cc
}  // namespace referee
