// TreeCenter (RLVE-Gym): the vertex r of a tree minimising
// sum_i dist(i, r) * C[i]; ladder -1 unparseable or out of range, else
// (least cost / cost of r)^beta, beta = 8. Every expectation is worked out
// by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace tree_center_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class TreeCenterTest : public testing::VerifierTableTest {};

// Edges 0-1 (length 2), 1-2 (length 1), 1-3 (length 3); costs 1, 2, 3, 1.
// Distances: from 0: 0, 2, 3, 5; from 1: 2, 0, 1, 3; from 2: 3, 1, 0, 4;
// from 3: 5, 3, 4, 0. Costs of each r:
//   r = 0: 0*1 + 2*2 + 3*3 + 5*1 = 18
//   r = 1: 2*1 + 0*2 + 1*3 + 3*1 = 8   (the least)
//   r = 2: 3*1 + 1*2 + 0*3 + 4*1 = 9
//   r = 3: 5*1 + 3*2 + 4*3 + 0*1 = 23
const char kTree[] =
    R"({"n": 4, "costs": [1, 2, 3, 1], "edges": [[0, 1, 2], [1, 2, 1], [1, 3, 3]]})";

TEST_F(TreeCenterTest, Ladder) {
  CheckInstance("tree_center", kTree,
                {{"<answer>1</answer>", 1, true, true},
                 {"<answer> 1 \n</answer>", 1, true, true},
                 {"\\boxed{1}", 1, true, true},              // The \boxed fallback.
                 {"<answer>+1</answer>", 1, true, true},     // int() accepts it.
                 {"<answer>01</answer>", 1, true, true},
                 {"<answer>2</answer>", std::pow(8.0 / 9.0, 8), false, true},
                 {"<answer>0</answer>", std::pow(8.0 / 18.0, 8), false, true},
                 {"<answer>3</answer>", std::pow(8.0 / 23.0, 8), false, true},
                 // Out of range: RLVE's wrong_format, -1.
                 {"<answer>4</answer>", -1, false, true},
                 {"<answer>-1</answer>", -1, false, true},
                 {"<answer>99999999999999999999999</answer>", -1, false, true},
                 // Not one integer: int() fails.
                 {"<answer>1 2</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"<answer>one</answer>", -1, false, false},
                 {"<answer>1.0</answer>", -1, false, false},
                 {"1", -1, false, false}});  // No tag.
  // beta = 1: the plain ratio 8/9.
  CheckInstance("tree_center", kTree, {{"<answer>2</answer>", 8.0 / 9.0, false, true}},
                R"({"beta": 1})");
}

TEST_F(TreeCenterTest, TwoCentersBothEarnFullCredit) {
  // One edge of length 5, costs 3 and 3: both vertices cost 15.
  CheckInstance("tree_center", R"({"n": 2, "costs": [3, 3], "edges": [[0, 1, 5]]})",
                {{"<answer>0</answer>", 1, true, true},
                 {"<answer>1</answer>", 1, true, true},
                 {"<answer>2</answer>", -1, false, true}});
  // Costs 1 and 4: r = 0 costs 5 * 4 = 20, r = 1 costs 5 * 1 = 5.
  CheckInstance("tree_center", R"({"n": 2, "costs": [1, 4], "edges": [[1, 0, 5]]})",
                {{"<answer>1</answer>", 1, true, true},
                 {"<answer>0</answer>", std::pow(5.0 / 20.0, 8), false, true}});
}

TEST(TreeCenterInstanceTest, RejectsNonTrees) {
  for (const char* instance : {
           // A triangle and 3 alone.
           R"({"n": 4, "costs": [1, 1, 1, 1], "edges": [[0, 1, 1], [1, 2, 1], [0, 2, 1]]})",
           // A repeated edge.
           R"({"n": 3, "costs": [1, 1, 1], "edges": [[0, 1, 1], [1, 0, 2]]})",
           // A self-loop.
           R"({"n": 3, "costs": [1, 1, 1], "edges": [[0, 1, 1], [2, 2, 1]]})",
           // No vertex 3.
           R"({"n": 3, "costs": [1, 1, 1], "edges": [[0, 1, 1], [1, 3, 1]]})",
           // A zero length.
           R"({"n": 3, "costs": [1, 1, 1], "edges": [[0, 1, 1], [1, 2, 0]]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("tree_center", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  "tree_center",
                  R"({"n": 3, "costs": [1, 2, 3], "edges": [[2, 1, 4], [0, 2, 1]]})")
                  .ok());
}

// Brute force from the definition: all distances by Floyd-Warshall, every
// vertex's cost summed directly. The reference must be a least-cost
// vertex; its last digit changed (what the registry-wide property test
// tries) must be out of range or cost more.
TEST(TreeCenterBruteForceTest, ReferenceIsOptimal) {
  for (const testing::Generated& g : testing::GenerateSmall("tree_center", 12, 20)) {
    const int64_t n = g.Int("n");
    const std::vector<int64_t> costs = g.Ints("costs");
    const std::vector<std::vector<int64_t>> edges = g.IntRows("edges");
    ASSERT_EQ(static_cast<int64_t>(edges.size()), n - 1) << g.Where();
    const int64_t kFar = int64_t{1} << 40;
    std::vector<std::vector<int64_t>> dist(static_cast<size_t>(n),
                                           std::vector<int64_t>(static_cast<size_t>(n), kFar));
    for (int64_t v = 0; v < n; ++v) dist[static_cast<size_t>(v)][static_cast<size_t>(v)] = 0;
    for (const std::vector<int64_t>& e : edges) {
      dist[static_cast<size_t>(e[0])][static_cast<size_t>(e[1])] = e[2];
      dist[static_cast<size_t>(e[1])][static_cast<size_t>(e[0])] = e[2];
    }
    for (size_t k = 0; k < static_cast<size_t>(n); ++k) {
      for (size_t i = 0; i < static_cast<size_t>(n); ++i) {
        for (size_t j = 0; j < static_cast<size_t>(n); ++j) {
          dist[i][j] = std::min(dist[i][j], dist[i][k] + dist[k][j]);
        }
      }
    }
    std::vector<int64_t> cost(static_cast<size_t>(n), 0);
    for (size_t r = 0; r < static_cast<size_t>(n); ++r) {
      for (size_t i = 0; i < static_cast<size_t>(n); ++i) cost[r] += dist[i][r] * costs[i];
    }
    const int64_t best = *std::min_element(cost.begin(), cost.end());
    const int64_t r = std::stoll(g.answer);
    ASSERT_GE(r, 0) << g.Where();
    ASSERT_LT(r, n) << g.Where();
    EXPECT_EQ(cost[static_cast<size_t>(r)], best) << g.Where();
    const int64_t changed = r % 10 == 9 ? r - 9 : r + 1;
    if (changed < n) {
      EXPECT_GT(cost[static_cast<size_t>(changed)], best) << g.Where() << ": " << changed;
    }
  }
}

}  // namespace
}  // namespace tree_center_test_cc
}  // namespace referee
