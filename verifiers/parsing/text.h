// ASCII text helpers shared by the scanners. DESIGN "Pinned details": digits
// are ASCII 0-9 only and whitespace is ASCII whitespace, whatever the locale,
// so none of these consult <cctype>.
#ifndef REFEREE_VERIFIERS_PARSING_TEXT_H_
#define REFEREE_VERIFIERS_PARSING_TEXT_H_

#include <string.h>

#include <cstddef>

#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

// Space, \t, \n, \r, \f, \v.
inline bool IsAsciiSpace(char c) {
  return c == ' ' || (c >= '\t' && c <= '\r');
}

inline bool IsAsciiDigit(char c) { return c >= '0' && c <= '9'; }

// a-z, A-Z.
inline bool IsAsciiLetter(char c) {
  const char lower = static_cast<char>(c | 0x20);
  return lower >= 'a' && lower <= 'z';
}

// A-Z as a-z; any other byte as it is.
inline char AsciiLower(char c) {
  return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + ('a' - 'A')) : c;
}

// a == b, A-Z and a-z alike.
inline bool EqualsIgnoringAsciiCase(absl::string_view a, absl::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (AsciiLower(a[i]) != AsciiLower(b[i])) return false;
  }
  return true;
}

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

// The start of the last occurrence of `needle` (non-empty) that ends at or
// before `end`, or npos. memrchr on the needle's last byte: absl's rfind
// is a byte loop, several times slower on long outputs.
inline size_t LastIndexOf(absl::string_view text, absl::string_view needle,
                          size_t end = absl::string_view::npos) {
  end = end > text.size() ? text.size() : end;
  while (end >= needle.size()) {
    const void* hit = memrchr(text.data() + needle.size() - 1, needle.back(),
                              end - needle.size() + 1);
    if (hit == nullptr) return absl::string_view::npos;
    const size_t last = static_cast<size_t>(static_cast<const char*>(hit) - text.data());
    const size_t start = last + 1 - needle.size();
    if (text.substr(start, needle.size()) == needle) return start;
    end = last;
  }
  return absl::string_view::npos;
}

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_TEXT_H_
