// MinSumDistanceSquare (RLVE-Gym): choose X = X' / N minimising the sum over
// N groups of points on a line of the squared distance to the group's
// nearest point; answer the integer X'; ladder -1 not one integer, 1 an
// optimal X', else (gold cost / cost)^beta, beta = 5.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace min_sum_distance_square_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "min_sum_distance_square";

class MinSumDistanceSquareTest : public testing::VerifierTableTest {};

// N = 2; group 0 = {0, 10}, group 1 = {4}. cost(X) = min(X^2, (X - 10)^2)
// + (X - 4)^2. Nearest 0 (X <= 5): X^2 + (X - 4)^2, least 8 at X = 2;
// nearest 10: (X - 10)^2 + (X - 4)^2, least 18 at X = 7. Optimum X = 2,
// X' = 4. In X' units the cost is N^2 = 4 times cost(X): gold 32.
//   X' = 3 (X = 1.5): 2.25 + 6.25 = 8.5 -> 34.
//   X' = 14 (X = 7): 18 -> 72.   X' = 0 (X = 0): 16 -> 64.
//   X' = -4 (X = -2): 4 + 36 = 40 -> 160.
constexpr char kTwo[] = R"({"n": 2, "x": [0, 10, 4], "group": [0, 0, 1]})";

TEST_F(MinSumDistanceSquareTest, Ladder) {
  CheckInstance(kName, kTwo,
                {{"<answer>4</answer>", 1, true, true},
                 {"<answer> +04 </answer>", 1, true, true},  // int() accepts.
                 {"\\boxed{4}", 1, true, true},
                 {"<answer>3</answer>", std::pow(32.0 / 34, 5), false, true},
                 {"<answer>14</answer>", std::pow(32.0 / 72, 5), false, true},
                 {"<answer>0</answer>", std::pow(0.5, 5), false, true},
                 {"<answer>-4</answer>", std::pow(0.2, 5), false, true},
                 // Far out: cost ~ 10^36, ratio^5 ~ 0.
                 {"<answer>1000000000000000000</answer>", 0, false, true},
                 {"<answer>300000000000000000000000</answer>", 0, false, true},  // Past 64 bits.
                 {"<answer>4.0</answer>", -1, false, false},
                 {"<answer>4 4</answer>", -1, false, false},
                 {"<answer>2/1</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"4", -1, false, false}});
  // beta = 1: X' = 0 earns 32 / 64.
  CheckInstance(kName, kTwo, {{"<answer>0</answer>", 0.5, false, true}}, R"({"beta": 1})");
}

TEST_F(MinSumDistanceSquareTest, HandDerivedValues) {
  // Group 0 = {-1, 1}, group 1 = {0}: cost(X) = min((X + 1)^2, (X - 1)^2)
  // + X^2, least 1/4 + 1/4 at X = -1/2 and at X = 1/2: X' = -1 and 1 are
  // both optimal (X'-cost 2); X' = 0 costs 1 + 0 -> 4: (2/4)^5.
  CheckInstance(kName, R"({"n": 2, "x": [-1, 1, 0], "group": [0, 0, 1]})",
                {{"<answer>1</answer>", 1, true, true},
                 {"<answer>-1</answer>", 1, true, true},
                 {"<answer>0</answer>", std::pow(0.5, 5), false, true}});
  // Both groups hold 3: X = 3 costs 0 (X' = 6); anything else earns 0.
  CheckInstance(kName, R"({"n": 2, "x": [3, 3], "group": [0, 1]})",
                {{"<answer>6</answer>", 1, true, true}, {"<answer>5</answer>", 0, false, true}});
}

TEST(MinSumDistanceSquareInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"n": 1, "x": [0], "group": [0]})",
           R"({"n": 2, "x": [0, 1], "group": [0, 2]})",        // Group out of range.
           R"({"n": 3, "x": [0, 1], "group": [0, 1]})",        // Group 2 empty.
           R"({"n": 2, "x": [0, 1, 2], "group": [0, 1]})",     // Sizes differ.
           R"({"n": 2, "x": [0, 1000001], "group": [0, 1]})",
           R"({"n": 2, "x": [0, 1]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "x": [0, 1], "group": [1, 0]})").ok());
}

// cost(X') = sum over groups of min (X' - N x)^2, from the definition.
int64_t CostOf(int64_t n, const std::vector<int64_t>& x, const std::vector<int64_t>& group,
               int64_t x_prime) {
  std::vector<int64_t> least(static_cast<size_t>(n), -1);
  for (size_t i = 0; i < x.size(); ++i) {
    const int64_t d = x_prime - n * x[i];
    int64_t& l = least[static_cast<size_t>(group[i])];
    if (l < 0 || d * d < l) l = d * d;
  }
  int64_t total = 0;
  for (const int64_t l : least) total += l;
  return total;
}

TEST_F(MinSumDistanceSquareTest, GeneratedEveryCandidateGraded) {
  // Levels 0..8 (M = 2..10): the optimum X = X'/N lies between the least
  // and the largest coordinate, so X' in [N min x, N max x]; every X' there
  // (and a margin of 3) is graded: 1 iff its cost is the least cost over
  // all of them, else (least / cost)^5.
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 8)) {
    const int64_t n = g.Int("n");
    const std::vector<int64_t> x = g.Ints("x");
    const std::vector<int64_t> group = g.Ints("group");
    const int64_t m = static_cast<int64_t>(x.size());
    ASSERT_GE(n, 2) << g.Where();
    ASSERT_LE(n, m) << g.Where();
    int64_t lo = x[0], hi = x[0];
    for (const int64_t v : x) {
      ASSERT_LE(std::abs(v), m) << g.Where();
      lo = std::min(lo, v);
      hi = std::max(hi, v);
    }
    int64_t least = -1;
    for (int64_t xp = n * lo - 3; xp <= n * hi + 3; ++xp) {
      const int64_t c = CostOf(n, x, group, xp);
      if (least < 0 || c < least) least = c;
    }
    EXPECT_EQ(CostOf(n, x, group, std::stoll(g.answer)), least) << g.Where();
    std::vector<std::string> outputs;
    std::vector<double> rewards;
    for (int64_t xp = n * lo - 3; xp <= n * hi + 3; ++xp) {
      const int64_t c = CostOf(n, x, group, xp);
      outputs.push_back(absl::StrCat("<answer>", xp, "</answer>"));
      rewards.push_back(c == least ? 1.0
                                   : std::pow(static_cast<double>(least) / static_cast<double>(c), 5));
    }
    std::vector<Case> cases;
    for (size_t i = 0; i < outputs.size(); ++i) {
      cases.push_back({outputs[i].c_str(), rewards[i], rewards[i] == 1.0, true});
    }
    CheckInstance(kName,
                  absl::StrCat(R"({"n": )", n, R"(, "x": [)", absl::StrJoin(x, ", "),
                               R"(], "group": [)", absl::StrJoin(group, ", "), "]}"),
                  cases);
  }
}

}  // namespace
}  // namespace min_sum_distance_square_test_cc
}  // namespace referee
