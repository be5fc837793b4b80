#include "verifiers/parsing/math_number.h"

#include <utility>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "verifiers/parsing/math_sets.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace parsing {

// Passes of RewriteLogBases for nested logarithms (`\log_2 {\log_2 x}`).
constexpr int kMaxLogPasses = 4;
namespace {

bool StartsWith(absl::string_view text, size_t i, absl::string_view prefix) {
  return text.substr(i, prefix.size()) == prefix;
}

// Commands whose braced argument is kept and whose braces are dropped.
bool IsTextWrapper(absl::string_view name) {
  return name == "text" || name == "textbf" || name == "textrm" || name == "textit" ||
         name == "mathrm" || name == "mathbf" || name == "mbox" || name == "textup" ||
         name == "textnormal" || name == "textsf" || name == "mathit";
}

void AppendSpace(std::string& out) {
  if (!out.empty() && out.back() != ' ') out.push_back(' ');
}

constexpr size_t kMaxDepth = 256;

// π ∞ √ × · ÷ ≤ ≥ ℝ ℤ ℕ ℚ ℂ at text[i]: the LaTeX command, `i` moved past the symbol;
// else empty.
absl::string_view UnicodeCommand(absl::string_view text, size_t& i) {
  static const struct {
    absl::string_view symbol, command;
  } kSymbols[] = {{"\xCF\x80", "\\pi"},    {"\xE2\x88\x9E", "\\infty"},
                  {"\xE2\x88\x9A", "\\sqrt"}, {"\xC3\x97", "\\times"},
                  {"\xC2\xB7", "\\cdot"},  {"\xC3\xB7", "\\div"},
                  {"\xE2\x89\xA4", "\\le"}, {"\xE2\x89\xA5", "\\ge"},
                  // ℝ ℤ ℕ ℚ ℂ: the named sets (math_sets.h reads them).
                  {"\xE2\x84\x9D", "\\mathbb{R}"}, {"\xE2\x84\xA4", "\\mathbb{Z}"},
                  {"\xE2\x84\x95", "\\mathbb{N}"}, {"\xE2\x84\x9A", "\\mathbb{Q}"},
                  {"\xE2\x84\x82", "\\mathbb{C}"}};
  for (const auto& s : kSymbols) {
    if (StartsWith(text, i, s.symbol)) {
      i += s.symbol.size();
      return s.command;
    }
  }
  return {};
}

}  // namespace

bool IsMathName(absl::string_view text) { return EatMathName(text) && text.empty(); }

bool EatMathName(absl::string_view& text) {
  size_t n = 0;
  if (!text.empty() && text[0] == '\\') {
    n = 1;
    while (n < text.size() && IsAsciiLetter(text[n])) ++n;
    if (n == 1) return false;
  } else {
    while (n < text.size() && n < 4 && IsAsciiLetter(text[n])) ++n;
    if (n == 0 || n > 3) return false;
  }
  text.remove_prefix(n);
  if (!text.empty() && text[0] == '_') {
    text.remove_prefix(1);
    if (!text.empty() && text[0] == '{') {
      const size_t close = text.find('}');
      if (close == absl::string_view::npos || close == 1) return false;
      for (char c : text.substr(1, close - 1)) {
        if (!IsAsciiLetter(c) && !IsAsciiDigit(c)) return false;
      }
      text.remove_prefix(close + 1);
    } else if (!text.empty() && (IsAsciiLetter(text[0]) || IsAsciiDigit(text[0]))) {
      text.remove_prefix(1);
    } else {
      return false;
    }
  }
  return true;
}

