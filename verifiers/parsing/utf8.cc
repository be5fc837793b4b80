#include "verifiers/parsing/utf8.h"

#include <cstdint>
#include <cstring>

namespace referee::parsing {

bool IsValidUtf8(absl::string_view text, size_t* bad_offset) {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const size_t n = text.size();
  size_t i = 0;
  while (i < n) {
    // Model outputs are mostly ASCII: skip eight ASCII bytes at once.
    if (i + 8 <= n) {
      uint64_t word;
      std::memcpy(&word, s + i, 8);
      if ((word & 0x8080808080808080ull) == 0) {
        i += 8;
        continue;
      }
    }
    const unsigned char c = s[i];
    if (c < 0x80) {
      ++i;
      continue;
    }
    // The sequence length and the allowed range of its second byte
    // (Unicode Table 3-7), which rules out overlongs, surrogates and code
    // points above U+10FFFF.
    size_t length = 0;
    unsigned char low = 0x80, high = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
      length = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
      length = 3;
      if (c == 0xE0) low = 0xA0;
      if (c == 0xED) high = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
      length = 4;
      if (c == 0xF0) low = 0x90;
      if (c == 0xF4) high = 0x8F;
    }
    bool ok = length != 0 && i + length <= n && s[i + 1] >= low && s[i + 1] <= high;
    for (size_t k = 2; ok && k < length; ++k) ok = (s[i + k] & 0xC0) == 0x80;
    if (!ok) {
      if (bad_offset != nullptr) *bad_offset = i;
      return false;
    }
    i += length;
  }
  return true;
}

std::string ToValidUtf8(absl::string_view text) {
  std::string valid;
  size_t bad = 0;
  while (!IsValidUtf8(text, &bad)) {
    valid.append(text.data(), bad);
    valid.append("\xEF\xBF\xBD");  // U+FFFD.
    text.remove_prefix(bad + 1);
  }
  valid.append(text.data(), text.size());
  return valid;
}

}  // namespace referee::parsing
