// SumPseudoEuclidean (RLVE-Gym): the sum over 1 <= i, j <= N of f(i, j),
// f(a, b) = 0 at a == b, else 1 + f(a - b, 2b) or 1 + f(2a, b - a), 0 when
// the recursion never ends; ladder -1 unparseable or negative, 1 exact,
// else (min/max)^beta with beta = 10.
#include <cmath>
#include <cstdint>
#include <string>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace sum_pseudo_euclidean_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "sum_pseudo_euclidean";

class SumPseudoEuclideanTest : public testing::VerifierTableTest {};

// By hand: a step keeps a + b. For N = 5 the pairs with a finite, non-zero
// f: (1, 3) -> (2, 2) and (3, 1) -> (2, 2), 1 step each; (3, 5) -> (6, 2)
// -> (4, 4) and (5, 3) -> (2, 6) -> (4, 4), 2 steps each. Every other
// pair either is equal (0) or cycles, e.g. (1, 2) -> (2, 1) -> (1, 2),
// (1, 4) -> (2, 3) -> (4, 1) -> (3, 2) -> (1, 4), (1, 5) -> (2, 4) ->
// (4, 2) -> (2, 4), (2, 4) likewise, (4, 5) -> (8, 1) -> (7, 2) -> (5, 4)
// -> (1, 8) -> (2, 7) -> (4, 5) (sums 3, 5, 6, 9: (a + b) / gcd not a
// power of two). Total 6. N = 6 adds (2, 6) -> (4, 4) and (6, 2) ->
// (4, 4): 8. N = 7 adds (1, 7) -> (2, 6) -> (4, 4) and (7, 1) -> (6, 2) ->
// (4, 4): 12.

TEST_F(SumPseudoEuclideanTest, Ladder) {
  CheckInstance(kName, R"({"n": 7})",
                {{"<answer>12</answer>", 1, true, true},
                 {"<answer> +012 </answer>", 1, true, true},  // int() accepts.
                 {"\\boxed{12}", 1, true, true},
                 {"<answer>6</answer>", std::pow(0.5, 10), false, true},    // (6/12)^10.
                 {"<answer>24</answer>", std::pow(0.5, 10), false, true},   // (12/24)^10.
                 {"<answer>9</answer>", std::pow(0.75, 10), false, true},   // (9/12)^10.
                 {"<answer>0</answer>", 0, false, true},                   // (0/12)^10.
                 {"<answer>300000000000000000000000</answer>", 0, false, true},  // ~(4e-23)^10.
                 {"<answer>-12</answer>", -1, false, true},  // Negative: wrong_format.
                 {"<answer>12.0</answer>", -1, false, false},
                 {"<answer>12 12</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"12", -1, false, false}});
  // beta = 1: (6/12)^1.
  CheckInstance(kName, R"({"n": 7})", {{"<answer>6</answer>", 0.5, false, true}},
                R"({"beta": 1})");
}

TEST_F(SumPseudoEuclideanTest, HandDerivedValues) {
  CheckInstance(kName, R"({"n": 5})", {{"<answer>6</answer>", 1, true, true}});
  CheckInstance(kName, R"({"n": 6})", {{"<answer>8</answer>", 1, true, true}});
}

TEST(SumPseudoEuclideanInstanceTest, RejectsBadInstances) {
  for (const char* instance : {R"({"n": 4})", R"({"n": 1000000001})", R"({})"}) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 5})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 1000000000})").ok());
}

// f by its definition. a + b never changes, so there are fewer than a + b
// states: a run that has not reached a == b after a + b steps cycles.
int64_t F(int64_t a, int64_t b) {
  const int64_t sum = a + b;
  for (int64_t steps = 0; steps <= sum; ++steps) {
    if (a == b) return steps;
    if (a > b) {
      a -= b;
      b += b;
    } else {
      b -= a;
      a += a;
    }
  }
  return 0;
}

int64_t SumBySimulation(int64_t n) {
  int64_t total = 0;
  for (int64_t i = 1; i <= n; ++i) {
    for (int64_t j = 1; j <= n; ++j) total += F(i, j);
  }
  return total;
}

TEST_F(SumPseudoEuclideanTest, EveryNMatchesSimulation) {
  // Every N in 5..60: the simulated sum earns 1, one more does not.
  for (int64_t n = 5; n <= 60; ++n) {
    const int64_t sum = SumBySimulation(n);
    const double near = std::pow(static_cast<double>(sum) / static_cast<double>(sum + 1), 10);
    CheckInstance(kName, absl::StrCat(R"({"n": )", n, "}"),
                  {{absl::StrCat("<answer>", sum, "</answer>").c_str(), 1, true, true},
                   {absl::StrCat("<answer>", sum + 1, "</answer>").c_str(), near, false, true}});
  }
}

TEST(SumPseudoEuclideanBruteForceTest, GeneratedMatchSimulation) {
  // MAX_N per level: 7 (level 0 draws as level 1), 7, 10, 15, 22, 33,
  // 49, 73, 109.
  const int64_t kMaxN[] = {7, 7, 10, 15, 22, 33, 49, 73, 109};
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 10)) {
    const int64_t n = g.Int("n");
    ASSERT_GE(n, 5) << g.Where();
    ASSERT_LE(n, kMaxN[g.level]) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(SumBySimulation(n))) << g.Where();
  }
}

TEST_F(SumPseudoEuclideanTest, LargeNMatchesDirectSum) {
  // Past the simulation's reach: the closed form 2 * sum over odd l <= N
  // of floor(log2 l) * floor(N / l) (what the simulation confirms above),
  // summed term by term, against the blocked reference.
  for (const int64_t n : {int64_t{1000}, int64_t{65536}, int64_t{999999}, int64_t{3000000}}) {
    int64_t total = 0;
    for (int64_t l = 3; l <= n; l += 2) {
      int log = 0;
      while ((l >> (log + 1)) != 0) ++log;
      total += log * (n / l);
    }
    CheckInstance(kName, absl::StrCat(R"({"n": )", n, "}"),
                  {{absl::StrCat("<answer>", 2 * total, "</answer>").c_str(), 1, true, true}});
  }
}

}  // namespace
}  // namespace sum_pseudo_euclidean_test_cc
}  // namespace referee
