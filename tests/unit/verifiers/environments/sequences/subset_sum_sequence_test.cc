// SubsetSumSequence (RLVE-Gym): the N-th smallest sum of distinct powers of
// K; ladder -1 unparseable or <= 0, 0 if the base-K digits are not all 0/1,
// else (min/max)^2.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace subset_sum_sequence_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class SubsetSumSequenceTest : public testing::VerifierTableTest {};

// base^exponent in decimal, by schoolbook multiplication.
std::string PowerText(int base, int exponent) {
  std::string digits = "1";  // Least significant first.
  for (int e = 0; e < exponent; ++e) {
    int carry = 0;
    for (char& d : digits) {
      const int v = (d - '0') * base + carry;
      d = static_cast<char>('0' + v % 10);
      carry = v / 10;
    }
    for (; carry > 0; carry /= 10) digits.push_back(static_cast<char>('0' + carry % 10));
  }
  std::reverse(digits.begin(), digits.end());
  return digits;
}

// `text` + small (no carry past the last digit needed: the last digit of
// the powers used here is 1, 3, 7 or 9 and small <= 2 for 3^300, which ends
// in 1).
std::string PlusSmall(std::string text, int small) {
  text.back() = static_cast<char>(text.back() + small);
  return text;
}

TEST_F(SubsetSumSequenceTest, Ladder) {
  // K = 3: 1, 3, 1+3 = 4, 9, 9+1 = 10, 9+3 = 12, 13, 27, ...: the 5th is 10.
  // In base 3: 9 = 100, 12 = 110, 13 = 111, 1 = 1 (valid); 11 = 102,
  // 2 = 2, 8 = 22 (invalid).
  const char kInstance[] = R"({"n": 5, "k": 3})";
  CheckInstance("subset_sum_sequence", kInstance,
                {{"<answer>10</answer>", 1, true, true},
                 {"<answer> +010 </answer>", 1, true, true},
                 {"\\boxed{10}", 1, true, true},
                 {"<answer>9</answer>", 0.81, false, true},
                 {"<answer>12</answer>", std::pow(10.0 / 12.0, 2), false, true},
                 {"<answer>13</answer>", std::pow(10.0 / 13.0, 2), false, true},
                 {"<answer>1</answer>", 0.01, false, true},
                 {"<answer>11</answer>", 0, false, true},
                 {"<answer>2</answer>", 0, false, true},
                 {"<answer>8</answer>", 0, false, true},
                 {"<answer>0</answer>", -1, false, true},
                 {"<answer>-10</answer>", -1, false, true},
                 {"<answer>ten</answer>", -1, false, false},
                 {"<answer>10.0</answer>", -1, false, false},
                 {"<answer>1 0</answer>", -1, false, false},
                 {"10", -1, false, false}});
  CheckInstance("subset_sum_sequence", kInstance,
                {{"<answer>9</answer>", 0.9, false, true}}, R"({"beta": 1})");
  // Huge answers are judged exactly: 3^300 and 3^300 + 1 have base-3
  // digits 1 0...0 and 1 0...0 1; 3^300 + 2 ends in the digit 2, and
  // 3^300 - 1 is 2...2. With beta = 0.001 the credit (10 / 3^300)^0.001 =
  // 10^0.001 · 3^-0.3 is far from 0, so the digits decide.
  const std::string power = PowerText(3, 300);
  ASSERT_EQ(power.back(), '1');
  std::string minus_one = power;
  minus_one.back() = '0';
  const std::string valid = "<answer>" + power + "</answer>";
  const std::string valid_plus_one = "<answer>" + PlusSmall(power, 1) + "</answer>";
  const std::string invalid_plus_two = "<answer>" + PlusSmall(power, 2) + "</answer>";
  const std::string invalid_minus_one = "<answer>" + minus_one + "</answer>";
  const double far = std::pow(10.0, 0.001) * std::pow(3.0, -0.3);
  CheckInstance("subset_sum_sequence", kInstance,
                {{valid.c_str(), far, false, true},
                 {valid_plus_one.c_str(), far, false, true},
                 {invalid_plus_two.c_str(), 0, false, true},
                 {invalid_minus_one.c_str(), 0, false, true}},
                R"({"beta": 0.001})");
  // With the default beta = 2 an answer of 500 digits earns (10 / 10^499)^2,
  // 0 in double precision, whatever its digits.
  const std::string long_answer = "<answer>1" + std::string(499, '0') + "</answer>";
  CheckInstance("subset_sum_sequence", kInstance, {{long_answer.c_str(), 0, false, true}});
}

TEST_F(SubsetSumSequenceTest, LargestInstance) {
  // N = 2^53 is 1 followed by 53 zeros in binary: the term is 1000^53 =
  // 10^159; 10^159 + 1 is 1 0...0 1 in base 1000.
  const std::string term = "<answer>1" + std::string(159, '0') + "</answer>";
  const std::string plus_one = "<answer>1" + std::string(158, '0') + "1</answer>";
  CheckInstance("subset_sum_sequence", R"({"n": 9007199254740992, "k": 1000})",
                {{term.c_str(), 1, true, true},
                 {plus_one.c_str(), std::nextafter(1.0, 0.0), false, true}});
}

// Brute force from the definition: every sum of distinct powers K^0..K^9
// (all the sums below K^10), sorted; entry N - 1.
TEST(SubsetSumSequenceBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall("subset_sum_sequence", 6, 25)) {
    const int64_t n = g.Int("n"), k = g.Int("k");
    ASSERT_LE(n, 3 << 6) << g.Where();
    ASSERT_LE(k, 8) << g.Where();
    std::vector<int64_t> sums;
    for (int mask = 1; mask < (1 << 10); ++mask) {
      int64_t sum = 0, power = 1;
      for (int i = 0; i < 10; ++i, power *= k) sum += (mask >> i) & 1 ? power : 0;
      sums.push_back(sum);
    }
    std::sort(sums.begin(), sums.end());
    // n <= 192 < 2^8: the n-th sum uses powers below K^8, and every sum
    // below it is listed.
    EXPECT_EQ(g.answer, std::to_string(sums[static_cast<size_t>(n - 1)])) << g.Where();
  }
}

}  // namespace
}  // namespace subset_sum_sequence_test_cc
}  // namespace referee
