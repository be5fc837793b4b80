#include "verifiers/environments/integer_answer.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "verifiers/environments/exact_math.h"
#include "verifiers/environments/rlve_ladder.h"
#include "verifiers/parsing/final_answer.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace environments {
namespace {

// Parts of a fraction CanonicalNumber() reduces stay below 10^18: their gcd
// needs no big numbers. Longer parts are still read (WrittenFraction) and
// compared exactly, by cross-multiplying.
constexpr size_t kMaxFractionDigits = 18;
// Up to CPython's default int_max_str_digits (4,300), the most RLVE-Gym's
// int() reads of one part: longer is unparseable there and here.
constexpr size_t kMaxLongFractionDigits = 4300;

// A fraction as written, `[+-]?digits / +?digits` with ASCII whitespace
// around either part (as Python's int() reads RLVE-Gym's split('/') parts):
// leading zeros stripped ("0" for zero), the denominator non-zero.
struct WrittenFraction {
  bool negative = false;
  absl::string_view numerator;
  absl::string_view denominator;
};

// nullopt unless `text` is such a fraction with parts of at most
// `max_digits` digits (after their leading zeros).
std::optional<WrittenFraction> ReadFraction(absl::string_view text, size_t max_digits) {
  text = parsing::TrimAsciiSpace(text);
  const size_t slash = text.find('/');
  if (slash == absl::string_view::npos) return std::nullopt;
  WrittenFraction fraction;
  absl::string_view top = parsing::TrimAsciiSpace(text.substr(0, slash));
  absl::string_view bottom = parsing::TrimAsciiSpace(text.substr(slash + 1));
  if (!bottom.empty() && bottom[0] == '+') bottom.remove_prefix(1);
  if (!top.empty() && (top[0] == '+' || top[0] == '-')) {
    fraction.negative = top[0] == '-';
    top.remove_prefix(1);
  }
  auto digits = [max_digits](absl::string_view d) -> std::optional<absl::string_view> {
    if (d.empty()) return std::nullopt;
    for (char c : d) {
      if (c < '0' || c > '9') return std::nullopt;
    }
    while (d.size() > 1 && d[0] == '0') d.remove_prefix(1);
    if (d.size() > max_digits) return std::nullopt;
    return d;
  };
  const std::optional<absl::string_view> numerator = digits(top);
  const std::optional<absl::string_view> denominator = digits(bottom);
  if (!numerator || !denominator || *denominator == "0") return std::nullopt;
  fraction.numerator = *numerator;
  fraction.denominator = *denominator;
  if (fraction.numerator == "0") fraction.negative = false;
  return fraction;
}

// A canonical number's value, approximately (for the min/max ratio only:
// equality is decided on the text).
long double Approximate(absl::string_view number) {
  const size_t slash = number.find('/');
  const bool negative = !number.empty() && number[0] == '-';
  absl::string_view digits = number.substr(negative ? 1 : 0,
                                           slash == absl::string_view::npos
                                               ? absl::string_view::npos
                                               : slash - (negative ? 1 : 0));
  long double value = 0;
  for (char c : digits) value = value * 10 + (c - '0');
  if (slash != absl::string_view::npos) {
    long double denominator = 0;
    for (char c : number.substr(slash + 1)) denominator = denominator * 10 + (c - '0');
    value /= denominator;
  }
  return negative ? -value : value;
}

// A canonical integer's value if it fits in 64 bits.
std::optional<int64_t> SmallInteger(absl::string_view number) {
  const bool negative = !number.empty() && number[0] == '-';
  absl::string_view digits = number.substr(negative ? 1 : 0);
  if (digits.empty() || digits.size() > 19 ||
      digits.find('/') != absl::string_view::npos) {
    return std::nullopt;
  }
  __int128 value = 0;  // 19 digits fit; the bound check below is exact.
  for (char c : digits) value = value * 10 + (c - '0');
  if (negative) value = -value;
  if (value > INT64_MAX || value < INT64_MIN) return std::nullopt;
  return static_cast<int64_t>(value);
}

// The reference (CanonicalNumber() text: "-12", "3/4") as a fraction.
WrittenFraction ReferenceFraction(absl::string_view gold) {
  WrittenFraction fraction;
  fraction.negative = !gold.empty() && gold[0] == '-';
  if (fraction.negative) gold.remove_prefix(1);
  const size_t slash = gold.find('/');
  fraction.numerator = gold.substr(0, slash);
  fraction.denominator = slash == absl::string_view::npos ? "1" : gold.substr(slash + 1);
  return fraction;
}

// Whether `fraction` equals the reference: same sign, equal cross products
// (exact, whatever the parts' lengths).
bool SameValue(const WrittenFraction& fraction, absl::string_view gold) {
  const WrittenFraction reference = ReferenceFraction(gold);
  if (fraction.negative != reference.negative) return false;
  return BigNat::FromDecimal(fraction.numerator) * BigNat::FromDecimal(reference.denominator) ==
         BigNat::FromDecimal(reference.numerator) * BigNat::FromDecimal(fraction.denominator);
}

// The fraction's value if it is an integer of 64 bits (for Range()).
std::optional<int64_t> IntegerValue(const WrittenFraction& fraction) {
  const long double approximate = DecimalRatio(fraction.numerator, fraction.denominator);
  if (!(approximate < 9.2e18L)) return std::nullopt;
  // The integers next to the approximation (its error is far below 1),
  // checked exactly: numerator = value × denominator.
  const BigNat numerator = BigNat::FromDecimal(fraction.numerator);
  const BigNat denominator = BigNat::FromDecimal(fraction.denominator);
  const int64_t nearest = std::llround(approximate);
  for (int64_t value = std::max<int64_t>(nearest - 1, 0); value <= nearest + 1; ++value) {
    if (numerator == BigNat(static_cast<uint64_t>(value)) * denominator) {
      return fraction.negative ? -value : value;
    }
  }
  return std::nullopt;
}

class NumberAnswerVerifier final : public Verifier {
 public:
  NumberAnswerVerifier(std::string name, NumberLadder ladder)
      : name_(std::move(name)), ladder_(ladder) {}