// What may stand left of `=` as the answer's label: a name (`x`,
// `\theta`, `a_1`), names in a tuple (`(p,q)`), a ratio of names
// (`V_1:V_2`, `A:B`, `\frac{NO}{BO}`: up to three letters each), an
// absolute value of letters (`|AB|`), or a function of names (`f(x)`,
// `g(a,b)`).
bool IsLabel(absl::string_view text) {
  auto names = [](absl::string_view& rest, char separator) {
    do {
      while (!rest.empty() && rest[0] == ' ') rest.remove_prefix(1);
      if (!EatMathName(rest)) return false;
      while (!rest.empty() && rest[0] == ' ') rest.remove_prefix(1);
    } while (!rest.empty() && rest[0] == separator && (rest.remove_prefix(1), true));
    return true;
  };
  // A ratio of segments written as a fraction: `\frac{NO}{BO}`.
  if (text.substr(0, 6) == "\\frac{" && text.back() == '}') {
    const size_t middle = text.find("}{");
    auto letters = [](absl::string_view s) {
      if (s.empty() || s.size() > 3) return false;
      for (char c : s) {
        if (!IsAsciiLetter(c)) return false;
      }
      return true;
    };
    return middle != absl::string_view::npos && letters(text.substr(6, middle - 6)) &&
           letters(text.substr(middle + 2, text.size() - middle - 3));
  }
  if (text.size() >= 3 && text.front() == '|' && text.back() == '|') {
    for (char c : text.substr(1, text.size() - 2)) {
      if (!IsAsciiLetter(c)) return false;
    }
    return true;
  }
  if (!text.empty() && text.front() == '(') {
    absl::string_view rest = text.substr(1);
    return names(rest, ',') && rest == ")";
  }
  absl::string_view rest = text;
  if (!names(rest, ':')) return false;
  if (rest.empty()) return true;
  // A function of names: one name, then `(names)`.
  if (rest[0] != '(' || text.find(':') != absl::string_view::npos) return false;
  rest.remove_prefix(1);
  return names(rest, ',') && rest == ")";
}

// The one spelling of a relation command, or empty for other commands.
absl::string_view RelationSpelling(absl::string_view name) {
  if (name == "ge" || name == "geq" || name == "geqslant") return "\\ge";
  if (name == "le" || name == "leq" || name == "leqslant") return "\\le";
  if (name == "ne" || name == "neq") return "\\ne";
  if (name == "gt") return ">";
  if (name == "lt") return "<";
  return {};
}

// A relation between spaces, so `\ge5` never reads as a command `\ge5…`
// and spacing differences vanish with the spaces.
void AppendRelation(std::string& out, absl::string_view relation) {
  AppendSpace(out);
  out.append(relation.data(), relation.size());
  out.push_back(' ');
}

// Whether `rest` (what follows `\\`) starts with a math command no one
// writes after a row break without a space: `frac`, `sqrt`, `left`, ...
bool IsDoublyEscapedCommand(absl::string_view rest) {
  size_t end = 0;
  while (end < rest.size() && IsAsciiLetter(rest[end])) ++end;
  const absl::string_view name = rest.substr(0, end);
  for (absl::string_view command :
       {"frac", "dfrac", "tfrac", "sqrt", "left", "right", "pi", "boxed", "cdot", "times",
        "infty", "text", "mathrm", "le", "leq", "ge", "geq", "lt", "gt", "ne", "neq", "in",
        "cup", "approx"}) {
    if (name == command) return true;
  }
  return false;
}

