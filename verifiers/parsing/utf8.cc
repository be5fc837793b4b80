#include "verifiers/parsing/utf8.h"

#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace referee::parsing {

bool IsValidUtf8(absl::string_view text, size_t* bad_offset) {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const size_t n = text.size();
  size_t i = 0;
  constexpr uint64_t kHighBits = 0x8080808080808080ull;
  while (i < n) {
    // Model outputs are mostly ASCII: skip 64 ASCII bytes at once where
    // SSE2 is (every x86-64), then 32 (four words OR-ed, one test), then
    // eight. Every output of every request passes here, so this loop is a
    // visible share of the server's CPU (docs/PERFORMANCE.md).
#if defined(__SSE2__)
    // 64 bytes: four 16-byte loads OR-ed, one sign-bit mask.
    if (i + 64 <= n) {
      const auto* v = reinterpret_cast<const __m128i*>(s + i);
      const __m128i any = _mm_or_si128(
          _mm_or_si128(_mm_loadu_si128(v), _mm_loadu_si128(v + 1)),
          _mm_or_si128(_mm_loadu_si128(v + 2), _mm_loadu_si128(v + 3)));
      if (_mm_movemask_epi8(any) == 0) {
        i += 64;
        continue;
      }
    }
#endif
    if (i + 32 <= n) {
      uint64_t words[4];
      std::memcpy(words, s + i, 32);
      if (((words[0] | words[1] | words[2] | words[3]) & kHighBits) == 0) {
        i += 32;
        continue;
      }
    }
    if (i + 8 <= n) {
      uint64_t word;
      std::memcpy(&word, s + i, 8);
      if ((word & kHighBits) == 0) {
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