  absl::string_view Name() const override { return name_; }
  absl::string_view Description() const override {
    switch (ladder_) {
      case NumberLadder::kExact:
        return "RLVE gold=answer ladder: -1 unparseable, -0.5 out of range, "
               "1 for the exact answer, else 0.";
      case NumberLadder::kMinOverMax:
        return "RLVE (min/max)^beta ladder: -1 unparseable or negative, else "
               "(min(answer, gold) / max(answer, gold))^beta.";
      case NumberLadder::kMinOverMaxPositive:
        return "RLVE (min/max)^beta ladder: -1 unparseable or not positive, "
               "else (min(answer, gold) / max(answer, gold))^beta.";
      case NumberLadder::kGoldOverAnswer:
        return "RLVE (gold/answer)^beta ladder (minimise): -1 unparseable or "
               "negative, -0.5 invalid, else (gold / answer)^beta.";
      case NumberLadder::kAnswerOverGold:
        return "RLVE (answer/gold)^beta ladder (maximise): -1 unparseable or "
               "negative, -0.5 invalid, else (answer / gold)^beta.";
    }
    return "";
  }
  std::vector<absl::string_view> Tasks() const override { return {name_}; }
  ScoreBounds Bounds(const ParamValues&) const override { return kLadderBounds; }
  std::vector<ParamSpec> Params() const override {
    if (ladder_ == NumberLadder::kExact) return {};
    return {BetaParam(10)};
  }
  absl::Status ValidateParams(const ParamValues& params) const override {
    return ladder_ == NumberLadder::kExact ? absl::OkStatus()
                                           : ValidateBeta(params);
  }
  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    const auto* answered =
        dynamic_cast<const NumberAnswered*>(&input.prepared.task());
    if (answered == nullptr) {
      return absl::InternalError(absl::StrCat(
          input.prepared.task().Name(), " has no number answer"));
    }
    const std::optional<absl::string_view> span =
        parsing::FinalAnswer(input.output);
    if (!span) return Unparsed();
    const std::string& gold = answered->AnswerOf(input.prepared);
    std::optional<std::string> answer =
        answered->Fractions() ? CanonicalNumber(*span)
                              : parsing::CanonicalInteger(*span);
    if (!answer) {
      // A fraction too long to reduce here is still read exactly.
      if (!answered->Fractions()) return Unparsed();
      const std::optional<WrittenFraction> fraction =
          ReadFraction(*span, kMaxLongFractionDigits);
      if (!fraction) return Unparsed();
      return JudgeLongFraction(*fraction, gold, *answered, input);
    }
    if (const std::optional<AnswerRange> range =
            answered->RangeOf(input.prepared)) {
      const std::optional<int64_t> value = SmallInteger(*answer);
      if (!value || *value < range->lo || *value > range->hi) return Invalid();
    }
    if (*answer == gold) return Verdict{1.0, true, true};
    if (ladder_ == NumberLadder::kExact) return Verdict{0.0, false, true};
    const bool negative = (*answer)[0] == '-';
    if (negative || (ladder_ == NumberLadder::kMinOverMaxPositive && *answer == "0")) {
      return Verdict{kUnparsedReward, false, true};  // RLVE's wrong_format.
    }
    if ((ladder_ == NumberLadder::kGoldOverAnswer || ladder_ == NumberLadder::kAnswerOverGold) &&
        !answered->AcceptableFor(input.prepared, *answer)) {
      return Invalid();
    }
    return Graded(Approximate(*answer), Approximate(gold), input);
  }