std::string NormalizeMathText(absl::string_view text, MathMarks* marks) {
  MathMarks local;
  MathMarks& mark = marks != nullptr ? *marks : local;
  std::string out;
  out.reserve(text.size());
  // One entry per open `{`: drop its `}`? (Inline: most answers nest a
  // few braces, and this runs for every comparison.)
  absl::InlinedVector<bool, 32> drop_close;
  bool saw_approx = false;       // `\approx` written: the label rule below.
  bool saw_log_base = false;     // `\log_`: rewritten below (math_sets.h).
  bool saw_set_command = false;  // `\mathbb`, `\setminus`, `\lvert`, …
  size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    // The multi-byte rules, tried only at the bytes they start with.
    if (c == '^') {
      if (StartsWith(text, i, "^{\\circ}")) { i += 8; continue; }
      if (StartsWith(text, i, "^\\circ")) { i += 6; continue; }
    } else if (c == '{') {
      // `1{,}000`, and `14 {, }916` with stray spaces: a thousands comma.
      if (i + 2 < text.size() && text[i + 1] == ',' &&
          (text[i + 2] == '}' || StartsWith(text, i, "{, }"))) {
        if (out.size() >= 2 && out.back() == ' ' && IsAsciiDigit(out[out.size() - 2])) {
          out.pop_back();
        }
        out.push_back(',');
        i += text[i + 2] == '}' ? 3 : 4;
        continue;
      }
    } else if (c == ',') {
      // `11,\! 111`: a thousands separator with a negative thin space.
      if (StartsWith(text, i, ",\\!") && !out.empty() && IsAsciiDigit(out.back())) {
        size_t j = i + 3;
        while (j < text.size() && text[j] == ' ') ++j;
        if (j + 3 <= text.size() && IsDigitRun(text.substr(j, 3)) &&
            (j + 3 == text.size() || !IsAsciiDigit(text[j + 3]))) {
          out.push_back(',');
          i = j;
          continue;
        }
      }
    } else if (c == '*') {
      if (StartsWith(text, i, "**")) { i += 2; continue; }
    } else if (c == '>' || c == '<' || c == '!') {
      // `>=`, `<=`, `!=` as `\ge`, `\le`, `\ne`.
      if (i + 1 < text.size() && text[i + 1] == '=') {
        AppendRelation(out, c == '>' ? "\\ge" : c == '<' ? "\\le" : "\\ne");
        i += 2;
        continue;
      }
    } else if (static_cast<unsigned char>(c) >= 0x80) {
      if (StartsWith(text, i, "\xC2\xB0")) { i += 2; continue; }             // °
      if (StartsWith(text, i, "\xE2\x88\x92")) { out.push_back('-'); i += 3; continue; }  // −
      // Superscript digits: `m²` is `m^2`.
      if (StartsWith(text, i, "\xC2\xB2") || StartsWith(text, i, "\xC2\xB3")) {
        out += text[i + 1] == '\xB2' ? "^2" : "^3";
        i += 2;
        continue;
      }
      // Currency signs other than `$`, dropped as `$` is: € £ ¥.
      if (StartsWith(text, i, "\xE2\x82\xAC")) { i += 3; continue; }
      if (StartsWith(text, i, "\xC2\xA3") || StartsWith(text, i, "\xC2\xA5")) {
        i += 2;
        continue;
      }
      // Unicode math symbols as their LaTeX commands (a space keeps `πr`
      // from reading as the command `\pir`).
      if (const absl::string_view command = UnicodeCommand(text, i); !command.empty()) {
        out.append(command.data(), command.size());
        if (command[1] == 'm') saw_set_command = true;  // `\mathbb{…}`.
        if (i < text.size() && IsAsciiLetter(text[i])) out.push_back(' ');
        continue;
      }
    }
    if (c == '$') { ++i; continue; }
    if (c == '%') { mark.percent = true; ++i; continue; }
    if (c == '~' || IsAsciiSpace(c)) { AppendSpace(out); ++i; continue; }
    if (c == '{') {
      if (drop_close.size() >= kMaxDepth) return std::string(text);
      drop_close.push_back(false);
      out.push_back('{');
      ++i;
      continue;
    }
    if (c == '}') {
      const bool drop = !drop_close.empty() && drop_close.back();
      if (!drop_close.empty()) drop_close.pop_back();
      if (!drop) out.push_back('}');
      ++i;
      continue;
    }
    if (c != '\\' || i + 1 == text.size()) {
      out.push_back(c);
      ++i;
      continue;
    }
    const char next = text[i + 1];
    if (!IsAsciiLetter(next)) {
      i += 2;
      switch (next) {
        case '%': mark.percent = true; break;
        case '$': case '!': break;
        case ',':
          // `1\,000`: a thousands separator between a digit and exactly
          // three digits; elsewhere a space.
          if (!out.empty() && IsAsciiDigit(out.back()) && i + 3 <= text.size() &&
              IsDigitRun(text.substr(i, 3)) &&
              (i + 3 == text.size() || !IsAsciiDigit(text[i + 3]))) {
            break;
          }
          AppendSpace(out);
          break;
        case '\\':
          // `\\frac`: a gold escaped twice (JSON in JSON) means `\frac`
          // (a row break before a command keeps the command's own
          // backslash: `\\\frac`).
          if (IsDoublyEscapedCommand(text.substr(i))) {
            --i;
            break;
          }
          AppendSpace(out);
          break;
        // `\(…\)` and `\[…\]` delimit math; `;`, `:` and ` ` are spaces.
        case '(': case ')': case '[': case ']':
        case ';': case ':': case ' ': AppendSpace(out); break;
        default:
          out.push_back('\\');
          out.push_back(next);
      }
      continue;
    }
    size_t end = i + 1;
    while (end < text.size() && IsAsciiLetter(text[end])) ++end;
    const absl::string_view name = text.substr(i + 1, end - i - 1);
    i = end;
    if (name == "left" || name == "right" || name == "degree") continue;
    if (name[0] == 'q' && (name == "quad" || name == "qquad")) {  // Spacing, as `\,` is.
      AppendSpace(out);
      continue;
    }
    // One spelling each: the empty set, and angle brackets as a tuple's.
    if (name[0] == 'v' && name == "varnothing") {
      out += "\\emptyset";
      continue;
    }
    if ((name[0] == 'l' || name[0] == 'r') && (name == "langle" || name == "rangle")) {
      out.push_back(name[0] == 'l' ? '(' : ')');
      continue;
    }
    if (name == "dfrac" || name == "tfrac" || name == "cfrac") {
      out += "\\frac";
      continue;
    }
    if (IsTextWrapper(name)) {
      size_t j = i;
      while (j < text.size() && IsAsciiSpace(text[j])) ++j;
      if (j < text.size() && text[j] == '{') {
        if (drop_close.size() >= kMaxDepth) return std::string(text);
        drop_close.push_back(true);
        AppendSpace(out);  // `12\text{cm}` is "12 cm".
        i = j + 1;
      }
      continue;
    }
    // Relations in one spelling each: `\geq` is `\ge`, `\lt` is `<`.
    if (const absl::string_view relation = RelationSpelling(name); !relation.empty()) {
      AppendRelation(out, relation);
      continue;
    }
    if (name[0] == 'a' && name == "approx") saw_approx = true;
    if (name[0] == 'l' && name == "log" && i < text.size() && text[i] == '_') saw_log_base = true;
    if ((name[0] == 'm' && name == "mathbb") || (name[0] == 's' && name == "setminus") ||
        ((name[0] == 'l' || name[0] == 'r' || name[0] == 'v') &&
         (name == "lvert" || name == "rvert" || name == "vert"))) {
      saw_set_command = true;
    }
    out.push_back('\\');
    out.append(name.data(), name.size());
  }
  // `\log_2 3` as `\frac{\ln(3)}{\ln(2)}` (math_sets.h), then normalized
  // anew. Nested ones take a pass each, at most kMaxLogPasses: the
  // recursion runs once, on text without `\log_`.
  if (saw_log_base) {
    std::optional<std::string> rewritten = RewriteLogBases(text);
    for (int pass = 1; rewritten && pass < kMaxLogPasses &&
                       rewritten->find("\\log_") != std::string::npos;
         ++pass) {
      rewritten = RewriteLogBases(*rewritten);
    }
    if (rewritten && rewritten->find("\\log_") == std::string::npos) {
      return NormalizeMathText(*rewritten, marks);
    }
  }
  // Trailing punctuation and spaces.
  // (Not `!`: `5!` is a factorial, not an excited 5.)
  while (!out.empty() && (out.back() == ' ' || out.back() == '.' || out.back() == ',' ||
                          out.back() == ';')) {
    out.pop_back();
  }
  size_t start = 0;
  while (start < out.size() && out[start] == ' ') ++start;
  out.erase(0, start);
  // A final answer in quotes: `"42"`, `\text{"yes"}`, “yes”, and `\"42\"`
  // (quotes escaped once too often, as JSON-minded models write them; in
  // LaTeX `\"` is an umlaut, which no answer starts with). (Tried only
  // when the text starts as a quote does: this runs for every comparison.)
  if (!out.empty() && (out[0] == '"' || out[0] == '\xE2' ||
                       (out[0] == '\\' && out.size() > 1 && out[1] == '"'))) {
    for (const auto& [open, close] :
         {std::pair<absl::string_view, absl::string_view>{"\"", "\""},
          {"\\\"", "\\\""},
          {"\xE2\x80\x9C", "\xE2\x80\x9D"}}) {
      if (out.size() >= open.size() + close.size() + 1 &&
          absl::string_view(out).substr(0, open.size()) == open &&
          absl::string_view(out).substr(out.size() - close.size()) == close) {
        out = std::string(TrimAsciiSpace(absl::string_view(out).substr(
            open.size(), out.size() - open.size() - close.size())));
        break;
      }
    }
  }
  // The empty set written as empty braces.
  if (out.size() <= 5 && !out.empty() && (out[0] == '{' || out[0] == '\\') &&
      (out == "\\{\\}" || out == "\\{ \\}" || out == "{}" || out == "{ }")) {
    out = "\\emptyset";
  }
  // `28 percent` is `28\%`.
  static constexpr absl::string_view kPercent = " percent";
  if (out.size() > kPercent.size() &&
      EqualsIgnoringAsciiCase(absl::string_view(out).substr(out.size() - kPercent.size()),
                              kPercent)) {
    out.resize(out.size() - kPercent.size());
    mark.percent = true;
  }
  // `x = 5`, `(p,q) = (3,2)`, `f(x) = 1`: one `=` with a label on its left
  // (IsLabel), which names the answer and is not part of it.
  const size_t eq = out.find('=');
  if (eq != std::string::npos && out.find('=', eq + 1) == std::string::npos &&
      IsLabel(TrimAsciiSpace(absl::string_view(out).substr(0, eq)))) {
    out = std::string(TrimAsciiSpace(absl::string_view(out).substr(eq + 1)));
  }
  // `x \approx 11`: a label and a rounded value (no `=` in it).
  const size_t approx = saw_approx ? out.find("\\approx") : std::string::npos;
  if (eq == std::string::npos && approx != std::string::npos &&
      out.find("\\approx", approx + 1) == std::string::npos &&
      IsLabel(TrimAsciiSpace(absl::string_view(out).substr(0, approx)))) {
    out = std::string(TrimAsciiSpace(absl::string_view(out).substr(approx + 7)));
  }
  // `x \in [-2, 7]` or `x\in[-2,7]`: the set after a one-letter variable.
  if (!out.empty() && IsAsciiLetter(out[0])) {
    const size_t in = out.size() > 1 && out[1] == ' ' ? 2 : 1;
    if (absl::string_view(out).substr(in, 3) == "\\in" &&
        (out.size() == in + 3 || !IsAsciiLetter(out[in + 3]))) {
      out = std::string(TrimAsciiSpace(absl::string_view(out).substr(in + 3)));
    }
  }
  // Named sets, set-builder, `\setminus` (math_sets.h); after `x \in`
  // is dropped, so `x \in \mathbb{R} \setminus [-1,1]` is read too.
  if (!out.empty() && (saw_set_command || out[0] == '\\' || IsAsciiLetter(out[0]))) {
    NormalizeSets(out, saw_set_command);
  }
  return out;
}

