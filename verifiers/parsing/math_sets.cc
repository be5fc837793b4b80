#include "verifiers/parsing/math_sets.h"

#include <optional>
#include <string>
#include <utility>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/strip.h"
#include "verifiers/parsing/math_number.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace parsing {
namespace {

constexpr absl::string_view kReals = "(-\\infty,\\infty)";

// The group that starts at text[i] (`{…}` or `(…)`): its content, with i
// moved past its close; nullopt when it does not close.
std::optional<absl::string_view> Group(absl::string_view text, size_t& i) {
  const char open = text[i], close = open == '{' ? '}' : ')';
  int depth = 0;
  for (size_t j = i; j < text.size(); ++j) {
    if (text[j] == open) ++depth;
    if (text[j] == close && --depth == 0) {
      const absl::string_view content = text.substr(i + 1, j - i - 1);
      i = j + 1;
      return content;
    }
  }
  return std::nullopt;
}

// A logarithm's base or argument at text[i]: a braced group, a
// parenthesized one (`parens`), a number, or one letter.
std::optional<absl::string_view> LogOperand(absl::string_view text, size_t& i, bool parens) {
  if (i >= text.size()) return std::nullopt;
  const char c = text[i];
  if (c == '{' || (parens && c == '(')) return Group(text, i);
  const size_t start = i;
  if (IsAsciiDigit(c)) {
    while (i < text.size() && (IsAsciiDigit(text[i]) || text[i] == '.')) ++i;
    return text.substr(start, i - start);
  }
  if (IsAsciiLetter(c)) {
    ++i;
    return text.substr(start, 1);
  }
  return std::nullopt;
}

// `(-\infty,\infty) \setminus X`: the union X leaves, for an interval or a
// single point `\{a\}`; nullopt for anything else.
std::optional<std::string> Complement(absl::string_view removed) {
  removed = TrimAsciiSpace(removed);
  if (absl::StartsWith(removed, "\\{") && absl::EndsWith(removed, "\\}")) {
    const absl::string_view point = TrimAsciiSpace(removed.substr(2, removed.size() - 4));
    if (point.empty() || point.find(',') != absl::string_view::npos) return std::nullopt;
    return absl::StrCat("(-\\infty,", point, ")\\cup(", point, ",\\infty)");
  }
  if (removed.size() < 5 || (removed.front() != '[' && removed.front() != '(') ||
      (removed.back() != ']' && removed.back() != ')')) {
    return std::nullopt;
  }
  const absl::string_view inside = removed.substr(1, removed.size() - 2);
  const size_t comma = inside.find(',');
  if (comma == absl::string_view::npos || inside.find(',', comma + 1) != absl::string_view::npos) {
    return std::nullopt;
  }
  const absl::string_view low = TrimAsciiSpace(inside.substr(0, comma));
  const absl::string_view high = TrimAsciiSpace(inside.substr(comma + 1));
  if (low.empty() || high.empty()) return std::nullopt;
  // A closed end is left out: the rest is open there, and the reverse.
  return absl::StrCat("(-\\infty,", low, removed.front() == '[' ? ")" : "]", "\\cup",
                      removed.back() == ']' ? "(" : "[", high, ",\\infty)");
}

// One bound on `variable`: `x > 1`, `1 \le x`, `x<3`.
struct Bound {
  bool lower = false, strict = false;
  absl::string_view value;
};
std::optional<Bound> BoundOf(absl::string_view relation, absl::string_view variable) {
  static constexpr std::pair<absl::string_view, char> kOperators[] = {
      {"\\le", '<'}, {"\\ge", '>'}, {"<", '<'}, {">", '>'}};
  for (const auto& [op, direction] : kOperators) {
    const size_t at = relation.find(op);
    if (at == absl::string_view::npos) continue;
    const absl::string_view left = TrimAsciiSpace(relation.substr(0, at));
    const absl::string_view right = TrimAsciiSpace(relation.substr(at + op.size()));
    if (left.empty() || right.empty() || right.find_first_of("<>=") == 0) return std::nullopt;
    Bound b;
    b.strict = op.size() == 1;
    if (left == variable && right != variable) {
      b.lower = direction == '>';
      b.value = right;
    } else if (right == variable && left != variable) {
      b.lower = direction == '<';
      b.value = left;
    } else {
      return std::nullopt;
    }
    // One relation only: no second operator on the value side.
    if (b.value.find_first_of("<>=") != absl::string_view::npos ||
        b.value.find("\\le") != absl::string_view::npos ||
        b.value.find("\\ge") != absl::string_view::npos) {
      return std::nullopt;
    }
    return b;
  }
  return std::nullopt;
}

// A condition of two bounds joined by "and" (`x>1 \text{ and } x<3`, also
// `\land`, `\wedge`, `,`): the chain `1<x<3`, which reads as an interval;
// nullopt for anything else (one bound, two lower bounds, "or").
std::optional<std::string> BoundsAsChain(absl::string_view condition,
                                         absl::string_view variable) {
  size_t at = absl::string_view::npos, length = 0;
  for (absl::string_view joint : {" and ", "\\land", "\\wedge", ","}) {
    at = condition.find(joint);
    if (at != absl::string_view::npos) {
      if (condition.find(joint, at + 1) != absl::string_view::npos) return std::nullopt;
      length = joint.size();
      break;
    }
  }
  if (at == absl::string_view::npos) return std::nullopt;
  const std::optional<Bound> first = BoundOf(condition.substr(0, at), variable);
  const std::optional<Bound> second =
      first ? BoundOf(condition.substr(at + length), variable) : std::nullopt;
  if (!second || first->lower == second->lower) return std::nullopt;
  const Bound& low = first->lower ? *first : *second;
  const Bound& high = first->lower ? *second : *first;
  return absl::StrCat(low.value, low.strict ? "<" : "\\le ", variable,
                      high.strict ? "<" : "\\le ", high.value);
}

// `\{x \mid cond\}` (or `|`, `:`; `x \in S` before the separator): cond.
std::optional<std::string> SetBuilderCondition(absl::string_view text) {
  if (!absl::StartsWith(text, "\\{") || !absl::EndsWith(text, "\\}") || text.size() < 6) {
    return std::nullopt;
  }
  const absl::string_view inner = text.substr(2, text.size() - 4);
  size_t at = absl::string_view::npos, length = 0;
  for (absl::string_view separator : {"\\mid", ":", "|"}) {
    at = inner.find(separator);
    if (at != absl::string_view::npos) {
      length = separator.size();
      break;
    }
  }
  if (at == absl::string_view::npos) return std::nullopt;
  absl::string_view variable = TrimAsciiSpace(inner.substr(0, at));
  if (const size_t in = variable.find("\\in"); in != absl::string_view::npos) {
    variable = TrimAsciiSpace(variable.substr(0, in));
  }
  const absl::string_view condition = TrimAsciiSpace(inner.substr(at + length));
  if (!IsMathName(variable) || condition.empty()) return std::nullopt;
  if (std::optional<std::string> chain = BoundsAsChain(condition, variable)) return chain;
  return std::string(condition);
}

bool IsAllRealsWords(absl::string_view text) {
  for (absl::string_view words : {"all real numbers", "all reals", "all real values",
                                  "all real x", "every real number", "any real number",
                                  "the set of all real numbers", "all real numbers x"}) {
    if (EqualsIgnoringAsciiCase(text, words)) return true;
  }
  return false;
}

// The integers in words ("all integers", …): `\mathbb{Z}`. (The natural
// numbers have no such words here: whether they hold 0 is a convention.)
bool IsAllIntegersWords(absl::string_view text) {
  for (absl::string_view words : {"all integers", "the integers", "every integer",
                                  "any integer", "the set of all integers",
                                  "all integer values", "all integers n", "all integers x"}) {
    if (EqualsIgnoringAsciiCase(text, words)) return true;
  }
  return false;
}

}  // namespace

