// Tag scanners for model output (DESIGN §4, "Tags" and "Pinned details").
//
// Every function runs in time linear in the output, uses no regex engine,
// never recurses, and returns a view into `text` (no copy). Models often quote
// the prompt's format example while thinking, so each scanner returns the
// *last* complete occurrence. Tag names are case-sensitive and the character
// before a tag is not checked (`$\ids{1,2}$` matches).
#ifndef REFEREE_VERIFIERS_PARSING_TAGS_H_
#define REFEREE_VERIFIERS_PARSING_TAGS_H_

#include <optional>

#include "absl/base/attributes.h"
#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

// The content of the last `<tag>{content}` where `tag` (e.g. "\\answer") is
// immediately followed by `{` and `content` holds no `{` or `}`. A tag whose
// content contains a brace is not a match (an earlier one may be).
std::optional<absl::string_view> LastBraceTag(
    absl::string_view text ABSL_ATTRIBUTE_LIFETIME_BOUND,
    absl::string_view tag);

// The content of the last `\answer{...}` (see LastBraceTag).
std::optional<absl::string_view> LastAnswerTag(
    absl::string_view text ABSL_ATTRIBUTE_LIFETIME_BOUND);

// The content of the last `\ids{...}` (see LastBraceTag).
std::optional<absl::string_view> LastIdsTag(
    absl::string_view text ABSL_ATTRIBUTE_LIFETIME_BOUND);

// Iterates `\ids{...}` matches front to back: returns the content of the
// first match in `text` and moves `text` past it; nullopt at the end.
std::optional<absl::string_view> NextIdsBlock(
    absl::string_view& text ABSL_ATTRIBUTE_LIFETIME_BOUND);

// The content of the last `<answer>` that has a later `</answer>`, up to the
// first `</answer>` after it. May span lines and may be empty.
std::optional<absl::string_view> LastAnswerSpan(
    absl::string_view text ABSL_ATTRIBUTE_LIFETIME_BOUND);

// The content of the last closed `\boxed{...}`, chosen by start position,
// with nested braces balanced (`\boxed{\frac{1}{2}}` gives `\frac{1}{2}`;
// `\boxed{\boxed{5}}` gives `5`). A `\boxed{` that never closes is ignored;
// `\boxed {` (with a space) is not a tag.
std::optional<absl::string_view> LastBoxed(
    absl::string_view text ABSL_ATTRIBUTE_LIFETIME_BOUND);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_TAGS_H_