namespace {

using absl::int128;

int128 Abs(int128 v) { return v < 0 ? -v : v; }

int128 Gcd(int128 a, int128 b) {
  a = Abs(a);
  b = Abs(b);
  while (b != 0) {
    const int128 t = a % b;
    a = b;
    b = t;
  }
  return a;
}

// Values past 10^36 are "does not fit": every product of two below 2^63
// stays inside int128, and we check before each multiplication.
const int128 kLimit = absl::MakeInt128(0x00C097CE7BC90715, 0xB34B9F1000000000);  // 10^36

std::optional<int128> Mul(int128 a, int128 b) {
  if (a == 0 || b == 0) return int128(0);
  if (Abs(a) > kLimit / Abs(b)) return std::nullopt;
  return a * b;
}

std::optional<MathRational> Make(int128 num, int128 den) {
  if (den == 0) return std::nullopt;
  if (den < 0) {
    num = -num;
    den = -den;
  }
  const int128 g = Gcd(num, den);
  if (g > 1) {
    num /= g;
    den /= g;
  }
  return MathRational{num, den};
}

std::optional<MathRational> Times(const MathRational& a, const MathRational& b) {
  // Cross-reduce first so exact results that fit are found.
  const int128 g1 = Gcd(a.num, b.den), g2 = Gcd(b.num, a.den);
  const int128 n1 = g1 > 1 ? a.num / g1 : a.num, d2 = g1 > 1 ? b.den / g1 : b.den;
  const int128 n2 = g2 > 1 ? b.num / g2 : b.num, d1 = g2 > 1 ? a.den / g2 : a.den;
  const auto num = Mul(n1, n2), den = Mul(d1, d2);
  if (!num || !den) return std::nullopt;
  return Make(*num, *den);
}

std::optional<MathRational> Plus(const MathRational& a, const MathRational& b) {
  const auto x = Mul(a.num, b.den), y = Mul(b.num, a.den), den = Mul(a.den, b.den);
  if (!x || !y || !den || Abs(*x) > kLimit - Abs(*y)) return std::nullopt;
  return Make(*x + *y, *den);
}

// 1/x for x != 0, sign on the numerator.
MathRational Reciprocal(const MathRational& x) {
  return x.num < 0 ? MathRational{-x.den, -x.num} : MathRational{x.den, x.num};
}

}  // namespace