std::optional<std::string> RewriteLogBases(absl::string_view raw) {
  static constexpr absl::string_view kLog = "\\log_";
  size_t at = raw.find(kLog);
  if (at == absl::string_view::npos) return std::nullopt;
  std::string out;
  size_t copied = 0;
  while (at != absl::string_view::npos) {
    size_t i = at + kLog.size();
    const std::optional<absl::string_view> base = LogOperand(raw, i, /*parens=*/false);
    while (i < raw.size() && IsAsciiSpace(raw[i])) ++i;
    const std::optional<absl::string_view> argument =
        base ? LogOperand(raw, i, /*parens=*/true) : std::nullopt;
    if (!argument) return std::nullopt;
    // An argument that runs on (`\log_2 4^3`, `\log_2 2x`, `\log_2 x^2`)
    // is more than the operand read: left as written.
    if (i < raw.size() && (IsAsciiLetter(raw[i]) || IsAsciiDigit(raw[i]) || raw[i] == '\\' ||
                           raw[i] == '{' || raw[i] == '(' || raw[i] == '_')) {
      return std::nullopt;
    }
    size_t next = i;
    while (next < raw.size() && IsAsciiSpace(raw[next])) ++next;
    if (next < raw.size() && raw[next] == '^') return std::nullopt;
    absl::StrAppend(&out, raw.substr(copied, at - copied), "\\frac{\\ln(", *argument,
                    ")}{\\ln(", *base, ")}");
    copied = i;
    at = raw.find(kLog, i);
  }
  absl::StrAppend(&out, raw.substr(copied));
  return out;
}

void NormalizeSets(std::string& text, bool saw_set_command) {
  if (text.empty()) return;
  if (saw_set_command) {
    text = absl::StrReplaceAll(text, {{"\\lvert", "|"},
                                      {"\\rvert", "|"},
                                      {"\\vert", "|"},
                                      {"\\mathbb{R}", kReals},
                                      {"\\mathbb R", kReals},
                                      // The other named sets in one spelling.
                                      {"\\mathbb Z", "\\mathbb{Z}"},
                                      {"\\mathbb N", "\\mathbb{N}"},
                                      {"\\mathbb Q", "\\mathbb{Q}"},
                                      {"\\mathbb C", "\\mathbb{C}"}});
  }
  if (text[0] == 'a' || text[0] == 'A' || text[0] == 'e' || text[0] == 't' || text[0] == 'T') {
    if (IsAllRealsWords(text)) {
      text = std::string(kReals);
      return;
    }
    if (IsAllIntegersWords(text)) {
      text = "\\mathbb{Z}";
      return;
    }
  }
  if (saw_set_command && text[0] == '(' && absl::StartsWith(text, kReals)) {
    absl::string_view rest = TrimAsciiSpace(absl::string_view(text).substr(kReals.size()));
    if (absl::ConsumePrefix(&rest, "\\setminus")) {
      if (std::optional<std::string> left = Complement(rest)) text = *std::move(left);
    }
    return;
  }
  if (text.size() > 1 && text[0] == '\\' && text[1] == '{') {
    if (std::optional<std::string> condition = SetBuilderCondition(text)) {
      text = *std::move(condition);
    }
  }
}

}  // namespace parsing
}  // namespace referee
