#include "verifiers/environments/answer_lines.h"

#include "verifiers/parsing/final_answer.h"

namespace referee {
namespace environments {
namespace {

// Python's str.isspace() code points, as UTF-8: the one-byte ones
// (\t \n \v \f \r, \x1c..\x1f, space) and those of 2 and 3 bytes (U+0085,
// U+00A0, U+1680, U+2000..U+200A, U+2028, U+2029, U+202F, U+205F,
// U+3000).
bool IsPythonSpaceByte(char c) {
  return (c >= '\t' && c <= '\r') || (c >= '\x1c' && c <= '\x1f') || c == ' ';
}
bool IsPythonWideSpace(absl::string_view s) {
  auto byte = [&s](size_t i) { return static_cast<unsigned char>(s[i]); };
  if (s.size() == 2) return byte(0) == 0xC2 && (byte(1) == 0x85 || byte(1) == 0xA0);
  if (s.size() != 3) return false;
  const unsigned char a = byte(0), b = byte(1), c = byte(2);
  if (a == 0xE1) return b == 0x9A && c == 0x80;
  if (a == 0xE2 && b == 0x80) {
    return (c >= 0x80 && c <= 0x8A) || c == 0xA8 || c == 0xA9 || c == 0xAF;
  }
  if (a == 0xE2 && b == 0x81) return c == 0x9F;
  if (a == 0xE3) return b == 0x80 && c == 0x80;
  return false;
}
// The byte length of the whitespace character at the start (front) or end
// of `text`, 0 if there is none there.
size_t PythonSpaceLength(absl::string_view text, bool front) {
  if (text.empty()) return 0;
  if (IsPythonSpaceByte(front ? text.front() : text.back())) return 1;
  for (size_t length : {size_t{2}, size_t{3}}) {
    if (text.size() < length) break;
    if (IsPythonWideSpace(front ? text.substr(0, length)
                                : text.substr(text.size() - length))) {
      return length;
    }
  }
  return 0;
}

}  // namespace

absl::string_view PythonStrip(absl::string_view text) {
  while (const size_t n = PythonSpaceLength(text, true)) text.remove_prefix(n);
  while (const size_t n = PythonSpaceLength(text, false)) text.remove_suffix(n);
  return text;
}


std::optional<std::vector<int64_t>> IntegerRows(absl::string_view answer, int64_t rows,
                                                int64_t columns) {
  const size_t width = static_cast<size_t>(columns);
  std::vector<int64_t> cells;
  int64_t read = 0;
  const bool ok = ForEachAnswerLine(answer, [&](absl::string_view line) {
    if (read == rows) return false;  // Too many lines.
    const std::optional<parsing::IntegerTokens> tokens = parsing::ParseIntegerTokens(line, width);
    if (!tokens || tokens->count != width) return false;
    cells.insert(cells.end(), tokens->values.begin(), tokens->values.end());
    ++read;
    return true;
  });
  if (!ok || read != rows) return std::nullopt;
  return cells;
}

std::optional<std::vector<absl::string_view>> CharacterRows(absl::string_view answer,
                                                            int64_t rows, int64_t columns,
                                                            absl::string_view alphabet) {
  std::vector<absl::string_view> lines;
  const bool ok = ForEachAnswerLine(answer, [&](absl::string_view line) {
    if (static_cast<int64_t>(lines.size()) == rows) return false;  // Too many lines.
    if (static_cast<int64_t>(line.size()) != columns) return false;
    if (line.find_first_not_of(alphabet) != absl::string_view::npos) return false;
    lines.push_back(line);
    return true;
  });
  if (!ok || static_cast<int64_t>(lines.size()) != rows) return std::nullopt;
  return lines;
}

std::optional<std::vector<int64_t>> BinaryRows(absl::string_view answer, int64_t rows,
                                               int64_t columns) {
  const std::optional<std::vector<absl::string_view>> lines =
      CharacterRows(answer, rows, columns, "01");
  if (!lines) return std::nullopt;
  std::vector<int64_t> cells;
  cells.reserve(static_cast<size_t>(rows * columns));
  for (const absl::string_view line : *lines) {
    for (const char c : line) cells.push_back(c - '0');
  }
  return cells;
}

}  // namespace environments
}  // namespace referee
