// The Multiplication ladder (RLVE): -1 unparseable, 1 exact product, else 0.
#include <string>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/environments/arithmetic/multiplication.h"

namespace referee {
inline namespace multiplication_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class MultiplicationTest : public testing::VerifierTableTest {};

TEST_F(MultiplicationTest, Ladder) {
  // 123 · 456 = 56088.
  CheckInstance("multiplication", R"({"a": "123", "b": "0456"})",
        {{"<answer>56088</answer>", 1, true, true},
         {"<answer> 056088 \n</answer>", 1, true, true},
         {"<answer>+56088</answer>", 1, true, true},
         {"\\boxed{56088}", 1, true, true},
         {"<answer>56089</answer>", 0, false, true},
         {"<answer>-56088</answer>", 0, false, true},
         {"<answer>56,088</answer>", -1, false, false},
         {"<answer>56088.0</answer>", -1, false, false},
         {"<answer>5 6088</answer>", -1, false, false},
         {"<answer></answer>", -1, false, false},
         {"56088", -1, false, false}});
}

TEST_F(MultiplicationTest, ZeroAndSignedZero) {
  CheckInstance("multiplication", R"({"a": "0", "b": "98765"})",
        {{"<answer>0</answer>", 1, true, true},
         {"<answer>-0</answer>", 1, true, true},
         {"<answer>000</answer>", 1, true, true}});
}

TEST(MultiplyDecimalTest, ExactAtAnyLength) {
  using environments::MultiplyDecimal;
  EXPECT_EQ(MultiplyDecimal("0", "0"), "0");
  EXPECT_EQ(MultiplyDecimal("999999999", "999999999"), "999999998000000001");
  // (10^20 - 1)^2 = 10^40 - 2·10^20 + 1.
  EXPECT_EQ(MultiplyDecimal("99999999999999999999", "99999999999999999999"),
            "9999999999999999999800000000000000000001");
  // 10^18 · 10^9 = 10^27: limb boundaries.
  EXPECT_EQ(MultiplyDecimal("1000000000000000000", "1000000000"),
            "1" + std::string(27, '0'));
  EXPECT_EQ(MultiplyDecimal("123456789123456789", "1"), "123456789123456789");
}

}  // namespace
}  // namespace multiplication_test_cc
}  // namespace referee
