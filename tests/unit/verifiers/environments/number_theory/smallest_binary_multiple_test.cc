// SmallestBinaryMultiple (RLVE-Gym): the least positive B with A * B written
// in 0s and 1s; ladder -1 unparseable or <= 0, -0.5 if A * answer has
// another digit, else (B / answer)^5.
#include <cmath>
#include <cstdint>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace smallest_binary_multiple_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class SmallestBinaryMultipleTest : public testing::VerifierTableTest {};

TEST_F(SmallestBinaryMultipleTest, Ladder) {
  // A = 12 = 4 * 3. Divisible by 4: the last two digits, from {00, 01, 10,
  // 11}, must be 00. Divisible by 3: the digit sum, the count of 1s, is a
  // multiple of 3. The least such number is 11100, so B = 11100 / 12 = 925.
  // Other 0/1 multiples: 101100 = 12 * 8425, 111000 = 12 * 9250, and
  // 11100 * 10^30 = 12 * (925 * 10^30).
  CheckInstance(
      "smallest_binary_multiple", R"({"a": 12})",
      {{"<answer>925</answer>", 1, true, true},
       {"<answer> +0925 </answer>", 1, true, true},
       {"\\boxed{925}", 1, true, true},
       {"<answer>9250</answer>", 1e-5, false, true},  // (925 / 9250)^5.
       {"<answer>8425</answer>", std::pow(925.0 / 8425.0, 5), false, true},
       // 925 * 10^30 (33 digits, past 64 bits): (10^-30)^5, about 0.
       {"<answer>925000000000000000000000000000000</answer>", 0, false, true},
       {"<answer>926</answer>", -0.5, false, true},  // 12 * 926 = 11112.
       {"<answer>1</answer>", -0.5, false, true},    // 12.
       // 12 * (925 * 10^30 + 1) ends in 12.
       {"<answer>925000000000000000000000000000001</answer>", -0.5, false, true},
       {"<answer>0</answer>", -1, false, true},  // RLVE: <= 0 is wrong_format.
       {"<answer>-925</answer>", -1, false, true},
       {"<answer>925.0</answer>", -1, false, false},
       {"<answer>nine hundred</answer>", -1, false, false},
       {"<answer>925 9250</answer>", -1, false, false},
       {"925", -1, false, false}});
  CheckInstance("smallest_binary_multiple", R"({"a": 12})",
                {{"<answer>9250</answer>", 0.1, false, true}}, R"({"beta": 1})");
}

TEST_F(SmallestBinaryMultipleTest, HandDerivedValues) {
  // 2: 10 = 2 * 5. 3: three 1s for the digit sum, 111 = 3 * 37. 5: 10 = 5 *
  // 2. 7: 1, 10, 11, 100, 101, 110, 111, 1000 leave remainders 1, 3, 4, 2,
  // 3, 5, 6, 6, and 1001 = 7 * 143. 9: nine 1s, 111111111 = 9 * 12345679.
  // 999: 1000 = 1 (mod 999), so a number is its 3-digit blocks' sum mod
  // 999; blocks of 0s and 1s are at most 111, so the blocks must sum to at
  // least 999 = 9 * 111: the least is 27 ones, and 999 * B = 1000 B - B
  // gives B = 111222333444555666777889 (past 64 bits).
  const struct { int a; const char* b; } kCases[] = {
      {2, "5"}, {3, "37"}, {5, "2"}, {7, "143"}, {9, "12345679"},
      {999, "111222333444555666777889"},
  };
  for (const auto& c : kCases) {
    CheckInstance("smallest_binary_multiple", absl::StrCat(R"({"a": )", c.a, "}"),
                  {{absl::StrCat("<answer>", c.b, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: the numbers written with 0s and 1s in
// increasing order are the binary numerals of k = 1, 2, ... read in
// decimal; the first multiple of A among them is A * B.
uint64_t BinaryNumeral(uint64_t k) {
  uint64_t value = 0, place = 1;
  for (; k != 0; k >>= 1, place *= 10) value += (k & 1) * place;
  return value;
}

TEST(SmallestBinaryMultipleBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("smallest_binary_multiple", 8, 25)) {
    const int64_t a = g.Int("a");
    // MAX_A at level 8 is 29 (10, 12, 14, 16, 18, 20, 23, 26, 29).
    ASSERT_GE(a, 2) << g.Where();
    ASSERT_LE(a, 29) << g.Where();
    uint64_t k = 1;
    while (k < (uint64_t{1} << 19) && BinaryNumeral(k) % static_cast<uint64_t>(a) != 0) ++k;
    ASSERT_LT(k, uint64_t{1} << 19) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(BinaryNumeral(k) / static_cast<uint64_t>(a)))
        << g.Where();
  }
}

}  // namespace
}  // namespace smallest_binary_multiple_test_cc
}  // namespace referee
