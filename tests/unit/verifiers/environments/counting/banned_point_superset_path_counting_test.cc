// BannedPointSupersetPathCounting (RLVE-Gym): walks from (0, 0, 0) to
// (N, M, R) adding bits to one coordinate per step, avoiding banned
// points, modulo MOD; ladder -1 unparseable, -0.5 outside [0, MOD),
// 1 exact, else 0.
#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace banned_point_superset_path_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kEnv[] = "banned_point_superset_path_counting";

class BannedPointSupersetPathCountingTest : public testing::VerifierTableTest {};

TEST_F(BannedPointSupersetPathCountingTest, Ladder) {
  // Target (3, 1, 0), (1, 0, 0) banned, MOD = 7. x climbs 0 -> 3 directly,
  // or 0 -> 1 -> 3, or 0 -> 2 -> 3; y makes its one step 0 -> 1 before,
  // between or after the x steps: 2 + 3 + 3 = 8 walks. Those through
  // (1, 0, 0) take x 0 -> 1 with y still 0, then y after it: 2. 8 - 2 = 6.
  const char* instance = R"({"n": 3, "m": 1, "r": 0, "obstacles": [[1, 0, 0]], "mod": 7})";
  CheckInstance(kEnv, instance,
                {{"<answer>6</answer>", 1, true, true},
                 {"<answer> 6 </answer>", 1, true, true},
                 {"\\boxed{6}", 1, true, true},
                 {"<answer>5</answer>", 0, false, true},
                 {"<answer>1</answer>", 0, false, true},  // 8 mod 7: the ban ignored.
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>8</answer>", -0.5, false, true},  // Not reduced: >= MOD.
                 {"<answer>7</answer>", -0.5, false, true},
                 {"<answer>-1</answer>", -0.5, false, true},
                 {"<answer>6/1</answer>", -1, false, false},
                 {"<answer>six</answer>", -1, false, false},
                 {"6", -1, false, false}});
}

TEST_F(BannedPointSupersetPathCountingTest, HandDerivedValues) {
  // Target (1, 1, 1): one step per coordinate, 3! = 6 orders; (1, 1, 0)
  // bans the 2 orders that finish x and y first: 4.
  CheckInstance(kEnv, R"({"n": 1, "m": 1, "r": 1, "obstacles": [[1, 1, 0]], "mod": 100})",
                {{"<answer>4</answer>", 1, true, true}});
  // Target (1, 1, 0) with both middle points banned: 0.
  CheckInstance(kEnv,
                R"({"n": 1, "m": 1, "r": 0, "obstacles": [[1, 0, 0], [0, 1, 0]], "mod": 10})",
                {{"<answer>0</answer>", 1, true, true}});
  // No obstacles, target (3, 1, 0): the 8 walks above; modulo 3: 2.
  CheckInstance(kEnv, R"({"n": 3, "m": 1, "r": 0, "obstacles": [], "mod": 1000})",
                {{"<answer>8</answer>", 1, true, true}});
  CheckInstance(kEnv, R"({"n": 3, "m": 1, "r": 0, "obstacles": [], "mod": 3})",
                {{"<answer>2</answer>", 1, true, true}});
  // Target (0, 0, 3): the chains 0 -> 3, 0 -> 1 -> 3, 0 -> 2 -> 3; banning
  // (0, 0, 2) leaves 2.
  CheckInstance(kEnv, R"({"n": 0, "m": 0, "r": 3, "obstacles": [[0, 0, 2]], "mod": 10})",
                {{"<answer>2</answer>", 1, true, true}});
}

std::vector<int64_t> SubMasks(int64_t x) {
  std::vector<int64_t> out;
  for (int64_t s = 0; s <= x; ++s) {
    if ((s & x) == s) out.push_back(s);
  }
  return out;
}

// Brute force from the definition: the walks into every sub-mask point,
// in increasing coordinates (a step only raises a coordinate), summed over
// the points one step before it; banned points receive none.
int64_t CountByDp(int64_t n, int64_t m, int64_t r,
                  const std::vector<std::vector<int64_t>>& obstacles, int64_t mod) {
  std::set<std::tuple<int64_t, int64_t, int64_t>> banned;
  for (const std::vector<int64_t>& o : obstacles) banned.insert({o[0], o[1], o[2]});
  std::map<std::tuple<int64_t, int64_t, int64_t>, int64_t> ways;
  for (const int64_t x : SubMasks(n)) {
    for (const int64_t y : SubMasks(m)) {
      for (const int64_t z : SubMasks(r)) {
        int64_t sum = 0;
        if (x == 0 && y == 0 && z == 0) {
          sum = 1;
        } else if (banned.count({x, y, z}) == 0) {
          for (const int64_t p : SubMasks(x)) {
            if (p != x) sum += ways[{p, y, z}];
          }
          for (const int64_t p : SubMasks(y)) {
            if (p != y) sum += ways[{x, p, z}];
          }
          for (const int64_t p : SubMasks(z)) {
            if (p != z) sum += ways[{x, y, p}];
          }
          sum %= mod;
        }
        ways[{x, y, z}] = sum;
      }
    }
  }
  return ways[{n, m, r}] % mod;
}

TEST(BannedPointSupersetPathCountingBruteForceTest, ReferenceMatchesDp) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 8, 10)) {
    const int64_t n = g.Int("n"), m = g.Int("m"), r = g.Int("r"), mod = g.Int("mod");
    ASSERT_LE(std::max({n, m, r}), 9) << g.Where();
    ASSERT_LE(mod, 10000) << g.Where();
    const std::vector<std::vector<int64_t>> obstacles = g.IntRows("obstacles");
    ASSERT_GE(obstacles.size(), 1u) << g.Where();
    ASSERT_LE(obstacles.size(), 29u) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(CountByDp(n, m, r, obstacles, mod))) << g.Where();
  }
}

TEST(BannedPointSupersetPathCountingInstanceTest, BadInstancesAreRejected) {
  // The target is the origin.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kEnv, R"({"n": 0, "m": 0, "r": 0, "obstacles": [], "mod": 5})")
                   .ok());
  // (2, 0, 0) is not a sub-mask of (1, 1, 0).
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kEnv, R"({"n": 1, "m": 1, "r": 0, "obstacles": [[2, 0, 0]], "mod": 5})")
                   .ok());
  // An end of the walk banned.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kEnv, R"({"n": 1, "m": 1, "r": 0, "obstacles": [[0, 0, 0]], "mod": 5})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kEnv, R"({"n": 1, "m": 1, "r": 0, "obstacles": [[1, 1, 0]], "mod": 5})")
                   .ok());
  // A point twice.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kEnv, R"({"n": 1, "m": 1, "r": 0, "obstacles": [[1, 0, 0], [1, 0, 0]], "mod": 5})")
                   .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kEnv, R"({"n": 1, "m": 1, "r": 0, "obstacles": [[1, 0, 0]], "mod": 5})")
                  .ok());
}

}  // namespace
}  // namespace banned_point_superset_path_counting_test_cc
}  // namespace referee
