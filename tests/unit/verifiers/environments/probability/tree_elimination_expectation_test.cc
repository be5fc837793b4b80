// TreeEliminationExpectation (RLVE-Gym): the expected number of random
// root-path colourings of a rooted tree, mod 10^9 + 7; ladder -1
// unparseable, -0.5 outside [0, 10^9 + 7), 1 exact, else 0.
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/environments/mod_arith.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace tree_elimination_expectation_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr uint64_t kMod = 1000000007;

class TreeEliminationExpectationTest : public testing::VerifierTableTest {};

TEST_F(TreeEliminationExpectationTest, Ladder) {
  // The path 1 - 2 - 3 rooted at 1. First pick 3 (1/3): one step. First
  // pick 2 (1/3): then 3 is left, two steps. First pick 1 (1/3): then 2 or
  // 3 — picking 3 ends in two steps, picking 2 leaves 3 (three steps), so
  // 5/2 on average. E = (1 + 2 + 5/2) / 3 = 11/6. 6^-1 = 166666668 mod p,
  // 11 * 166666668 = 1833333348 = 833333341 mod p (check: 6 * 833333341 =
  // 5000000046 = 5p + 11).
  CheckInstance("tree_elimination_expectation", R"({"n": 3, "parents": [[1, 2], [2, 3]]})",
                {{"<answer>833333341</answer>", 1, true, true},
                 {"\\boxed{833333341}", 1, true, true},
                 {"<answer>833333342</answer>", 0, false, true},
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>1000000007</answer>", -0.5, false, true},
                 {"<answer>-1</answer>", -0.5, false, true},
                 {"<answer>11/6</answer>", -1, false, false},
                 {"<answer>1.8333</answer>", -1, false, false},
                 {"833333341", -1, false, false}});
}

TEST_F(TreeEliminationExpectationTest, Star) {
  // Root 1 with leaves 2 and 3: a leaf-first pick (2/3) leaves the other
  // leaf, two steps; a root-first pick (1/3) leaves both leaves, three
  // steps. E = 4/3 + 1 = 7/3; 3^-1 = 333333336, 7 * 333333336 = 2333333352
  // = 333333338 mod p.
  CheckInstance("tree_elimination_expectation", R"({"n": 3, "parents": [[1, 3], [1, 2]]})",
                {{"<answer>333333338</answer>", 1, true, true}});
}

// The expectation from the process itself: E(S) over coloured sets S (bit
// v-1 for vertex v), E(all) = 0, E(S) = 1 + mean over uncoloured u of
// E(S with u's root path coloured).
uint64_t BruteForce(int64_t n, const std::vector<std::vector<int64_t>>& rows) {
  std::vector<int64_t> parent(static_cast<size_t>(n + 1), 0);
  for (const auto& row : rows) parent[static_cast<size_t>(row[1])] = row[0];
  std::vector<uint32_t> path(static_cast<size_t>(n + 1), 0);
  for (int64_t v = 1; v <= n; ++v) {
    for (int64_t u = v; u != 0; u = parent[static_cast<size_t>(u)]) {
      path[static_cast<size_t>(v)] |= 1u << (u - 1);
    }
  }
  const uint32_t full = (1u << n) - 1;
  std::vector<uint64_t> e(full + 1, 0);
  for (uint32_t s = full; s-- > 0;) {
    uint64_t sum = 0, uncoloured = 0;
    for (int64_t u = 1; u <= n; ++u) {
      if (s >> (u - 1) & 1) continue;
      ++uncoloured;
      sum = (sum + e[s | path[static_cast<size_t>(u)]]) % kMod;
    }
    e[s] = (1 + sum * testing::InverseMod(uncoloured, kMod)) % kMod;
  }
  return e[0];
}

TEST(TreeEliminationExpectationBruteForceTest, ReferenceMatchesProcess) {
  for (const testing::Generated& g :
       testing::GenerateSmall("tree_elimination_expectation", 4, 20)) {
    const int64_t n = g.Int("n");
    ASSERT_LE(n, 7) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(BruteForce(n, g.IntRows("parents"))))
        << g.Where();
  }
}

TEST(TreeEliminationExpectationInstanceTest, BadInstancesAreRejected) {
  const char* kName = "tree_elimination_expectation";
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "parents": [[1, 2], [2, 3]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 1, "parents": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "parents": [[1, 2]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "parents": [[1, 2], [1, 2]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "parents": [[3, 2], [2, 3]]})").ok());  // A cycle.
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "parents": [[2, 1], [1, 3]]})").ok());  // 1 is the root.
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "parents": [[1, 2], [4, 3]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "parents": [[1, 2], [2, 3]], "x": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 10001, "parents": [[1, 2]]})").ok());
}

}  // namespace
}  // namespace tree_elimination_expectation_test_cc
}  // namespace referee
