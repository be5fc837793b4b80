// MaximumWeightMatching (RLVE-Gym): edges of a weighted graph, no two
// sharing a vertex, of the largest total weight; ladder -1 unparseable or
// an odd count, -0.5 a repeated vertex or a pair that is not an edge, else
// (weight / optimum)^beta, beta = 5. Every expectation is worked out by
// hand below.
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

namespace referee {
inline namespace maximum_weight_matching_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::Numbers;

class MaximumWeightMatchingTest : public testing::VerifierTableTest {};

// The 4-cycle 0-1-2-3-0 with weights 0-1: 3, 1-2: 4, 2-3: 3, 0-3: 2. A
// matching has at most 2 edges; the two perfect matchings are {0-1, 2-3}
// (3 + 3 = 6) and {1-2, 0-3} (4 + 2 = 6); one edge weighs at most 4. So the
// optimum is 6, reached by both perfect matchings.
const char kCycle[] =
    R"({"n": 4, "edges": [[0, 1], [1, 2], [2, 3], [0, 3]], "weights": [3, 4, 3, 2]})";

TEST_F(MaximumWeightMatchingTest, Ladder) {
  CheckInstance(
      "maximum_weight_matching", kCycle,
      {{"<answer>0 1 2 3</answer>", 1, true, true},
       {"<answer>3 0 2 1</answer>", 1, true, true},  // The other optimum, reversed pairs.
       {"<answer>\n 3 2\t1 0 \n</answer>", 1, true, true},
       {"\\boxed{0 1 2 3}", 1, true, true},          // The \boxed fallback.
       {"<answer>+0 01 2 3</answer>", 1, true, true},  // int() accepts both.
       {"<answer>1 2</answer>", std::pow(4.0 / 6.0, 5), false, true},  // Weight 4.
       {"<answer>1 0</answer>", std::pow(3.0 / 6.0, 5), false, true},  // Weight 3.
       {"<answer>0 3</answer>", std::pow(2.0 / 6.0, 5), false, true},  // Weight 2.
       {"<answer></answer>", 0, false, true},  // Nothing chosen weighs 0.
       {"<answer>0 1 1 2</answer>", -0.5, false, true},  // Vertex 1 twice.
       {"<answer>0 0</answer>", -0.5, false, true},      // u = v.
       {"<answer>0 2</answer>", -0.5, false, true},      // 0-2 is no edge.
       {"<answer>1 3 0 2</answer>", -0.5, false, true},  // Distinct, no edges.
       {"<answer>0 4</answer>", -0.5, false, true},      // No vertex 4.
       {"<answer>-1 0</answer>", -0.5, false, true},
       {"<answer>0 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer>0 1 2 3 0 1</answer>", -0.5, false, true},  // 6 > N endpoints.
       {"<answer>0 1 2</answer>", -1, false, false},  // An odd count.
       {"<answer>0 1 2 3 0</answer>", -1, false, false},
       {"<answer>0, 1</answer>", -1, false, false},   // A comma.
       {"<answer>0 one</answer>", -1, false, false},
       {"0 1 2 3", -1, false, false},                 // No tag.
       {"<answer>0 1 2 3", -1, false, false}});       // Unclosed.
  // beta = 1: the plain ratio 4/6.
  CheckInstance("maximum_weight_matching", kCycle,
                {{"<answer>2 1</answer>", 4.0 / 6.0, false, true}}, R"({"beta": 1})");
  EXPECT_FALSE(ParamError("maximum_weight_matching", R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError("maximum_weight_matching", R"({"beta": 2})").ok());
}

TEST(MaximumWeightMatchingInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"n": 3, "edges": [], "weights": []})",               // No edge.
           R"({"n": 3, "edges": [[0, 1]], "weights": [1, 2]})",     // Two weights.
       }) {
    const absl::Status status =
        testing::PrepareInstanceStatus("maximum_weight_matching", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("maximum_weight_matching",
                                             R"({"n": 2, "edges": [[1, 0]], "weights": [7]})")
                  .ok());
}