std::optional<MathRational> PowerOfTen(int exponent) {
  if (exponent < -36 || exponent > 36) return std::nullopt;
  int128 p = 1;
  for (int k = 0; k < (exponent < 0 ? -exponent : exponent); ++k) p *= 10;
  return exponent < 0 ? Make(1, p) : Make(p, 1);
}

namespace {

class Reader {
 public:
  explicit Reader(absl::string_view text) : text_(text) {}
  bool Done() const { return pos_ == text_.size(); }
  bool Eat(absl::string_view token) {
    if (!StartsWith(text_, pos_, token)) return false;
    pos_ += token.size();
    return true;
  }
  void SkipSpace() {
    while (pos_ < text_.size() && text_[pos_] == ' ') ++pos_;
  }
  char Peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
  size_t pos() const { return pos_; }
  void Reset(size_t pos) { pos_ = pos; }

  // Unsigned decimal: `D+` with `,DDD` groups, then `.D+`; or `.D+`.
  std::optional<MathRational> Decimal(bool* is_integer = nullptr) {
    int128 num = 0, den = 1;
    size_t digits = 0;
    auto push = [&](char d) {
      if (num > (kLimit - 9) / 10) return false;
      num = num * 10 + (d - '0');
      return true;
    };
    while (IsAsciiDigit(Peek())) {
      if (!push(text_[pos_++])) return std::nullopt;
      ++digits;
    }
    // Thousands groups: `,` and exactly three digits, not followed by one.
    // A space separates them too (`12 000`) after a lead of 1 to 3 digits,
    // every group so, and not before `/` (`1 100/3` is not 1100/3; `1 2`
    // and `12 34` are not numbers).
    const char separator = digits >= 1 && digits <= 3 && Peek() == ' ' ? ' ' : ',';
    while (digits > 0 && Peek() == separator && pos_ + 4 <= text_.size() &&
           IsDigitRun(text_.substr(pos_ + 1, 3)) &&
           (pos_ + 4 == text_.size() || !IsAsciiDigit(text_[pos_ + 4])) &&
           (separator == ',' || pos_ + 4 == text_.size() || text_[pos_ + 4] != '/')) {
      ++pos_;
      for (int k = 0; k < 3; ++k) {
        if (!push(text_[pos_++])) return std::nullopt;
      }
    }
    bool integer = true;
    static constexpr absl::string_view kRepeat = "\\overline";
    if (Peek() == '.' && pos_ + 1 < text_.size() &&
        (IsAsciiDigit(text_[pos_ + 1]) || text_.substr(pos_ + 1, kRepeat.size()) == kRepeat)) {
      ++pos_;
      integer = false;
      while (IsAsciiDigit(Peek())) {
        if (!push(text_[pos_++]) || den > kLimit / 10) return std::nullopt;
        den *= 10;
        ++digits;
      }
      if (Eat(kRepeat)) {
        // `0.1\overline{6}` = 0.1666…: the digits so far plus R / (den ·
        // (10^r − 1)) for the r repeating digits R.
        // Unbraced, `\overline 3` takes one digit, as LaTeX does.
        const bool braced = Eat("{");
        if (!braced) SkipSpace();
        int128 repeat = 0, scale = 1;
        int repeat_digits = 0;
        while (IsAsciiDigit(Peek()) && repeat_digits < (braced ? 18 : 1)) {
          repeat = repeat * 10 + (text_[pos_++] - '0');
          scale *= 10;
          ++repeat_digits;
        }
        if (repeat_digits == 0 || (braced && !Eat("}")) || den > kLimit / scale) {
          return std::nullopt;
        }
        if (is_integer != nullptr) *is_integer = false;
        const std::optional<MathRational> head = Make(num, den);
        const std::optional<MathRational> tail = Make(repeat, den * (scale - 1));
        if (!head || !tail) return std::nullopt;
        return Plus(*head, *tail);
      }
    }
    if (digits == 0) return std::nullopt;
    if (is_integer != nullptr) *is_integer = integer;
    return Make(num, den);
  }

