#include "verifiers/environments/exact_math.h"

#include <algorithm>
#include <cstdlib>

#include "absl/strings/str_cat.h"

namespace referee {
namespace environments {
namespace {
constexpr uint32_t kBase = 1000000000;
}  // namespace

int64_t Gcd(int64_t a, int64_t b) {
  a = a < 0 ? -a : a;
  b = b < 0 ? -b : b;
  while (b != 0) {
    const int64_t r = a % b;
    a = b;
    b = r;
  }
  return a;
}

uint64_t MulMod(uint64_t a, uint64_t b, uint64_t m) {
  return static_cast<uint64_t>(static_cast<unsigned __int128>(a) * b % m);
}

int64_t FactorialValuation(int64_t n, int64_t p) {
  int64_t e = 0;
  for (int64_t q = n / p; q > 0; q /= p) e += q;
  return e;
}

uint64_t PowMod(uint64_t base, uint64_t exponent, uint64_t m) {
  uint64_t result = 1 % m;
  base %= m;
  while (exponent > 0) {
    if (exponent & 1) result = MulMod(result, base, m);
    base = MulMod(base, base, m);
    exponent >>= 1;
  }
  return result;
}

std::optional<int64_t> CheckedAdd(int64_t a, int64_t b) {
  int64_t out;
  if (__builtin_add_overflow(a, b, &out)) return std::nullopt;
  return out;
}

std::optional<int64_t> CheckedMul(int64_t a, int64_t b) {
  int64_t out;
  if (__builtin_mul_overflow(a, b, &out)) return std::nullopt;
  return out;
}

std::optional<unsigned __int128> CheckedAdd128(unsigned __int128 a,
                                               unsigned __int128 b) {
  unsigned __int128 out;
  if (__builtin_add_overflow(a, b, &out)) return std::nullopt;
  return out;
}

std::optional<unsigned __int128> CheckedMul128(unsigned __int128 a,
                                               unsigned __int128 b) {
  unsigned __int128 out;
  if (__builtin_mul_overflow(a, b, &out)) return std::nullopt;
  return out;
}

std::string U128Text(unsigned __int128 value) {
  if (value == 0) return "0";
  std::string out;
  while (value > 0) {
    out.push_back(static_cast<char>('0' + static_cast<int>(value % 10)));
    value /= 10;
  }
  std::reverse(out.begin(), out.end());
  return out;
}

std::string I128Text(__int128 value) {
  if (value >= 0) return U128Text(static_cast<unsigned __int128>(value));
  // -(value) overflows for the minimum: negate in unsigned arithmetic.
  return absl::StrCat("-", U128Text(-static_cast<unsigned __int128>(value)));
}

BigNat::BigNat(uint64_t value) {
  while (value > 0) {
    limbs_.push_back(static_cast<uint32_t>(value % kBase));
    value /= kBase;
  }
}

BigNat BigNat::FromDecimal(absl::string_view digits) {
  BigNat value;
  value.limbs_.reserve(digits.size() / 9 + 1);
  for (size_t end = digits.size(); end > 0;) {
    const size_t begin = end >= 9 ? end - 9 : 0;
    uint32_t limb = 0;
    for (size_t i = begin; i < end; ++i) limb = limb * 10 + static_cast<uint32_t>(digits[i] - '0');
    value.limbs_.push_back(limb);
    end = begin;
  }
  value.Trim();
  return value;
}

void BigNat::Trim() {
  while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
}

BigNat& BigNat::operator+=(const BigNat& other) {
  if (limbs_.size() < other.limbs_.size()) limbs_.resize(other.limbs_.size(), 0);
  uint32_t carry = 0;
  for (size_t i = 0; i < limbs_.size(); ++i) {
    const uint64_t sum = uint64_t{limbs_[i]} + carry +
                         (i < other.limbs_.size() ? other.limbs_[i] : 0);
    limbs_[i] = static_cast<uint32_t>(sum % kBase);
    carry = static_cast<uint32_t>(sum / kBase);
  }
  if (carry != 0) limbs_.push_back(carry);
  return *this;
}

BigNat& BigNat::operator-=(const BigNat& other) {
  if (Compare(other) < 0) std::abort();  // A caller's bug, never input's.
  int64_t borrow = 0;
  for (size_t i = 0; i < limbs_.size(); ++i) {
    int64_t cur = int64_t{limbs_[i]} - borrow -
                  (i < other.limbs_.size() ? int64_t{other.limbs_[i]} : 0);
    borrow = cur < 0 ? 1 : 0;
    if (cur < 0) cur += kBase;
    limbs_[i] = static_cast<uint32_t>(cur);
  }
  Trim();
  return *this;
}

BigNat& BigNat::operator*=(uint32_t factor) {
  uint64_t carry = 0;
  for (uint32_t& limb : limbs_) {
    const uint64_t cur = uint64_t{limb} * factor + carry;
    limb = static_cast<uint32_t>(cur % kBase);
    carry = cur / kBase;
  }
  while (carry != 0) {
    limbs_.push_back(static_cast<uint32_t>(carry % kBase));
    carry /= kBase;
  }
  Trim();
  return *this;
}

BigNat operator*(const BigNat& a, const BigNat& b) {
  BigNat out;
  if (a.IsZero() || b.IsZero()) return out;
  std::vector<uint64_t> acc(a.limbs_.size() + b.limbs_.size() + 1, 0);
  for (size_t i = 0; i < a.limbs_.size(); ++i) {
    uint64_t carry = 0;
    for (size_t j = 0; j < b.limbs_.size(); ++j) {
      // < 10^9 + 10^18 + 10^9: fits in 64 bits.
      const uint64_t cur = acc[i + j] + uint64_t{a.limbs_[i]} * b.limbs_[j] + carry;
      acc[i + j] = cur % kBase;
      carry = cur / kBase;
    }
    for (size_t k = i + b.limbs_.size(); carry != 0; ++k) {
      const uint64_t cur = acc[k] + carry;
      acc[k] = cur % kBase;
      carry = cur / kBase;
    }
  }
  out.limbs_.assign(acc.begin(), acc.end());
  out.Trim();
  return out;
}

BigNat BigNat::DivSmall(uint32_t divisor, uint32_t* remainder) const {
  BigNat out;
  out.limbs_.resize(limbs_.size(), 0);
  uint64_t rest = 0;
  for (size_t i = limbs_.size(); i-- > 0;) {
    const uint64_t cur = rest * kBase + limbs_[i];
    out.limbs_[i] = static_cast<uint32_t>(cur / divisor);
    rest = cur % divisor;
  }
  out.Trim();
  if (remainder != nullptr) *remainder = static_cast<uint32_t>(rest);
  return out;
}

int BigNat::Compare(const BigNat& other) const {
  if (limbs_.size() != other.limbs_.size()) {
    return limbs_.size() < other.limbs_.size() ? -1 : 1;
  }
  for (size_t i = limbs_.size(); i-- > 0;) {
    if (limbs_[i] != other.limbs_[i]) return limbs_[i] < other.limbs_[i] ? -1 : 1;
  }
  return 0;
}

std::string BigNat::Text() const {
  if (limbs_.empty()) return "0";
  std::string out = absl::StrCat(limbs_.back());
  for (size_t i = limbs_.size() - 1; i-- > 0;) {
    const std::string limb = absl::StrCat(limbs_[i]);
    out.append(9 - limb.size(), '0');
    out += limb;
  }
  return out;
}

}  // namespace environments
}  // namespace referee