// The weight of the pairs listed in `numbers` if they are distinct
// vertices of 0..n-1 joined by edges; -1 otherwise (an odd count too).
int64_t MatchingWeight(int64_t n, const std::vector<std::vector<int64_t>>& edges,
                       const std::vector<int64_t>& weights,
                       const std::vector<int64_t>& numbers) {
  if (numbers.size() % 2 != 0) return -1;
  std::vector<bool> used(static_cast<size_t>(n), false);
  int64_t total = 0;
  for (size_t i = 0; i < numbers.size(); i += 2) {
    const int64_t u = numbers[i], v = numbers[i + 1];
    if (u < 0 || u >= n || v < 0 || v >= n || u == v) return -1;
    if (used[static_cast<size_t>(u)] || used[static_cast<size_t>(v)]) return -1;
    used[static_cast<size_t>(u)] = used[static_cast<size_t>(v)] = true;
    int64_t w = -1;
    for (size_t e = 0; e < edges.size(); ++e) {
      if (std::min(u, v) == std::min(edges[e][0], edges[e][1]) &&
          std::max(u, v) == std::max(edges[e][0], edges[e][1])) {
        w = weights[e];
      }
    }
    if (w < 0) return -1;
    total += w;
  }
  return total;
}

// Brute force from the definition: every subset of the edges that is a
// matching. The reference must be a matching as heavy as the best; with
// its last digit changed (what the registry-wide property test tries) it
// must not be an optimal matching.
TEST(MaximumWeightMatchingBruteForceTest, ReferenceIsOptimal) {
  for (const testing::Generated& g : testing::GenerateSmall("maximum_weight_matching", 4, 20)) {
    const int64_t n = g.Int("n");
    const std::vector<std::vector<int64_t>> edges = g.IntRows("edges");
    const std::vector<int64_t> weights = g.Ints("weights");
    ASSERT_LE(edges.size(), 16u) << g.Where();
    int64_t best = 0;
    const int64_t m = static_cast<int64_t>(edges.size());
    testing::ForEachSubset(m, [&](const std::vector<int64_t>& chosen) {
      std::vector<int64_t> numbers;  // The chosen edges' ends, in order.
      for (const int64_t e : chosen) {
        numbers.push_back(edges[static_cast<size_t>(e)][0]);
        numbers.push_back(edges[static_cast<size_t>(e)][1]);
      }
      best = std::max(best, MatchingWeight(n, edges, weights, numbers));
    });
    EXPECT_GT(best, 0) << g.Where();
    EXPECT_EQ(MatchingWeight(n, edges, weights, Numbers(g.answer)), best) << g.Where();
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    ASSERT_TRUE(corrupted.has_value()) << g.Where();
    EXPECT_LT(MatchingWeight(n, edges, weights, Numbers(*corrupted)), best)
        << g.Where() << ": " << *corrupted;
  }
}

// Level d has N = 5, 6, 7, 8, 9 (d = 0..4) and floor(p N(N-1)/20) edges
// for p in {1, 3, 4}, weights in 1..N.
TEST(MaximumWeightMatchingInstanceTest, GeneratedSizes) {
  const int64_t sizes[] = {5, 6, 7, 8, 9};
  for (const testing::Generated& g : testing::GenerateSmall("maximum_weight_matching", 4, 6)) {
    const int64_t n = g.Int("n");
    EXPECT_EQ(n, sizes[g.level]) << g.Where();
    const int64_t e = static_cast<int64_t>(g.IntRows("edges").size());
    EXPECT_TRUE(e == n * (n - 1) / 20 || e == 3 * n * (n - 1) / 20 || e == 4 * n * (n - 1) / 20)
        << g.Where() << ": " << e;
    for (const int64_t w : g.Ints("weights")) {
      EXPECT_TRUE(w >= 1 && w <= n) << g.Where();
    }
  }
}

}  // namespace
}  // namespace maximum_weight_matching_test_cc
}  // namespace referee
