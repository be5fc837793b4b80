// CirculatingDecimalCounting (RLVE-Gym): the distinct x/y (x <= N,
// y <= M) with a purely periodic base-K expansion; ladder -1 unparseable
// or <= 0, 1 exact, else (min/max)^beta with beta = 10.
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace circulating_decimal_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kEnv[] = "circulating_decimal_counting";

class CirculatingDecimalCountingTest : public testing::VerifierTableTest {};

TEST_F(CirculatingDecimalCountingTest, Ladder) {
  // N = 2, M = 3, K = 2. y = 1: the integers 1 and 2 (purely periodic).
  // y = 2: 1/2 = 0.1 in base 2 terminates (no); 2/2 = 1 again. y = 3:
  // 1/3 = 0.010101... and 2/3 = 0.101010... repeat from the first digit.
  // So 1, 2, 1/3, 2/3: 4.
  CheckInstance(kEnv, R"({"n": 2, "m": 3, "k": 2})",
                {{"<answer>4</answer>", 1, true, true},
                 {"<answer> 4 </answer>", 1, true, true},
                 {"\\boxed{4}", 1, true, true},
                 {"<answer>2</answer>", std::pow(0.5, 10), false, true},   // (2/4)^10.
                 {"<answer>8</answer>", std::pow(0.5, 10), false, true},   // (4/8)^10.
                 {"<answer>5</answer>", std::pow(0.8, 10), false, true},   // (4/5)^10.
                 {"<answer>3</answer>", std::pow(0.75, 10), false, true},  // (3/4)^10.
                 // RLVE checks `<= 0`: 0 and negatives are wrong_format.
                 {"<answer>0</answer>", -1, false, true},
                 {"<answer>-4</answer>", -1, false, true},
                 {"<answer>4/1</answer>", -1, false, false},
                 {"<answer>four</answer>", -1, false, false},
                 {"4", -1, false, false}});
  CheckInstance(kEnv, R"({"n": 2, "m": 3, "k": 2})",
                {{"<answer>8</answer>", 0.5, false, true}}, R"({"beta": 1})");
}

TEST_F(CirculatingDecimalCountingTest, HandDerivedValues) {
  // N = 3, M = 4, K = 10: y = 1 gives 1, 2, 3; y = 3 gives 1/3 = 0.333...
  // and 2/3 = 0.666... (3/3 = 1 again); y = 2 and y = 4 give 0.5, 0.25,
  // 0.75, which terminate: 5.
  // N = 1, M = 1: only 1. N = 5, M = 1: the integers 1..5.
  // N = 1, M = 6, K = 6: 1/y with gcd(y, 6) = 1: 1 and 1/5 = 0.(1) in base
  // 6 (5 * 0.111..._6 = 0.555..._6 = 1): 2.
  const struct { int64_t n, m, k; const char* answer; } kCases[] = {
      {3, 4, 10, "5"}, {1, 1, 2, "1"}, {5, 1, 7, "5"}, {1, 6, 6, "2"},
  };
  for (const auto& c : kCases) {
    CheckInstance(kEnv,
                  absl::StrCat(R"({"n": )", c.n, R"(, "m": )", c.m, R"(, "k": )", c.k, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

int64_t Gcd(int64_t a, int64_t b) { return b == 0 ? a : Gcd(b, a % b); }

// Brute force from the definition: every fraction x/y, reduced so that
// equal values meet in a set; the base-K expansion of a/b (lowest terms)
// after the point is the long division whose remainders run r0 = a mod b,
// r(i+1) = K r(i) mod b; it is purely periodic iff r0 comes back (r0 = 0,
// an integer, included; a terminating one falls to 0 and stays there).
int64_t CountByEnumeration(int64_t n, int64_t m, int64_t k) {
  std::set<std::pair<int64_t, int64_t>> values;
  for (int64_t x = 1; x <= n; ++x) {
    for (int64_t y = 1; y <= m; ++y) {
      const int64_t g = Gcd(x, y);
      const int64_t a = x / g, b = y / g;
      const int64_t r0 = a % b;
      bool periodic = r0 == 0;
      int64_t r = r0;
      for (int64_t step = 0; step < b && !periodic; ++step) {
        r = k * r % b;
        periodic = r == r0;
      }
      if (periodic) values.insert({a, b});
    }
  }
  return static_cast<int64_t>(values.size());
}

TEST(CirculatingDecimalCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 6, 12)) {
    const int64_t n = g.Int("n"), m = g.Int("m"), k = g.Int("k");
    ASSERT_LE(n, 49) << g.Where();
    ASSERT_LE(m, 49) << g.Where();
    ASSERT_LE(k, 9) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(CountByEnumeration(n, m, k))) << g.Where();
  }
}

// Explicit instances past the generated sizes and bases: the brute-force
// count earns full credit.
TEST_F(CirculatingDecimalCountingTest, ExplicitInstancesMatchEnumeration) {
  const struct { int64_t n, m, k; } kCases[] = {
      {40, 35, 2}, {40, 35, 6}, {35, 40, 10}, {60, 60, 12}, {50, 70, 30}, {70, 50, 97},
  };
  for (const auto& c : kCases) {
    CheckInstance(kEnv,
                  absl::StrCat(R"({"n": )", c.n, R"(, "m": )", c.m, R"(, "k": )", c.k, "}"),
                  {{absl::StrCat("<answer>", CountByEnumeration(c.n, c.m, c.k), "</answer>").c_str(),
                    1, true, true}});
  }
}

}  // namespace
}  // namespace circulating_decimal_counting_test_cc
}  // namespace referee
