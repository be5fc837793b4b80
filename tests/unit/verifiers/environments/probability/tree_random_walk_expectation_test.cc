// TreeRandomWalkExpectation (RLVE-Gym): the sum of expected hitting times
// of a tree's random walk over ordered pairs, / N^2, mod 998244353; ladder
// -1 unparseable, -0.5 outside [0, 998244353), 1 exact, else 0.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/environments/mod_arith.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace tree_random_walk_expectation_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr uint64_t kMod = 998244353;

class TreeRandomWalkExpectationTest : public testing::VerifierTableTest {};

TEST_F(TreeRandomWalkExpectationTest, Ladder) {
  // The path 0 - 1 - 2. E(0,1) = E(2,1) = 1. From 1 to 0: E = 1 + E(2,0)/2
  // and E(2,0) = 1 + E(1,0), so E(1,0) = 3, E(2,0) = 4; by symmetry
  // E(1,2) = 3, E(0,2) = 4. Sum 1 + 4 + 3 + 3 + 4 + 1 = 16, divided by 9:
  // 16/9. 9^-1 = 443664157 mod p; 16 * 443664157 = 110916041 mod p (check:
  // 9 * 110916041 = 998244369 = p + 16).
  CheckInstance("tree_random_walk_expectation", R"({"n": 3, "edges": [[0, 1], [1, 2]]})",
                {{"<answer>110916041</answer>", 1, true, true},
                 {"\\boxed{110916041}", 1, true, true},
                 {"<answer>16</answer>", 0, false, true},
                 {"<answer>998244353</answer>", -0.5, false, true},
                 {"<answer>-5</answer>", -0.5, false, true},
                 {"<answer>16/9</answer>", -1, false, false},
                 {"110916041", -1, false, false}});
}

TEST_F(TreeRandomWalkExpectationTest, Star) {
  // Centre 0, leaves 1..3. Leaf to centre: 1. Centre to a leaf: E = 1 +
  // (2/3)(1 + E), E = 5. Leaf to another leaf: 1 + 5 = 6. Sum 3 * 1 + 3 * 5
  // + 6 * 6 = 54; 54/16 = 27/8 = 623902724 mod p (8 * 623902724 =
  // 4991221792 = 5p + 27).
  CheckInstance("tree_random_walk_expectation", R"({"n": 4, "edges": [[0, 1], [2, 0], [0, 3]]})",
                {{"<answer>623902724</answer>", 1, true, true}});
}

// For every target T, solve E(v) = 1 + mean of E over v's neighbours
// (v != T), E(T) = 0, by Gaussian elimination mod p.
uint64_t BruteForce(int64_t n, const std::vector<std::vector<int64_t>>& edges) {
  std::vector<std::vector<int64_t>> adjacent(static_cast<size_t>(n));
  for (const auto& e : edges) {
    adjacent[static_cast<size_t>(e[0])].push_back(e[1]);
    adjacent[static_cast<size_t>(e[1])].push_back(e[0]);
  }
  const size_t m = static_cast<size_t>(n);
  uint64_t total = 0;
  for (size_t t = 0; t < m; ++t) {
    // Rows: a[v] . E = b[v], augmented in column m.
    std::vector<std::vector<uint64_t>> a(m, std::vector<uint64_t>(m + 1, 0));
    for (size_t v = 0; v < m; ++v) {
      a[v][v] = 1;
      if (v == t) continue;
      const uint64_t inv = testing::InverseMod(adjacent[v].size(), kMod);
      for (int64_t w : adjacent[v]) {
        a[v][static_cast<size_t>(w)] = (a[v][static_cast<size_t>(w)] + kMod - inv) % kMod;
      }
      a[v][m] = 1;
    }
    for (const uint64_t e : testing::SolveMod(std::move(a), kMod)) total = (total + e) % kMod;
  }
  return total * testing::InverseMod(static_cast<uint64_t>(n * n), kMod) % kMod;
}

TEST(TreeRandomWalkExpectationBruteForceTest, ReferenceMatchesLinearSystems) {
  for (const testing::Generated& g :
       testing::GenerateSmall("tree_random_walk_expectation", 4, 20)) {
    const int64_t n = g.Int("n");
    ASSERT_LE(n, 7) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(BruteForce(n, g.IntRows("edges")))) << g.Where();
  }
}

TEST(TreeRandomWalkExpectationInstanceTest, BadInstancesAreRejected) {
  const char* kName = "tree_random_walk_expectation";
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1], [1, 2]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 1, "edges": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1], [1, 0]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1], [2, 2]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1], [1, 3]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 4, "edges": [[0, 1], [1, 2], [2, 0]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1], [1, 2], [0, 2]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1], [1, 2]], "mod": 7})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 10001, "edges": [[0, 1]]})").ok());
}

}  // namespace
}  // namespace tree_random_walk_expectation_test_cc
}  // namespace referee
