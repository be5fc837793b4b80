// Exact integer arithmetic for the generators' reference algorithms.
// RLVE-Gym computes with Python integers, which never wrap; a port must
// not wrap either: modular products go through 128 bits, counts that may
// outgrow 64 bits use BigNat (or checked 128-bit sums), and a level whose
// answer would not fit what a member uses is capped instead (say so in its
// header).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_EXACT_MATH_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_EXACT_MATH_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"

namespace referee {
namespace environments {

int64_t Gcd(int64_t a, int64_t b);  // >= 0; Gcd(0, 0) = 0.

// a·b mod m and a^e mod m for 0 <= a, b < m, m >= 1 (128-bit products).
uint64_t MulMod(uint64_t a, uint64_t b, uint64_t m);
uint64_t PowMod(uint64_t base, uint64_t exponent, uint64_t m);

// v_p(n!), the exponent of the prime p in n!, by Legendre's formula:
// sum over k >= 1 of floor(n / p^k); 0 for n < p. At most n, for n >= 0.
int64_t FactorialValuation(int64_t n, int64_t p);

// a + b and a·b, or nullopt on overflow of 64 (signed) or 128 (unsigned)
// bits.
std::optional<int64_t> CheckedAdd(int64_t a, int64_t b);
std::optional<int64_t> CheckedMul(int64_t a, int64_t b);
std::optional<unsigned __int128> CheckedAdd128(unsigned __int128 a,
                                               unsigned __int128 b);
std::optional<unsigned __int128> CheckedMul128(unsigned __int128 a,
                                               unsigned __int128 b);

// Decimal text of a 128-bit value.
std::string U128Text(unsigned __int128 value);
std::string I128Text(__int128 value);

// A natural number of any size (base 10^9 limbs), for counts RLVE-Gym
// leaves as Python integers. Only what the reference algorithms need.
class BigNat {
 public:
  BigNat() = default;
  explicit BigNat(uint64_t value);
  // The value of a decimal digit string (`[0-9]*`, leading zeros allowed;
  // empty is zero), in linear time: the limbs are its nine-digit groups.
  static BigNat FromDecimal(absl::string_view digits);
  BigNat& operator+=(const BigNat& other);
  // *this -= other; requires *this >= other.
  BigNat& operator-=(const BigNat& other);
  BigNat& operator*=(uint32_t factor);
  friend BigNat operator*(const BigNat& a, const BigNat& b);
  friend BigNat operator+(BigNat a, const BigNat& b) { return a += b; }
  // Quotient by a small divisor (> 0); the remainder goes to `*remainder`.
  BigNat DivSmall(uint32_t divisor, uint32_t* remainder = nullptr) const;
  bool IsZero() const { return limbs_.empty(); }
  int Compare(const BigNat& other) const;  // -1, 0, 1.
  friend bool operator==(const BigNat& a, const BigNat& b) {
    return a.limbs_ == b.limbs_;
  }
  friend bool operator<(const BigNat& a, const BigNat& b) {
    return a.Compare(b) < 0;
  }
  std::string Text() const;  // Decimal, "0" for zero.
  size_t Digits() const { return Text().size(); }

 private:
  void Trim();
  std::vector<uint32_t> limbs_;  // Least significant first, no zero on top.
};

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_EXACT_MATH_H_
