// SumXorDivisorNum (RLVE-Gym): the sum of d(i XOR j XOR X) over
// 0 <= i <= N, 0 <= j <= M (d(0) = 0); ladder -1 unparseable or negative,
// 1 exact, else (min/max)^beta.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace sum_xor_divisor_num_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "sum_xor_divisor_num";

class SumXorDivisorNumTest : public testing::VerifierTableTest {};

// d(v) by trial division, d(0) = 0.
int64_t DivisorCount(int64_t v) {
  int64_t count = 0;
  for (int64_t k = 1; k <= v; ++k) count += v % k == 0;
  return count;
}

int64_t BruteForce(int64_t n, int64_t m, int64_t x) {
  std::vector<int64_t> d;
  int64_t total = 0;
  for (int64_t i = 0; i <= n; ++i) {
    for (int64_t j = 0; j <= m; ++j) {
      const int64_t v = i ^ j ^ x;
      if (static_cast<size_t>(v) >= d.size()) {
        for (int64_t w = static_cast<int64_t>(d.size()); w <= v; ++w) {
          d.push_back(DivisorCount(w));
        }
      }
      total += d[static_cast<size_t>(v)];
    }
  }
  return total;
}

TEST_F(SumXorDivisorNumTest, Ladder) {
  // N = 2, M = 1, X = 1: i XOR j XOR 1 for (0,0) (0,1) (1,0) (1,1) (2,0)
  // (2,1) is 1 0 0 1 3 2, with divisor counts 1 0 0 1 2 2: the sum is 6.
  const PreparedProblemPtr problem =
      testing::PrepareInstance(kName, R"({"n": 2, "m": 1, "x": 1})");
  ASSERT_NE(problem, nullptr);
  Check(kName, *problem,
        {{"<answer>6</answer>", 1, true, true},
         {"<answer>5</answer>", std::pow(5.0 / 6.0, 10), false, true},
         {"<answer>12</answer>", std::pow(0.5, 10), false, true},
         {"<answer>0</answer>", 0, false, true},    // RLVE checks < 0 only.
         {"<answer>-6</answer>", -1, false, true},
         {"<answer>6.5</answer>", -1, false, false}});
  Check(kName, *problem,
        {{"<answer>3</answer>", 0.5, false, true},
         {"<answer>24</answer>", 0.25, false, true}},
        R"({"beta": 1})");
}

TEST_F(SumXorDivisorNumTest, HandDerivedValues) {
  // N = M = 3, X = 0: i XOR j takes each of 0..3 four times; d = 0 1 2 2:
  // 4 * 5 = 20. N = M = X = 0: d(0) = 0. N = 0, M = 5, X = 0: d(0..5) =
  // 0 1 2 2 3 2, sum 10.
  const struct { int n, m, x; const char* answer; } kCases[] = {
      {3, 3, 0, "20"}, {0, 0, 0, "0"}, {0, 5, 0, "10"},
  };
  for (const auto& c : kCases) {
    CheckInstance(kName,
                  absl::StrCat(R"({"n": )", c.n, R"(, "m": )", c.m, R"(, "x": )", c.x, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

TEST_F(SumXorDivisorNumTest, LargerExplicitInstancesMatchEnumeration) {
  const struct { int n, m, x; } kCases[] = {{300, 257, 1000}, {511, 64, 77}, {129, 700, 0}};
  for (const auto& c : kCases) {
    const std::string right =
        absl::StrCat("<answer>", BruteForce(c.n, c.m, c.x), "</answer>");
    CheckInstance(kName,
                  absl::StrCat(R"({"n": )", c.n, R"(, "m": )", c.m, R"(, "x": )", c.x, "}"),
                  {{right.c_str(), 1, true, true}});
  }
}

TEST(SumXorDivisorNumBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 4, 20)) {
    const int64_t n = g.Int("n"), m = g.Int("m"), x = g.Int("x");
    ASSERT_GE(n, 3) << g.Where();
    ASSERT_LE(n, 22) << g.Where();
    ASSERT_LE(m, 22) << g.Where();
    ASSERT_LE(x, 22) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(BruteForce(n, m, x))) << g.Where();
  }
}

TEST(SumXorDivisorNumInstanceTest, GoodInstancesAreAccepted) {
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 10000000, "m": 9999999, "x": 10000000})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 8388607, "m": 8388607, "x": 5592405})").ok());
}

}  // namespace
}  // namespace sum_xor_divisor_num_test_cc
}  // namespace referee
