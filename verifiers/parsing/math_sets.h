// Sets and logarithms written the ways answers write them (DESIGN §9,
// `math_equiv`; issue #35), in one spelling each so the comparison rules
// see one form:
//   RewriteLogBases (on raw text): `\log_2 3`, `\log_{2}{3}`, `\log_b(x)`
//     become `\frac{\ln(3)}{\ln(2)}`, … (a base-free ratio of logarithms).
//   NormalizeSets (on NormalizeMathText's output, which calls it last):
//     `\mathbb{R}` and "all real numbers" are `(-\infty,\infty)`;
//     `(-\infty,\infty) \setminus [a,b]` (or `\setminus \{a\}`) is the
//     union it leaves; a set-builder `\{x \mid cond\}` (`|`, `:` too, and
//     `x \in \mathbb{R}` before it) is its condition, which the relation
//     rules read as intervals; `\lvert x \rvert` is `|x|`.
// Linear time; each rule is tried only after a cheap look for its mark.
#ifndef REFEREE_VERIFIERS_PARSING_MATH_SETS_H_
#define REFEREE_VERIFIERS_PARSING_MATH_SETS_H_

#include <optional>
#include <string>

#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

// `raw` with every `\log_BASE ARG` written as a ratio of natural
// logarithms; nullopt when it has none, or one whose base or argument is
// not one of: a braced group, a parenthesized group (argument), a number,
// a letter.
std::optional<std::string> RewriteLogBases(absl::string_view raw);

// The set rules above, applied to `normalized` in place. NormalizeMathText
// says whether it met `\mathbb`, `\setminus` or `\lvert`/`\rvert`/`\vert`
// (`saw_set_command`), so most answers pay no extra scan.
void NormalizeSets(std::string& normalized, bool saw_set_command);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_MATH_SETS_H_
