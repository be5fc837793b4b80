// exact_math.h: values worked by hand (powers of ten, factorials).
#include "verifiers/environments/exact_math.h"

#include <cstdint>
#include <string>

#include "gtest/gtest.h"

namespace referee {
namespace {

using environments::BigNat;

TEST(ExactMathTest, ModularArithmeticThrough128Bits) {
  EXPECT_EQ(environments::PowMod(2, 10, 1000), 24u);       // 1024.
  EXPECT_EQ(environments::PowMod(7, 0, 13), 1u);
  EXPECT_EQ(environments::PowMod(5, 3, 1), 0u);             // Everything is 0 mod 1.
  // (10^18 - 1)^2 mod (10^18) = 1: the product needs 120 bits.
  const uint64_t m = 1000000000000000000ull;
  EXPECT_EQ(environments::MulMod(m - 1, m - 1, m), 1u);
  EXPECT_EQ(environments::Gcd(-12, 18), 6);
  EXPECT_EQ(environments::Gcd(0, 0), 0);
}

TEST(ExactMathTest, CheckedArithmeticReportsOverflow) {
  EXPECT_EQ(environments::CheckedMul(int64_t{1} << 31, int64_t{1} << 31),
            int64_t{1} << 62);
  EXPECT_FALSE(environments::CheckedMul(int64_t{1} << 32, int64_t{1} << 31).has_value());
  EXPECT_FALSE(environments::CheckedAdd(INT64_MAX, 1).has_value());
  const unsigned __int128 two64 = static_cast<unsigned __int128>(1) << 64;
  EXPECT_TRUE(environments::CheckedMul128(two64 - 1, two64 - 1).has_value());
  EXPECT_FALSE(environments::CheckedMul128(two64, two64).has_value());
  EXPECT_EQ(environments::U128Text(two64), "18446744073709551616");
  EXPECT_EQ(environments::I128Text(-static_cast<__int128>(two64)), "-18446744073709551616");
  EXPECT_EQ(environments::U128Text(0), "0");
}

TEST(ExactMathTest, BigNatFromDecimal) {
  EXPECT_EQ(BigNat::FromDecimal("15511210043330985984000000").Text(),
            "15511210043330985984000000");
  EXPECT_EQ(BigNat::FromDecimal("000123").Text(), "123");
  EXPECT_EQ(BigNat::FromDecimal("").Text(), "0");
  EXPECT_EQ(BigNat::FromDecimal("0000000000000").Text(), "0");
  EXPECT_TRUE(BigNat::FromDecimal("0000000000000").IsZero());
  // Limb edges: 10^9 - 1, 10^9, 10^9 + 1 (two limbs).
  EXPECT_EQ(BigNat::FromDecimal("999999999"), BigNat(999999999));
  EXPECT_EQ(BigNat::FromDecimal("1000000000"), BigNat(1000000000));
  EXPECT_EQ(BigNat::FromDecimal("1000000001"), BigNat(1000000001));
  // 999,999,999 × 1,000,000,001 = 999,999,999,000,000,000 + 999,999,999.
  EXPECT_EQ((BigNat::FromDecimal("999999999") * BigNat::FromDecimal("1000000001")).Text(),
            "999999999999999999");
  EXPECT_EQ(BigNat::FromDecimal(std::string(40, '9')).Text(), std::string(40, '9'));
}

TEST(ExactMathTest, BigNatFactorialAndBack) {
  // 25! = 15511210043330985984000000.
  BigNat f(1);
  for (uint32_t i = 2; i <= 25; ++i) f *= i;
  EXPECT_EQ(f.Text(), "15511210043330985984000000");
  // Divide back down to 1.
  BigNat g = f;
  for (uint32_t i = 25; i >= 2; --i) {
    uint32_t rest = 7;
    g = g.DivSmall(i, &rest);
    EXPECT_EQ(rest, 0u);
  }
  EXPECT_EQ(g.Text(), "1");
  // (10^18)^2 = 10^36; 10^36 - 1 = 36 nines; + 1 back.
  BigNat e18(1000000000000000000ull);
  BigNat e36 = e18 * e18;
  EXPECT_EQ(e36.Text(), "1" + std::string(36, '0'));
  e36 -= BigNat(1);
  EXPECT_EQ(e36.Text(), std::string(36, '9'));
  e36 += BigNat(1);
  EXPECT_EQ(e36.Text(), "1" + std::string(36, '0'));
  EXPECT_TRUE(BigNat(5) < BigNat(1000000000));
  EXPECT_EQ(BigNat(0).Text(), "0");
  EXPECT_TRUE((BigNat(0) * e18).IsZero());
  uint32_t rest = 0;
  EXPECT_EQ(BigNat(1000000007).DivSmall(10, &rest).Text(), "100000000");
  EXPECT_EQ(rest, 7u);
}

}  // namespace
}  // namespace referee
