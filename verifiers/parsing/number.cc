#include "verifiers/parsing/number.h"

#include <cstddef>

#include "verifiers/parsing/text.h"

namespace referee {
namespace parsing {
namespace {

using uint128 = unsigned __int128;

// 10^38 < 2^128, so any run of at most 38 digits fits.
constexpr size_t kMaxDigits = 38;

absl::string_view StripLeadingZeros(absl::string_view digits) {
  while (!digits.empty() && digits.front() == '0') digits.remove_prefix(1);
  return digits;
}

absl::string_view StripTrailingZeros(absl::string_view digits) {
  while (!digits.empty() && digits.back() == '0') digits.remove_suffix(1);
  return digits;
}

// Callers check the length against kMaxDigits first, so this cannot wrap.
void AppendDigits(absl::string_view digits, uint128& value) {
  for (char c : digits) {
    value = value * 10 + static_cast<unsigned>(c - '0');
  }
}

uint128 Gcd(uint128 a, uint128 b) {
  while (b != 0) {
    const uint128 t = a % b;
    a = b;
    b = t;
  }
  return a;
}

struct Rational {
  bool negative;
  uint128 num;
  uint128 den;
};

std::optional<Rational> ToRational(const ExactNumber& n) {
  Rational r{n.negative, 0, 1};
  if (!n.denominator.empty()) {
    const absl::string_view num = StripLeadingZeros(n.integer);
    const absl::string_view den = StripLeadingZeros(n.denominator);
    if (num.size() > kMaxDigits || den.size() > kMaxDigits) return std::nullopt;
    r.den = 0;
    AppendDigits(num, r.num);
    AppendDigits(den, r.den);
  } else {
    // integer.fraction = (integer·10^k + fraction) / 10^k.
    const absl::string_view integer = StripLeadingZeros(n.integer);
    const absl::string_view fraction = StripTrailingZeros(n.fraction);
    if (integer.size() + fraction.size() > kMaxDigits) return std::nullopt;
    AppendDigits(integer, r.num);
    AppendDigits(fraction, r.num);
    for (size_t i = 0; i < fraction.size(); ++i) r.den *= 10;
  }
  const uint128 g = Gcd(r.num, r.den);
  r.num /= g;
  r.den /= g;
  if (r.num == 0) r.negative = false;
  return r;
}

bool IsZero(absl::string_view digits) {
  return StripLeadingZeros(digits).empty();
}

}  // namespace

std::optional<ExactNumber> ParseExactNumber(absl::string_view text) {
  ExactNumber n;
  if (!text.empty() && (text.front() == '+' || text.front() == '-')) {
    n.negative = text.front() == '-';
    text.remove_prefix(1);
  }
  const size_t sep = text.find_first_of("./");
  n.integer = text.substr(0, sep);
  if (!IsDigitRun(n.integer)) return std::nullopt;
  if (sep == absl::string_view::npos) return n;
  const absl::string_view rest = text.substr(sep + 1);
  if (!IsDigitRun(rest)) return std::nullopt;
  if (text[sep] == '.') {
    n.fraction = rest;
  } else {
    if (IsZero(rest)) return std::nullopt;  // x/0 is not a number.
    n.denominator = rest;
  }
  return n;
}

std::optional<bool> ExactNumbersEqual(const ExactNumber& a,
                                      const ExactNumber& b) {
  if (a.denominator.empty() && b.denominator.empty()) {
    // Two decimals: compare their canonical digits, exact at any length.
    const absl::string_view ai = StripLeadingZeros(a.integer);
    const absl::string_view af = StripTrailingZeros(a.fraction);
    const absl::string_view bi = StripLeadingZeros(b.integer);
    const absl::string_view bf = StripTrailingZeros(b.fraction);
    const bool a_zero = ai.empty() && af.empty();
    const bool b_zero = bi.empty() && bf.empty();
    if (a_zero || b_zero) return a_zero == b_zero;
    return a.negative == b.negative && ai == bi && af == bf;
  }
  const std::optional<Rational> ra = ToRational(a);
  const std::optional<Rational> rb = ToRational(b);
  if (!ra || !rb) return std::nullopt;
  return ra->negative == rb->negative && ra->num == rb->num &&
         ra->den == rb->den;
}

}  // namespace parsing
}  // namespace referee
