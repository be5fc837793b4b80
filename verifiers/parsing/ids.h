// Contents of the `\answer{}` and `\ids{}` tags (DESIGN §4 "Tags").
#ifndef REFEREE_VERIFIERS_PARSING_IDS_H_
#define REFEREE_VERIFIERS_PARSING_IDS_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

// An ID or count read from model text. Integers may be of any length; one
// too large to hold becomes kHugeInteger, which never equals a real ID.
inline constexpr int64_t kHugeInteger = -1;

// The largest integer read from model text: 18 digits (10^18 < 2^63).
inline constexpr int64_t kMaxTextInteger = 999'999'999'999'999'999;

// The value of a run of ASCII digits ("05" is 5), or kHugeInteger past
// 18 significant digits.
int64_t DigitRunValue(absl::string_view digits);

// `\answer` content: optional whitespace, optional `+`/`-`, ASCII digits,
// optional whitespace. nullopt when it is anything else (`- 4`, `4.0`, ``).
// A negative value is returned as is; a huge one as kHugeInteger.
std::optional<int64_t> ParseAnswerInteger(absl::string_view content);

// `\ids` content: comma-separated tokens, each (trimmed of whitespace) a
// run of ASCII digits. Whitespace-only content is an empty list; an empty
// token or any other token makes the whole content unparsed (nullopt).
std::optional<std::vector<int64_t>> ParseIdList(absl::string_view content);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_IDS_H_
