#include "verifiers/parsing/verl_compat.h"

#include <string>
#include <vector>

namespace referee {
namespace parsing {
namespace {

// Python str: a sequence of code points.
using Str = std::u32string;

Str Decode(absl::string_view utf8) {
  Str out;
  out.reserve(utf8.size());
  size_t i = 0;
  while (i < utf8.size()) {
    const auto byte = static_cast<unsigned char>(utf8[i]);
    int length = byte < 0x80 ? 1 : (byte >> 5) == 6 ? 2 : (byte >> 4) == 14 ? 3
               : (byte >> 3) == 30 ? 4 : 0;
    char32_t c = length == 1 ? byte : length == 2 ? (byte & 0x1F)
               : length == 3 ? (byte & 0x0F) : (byte & 0x07);
    bool ok = length > 0 && i + static_cast<size_t>(length) <= utf8.size();
    for (int k = 1; ok && k < length; ++k) {
      const auto next = static_cast<unsigned char>(utf8[i + k]);
      ok = (next >> 6) == 2;
      c = (c << 6) | (next & 0x3F);
    }
    if (!ok) {
      out.push_back(0xFFFD);
      ++i;
      continue;
    }
    out.push_back(c);
    i += static_cast<size_t>(length);
  }
  return out;
}

std::string Encode(const Str& text) {
  std::string out;
  out.reserve(text.size());
  for (char32_t c : text) {
    if (c < 0x80) {
      out.push_back(static_cast<char>(c));
    } else if (c < 0x800) {
      out.push_back(static_cast<char>(0xC0 | (c >> 6)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else if (c < 0x10000) {
      out.push_back(static_cast<char>(0xE0 | (c >> 12)));
      out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else {
      out.push_back(static_cast<char>(0xF0 | (c >> 18)));
      out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
  }
  return out;
}

// An ASCII literal as a Str.
Str S(const char* ascii) {
  Str out;
  for (; *ascii != '\0'; ++ascii) out.push_back(static_cast<unsigned char>(*ascii));
  return out;
}

bool Contains(const Str& s, const Str& part) { return s.find(part) != Str::npos; }

// str.replace(old, new): every non-overlapping occurrence, left to right.
Str Replace(const Str& s, const Str& from, const Str& to) {
  Str out;
  size_t pos = 0;
  while (true) {
    const size_t hit = s.find(from, pos);
    if (hit == Str::npos) break;
    out.append(s, pos, hit - pos);
    out += to;
    pos = hit + from.size();
  }
  out.append(s, pos, Str::npos);
  return out;
}

Str Replace(const Str& s, const char* from, const char* to) { return Replace(s, S(from), S(to)); }

// str.split(sep).
std::vector<Str> Split(const Str& s, const Str& separator) {
  std::vector<Str> parts;
  size_t pos = 0;
  while (true) {
    const size_t hit = s.find(separator, pos);
    if (hit == Str::npos) break;
    parts.push_back(s.substr(pos, hit - pos));
    pos = hit + separator.size();
  }
  parts.push_back(s.substr(pos));
  return parts;
}

// str.isspace() and re's `\s` for str patterns.
bool IsPySpace(char32_t c) {
  return (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20) || c == 0x85 || c == 0xA0 ||
         c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 ||
         c == 0x202F || c == 0x205F || c == 0x3000;
}

// str.isdigit() for one code point: Python 3.11's Unicode 14 table
// (Numeric_Type Digit or Decimal), generated with
//   [c for c in range(0x110000) if chr(c).isdigit()] as ranges.
bool IsPyDigit(char32_t c) {
  static constexpr char32_t kRanges[][2] = {
      {0x30, 0x39}, {0xB2, 0xB3}, {0xB9, 0xB9}, {0x660, 0x669}, {0x6F0, 0x6F9},
      {0x7C0, 0x7C9}, {0x966, 0x96F}, {0x9E6, 0x9EF}, {0xA66, 0xA6F}, {0xAE6, 0xAEF},
      {0xB66, 0xB6F}, {0xBE6, 0xBEF}, {0xC66, 0xC6F}, {0xCE6, 0xCEF}, {0xD66, 0xD6F},
      {0xDE6, 0xDEF}, {0xE50, 0xE59}, {0xED0, 0xED9}, {0xF20, 0xF29}, {0x1040, 0x1049},
      {0x1090, 0x1099}, {0x1369, 0x1371}, {0x17E0, 0x17E9}, {0x1810, 0x1819},
      {0x1946, 0x194F}, {0x19D0, 0x19DA}, {0x1A80, 0x1A89}, {0x1A90, 0x1A99},
      {0x1B50, 0x1B59}, {0x1BB0, 0x1BB9}, {0x1C40, 0x1C49}, {0x1C50, 0x1C59},
      {0x2070, 0x2070}, {0x2074, 0x2079}, {0x2080, 0x2089}, {0x2460, 0x2468},
      {0x2474, 0x247C}, {0x2488, 0x2490}, {0x24EA, 0x24EA}, {0x24F5, 0x24FD},
      {0x24FF, 0x24FF}, {0x2776, 0x277E}, {0x2780, 0x2788}, {0x278A, 0x2792},
      {0xA620, 0xA629}, {0xA8D0, 0xA8D9}, {0xA900, 0xA909}, {0xA9D0, 0xA9D9},
      {0xA9F0, 0xA9F9}, {0xAA50, 0xAA59}, {0xABF0, 0xABF9}, {0xFF10, 0xFF19},
      {0x104A0, 0x104A9}, {0x10A40, 0x10A43}, {0x10D30, 0x10D39}, {0x10E60, 0x10E68},
      {0x11052, 0x1105A}, {0x11066, 0x1106F}, {0x110F0, 0x110F9}, {0x11136, 0x1113F},
      {0x111D0, 0x111D9}, {0x112F0, 0x112F9}, {0x11450, 0x11459}, {0x114D0, 0x114D9},
      {0x11650, 0x11659}, {0x116C0, 0x116C9}, {0x11730, 0x11739}, {0x118E0, 0x118E9},
      {0x11950, 0x11959}, {0x11C50, 0x11C59}, {0x11D50, 0x11D59}, {0x11DA0, 0x11DA9},
      {0x16A60, 0x16A69}, {0x16AC0, 0x16AC9}, {0x16B50, 0x16B59}, {0x1D7CE, 0x1D7FF},
      {0x1E140, 0x1E149}, {0x1E2F0, 0x1E2F9}, {0x1E950, 0x1E959}, {0x1F100, 0x1F10A},
      {0x1FBF0, 0x1FBF9}};
  for (const auto& range : kRanges) {
    if (c < range[0]) return false;
    if (c <= range[1]) return true;
  }
  return false;
}

Str Strip(const Str& s) {
  size_t begin = 0, end = s.size();
  while (begin < end && IsPySpace(s[begin])) ++begin;
  while (end > begin && IsPySpace(s[end - 1])) --end;
  return s.substr(begin, end - begin);
}

// text[-count:] in Python: only the tail is decoded (outputs reaching a
// verifier are valid UTF-8, so code points start at non-continuation bytes).
Str LastCodePoints(absl::string_view text, size_t count) {
  size_t start = text.size(), seen = 0;
  while (start > 0 && seen < count) {
    --start;
    if ((static_cast<unsigned char>(text[start]) & 0xC0) != 0x80) ++seen;
  }
  Str s = Decode(text.substr(start));
  if (s.size() > count) s.erase(0, s.size() - count);
  return s;
}

// ---- gsm8k.py

bool IsGsm8kChar(char32_t c) { return (c >= '0' && c <= '9') || c == '.' || c == ','; }

// ---- math_reward.py

// last_boxed_only_string(); nullopt for None.
std::optional<Str> LastBoxedOnlyString(const Str& s) {
  const Str boxed_space = S("\\boxed ");
  if (Contains(s, boxed_space)) {
    const std::vector<Str> after = Split(s, boxed_space);
    return boxed_space + Split(after.back(), S("$")).front();
  }
  size_t index = s.rfind(S("\\boxed"));
  if (index == Str::npos) index = s.rfind(S("\\fbox"));
  if (index == Str::npos) return std::nullopt;
  int open = 0;
  for (size_t i = index; i < s.size(); ++i) {
    if (s[i] == '{') ++open;
    if (s[i] == '}' && --open == 0) return s.substr(index, i + 1 - index);
  }
  return std::nullopt;
}

// remove_boxed(); nullopt where its asserts fail.
std::optional<Str> RemoveBoxed(const Str& s) {
  const Str boxed_space = S("\\boxed ");
  if (Contains(s, boxed_space)) {
    if (s.compare(0, boxed_space.size(), boxed_space) != 0) return std::nullopt;
    return s.substr(boxed_space.size());
  }
  const Str left = S("\\boxed{");
  if (s.compare(0, left.size(), left) != 0 || s.empty() || s.back() != '}') return std::nullopt;
  if (s.size() < left.size() + 1) return std::nullopt;
  return s.substr(left.size(), s.size() - left.size() - 1);
}

// fix_fracs(); nullopt where Python raises (IndexError on an empty piece).
std::optional<Str> FixFracs(const Str& s) {
  const std::vector<Str> pieces = Split(s, S("\\frac"));
  Str out = pieces[0];
  for (size_t k = 1; k < pieces.size(); ++k) {
    const Str& piece = pieces[k];
    out += S("\\frac");
    if (piece.empty()) return std::nullopt;
    if (piece[0] == '{') {
      out += piece;
      continue;
    }
    if (piece.size() < 2) return s;
    const Str a(1, piece[0]), b(1, piece[1]);
    if (piece[1] != '{') {
      out += S("{") + a + S("}{") + b + S("}") + piece.substr(2);
    } else {
      out += S("{") + a + S("}") + b + piece.substr(2);
    }
  }
  return out;
}

// Whether `s` is what str(int(s)) prints: Python's int() accepts more, but
// fix_a_slash_b asserts the round trip.
bool IsCanonicalInt(const Str& s) {
  size_t i = s.size() > 0 && s[0] == '-' ? 1 : 0;
  if (i == s.size()) return false;
  if (s[i] == '0') return s.size() == i + 1 && i == 0;  // "0"; never "-0" or "01".
  for (; i < s.size(); ++i) {
    if (s[i] < '0' || s[i] > '9') return false;
  }
  return true;
}

Str FixASlashB(const Str& s) {
  const std::vector<Str> parts = Split(s, S("/"));
  if (parts.size() != 2 || !IsCanonicalInt(parts[0]) || !IsCanonicalInt(parts[1])) return s;
  return S("\\frac{") + parts[0] + S("}{") + parts[1] + S("}");
}

// fix_sqrt(); nullopt where Python raises.
std::optional<Str> FixSqrt(const Str& s) {
  if (!Contains(s, S("\\sqrt"))) return s;
  const std::vector<Str> pieces = Split(s, S("\\sqrt"));
  Str out = pieces[0];
  for (size_t k = 1; k < pieces.size(); ++k) {
    const Str& piece = pieces[k];
    if (piece.empty()) return std::nullopt;
    if (piece[0] != '{') {
      out += S("\\sqrt{") + Str(1, piece[0]) + S("}") + piece.substr(1);
    } else {
      out += S("\\sqrt") + piece;
    }
  }
  return out;
}

std::optional<Str> StripString(Str s) {
  s = Replace(s, "\n", "");
  s = Replace(s, "\\!", "");
  s = Replace(s, "\\\\", "\\");
  s = Replace(s, "tfrac", "frac");
  s = Replace(s, "dfrac", "frac");
  s = Replace(s, "\\left", "");
  s = Replace(s, "\\right", "");
  s = Replace(s, "^{\\circ}", "");
  s = Replace(s, "^\\circ", "");
  s = Replace(s, "\\$", "");
  if (Contains(s, S("\\text{ "))) {  // remove_right_units
    const std::vector<Str> splits = Split(s, S("\\text{ "));
    if (splits.size() != 2) return std::nullopt;
    s = splits[0];
  }
  s = Replace(s, "\\\\%", "");
  s = Replace(s, "\\%", "");
  s = Replace(s, " .", " 0.");
  s = Replace(s, "{.", "{0.");
  if (s.empty()) return s;
  if (s[0] == '.') s = S("0") + s;
  const std::vector<Str> sides = Split(s, S("="));
  if (sides.size() == 2 && sides[0].size() <= 2) s = sides[1];
  std::optional<Str> fixed = FixSqrt(s);
  if (!fixed) return std::nullopt;
  s = Replace(*fixed, " ", "");
  fixed = FixFracs(s);
  if (!fixed) return std::nullopt;
  s = *fixed;
  if (s == S("0.5")) s = S("\\frac{1}{2}");
  return FixASlashB(s);
}

// ---- math_dapo.py

// re.sub(r"(.*?)(\$)(.*?)(\$)(.*)", "$\3$", s): each line (`.` stops at
// "\n") with two `$` becomes `$` + what is between its first two + `$`.
Str KeepFirstDollarPair(const Str& s) {
  Str out;
  size_t start = 0;
  while (start <= s.size()) {
    size_t end = s.find('\n', start);
    if (end == Str::npos) end = s.size();
    const Str line = s.substr(start, end - start);
    const size_t first = line.find('$');
    const size_t second = first == Str::npos ? Str::npos : line.find('$', first + 1);
    if (second != Str::npos) {
      out += S("$") + line.substr(first + 1, second - first - 1) + S("$");
    } else {
      out += line;
    }
    if (end == s.size()) break;
    out.push_back('\n');
    start = end + 1;
  }
  return out;
}

// re.sub(r"(\\name\{)(.*?)(\})", r"\2", s) (lazy) or, with `greedy`,
// r"(\\name\{)(.*)(\})": the command's wrapper removed where a `}` follows
// on the same line (the first one, or with `greedy` the last one).
Str Unwrap(const Str& s, const Str& opener, bool greedy) {
  Str out;
  size_t pos = 0;
  while (pos < s.size()) {
    const size_t hit = s.find(opener, pos);
    if (hit == Str::npos) break;
    const size_t content = hit + opener.size();
    size_t line_end = s.find('\n', content);
    if (line_end == Str::npos) line_end = s.size();
    size_t close = Str::npos;
    for (size_t i = content; i < line_end; ++i) {
      if (s[i] == '}') {
        close = i;
        if (!greedy) break;
      }
    }
    if (close == Str::npos) {
      out.append(s, pos, hit + 1 - pos);
      pos = hit + 1;
      continue;
    }
    out.append(s, pos, hit - pos);
    out.append(s, content, close - content);
    pos = close + 1;
  }
  if (pos < s.size()) out.append(s, pos, Str::npos);
  return out;
}

// re.sub(r"(frac)([^{])(.)", r"frac{\2}{\3}") and
// re.sub(r"(sqrt)([^{])", r"sqrt{\2}"): `[^{]` takes "\n", `.` does not.
Str BraceShorthand(const Str& s, const Str& name, int arguments) {
  Str out;
  size_t pos = 0;
  while (pos < s.size()) {
    const size_t a = pos + name.size();
    const bool match = s.compare(pos, name.size(), name) == 0 && a < s.size() && s[a] != '{' &&
                       (arguments == 1 || (a + 1 < s.size() && s[a + 1] != '\n'));
    if (!match) {
      out.push_back(s[pos++]);
      continue;
    }
    out += name + S("{") + Str(1, s[a]) + S("}");
    if (arguments == 2) out += S("{") + Str(1, s[a + 1]) + S("}");
    pos = a + static_cast<size_t>(arguments);
  }
  return out;
}

Str NormalizeFinalAnswer(Str s) {
  s = Split(s, S("=")).back();
  static const char* const kSubstitutions[][2] = {
      {"an ", ""}, {"a ", ""}, {".$", "$"}, {"\\$", ""}, {"\\ ", ""}, {" ", ""},
      {"mbox", "text"}, {",\\text{and}", ","}, {"\\text{and}", ","}, {"\\text{m}", "\\text{}"}};
  for (const auto& substitution : kSubstitutions) {
    s = Replace(s, substitution[0], substitution[1]);
  }
  static const char* const kRemoved[] = {
      "square", "ways", "integers", "dollars", "mph", "inches", "hours", "km", "units",
      "\\ldots", "sue", "points", "feet", "minutes", "digits", "cents", "degrees", "cm", "gm",
      "pounds", "meters", "meals", "edges", "students", "childrentickets", "multiples",
      "\\text{s}", "\\text{.}", "\\text{\ns}", "\\text{}^2", "\\text{}^3", "\\text{\n}",
      "\\text{}", "\\mathrm{th}", "^\\circ", "^{\\circ}", "\\;", ",\\!", "{,}", "\"", "\\dots"};
  for (const char* removed : kRemoved) s = Replace(s, removed, "");
  s = KeepFirstDollarPair(s);
  s = Unwrap(s, S("\\text{"), false);
  s = Unwrap(s, S("\\textbf{"), false);
  s = Unwrap(s, S("\\overline{"), false);
  s = Unwrap(s, S("\\boxed{"), true);
  s = BraceShorthand(s, S("frac"), 2);
  s = BraceShorthand(s, S("sqrt"), 1);
  s = Replace(s, "$", "");
  const Str digits = Replace(s, ",", "");
  bool all_digits = !digits.empty();
  for (char32_t c : digits) all_digits = all_digits && IsPyDigit(c);
  if (all_digits) s = digits;
  return Strip(s);
}

bool IsAnswerLetter(char32_t c, char letter) {
  if (c == static_cast<char32_t>(letter) || c == static_cast<char32_t>(letter - 32)) return true;
  return letter == 's' && c == 0x17F;  // ſ folds to s under re.IGNORECASE.
}

// The last re.findall(r"(?i)Answer\s*:\s*([^\n]+)", s), scanned left to
// right without overlaps as findall does.
std::optional<Str> LastAnswerMatch(const Str& s) {
  static const char kWord[] = "answer";
  std::optional<Str> last;
  size_t pos = 0;
  while (pos + 6 <= s.size()) {
    bool word = true;
    for (size_t k = 0; k < 6 && word; ++k) word = IsAnswerLetter(s[pos + k], kWord[k]);
    if (!word) {
      ++pos;
      continue;
    }
    size_t j = pos + 6;
    while (j < s.size() && IsPySpace(s[j])) ++j;
    if (j == s.size() || s[j] != ':') {
      ++pos;
      continue;
    }
    const size_t after_colon = j + 1;
    size_t m = after_colon;
    while (m < s.size() && IsPySpace(s[m])) ++m;
    size_t start = m;
    if (m == s.size()) {
      // `\s*` gives back its last non-newline space for `[^\n]+`.
      start = Str::npos;
      for (size_t t = m; t > after_colon; --t) {
        if (s[t - 1] != '\n') {
          start = t - 1;
          break;
        }
      }
      if (start == Str::npos) {
        ++pos;
        continue;
      }
    }
    size_t end = s.find('\n', start);
    if (end == Str::npos) end = s.size();
    last = s.substr(start, end - start);
    pos = end;
  }
  return last;
}

}  // namespace

VerlVerdict VerlGsm8kScore(absl::string_view solution, absl::string_view ground_truth) {
  const Str s = LastCodePoints(solution, 300);
  const Str marker = S("#### ");
  std::optional<Str> last;
  size_t pos = 0;
  while (true) {
    const size_t hit = s.find(marker, pos);
    if (hit == Str::npos) break;
    size_t j = hit + marker.size();
    if (j + 1 < s.size() && s[j] == '-' && IsGsm8kChar(s[j + 1])) ++j;
    if (j < s.size() && IsGsm8kChar(s[j])) {
      size_t end = j;
      while (end < s.size() && IsGsm8kChar(s[end])) ++end;
      last = s.substr(hit + marker.size(), end - hit - marker.size());
      pos = end;
    } else {
      pos = hit + 1;
    }
  }
  VerlVerdict verdict;
  if (!last) return verdict;
  verdict.parsed = true;
  verdict.correct = Replace(*last, ",", "") == Decode(ground_truth);
  verdict.score = verdict.correct ? 1.0 : 0.0;
  return verdict;
}

VerlVerdict VerlMathScore(absl::string_view solution, absl::string_view ground_truth) {
  VerlVerdict verdict;
  const std::optional<Str> boxed = LastBoxedOnlyString(Decode(solution));
  const std::optional<Str> answer = boxed ? RemoveBoxed(*boxed) : std::nullopt;
  if (!answer) return verdict;
  verdict.parsed = true;
  const Str truth = Decode(ground_truth);
  const std::optional<Str> a = StripString(*answer), b = StripString(truth);
  verdict.correct = a && b ? *a == *b : *answer == truth;
  verdict.score = verdict.correct ? 1.0 : 0.0;
  return verdict;
}

VerlVerdict VerlDapoScore(absl::string_view solution, absl::string_view ground_truth) {
  VerlVerdict verdict;
  const std::optional<Str> extracted = LastAnswerMatch(LastCodePoints(solution, 300));
  verdict.parsed = extracted.has_value();
  const Str prediction = NormalizeFinalAnswer(extracted.value_or(S("[INVALID]")));
  verdict.correct = prediction == NormalizeFinalAnswer(Decode(ground_truth));
  verdict.score = verdict.correct ? 1.0 : -1.0;
  return verdict;
}

std::optional<std::string> VerlStripString(absl::string_view text) {
  const std::optional<Str> stripped = StripString(Decode(text));
  if (!stripped) return std::nullopt;
  return Encode(*stripped);
}

std::string VerlNormalizeFinalAnswer(absl::string_view text) {
  return Encode(NormalizeFinalAnswer(Decode(text)));
}

}  // namespace parsing
}  // namespace referee