  // `\frac{A}{B}` (A, B signed decimals) or `\frac34` (single digits).
  std::optional<MathRational> Frac() {
    const size_t start = pos_;
    if (!Eat("\\frac")) return std::nullopt;
    const auto a = FracArgument(), b = a ? FracArgument() : std::nullopt;
    if (!a || !b || b->num == 0) {
      pos_ = start;
      return std::nullopt;
    }
    return Times(*a, Reciprocal(*b));
  }

  // `{k}`, `k` (digits) or `{-k}`: a power of ten's exponent.
  std::optional<int> Exponent() {
    const bool braced = Eat("{");
    bool negative = Eat("-");
    if (!negative) Eat("+");
    int value = 0, digits = 0;
    while (IsAsciiDigit(Peek()) && digits < 3) {
      value = value * 10 + (text_[pos_++] - '0');
      ++digits;
      if (!braced) break;  // `10^3`: one token, as LaTeX reads it.
    }
    if (digits == 0 || (braced && !Eat("}"))) return std::nullopt;
    return negative ? -value : value;
  }

 private:
  std::optional<MathRational> FracArgument() {
    SkipSpace();
    if (IsAsciiDigit(Peek())) return Make(text_[pos_++] - '0', 1);
    if (!Eat("{")) return std::nullopt;
    SkipSpace();
    const bool negative = Eat("-");
    auto value = Decimal();
    SkipSpace();
    if (!value || !Eat("}")) return std::nullopt;
    if (negative) value->num = -value->num;
    return value;
  }

