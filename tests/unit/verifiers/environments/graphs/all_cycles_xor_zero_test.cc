// CheckAllCycleXorZero (RLVE-Gym): does every cycle of an edge-weighted
// undirected graph have weights XORing to 0? Ladder -1 no final answer,
// -0.5 neither YES nor NO, 1 right, else 0. Every expectation is worked
// out by hand below.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace all_cycles_xor_zero_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "all_cycles_xor_zero";

class AllCyclesXorZeroTest : public testing::VerifierTableTest {};

// The triangle 1-2-3 with weights 3, 5, 6 and the pendant edge 3-4. The
// only simple cycle is the triangle: 3 ^ 5 = 6, 6 ^ 6 = 0, so YES. With
// 7 in place of 6 it is 6 ^ 7 = 1: NO.
const char kYes[] =
    R"({"n": 4, "edges": [[1, 2], [3, 2], [1, 3], [3, 4]], "weights": [3, 5, 6, 9]})";
const char kNo[] =
    R"({"n": 4, "edges": [[1, 2], [3, 2], [1, 3], [3, 4]], "weights": [3, 5, 7, 9]})";

TEST_F(AllCyclesXorZeroTest, Ladder) {
  CheckInstance(kName, kYes,
                {{"<answer>YES</answer>", 1, true, true},
                 {"<answer> YES\n</answer>", 1, true, true},  // Stripped, as RLVE.
                 // Python's strip() also takes NBSP (U+00A0) and U+3000.
                 {"<answer>\u3000YES\u00a0</answer>", 1, true, true},
                 {"\\boxed{YES}", 1, true, true},             // The \boxed fallback.
                 {"<answer>NO</answer>", 0, false, true},
                 {"<answer>yes</answer>", -0.5, false, true},  // Case matters.
                 {"<answer>Yes</answer>", -0.5, false, true},
                 {"<answer>YES.</answer>", -0.5, false, true},
                 {"<answer>YES NO</answer>", -0.5, false, true},
                 {"<answer>1</answer>", -0.5, false, true},
                 {"<answer>99999999999999999999999</answer>", -0.5, false, true},
                 {"<answer></answer>", -0.5, false, true},  // "" is neither.
                 {"YES", -1, false, false},                 // No tag.
                 {"<answer>YES", -1, false, false}});       // Unclosed.
  CheckInstance(kName, kNo,
                {{"<answer>NO</answer>", 1, true, true},
                 {"<answer>YES</answer>", 0, false, true},
                 {"<answer>no</answer>", -0.5, false, true}});
  // Only the pendant edge: no cycle at all, so every cycle (none) is 0.
  CheckInstance(kName, R"({"n": 2, "edges": [[2, 1]], "weights": [5]})",
                {{"<answer>YES</answer>", 1, true, true}});
  // Two components: a zero triangle 1-2-3 (1 ^ 2 ^ 3 = 0) and a square
  // 4-5-6-7 of weights 1, 1, 1, 0 (XOR 1): NO.
  CheckInstance(kName,
                R"({"n": 7, "edges": [[1, 2], [2, 3], [3, 1], [4, 5], [5, 6], [6, 7], [7, 4]],
                    "weights": [1, 2, 3, 1, 1, 1, 0]})",
                {{"<answer>NO</answer>", 1, true, true}});
}

// Finish rejects loops and a pair listed twice (either way round).
TEST(AllCyclesXorZeroInstanceTest, RejectsBadEdges) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 3, "edges": [[1, 1], [1, 2]], "weights": [0, 0]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 3, "edges": [[1, 2], [2, 1]], "weights": [0, 0]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 3, "edges": [[1, 2], [2, 3]], "weights": [0]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 3, "edges": [[0, 2]], "weights": [0]})")
                   .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 3, "edges": [[1, 2], [2, 3]], "weights": [0, 7]})")
                  .ok());
}

// From the definition: whether every simple cycle (each found from its
// least vertex, by depth-first extension over larger vertices) has XOR 0.
// A closed walk's edges taken mod 2 split into simple cycles, so this is
// every cycle.
bool AllSimpleCyclesZero(int64_t n, const std::vector<std::vector<int64_t>>& edges,
                         const std::vector<int64_t>& weights) {
  std::vector<std::vector<int64_t>> w(static_cast<size_t>(n + 1),
                                      std::vector<int64_t>(static_cast<size_t>(n + 1), -1));
  for (size_t e = 0; e < edges.size(); ++e) {
    w[static_cast<size_t>(edges[e][0])][static_cast<size_t>(edges[e][1])] = weights[e];
    w[static_cast<size_t>(edges[e][1])][static_cast<size_t>(edges[e][0])] = weights[e];
  }
  bool ok = true;
  std::vector<bool> on_path(static_cast<size_t>(n + 1), false);
  std::function<void(int64_t, int64_t, int64_t, int64_t)> extend =
      [&](int64_t start, int64_t at, int64_t length, int64_t x) {
        for (int64_t next = start; next <= n && ok; ++next) {
          const int64_t weight = w[static_cast<size_t>(at)][static_cast<size_t>(next)];
          if (weight < 0) continue;
          if (next == start) {
            if (length >= 3 && (x ^ weight) != 0) ok = false;
            continue;
          }
          if (on_path[static_cast<size_t>(next)]) continue;
          on_path[static_cast<size_t>(next)] = true;
          extend(start, next, length + 1, x ^ weight);
          on_path[static_cast<size_t>(next)] = false;
        }
      };
  for (int64_t start = 1; start <= n && ok; ++start) {
    on_path[static_cast<size_t>(start)] = true;
    extend(start, start, 1, 0);
    on_path[static_cast<size_t>(start)] = false;
  }
  return ok;
}

// Generated instances: N = 4, 5, ..., 9 at levels 0..5, M = floor(r N /
// 10) edges for some r in 10..30, a spanning tree among them, weights
// below 2^(bit length of N(N-1)/2); the answer matches every simple
// cycle's XOR, and both answers occur.
TEST(AllCyclesXorZeroBruteForceTest, ReferenceMatchesCycleSearch) {
  int yes = 0, no = 0;
  for (const testing::Generated& g : testing::GenerateSmall(kName, 5, 30)) {
    const int64_t n = g.Int("n");
    EXPECT_EQ(n, 4 + g.level) << g.Where();
    const std::vector<std::vector<int64_t>> edges = g.IntRows("edges");
    const std::vector<int64_t> weights = g.Ints("weights");
    const int64_t m = static_cast<int64_t>(edges.size());
    bool ratio = false;
    for (int64_t r = 10; r <= 30; ++r) ratio = ratio || r * n / 10 == m;
    EXPECT_TRUE(ratio && m <= n * (n - 1) / 2) << g.Where() << ": " << m;
    int64_t pairs = n * (n - 1) / 2, bits = 0;
    for (; pairs > 0; pairs >>= 1) ++bits;
    for (const int64_t x : weights) EXPECT_TRUE(x >= 0 && x < (int64_t{1} << bits)) << g.Where();
    for (const auto& e : edges) EXPECT_LT(e[0], e[1]) << g.Where();
    const bool all_zero = AllSimpleCyclesZero(n, edges, weights);
    EXPECT_EQ(g.answer, all_zero ? "YES" : "NO") << g.Where();
    (all_zero ? yes : no) += 1;
  }
  EXPECT_GT(yes, 20);
  EXPECT_GT(no, 20);
}

}  // namespace
}  // namespace all_cycles_xor_zero_test_cc
}  // namespace referee
