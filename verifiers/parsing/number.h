// Exact numbers in final answers (DESIGN §4 `answer_match`, "Pinned
// details"): exactly `[+-]?D+`, `[+-]?D+.D+` or `[+-]?D+/D+` with a non-zero
// denominator, D being ASCII digits. Anything else (`1,000`, `1e2`, `.5`,
// `- 17`) is not a number. No floating point is involved anywhere.
#ifndef REFEREE_VERIFIERS_PARSING_NUMBER_H_
#define REFEREE_VERIFIERS_PARSING_NUMBER_H_

#include <optional>

#include "absl/base/attributes.h"
#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

// A number as written, split into views of its digit runs.
struct ExactNumber {
  bool negative = false;
  absl::string_view integer;      // Digits before '.' or '/', or all of them.
  absl::string_view fraction;     // Digits after '.', empty if none.
  absl::string_view denominator;  // Digits after '/', empty if none.
};

// Parses the whole of `text` (no surrounding whitespace allowed) as a number,
// or returns nullopt. The result points into `text`.
std::optional<ExactNumber> ParseExactNumber(
    absl::string_view text ABSL_ATTRIBUTE_LIFETIME_BOUND);

// Whether `a` and `b` are the same rational number (`1/2` = `0.5`,
// `-0` = `0`, `0.20` = `0.2`). Decimals compare exactly at any length;
// fractions are reduced in 128-bit arithmetic, and when a value does not fit
// (more than 38 significant digits) the result is nullopt: "not comparable as
// numbers", and the caller falls back to comparing text.
std::optional<bool> ExactNumbersEqual(const ExactNumber& a,
                                      const ExactNumber& b);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_NUMBER_H_
