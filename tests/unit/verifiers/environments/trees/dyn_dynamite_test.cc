// DynDynamite (RLVE-Gym): M centers in a tree minimising the largest
// distance from a key vertex to its nearest center; ladder -1 unparseable,
// -0.5 not M vertices of the tree, else (t* / D)^beta, beta = 5.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace dyn_dynamite_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class DynDynamiteTest : public testing::VerifierTableTest {};

// The path 0-1-2-3-4 with the leaf 5 on 1; keys 0, 4, 5.
constexpr char kTree[] = R"("n": 6, "edges": [[0, 1], [1, 2], [2, 3], [3, 4], [1, 5]],
    "keys": [0, 4, 5])";

TEST_F(DynDynamiteTest, OneCenter) {
  // One center c: its distances to (0, 4, 5) are c=0: (0, 4, 2) -> 4;
  // c=1: (1, 3, 1) -> 3; c=2: (2, 2, 2) -> 2; c=3: (3, 1, 3) -> 3;
  // c=4: (4, 0, 4) -> 4; c=5: (2, 4, 0) -> 4. t* = 2, only at vertex 2.
  CheckInstance("dyn_dynamite", absl::StrCat("{", kTree, R"(, "m": 1})"),
                {{"<answer>2</answer>", 1, true, true},
                 {"<answer> +02 </answer>", 1, true, true},  // int() accepts.
                 {"\\boxed{2}", 1, true, true},
                 {"<answer>1</answer>", std::pow(2.0 / 3.0, 5), false, true},
                 {"<answer>3</answer>", std::pow(2.0 / 3.0, 5), false, true},
                 {"<answer>0</answer>", std::pow(2.0 / 4.0, 5), false, true},
                 {"<answer>5</answer>", std::pow(2.0 / 4.0, 5), false, true},
                 {"<answer>2 2</answer>", -0.5, false, true},  // Two numbers, M = 1.
                 {"<answer>6</answer>", -0.5, false, true},    // No vertex 6.
                 {"<answer>-1</answer>", -0.5, false, true},
                 {"<answer>99999999999999999999999</answer>", -0.5, false, true},
                 {"<answer></answer>", -0.5, false, true},  // No number.
                 {"<answer>two</answer>", -1, false, false},
                 {"<answer>2.0</answer>", -1, false, false},
                 {"2", -1, false, false}});
}

TEST_F(DynDynamiteTest, TwoCentersAnyOptimalChoice) {
  // Two centers cannot give every key distance 0 (three keys), and {1, 4}
  // gives 0 -> 1, 4 -> 0, 5 -> 1: t* = 1. {1, 3} gives (1, 1, 1): optimal
  // too. {0, 4} leaves 5 at 2; {2, 2} (a repeat is allowed) gives 2 to all;
  // {3, 0} leaves 5 at 2: (1/2)^5 each.
  CheckInstance("dyn_dynamite", absl::StrCat("{", kTree, R"(, "m": 2})"),
                {{"<answer>4 1</answer>", 1, true, true},
                 {"<answer>1 4</answer>", 1, true, true},
                 {"<answer>3 1</answer>", 1, true, true},
                 {"<answer>0 4</answer>", std::pow(0.5, 5), false, true},
                 {"<answer>2 2</answer>", std::pow(0.5, 5), false, true},
                 {"<answer>3 0</answer>", std::pow(0.5, 5), false, true},
                 {"<answer>1</answer>", -0.5, false, true},
                 {"<answer>1 4 5</answer>", -0.5, false, true},
                 {"<answer>1, 4</answer>", -1, false, false}});
  CheckInstance("dyn_dynamite", absl::StrCat("{", kTree, R"(, "m": 2})"),
                {{"<answer>0 4</answer>", 0.5, false, true}}, R"({"beta": 1})");
}

TEST(DynDynamiteInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           // Three edges on four vertices with a cycle: not a tree.
           R"({"n": 4, "edges": [[0, 1], [1, 2], [2, 0]], "keys": [0, 3], "m": 1})",
           // Too few edges.
           R"({"n": 4, "edges": [[0, 1], [1, 2]], "keys": [0, 3], "m": 1})",
           // A repeated key.
           R"({"n": 3, "edges": [[0, 1], [1, 2]], "keys": [0, 2, 0], "m": 1})",
           // One key: M would have to be 0.
           R"({"n": 3, "edges": [[0, 1], [1, 2]], "keys": [2], "m": 1})",
           // M must be below the number of keys.
           R"({"n": 3, "edges": [[0, 1], [1, 2]], "keys": [0, 2], "m": 2})",
           // A key out of range.
           R"({"n": 3, "edges": [[0, 1], [1, 2]], "keys": [0, 3], "m": 1})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("dyn_dynamite", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  "dyn_dynamite", R"({"n": 2, "edges": [[1, 0]], "keys": [1, 0], "m": 1})")
                  .ok());
}

// Brute force from the definition: every set of min(M, N) distinct
// centers (repeating a center never helps), each key's distance by
// Floyd-Warshall; the reference's M centers must reach the least radius.
TEST(DynDynamiteBruteForceTest, ReferenceIsOptimal) {
  for (const testing::Generated& g : testing::GenerateSmall("dyn_dynamite", 6, 20)) {
    const int n = static_cast<int>(g.Int("n"));
    const int64_t m = g.Int("m");
    const std::vector<int64_t> keys = g.Ints("keys");
    ASSERT_EQ(n, g.level + 3) << g.Where();
    ASSERT_GE(keys.size(), 2u) << g.Where();
    ASSERT_TRUE(m >= 1 && m < static_cast<int64_t>(keys.size())) << g.Where();
    std::vector<std::vector<int>> d(n, std::vector<int>(n, n + 1));
    for (int v = 0; v < n; ++v) d[v][v] = 0;
    for (const std::vector<int64_t>& e : g.IntRows("edges")) d[e[0]][e[1]] = d[e[1]][e[0]] = 1;
    for (int k = 0; k < n; ++k) {
      for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) d[i][j] = std::min(d[i][j], d[i][k] + d[k][j]);
      }
    }
    auto radius = [&](const std::vector<int>& centers) {
      int worst = 0;
      for (const int64_t k : keys) {
        int nearest = n + 1;
        for (const int c : centers) nearest = std::min(nearest, d[c][k]);
        worst = std::max(worst, nearest);
      }
      return worst;
    };
    int best = n + 1;
    const int size = static_cast<int>(std::min<int64_t>(m, n));
    for (uint32_t mask = 0; mask < (1u << n); ++mask) {
      if (__builtin_popcount(mask) != size) continue;
      std::vector<int> centers;
      for (int v = 0; v < n; ++v) {
        if ((mask >> v) & 1) centers.push_back(v);
      }
      best = std::min(best, radius(centers));
    }
    std::istringstream in(g.answer);
    std::vector<int> reference;
    for (int v; in >> v;) reference.push_back(v);
    ASSERT_EQ(static_cast<int64_t>(reference.size()), m) << g.Where() << ": " << g.answer;
    for (const int v : reference) ASSERT_TRUE(v >= 0 && v < n) << g.Where();
    EXPECT_EQ(radius(reference), best) << g.Where() << ": " << g.answer;
  }
}

}  // namespace
}  // namespace dyn_dynamite_test_cc
}  // namespace referee