  absl::string_view text_;
  size_t pos_ = 0;
};

// Words that change what the number before them means (`12 or 13`,
// `2 thousand`, `3 times 4`, `5 or more`): never unit words.
bool IsQualifyingWord(absl::string_view word) {
  static constexpr absl::string_view kWords[] = {
      "or", "and", "nor", "to", "times", "plus", "minus", "over", "divided", "by",
      "thousand", "thousands", "million", "millions", "billion", "billions", "trillion",
      "hundred", "hundreds", "dozen", "dozens", "more", "less", "fewer", "than", "not",
      "no", "at", "least", "most", "about", "approximately", "roughly", "nearly", "almost",
      "between", "either", "neither", "squared", "cubed", "percent", "of", "if", "else"};
  for (absl::string_view w : kWords) {
    if (EqualsIgnoringAsciiCase(word, w)) return true;
  }
  return false;
}

// Unit words after a number: a space, then words of letters (two or more
// letters, or a one-letter SI unit), to the end; none of them a word that
// qualifies the number (IsQualifyingWord). A unit may carry a power
// (`cm^2`, `m^{3}`) and units may be divided (`km/h`, `m/s^2`).
bool OnlyUnitWords(absl::string_view rest) {
  if (rest.empty()) return true;
  if (rest[0] != ' ') return false;
  rest.remove_prefix(1);
  while (!rest.empty()) {
    size_t n = 0;
    while (n < rest.size() && IsAsciiLetter(rest[n])) ++n;
    if (n == 0) return false;
    const absl::string_view word = rest.substr(0, n);
    if (n == 1 && absl::string_view("mgsLlhKNVWJ").find(word[0]) == absl::string_view::npos) {
      return false;
    }
    if (IsQualifyingWord(word)) return false;
    rest.remove_prefix(n);
    // `^2`, `^{2}`: one digit.
    if (!rest.empty() && rest[0] == '^') {
      if (rest.size() >= 2 && IsAsciiDigit(rest[1])) {
        rest.remove_prefix(2);
      } else if (rest.size() >= 4 && rest[1] == '{' && IsAsciiDigit(rest[2]) && rest[3] == '}') {
        rest.remove_prefix(4);
      } else {
        return false;
      }
    }
    if (!rest.empty()) {
      if (rest[0] != ' ' && rest[0] != '/') return false;
      rest.remove_prefix(1);
    }
  }
  return true;
}

}  // namespace

