// FactorialTrailingZeroCount (RLVE-Gym): trailing zeros of N! in base K;
// ladder -1 unparseable, 1 exact, else 0.
#include <cstdint>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/environments/exact_math.h"

namespace referee {
inline namespace factorial_trailing_zero_count_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class FactorialTrailingZeroCountTest : public testing::VerifierTableTest {};

TEST_F(FactorialTrailingZeroCountTest, Ladder) {
  // 10! = 3628800 = 12^4 * 175 and 12 does not divide 175: 4 zeros in base
  // 12 (v2(10!) = 8 gives 8/2 = 4, v3(10!) = 4 gives 4).
  CheckInstance("factorial_trailing_zero_count", R"({"n": 10, "k": 12})",
        {{"<answer>4</answer>", 1, true, true},
         {"<answer>+4</answer>", 1, true, true},
         {"<answer>2</answer>", 0, false, true},  // the base-10 count.
         {"<answer>8</answer>", 0, false, true},
         {"<answer>-4</answer>", 0, false, true},  // no range: just wrong.
         {"<answer>four</answer>", -1, false, false},
         {"4", -1, false, false}});
}

TEST_F(FactorialTrailingZeroCountTest, HandDerivedValues) {
  // 25! in base 10: 6 (25/5 + 25/25); 5! = 120 = 1111000 in base 2: 3;
  // 7! = 5040 in base 7 is 20460: 1; 6! = 720 in base 7: 0 (7 > 6).
  // 100! in base 16: v2(100!) = 97, 97/4 = 24.
  const struct { int64_t n, k; const char* answer; } kCases[] = {
      {25, 10, "6"}, {5, 2, "3"}, {7, 7, "1"}, {6, 7, "0"}, {100, 16, "24"},
      {1, 2, "0"},
  };
  for (const auto& c : kCases) {
    CheckInstance("factorial_trailing_zero_count",
                  absl::StrCat(R"({"n": )", c.n, R"(, "k": )", c.k, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

TEST(FactorialTrailingZeroCountBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("factorial_trailing_zero_count", 4, 25)) {
    const int64_t n = g.Int("n"), k = g.Int("k");
    ASSERT_LE(n, 49) << g.Where();
    ASSERT_LE(k, 49) << g.Where();
    // N! exactly, then divide by K while the last base-K digit is 0.
    environments::BigNat f(1);
    for (uint32_t i = 2; i <= static_cast<uint32_t>(n); ++i) f *= i;
    int64_t zeros = 0;
    for (;;) {
      uint32_t remainder = 0;
      environments::BigNat q = f.DivSmall(static_cast<uint32_t>(k), &remainder);
      if (remainder != 0) break;
      f = q;
      ++zeros;
    }
    EXPECT_EQ(g.answer, std::to_string(zeros)) << g.Where();
  }
}

TEST(FactorialTrailingZeroCountInstanceTest, GoodInstancesAreAccepted) {
  auto ok = [](const char* json) {
    return testing::PrepareInstanceStatus("factorial_trailing_zero_count", json).ok();
  };
  EXPECT_TRUE(ok(R"({"n": 1000000000000000, "k": 999999999989})"));
}

}  // namespace
}  // namespace factorial_trailing_zero_count_test_cc
}  // namespace referee
