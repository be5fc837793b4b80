// Minimum_DominatingInterval (RLVE-Gym): K distinct covered points whose
// intervals cost the least; ladder -1 unparseable, -0.5 not K distinct
// covered points, else (optimum / cost)^beta, beta = 5.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace minimum_dominating_interval_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class MinimumDominatingIntervalTest : public testing::VerifierTableTest {};

TEST_F(MinimumDominatingIntervalTest, Ladder) {
  // Points 1..6; intervals A = [1, 2] cost 3, B = [2, 4] cost 2, C = [4, 5]
  // cost 4, D = [3, 3] cost 1; point 6 lies in none. Two points; the
  // intervals each pair touches and their cost:
  //   {1,2} A B 5   {1,3} A B D 6   {1,4} A B C 9   {1,5} A C 7
  //   {2,3} A B D 6 {2,4} A B C 9   {2,5} A B C 9   {3,4} B C D 7
  //   {3,5} B C D 7 {4,5} B C 6
  // The optimum is 5, only {1, 2}.
  CheckInstance("minimum_dominating_interval",
                R"({"n": 6, "k": 2, "intervals": [[1, 2, 3], [2, 4, 2], [4, 5, 4], [3, 3, 1]]})",
                {{"<answer>1 2</answer>", 1, true, true},
                 {"<answer>2 1</answer>", 1, true, true},
                 {"\\boxed{1 2}", 1, true, true},
                 {"<answer>1 3</answer>", std::pow(5.0 / 6.0, 5), false, true},
                 {"<answer>5 4</answer>", std::pow(5.0 / 6.0, 5), false, true},
                 {"<answer>1 5</answer>", std::pow(5.0 / 7.0, 5), false, true},
                 {"<answer>2 4</answer>", std::pow(5.0 / 9.0, 5), false, true},
                 {"<answer>1 1</answer>", -0.5, false, true},    // A repeat.
                 {"<answer>1</answer>", -0.5, false, true},      // One point.
                 {"<answer>1 2 3</answer>", -0.5, false, true},  // Three.
                 {"<answer>1 6</answer>", -0.5, false, true},    // 6 is in no interval.
                 {"<answer>0 1</answer>", -0.5, false, true},
                 {"<answer>1 7</answer>", -0.5, false, true},
                 {"<answer>-1 2</answer>", -0.5, false, true},
                 {"<answer>1 99999999999999999999</answer>", -0.5, false, true},
                 {"<answer></answer>", -0.5, false, true},
                 {"<answer>1,2</answer>", -1, false, false},
                 {"<answer>1 two</answer>", -1, false, false},
                 {"1 2", -1, false, false}});
  CheckInstance("minimum_dominating_interval",
                R"({"n": 6, "k": 2, "intervals": [[1, 2, 3], [2, 4, 2], [4, 5, 4], [3, 3, 1]]})",
                {{"<answer>1 3</answer>", 5.0 / 6.0, false, true}}, R"({"beta": 1})");
}

TEST_F(MinimumDominatingIntervalTest, TiesAreAllOptimal) {
  // [1, 3] cost 2 and [3, 4] cost 2: one point in 1..2 or at 4 costs 2, at
  // 3 costs 4. Any of 1, 2, 4 is optimal.
  CheckInstance("minimum_dominating_interval",
                R"({"n": 4, "k": 1, "intervals": [[1, 3, 2], [3, 4, 2]]})",
                {{"<answer>1</answer>", 1, true, true},
                 {"<answer>2</answer>", 1, true, true},
                 {"<answer>4</answer>", 1, true, true},
                 {"<answer>3</answer>", std::pow(0.5, 5), false, true}});
}

TEST(MinimumDominatingIntervalInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"n": 6, "k": 1, "intervals": [[3, 2, 1]]})",  // l > r.
           R"({"n": 6, "k": 1, "intervals": [[1, 7, 1]]})",  // r > n.
           // Three points asked for, two covered.
           R"({"n": 6, "k": 3, "intervals": [[1, 2, 1]]})",
           R"({"n": 6, "k": 1, "intervals": []})",           // Nothing covered.
           R"({"n": 3, "k": 4, "intervals": [[1, 3, 1]]})",  // k > n.
           R"({"n": 3, "k": 1, "intervals": [[1, 3]]})",     // No cost.
       }) {
    const absl::Status status =
        testing::PrepareInstanceStatus("minimum_dominating_interval", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("minimum_dominating_interval",
                                             R"({"n": 3, "k": 3, "intervals": [[1, 3, 5]]})")
                  .ok());
}

// Brute force from the definition: every K-subset of the covered points,
// each interval paid once if it holds one of them.
TEST(MinimumDominatingIntervalBruteForceTest, ReferenceIsOptimal) {
  for (const testing::Generated& g :
       testing::GenerateSmall("minimum_dominating_interval", 6, 20)) {
    const int64_t n = g.Int("n"), k = g.Int("k");
    const std::vector<std::vector<int64_t>> intervals = g.IntRows("intervals");
    ASSERT_LE(n, 10) << g.Where();
    EXPECT_EQ(static_cast<int64_t>(intervals.size()), std::min(n * (n + 1) / 2, 2 * n))
        << g.Where();
    std::set<std::pair<int64_t, int64_t>> distinct;
    std::vector<bool> covered(static_cast<size_t>(n) + 1, false);
    for (const std::vector<int64_t>& iv : intervals) {
      ASSERT_TRUE(iv[2] >= 1 && iv[2] <= 10) << g.Where();
      distinct.insert({iv[0], iv[1]});
      for (int64_t p = iv[0]; p <= iv[1]; ++p) covered[static_cast<size_t>(p)] = true;
    }
    EXPECT_EQ(distinct.size(), intervals.size()) << g.Where();
    const int64_t count = std::count(covered.begin(), covered.end(), true);
    // K = max(1, floor(p * covered)) for one of RLVE's densities.
    bool density_found = false;
    for (const int64_t tenths : {1, 2, 3, 5, 7, 9}) {
      density_found = density_found || std::max<int64_t>(1, tenths * count / 10) == k;
    }
    EXPECT_TRUE(density_found) << g.Where();
    auto cost = [&](uint32_t mask) {
      int64_t total = 0;
      for (const std::vector<int64_t>& iv : intervals) {
        bool hit = false;
        for (int64_t p = iv[0]; p <= iv[1]; ++p) hit = hit || ((mask >> p) & 1);
        total += hit ? iv[2] : 0;
      }
      return total;
    };
    int64_t best = -1;
    for (uint32_t mask = 0; mask < (1u << (n + 1)); mask += 2) {  // Bit p: point p.
      if (__builtin_popcount(mask) != k) continue;
      bool valid = true;
      for (int64_t p = 1; p <= n; ++p) valid = valid && (!((mask >> p) & 1) || covered[p]);
      if (valid && (best < 0 || cost(mask) < best)) best = cost(mask);
    }
    std::istringstream in(g.answer);
    uint32_t reference = 0;
    int64_t listed = 0;
    for (int64_t p; in >> p; ++listed) {
      ASSERT_TRUE(p >= 1 && p <= n && covered[p]) << g.Where() << ": " << g.answer;
      reference |= 1u << p;
    }
    ASSERT_EQ(listed, k) << g.Where();
    ASSERT_EQ(__builtin_popcount(reference), k) << g.Where() << ": " << g.answer;
    EXPECT_EQ(cost(reference), best) << g.Where() << ": " << g.answer;
  }
}

}  // namespace
}  // namespace minimum_dominating_interval_test_cc
}  // namespace referee