 private:
  // A fraction whose parts exceed kMaxFractionDigits, in an environment of
  // rational answers: equal to the reference iff the cross products are.
  absl::StatusOr<Verdict> JudgeLongFraction(const WrittenFraction& fraction,
                                            const std::string& gold,
                                            const NumberAnswered& answered,
                                            const VerifyInput& input) const {
    if (const std::optional<AnswerRange> range = answered.RangeOf(input.prepared)) {
      const std::optional<int64_t> value = IntegerValue(fraction);
      if (!value || *value < range->lo || *value > range->hi) return Invalid();
    }
    if (SameValue(fraction, gold)) return Verdict{1.0, true, true};
    if (ladder_ == NumberLadder::kExact) return Verdict{0.0, false, true};
    if (fraction.negative ||
        (ladder_ == NumberLadder::kMinOverMaxPositive && fraction.numerator == "0")) {
      return Verdict{kUnparsedReward, false, true};  // RLVE's wrong_format.
    }
    // Registration refuses rational answers with these ladders (their
    // Acceptable() reads canonical integers): never reached.
    if (ladder_ == NumberLadder::kGoldOverAnswer || ladder_ == NumberLadder::kAnswerOverGold) {
      return Invalid();
    }
    return Graded(DecimalRatio(fraction.numerator, fraction.denominator), Approximate(gold),
                  input);
  }

  // The partial credit of a wrong, well-formed, non-negative answer `a`
  // against the reference `g` (both approximate: equality was decided
  // exactly before).
  Verdict Graded(long double a, long double g, const VerifyInput& input) const {
    long double ratio = 0;
    switch (ladder_) {
      case NumberLadder::kMinOverMax:
      case NumberLadder::kMinOverMaxPositive:
        ratio = std::max(a, g) == 0 ? 0 : std::min(a, g) / std::max(a, g);
        break;
      case NumberLadder::kGoldOverAnswer:
        ratio = a == 0 ? 0 : g / a;
        break;
      case NumberLadder::kAnswerOverGold:
        ratio = g == 0 ? 0 : a / g;
        break;
      case NumberLadder::kExact:
        break;
    }
    // An acceptable answer cannot beat the optimum; if a member's
    // Acceptable() is too lenient the ratio could pass 1: clamp, never reward
    // a wrong answer with full credit.
    ratio = std::min<long double>(ratio, 1);
    return Verdict{PartialCredit(static_cast<double>(ratio),
                                 input.params.Number("beta")),
                   false, true};
  }

  const std::string name_;
  const NumberLadder ladder_;
};

}  // namespace

std::optional<std::string> CanonicalNumber(absl::string_view text) {
  if (parsing::TrimAsciiSpace(text).find('/') == absl::string_view::npos) {
    return parsing::CanonicalInteger(text);
  }
  const std::optional<WrittenFraction> fraction = ReadFraction(text, kMaxFractionDigits);
  if (!fraction) return std::nullopt;
  auto value = [](absl::string_view d) {
    int64_t v = 0;
    for (char c : d) v = v * 10 + (c - '0');  // At most 18 digits: fits.
    return v;
  };
  const int64_t numerator = value(fraction->numerator);
  const int64_t denominator = value(fraction->denominator);
  const int64_t divisor = Gcd(numerator, denominator);
  const int64_t p = numerator / divisor, q = denominator / divisor;
  const std::string sign = fraction->negative ? "-" : "";
  if (q == 1) return absl::StrCat(sign, p);
  return absl::StrCat(sign, p, "/", q);
}

absl::Status RegisterIntegerAnswerEnvironment(
    Catalog& catalog, std::unique_ptr<TaskType> environment) {
  const auto* answered = dynamic_cast<const NumberAnswered*>(environment.get());
  if (answered == nullptr) {
    return absl::InternalError(absl::StrCat(
        environment->Name(), " does not derive from IntegerAnswerEnvironment"));
  }
  if (answered->Fractions() && (answered->ladder() == NumberLadder::kGoldOverAnswer ||
                                answered->ladder() == NumberLadder::kAnswerOverGold)) {
    // Acceptable() reads canonical integers; a fraction too long to reduce
    // has no canonical text (NumberAnswerVerifier::JudgeLongFraction).
    return absl::InternalError(absl::StrCat(
        environment->Name(), ": rational answers take the exact or (min/max) ladders"));
  }
  auto verifier = std::make_unique<NumberAnswerVerifier>(
      std::string(environment->Name()), answered->ladder());
  return RegisterEnvironment(catalog, std::move(environment), std::move(verifier));
}

long double DecimalRatio(absl::string_view num, absl::string_view den) {
  auto leading = [](absl::string_view digits, int64_t* exponent) {
    const size_t used = std::min<size_t>(digits.size(), 18);
    long double value = 0;
    for (size_t i = 0; i < used; ++i) value = value * 10 + (digits[i] - '0');
    *exponent = static_cast<int64_t>(digits.size() - used);
    return value;
  };
  int64_t num_exponent = 0, den_exponent = 0;
  const long double n = leading(num, &num_exponent);
  const long double d = leading(den, &den_exponent);
  if (d == 0) return 0;
  const int64_t exponent = num_exponent - den_exponent;
  if (exponent < -4000) return 0;
  if (exponent > 4000) return HUGE_VALL;
  return n / d * std::pow(10.0L, static_cast<long double>(exponent));
}

}  // namespace environments
}  // namespace referee
