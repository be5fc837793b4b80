// Answers of the RLVE-style environments (DESIGN §8): the final answer is
// the content of the last `<answer>…</answer>` span (the Countdown span
// rule), else of the last closed `\boxed{}` (chat models trained with
// RLVE's `\boxed{}` markers), and its content is read as whitespace-separated
// decimal integers, as RLVE's `int()` over `split()` does (a comma or any
// other character makes it unparseable). Linear time, no recursion, views
// into the output.
#ifndef REFEREE_VERIFIERS_PARSING_FINAL_ANSWER_H_
#define REFEREE_VERIFIERS_PARSING_FINAL_ANSWER_H_

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "absl/base/attributes.h"
#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

// The last `<answer>` span, else the last `\boxed{}` content; nullopt if the
// output has neither.
std::optional<absl::string_view> FinalAnswer(
    absl::string_view text ABSL_ATTRIBUTE_LIFETIME_BOUND);

// A token whose value does not fit in int64: it parses, but equals no value
// an environment generates (they all lie well inside int64).
inline constexpr int64_t kHugeToken = std::numeric_limits<int64_t>::min();

// Whitespace-separated integers `[+-]?[0-9]+`.
struct IntegerTokens {
  size_t count = 0;             // How many tokens there are in all.
  std::vector<int64_t> values;  // The first min(count, limit) of them.
};

// nullopt if any token is not an integer. Keeps at most `limit` values
// (memory stays bounded for any output) but counts every token.
std::optional<IntegerTokens> ParseIntegerTokens(absl::string_view text,
                                                size_t limit);

// An integer `[+-]?[0-9]+` of any length (surrounding whitespace allowed)
// in canonical form: no leading zeros, "-" only before a non-zero value
// ("+007" -> "7", "-0" -> "0"). nullopt for anything else.
std::optional<std::string> CanonicalInteger(absl::string_view text);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_FINAL_ANSWER_H_