std::optional<MathRational> Product(const MathRational& a, const MathRational& b) {
  return Times(a, b);
}

std::optional<MathRational> Sum(const MathRational& a, const MathRational& b) {
  return Plus(a, b);
}

std::optional<MathRational> Quotient(const MathRational& a, const MathRational& b) {
  if (b.num == 0) return std::nullopt;
  return Times(a, Reciprocal(b));
}

std::optional<MathRational> ParseMathNumber(absl::string_view text) {
  Reader r(text);
  bool negative = false;
  if (r.Eat("-")) {
    negative = true;
  } else {
    r.Eat("+");
  }
  r.SkipSpace();
  std::optional<MathRational> value;
  if (auto frac = r.Frac()) {
    value = frac;
  } else if (r.Eat("10^")) {
    const auto exponent = r.Exponent();
    if (!exponent) return std::nullopt;
    value = PowerOfTen(*exponent);
  } else {
    bool integer = false;
    value = r.Decimal(&integer);
    if (!value) return std::nullopt;
    const size_t after = r.pos();
    r.SkipSpace();
    std::optional<MathRational> part;
    if (integer && r.Peek() == '\\' && (part = r.Frac()).has_value()) {
      // `1\frac{1}{2}`: a mixed number (non-negative fraction part).
      if (part->num < 0) return std::nullopt;
      value = Plus(*value, *part);
    } else if (r.Eat("/")) {
      r.SkipSpace();
      auto den = r.Decimal();
      if (!den || den->num == 0) return std::nullopt;
      value = Times(*value, Reciprocal(*den));
    } else if (integer && r.pos() > after && IsAsciiDigit(r.Peek())) {
      // `1 1/2`: integer, space, a/b.
      auto a = r.Decimal(&integer);
      if (!a || !integer || !r.Eat("/")) return std::nullopt;
      auto b = r.Decimal(&integer);
      if (!b || !integer || b->num == 0) return std::nullopt;
      part = Times(*a, Reciprocal(*b));
      if (!part) return std::nullopt;
      value = Plus(*value, *part);
    } else if (r.pos() == after && (r.Eat("e") || r.Eat("E"))) {
      const bool minus = r.Eat("-");
      if (!minus) r.Eat("+");
      bool exp_integer = false;
      const auto exponent = r.Decimal(&exp_integer);
      if (!exponent || !exp_integer || exponent->num > 36) return std::nullopt;
      const auto scale = PowerOfTen(static_cast<int>(minus ? -exponent->num : exponent->num));
      if (!scale) return std::nullopt;
      value = Times(*value, *scale);
    } else if (r.Eat("\\times") || r.Eat("\\cdot")) {
      r.SkipSpace();
      if (!r.Eat("10^")) return std::nullopt;
      const auto exponent = r.Exponent();
      if (!exponent) return std::nullopt;
      const auto scale = PowerOfTen(*exponent);
      if (!scale) return std::nullopt;
      value = Times(*value, *scale);
    } else {
      r.Reset(after);
    }
  }
  if (!value) return std::nullopt;
  if (!OnlyUnitWords(text.substr(r.pos()))) return std::nullopt;
  if (negative) value->num = -value->num;
  return value;
}

}  // namespace parsing
}  // namespace referee
