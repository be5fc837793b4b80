#include "verifiers/environments/integer_answer.h"

#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "verifiers/environments/rlve_ladder.h"
#include "verifiers/parsing/final_answer.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace environments {
namespace {

// Parts of a fraction stay below 10^18: their product fits in __int128 and
// their gcd needs no big numbers.
constexpr size_t kMaxFractionDigits = 18;

int64_t Gcd(int64_t a, int64_t b) {
  while (b != 0) {
    const int64_t r = a % b;
    a = b;
    b = r;
  }
  return a;
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

class NumberAnswerVerifier final : public Verifier {
 public:
  NumberAnswerVerifier(std::string name, NumberLadder ladder)
      : name_(std::move(name)), ladder_(ladder) {}

  absl::string_view Name() const override { return name_; }
  absl::string_view Description() const override {
    return ladder_ == NumberLadder::kExact
               ? "RLVE gold=answer ladder: -1 unparseable, 1 for the exact "
                 "answer, else 0."
               : "RLVE (min/max)^beta ladder: -1 unparseable or not "
                 "positive, else (min(answer, gold) / max(answer, gold))^beta.";
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
    const std::optional<std::string> answer =
        answered->Fractions() ? CanonicalNumber(*span)
                              : parsing::CanonicalInteger(*span);
    if (!answer) return Unparsed();
    const std::string& gold = answered->AnswerOf(input.prepared);
    if (*answer == gold) return Verdict{1.0, true, true};
    if (ladder_ == NumberLadder::kExact) return Verdict{0.0, false, true};
    // (min/max)^beta: RLVE-Gym calls a non-positive answer a format error.
    if ((*answer)[0] == '-' || *answer == "0") {
      return Verdict{kUnparsedReward, false, true};
    }
    const long double a = Approximate(*answer), g = Approximate(gold);
    const double ratio = static_cast<double>(std::min(a, g) / std::max(a, g));
    return Verdict{PartialCredit(ratio, input.params.Number("beta")), false, true};
  }

 private:
  const std::string name_;
  const NumberLadder ladder_;
};

}  // namespace

std::optional<std::string> CanonicalNumber(absl::string_view text) {
  text = parsing::TrimAsciiSpace(text);
  const size_t slash = text.find('/');
  if (slash == absl::string_view::npos) return parsing::CanonicalInteger(text);
  const absl::string_view top = text.substr(0, slash);
  const absl::string_view bottom = text.substr(slash + 1);
  bool negative = false;
  absl::string_view digits = top;
  if (!digits.empty() && (digits[0] == '+' || digits[0] == '-')) {
    negative = digits[0] == '-';
    digits.remove_prefix(1);
  }
  auto value = [](absl::string_view d) -> std::optional<int64_t> {
    while (d.size() > 1 && d[0] == '0') d.remove_prefix(1);
    if (d.empty() || d.size() > kMaxFractionDigits) return std::nullopt;
    int64_t v = 0;
    for (char c : d) {
      if (c < '0' || c > '9') return std::nullopt;
      v = v * 10 + (c - '0');
    }
    return v;
  };
  const std::optional<int64_t> numerator = value(digits);
  const std::optional<int64_t> denominator = value(bottom);
  if (!numerator || !denominator || *denominator == 0) return std::nullopt;
  const int64_t divisor = Gcd(*numerator, *denominator);
  const int64_t p = *numerator / divisor, q = *denominator / divisor;
  const std::string sign = negative && p != 0 ? "-" : "";
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
  auto verifier = std::make_unique<NumberAnswerVerifier>(
      std::string(environment->Name()), answered->ladder());
  return RegisterEnvironment(catalog, std::move(environment), std::move(verifier));
}

}  // namespace environments
}  // namespace referee
