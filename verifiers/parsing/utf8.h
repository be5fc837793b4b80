// UTF-8 validation of model outputs. Rollout.output is `bytes` on the wire
// so that one output with invalid UTF-8 is that rollout's INVALID_UTF8
// error instead of failing the whole request in proto3's string check.
#ifndef REFEREE_VERIFIERS_PARSING_UTF8_H_
#define REFEREE_VERIFIERS_PARSING_UTF8_H_

#include <cstddef>
#include <string>

#include "absl/strings/string_view.h"

namespace referee::parsing {

// True when `text` is well-formed UTF-8 (RFC 3629): no overlong forms, no
// surrogates (U+D800..U+DFFF), nothing above U+10FFFF, no truncated
// sequence. Linear; ASCII runs are checked eight bytes at a time. When
// false, `*bad_offset` (if given) is the offset of the first bad byte.
bool IsValidUtf8(absl::string_view text, size_t* bad_offset = nullptr);

// `text` with each byte of an invalid sequence replaced by U+FFFD, for
// messages that must be text (an error quoting part of its input).
std::string ToValidUtf8(absl::string_view text);

}  // namespace referee::parsing

#endif  // REFEREE_VERIFIERS_PARSING_UTF8_H_
