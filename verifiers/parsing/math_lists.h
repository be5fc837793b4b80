// Answers and references written as lists (DESIGN §9, `math_equiv`; issue
// #35): list words made commas, assignments read as tuples, and whether a
// reference names several values. Read from NormalizeMathText's output
// (math_number.h) unless a comment says raw; math_equivalence.cc decides
// when each applies.
#ifndef REFEREE_VERIFIERS_PARSING_MATH_LISTS_H_
#define REFEREE_VERIFIERS_PARSING_MATH_LISTS_H_

#include <optional>
#include <string>

#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

// Whether raw `text` could give JoinedAsList anything: normalizing makes
// neither a `;` nor the letters of a word.
bool MayJoinAsList(absl::string_view text, bool or_too);

// `text` with its top-level list words made commas: `;`, the word `and`
// (and `or`, and `;` inside brackets, when `or_too`); nullopt when it has
// none. A word inside brackets or braces is left alone
// (`\{x : x>1 and x<3\}`).
std::optional<std::string> JoinedAsList(absl::string_view text, bool or_too);

// Whether `text` names several values: a set, a bare list or a union of
// two or more elements, or one `a \pm b` (not a tuple or an interval, one
// value with several coordinates).
bool NamesSeveralValues(absl::string_view text);

// Assignments read as tuples: `x=1, y=2` is `(1,2)`, and groups separated
// by `;` are a list of tuples (`p=5,q=2;p=7,q=2` is `(5,2),(7,2)`). Each
// group holds two or more `name = value` with distinct names (a lone
// variable name, math_number.h's IsMathName) and the same names as every
// other group. Values are ordered as written, except coordinates: names
// all among x, y, z are put in that order (`y=2, x=1` is `(1,2)`); other
// names carry no order of their own (`m=3, b=2` is `(3,2)`, whatever the
// problem's tuple is).
// Nullopt when `text` is not that.
std::optional<std::string> AssignmentsAsTuples(absl::string_view text);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_MATH_LISTS_H_
