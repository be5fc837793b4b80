#include "verifiers/parsing/utf8.h"

#include <string>

#include "absl/strings/escaping.h"
#include "gtest/gtest.h"

namespace referee::parsing {
namespace {

// Expectations from RFC 3629 / Unicode Table 3-7 (well-formed byte
// sequences), byte by byte.
TEST(Utf8Test, Table) {
  struct Case {
    std::string text;
    bool valid;
    size_t bad;  // First bad byte when invalid.
  } cases[] = {
      {"", true, 0},
      {"plain ascii, longer than eight bytes", true, 0},
      {"caf\xC3\xA9", true, 0},                  // U+00E9.
      {"\xE2\x82\xAC", true, 0},                 // U+20AC, 3 bytes.
      {"\xF0\x9F\x98\x80", true, 0},             // U+1F600, 4 bytes.
      {"\xF4\x8F\xBF\xBF", true, 0},             // U+10FFFF, the last.
      {"\xED\x9F\xBF", true, 0},                 // U+D7FF, before surrogates.
      {"\xEF\xBF\xBF", true, 0},                 // U+FFFF.
      {"ab\xFF", false, 2},                      // Never a UTF-8 byte.
      {"\x80", false, 0},                        // A lone continuation.
      {"\xC0\xAF", false, 0},                    // Overlong '/'.
      {"\xC1\xBF", false, 0},                    // Overlong.
      {"\xE0\x9F\xBF", false, 0},                // Overlong 3-byte.
      {"\xF0\x8F\xBF\xBF", false, 0},            // Overlong 4-byte.
      {"\xED\xA0\x80", false, 0},                // U+D800, a surrogate.
      {"\xF4\x90\x80\x80", false, 0},            // U+110000, too big.
      {"\xF5\x80\x80\x80", false, 0},            // Lead byte past F4.
      {"ok\xE2\x82", false, 2},                  // Truncated at the end.
      {"\xE2\x28\xA1", false, 0},                // Bad second byte.
      {"\xF0\x9F\x98(", false, 0},               // Bad fourth byte.
      {"12345678\xC3\xA9\xFE", false, 10},       // After a fast ASCII word.
  };
  for (const Case& c : cases) {
    size_t bad = 12345;
    EXPECT_EQ(IsValidUtf8(c.text, &bad), c.valid) << absl::CEscape(c.text);
    if (!c.valid) {
      EXPECT_EQ(bad, c.bad) << absl::CEscape(c.text);
    }
  }
}

// The ASCII fast paths skip 64, 32 and 8 bytes at a time: one bad byte, or
// one good two-byte sequence, at every offset of a 200-byte text (across
// every block boundary) is found, or accepted, where it is.
TEST(Utf8Test, EveryOffsetAcrossTheFastPaths) {
  for (size_t at = 0; at < 200; ++at) {
    std::string bad(200, 'a');
    bad[at] = '\xFF';
    size_t offset = 12345;
    EXPECT_FALSE(IsValidUtf8(bad, &offset)) << at;
    EXPECT_EQ(offset, at);

    std::string good(200, 'a');
    good.replace(at, 2, "\xC3\xA9");  // U+00E9 at `at`, `at` + 1.
    EXPECT_TRUE(IsValidUtf8(good)) << at;
    // The same sequence cut after its lead byte at the very end.
    EXPECT_FALSE(IsValidUtf8(good.substr(0, at + 1), &offset)) << at;
    EXPECT_EQ(offset, at);
  }
}

TEST(Utf8Test, ToValidUtf8ReplacesEachBadByte) {
  EXPECT_EQ(ToValidUtf8("ok"), "ok");
  EXPECT_EQ(ToValidUtf8("caf\xC3\xA9"), "caf\xC3\xA9");
  // A cut sequence (E2 82 of the euro sign) at the end: two bad bytes.
  EXPECT_EQ(ToValidUtf8("a\xE2\x82"), "a\xEF\xBF\xBD\xEF\xBF\xBD");
  EXPECT_EQ(ToValidUtf8("\xFFx\xC0"), "\xEF\xBF\xBDx\xEF\xBF\xBD");
}

}  // namespace
}  // namespace referee::parsing
