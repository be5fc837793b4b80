// ASCII text helpers shared by the scanners. DESIGN "Pinned details": digits
// are ASCII 0-9 only and whitespace is ASCII whitespace, whatever the locale,
// so none of these consult <cctype>.
#ifndef REFEREE_VERIFIERS_PARSING_TEXT_H_
#define REFEREE_VERIFIERS_PARSING_TEXT_H_

#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

// Space, \t, \n, \r, \f, \v.
inline bool IsAsciiSpace(char c) {
  return c == ' ' || (c >= '\t' && c <= '\r');
}

inline bool IsAsciiDigit(char c) { return c >= '0' && c <= '9'; }

// `text` without leading and trailing ASCII whitespace.
inline absl::string_view TrimAsciiSpace(absl::string_view text) {
  while (!text.empty() && IsAsciiSpace(text.front())) text.remove_prefix(1);
  while (!text.empty() && IsAsciiSpace(text.back())) text.remove_suffix(1);
  return text;
}

// True iff `text` is one or more ASCII digits.
inline bool IsDigitRun(absl::string_view text) {
  if (text.empty()) return false;
  for (char c : text) {
    if (!IsAsciiDigit(c)) return false;
  }
  return true;
}

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_TEXT_H_
