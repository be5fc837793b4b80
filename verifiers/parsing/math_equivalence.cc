#include "verifiers/parsing/math_equivalence.h"

#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "verifiers/parsing/math_expr.h"
#include "verifiers/parsing/math_number.h"
#include "verifiers/parsing/math_relations.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace parsing {
namespace {

// The seed of an expression comparison's points: FNV-1a of the normalized
// reference, so a problem always gets the same points.
uint64_t SeedOf(absl::string_view reference) {
  uint64_t hash = 0xCBF29CE484222325ULL;
  for (char c : reference) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 0x100000001B3ULL;
  }
  return hash;
}

// `(C)`, `C)`, `C.` or `C`: the letter, else 0.
char ChoiceLetter(absl::string_view text) {
  if (text.size() == 3 && text[0] == '(' && text[2] == ')') text = text.substr(1, 1);
  if (text.size() == 2 && (text[1] == ')' || text[1] == '.')) text = text.substr(0, 1);
  return text.size() == 1 && text[0] >= 'A' && text[0] <= 'Z' ? text[0] : 0;
}

bool IsWords(absl::string_view text) {
  if (text.size() < 2) return false;
  for (char c : text) {
    if (!IsAsciiLetter(c) && c != ' ') return false;
  }
  return true;
}

bool IsAlphanumeric(char c) { return IsAsciiLetter(c) || IsAsciiDigit(c); }

// Normalized text without the spaces that carry no meaning: one stays
// only between two letters or digits (`1 1/2`, `\pi r`, `42 or 43`).
std::string CompactSpaces(absl::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == ' ' && !(i > 0 && i + 1 < text.size() && IsAlphanumeric(text[i - 1]) &&
                            IsAlphanumeric(text[i + 1]))) {
      continue;
    }
    out.push_back(text[i]);
  }
  return out;
}

bool IsOpen(char c) { return c == '(' || c == '[' || c == '{'; }
bool IsClose(char c) { return c == ')' || c == ']' || c == '}'; }

// A list of elements and how it is bracketed.
struct Structure {
  enum Kind { kNone, kBareList, kSet, kBracketed, kUnion } kind = kNone;
  char open = 0, close = 0;  // kBracketed: `(`/`[` and `)`/`]`.
  std::vector<absl::string_view> elements;
};

// `text` split at `separator` where no bracket is open (every kind counts,
// so `[1,2)` nests like `(1,2)`); empty if brackets do not balance.
std::vector<absl::string_view> SplitTopLevel(absl::string_view text,
                                             absl::string_view separator) {
  std::vector<absl::string_view> parts;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (IsOpen(text[i])) ++depth;
    if (IsClose(text[i]) && --depth < 0) return {};
    if (depth == 0 && text[i] == separator[0] &&
        text.substr(i, separator.size()) == separator) {
      parts.push_back(TrimAsciiSpace(text.substr(start, i - start)));
      start = i + separator.size();
      i = start - 1;
    }
  }
  if (depth != 0) return {};
  parts.push_back(TrimAsciiSpace(text.substr(start)));
  return parts;
}

// Whether text[0] is a bracket closed by text's last character.
bool OuterBracketsSpanAll(absl::string_view text) {
  if (text.size() < 2 || !IsOpen(text[0]) || !IsClose(text.back())) return false;
  int depth = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (IsOpen(text[i])) ++depth;
    if (IsClose(text[i])) --depth;
    if (depth == 0) return i + 1 == text.size();
  }
  return false;
}

Structure StructureOf(absl::string_view text) {
  Structure s;
  std::vector<absl::string_view> parts = SplitTopLevel(text, "\\cup");
  if (parts.size() > 1) {
    s.kind = Structure::kUnion;
    s.elements = std::move(parts);
    return s;
  }
  if (text.size() >= 4 && text.substr(0, 2) == "\\{" && text.substr(text.size() - 2) == "\\}") {
    // Escaped braces do not nest in SplitTopLevel's count: strip them.
    s.elements = SplitTopLevel(text.substr(2, text.size() - 4), ",");
    if (s.elements.empty()) return s;  // Unbalanced inside: not a set.
    s.kind = Structure::kSet;
    if (s.elements.size() == 1 && s.elements[0].empty()) s.elements.clear();  // `\{\}`.
    return s;
  }
  if (OuterBracketsSpanAll(text)) {
    parts = SplitTopLevel(text.substr(1, text.size() - 2), ",");
    if (parts.size() > 1 && text[0] == '{' && text.back() == '}') {
      s.kind = Structure::kSet;  // `{1, 2}`: a set whose braces were not escaped.
      s.elements = std::move(parts);
      return s;
    }
    if (parts.size() > 1 && text[0] != '{') {
      s.kind = Structure::kBracketed;
      s.open = text[0];
      s.close = text.back();
      s.elements = std::move(parts);
      return s;
    }
  }
  parts = SplitTopLevel(text, ",");
  // One `a \pm b` is the list `a + b, a - b` too.
  if (parts.size() > 1 || (parts.size() == 1 && text.find("\\pm") != absl::string_view::npos)) {
    s.kind = Structure::kBareList;
    s.elements = std::move(parts);
  }
  return s;
}

// `a \pm b` elements become `a + b` and `a - b` (one `\pm` each).
std::vector<std::string> ExpandPlusMinus(const std::vector<absl::string_view>& elements) {
  std::vector<std::string> out;
  for (absl::string_view e : elements) {
    const size_t pm = e.find("\\pm");
    if (pm == absl::string_view::npos || e.find("\\pm", pm + 3) != absl::string_view::npos) {
      out.emplace_back(e);
      continue;
    }
    const std::string left(e.substr(0, pm)), right(e.substr(pm + 3));
    out.push_back(left + "+" + right);
    out.push_back(left + "-" + right);
  }
  return out;
}

// What one top-level comparison may still spend (math_equivalence.h).
struct Budget {
  int comparisons_left = kMaxComparisons;
  size_t work_left = kMaxComparisonWork;
  bool exceeded = false;

  // Spends `work` units and one comparison if `comparison`; false (and
  // exceeded) when that passes the budget.
  bool Spend(size_t work, bool comparison = false) {
    if (comparison && --comparisons_left < 0) exceeded = true;
    if (work > work_left) exceeded = true;
    if (exceeded) return false;
    work_left -= work;
    return true;
  }
};

bool Equivalent(absl::string_view answer, absl::string_view reference, int depth,
                Budget& budget);

bool Unordered(const std::vector<std::string>& answer, const std::vector<std::string>& reference,
               int depth, Budget& budget) {
  if (answer.size() != reference.size() || answer.size() > kMaxUnorderedElements) return false;
  std::vector<bool> used(reference.size(), false);
  for (const std::string& a : answer) {
    bool matched = false;
    for (size_t j = 0; j < reference.size() && !matched; ++j) {
      if (!used[j] && Equivalent(a, reference[j], depth + 1, budget)) used[j] = matched = true;
    }
    if (!matched) return false;
  }
  return true;
}

// Structures compared element by element; nullopt when neither side is one.
std::optional<bool> StructuresEquivalent(absl::string_view answer, absl::string_view reference,
                                         int depth, Budget& budget) {
  const Structure a = StructureOf(answer), r = StructureOf(reference);
  if (a.kind == Structure::kNone && r.kind == Structure::kNone) return std::nullopt;
  if (depth >= kMaxStructureDepth) return answer == reference;
  const bool a_unordered = a.kind == Structure::kSet || a.kind == Structure::kBareList;
  const bool r_unordered = r.kind == Structure::kSet || r.kind == Structure::kBareList;
  if (a_unordered && r_unordered) {
    return Unordered(ExpandPlusMinus(a.elements), ExpandPlusMinus(r.elements), depth, budget);
  }
  if (a.kind != r.kind) return false;
  if (a.kind == Structure::kUnion) {
    const std::vector<std::string> x(a.elements.begin(), a.elements.end());
    const std::vector<std::string> y(r.elements.begin(), r.elements.end());
    return Unordered(x, y, depth, budget);
  }
  if (a.open != r.open || a.close != r.close || a.elements.size() != r.elements.size()) {
    return false;
  }
  for (size_t i = 0; i < a.elements.size(); ++i) {
    if (!Equivalent(a.elements[i], r.elements[i], depth + 1, budget)) return false;
  }
  return true;
}

// Relations (math_relations.h); nullopt when neither side has one.
//   - Two relations `L op R`: the same op and L−R the same expression
//     (`x+1 > 3` = `x > 2`), or flipped ops and L−R against R'−L'
//     (`x \ge 5` = `5 \le x`, `-x > -1` = `x < 1`); `=` and `\ne` both
//     ways.
//   - A relation on one variable is the interval it states (`x \ge 5` =
//     `[5,\infty)`, `-2 \le x \le 7` = `[-2,7]`), compared as one.
//   - Any other relation equals nothing but its own text.
std::optional<bool> RelationsEquivalent(absl::string_view answer, absl::string_view reference,
                                        int depth, Budget& budget) {
  const std::optional<MathRelation> x = SplitRelations(answer);
  const std::optional<MathRelation> y = SplitRelations(reference);
  if (!x && !y) return std::nullopt;
  if (x && y && x->ops.size() == 1 && y->ops.size() == 1) {
    auto difference = [](absl::string_view l, absl::string_view r) {
      return absl::StrCat("(", l, ")-(", r, ")");
    };
    const std::string dx = difference(x->sides[0], x->sides[1]);
    const RelationOp a = x->ops[0], b = y->ops[0];
    if (a == b && Equivalent(dx, difference(y->sides[0], y->sides[1]), depth + 1, budget)) {
      return true;
    }
    if (a == Flipped(b) &&
        Equivalent(dx, difference(y->sides[1], y->sides[0]), depth + 1, budget)) {
      return true;
    }
    if (budget.exceeded) return false;
  }
  std::string as_interval[2];
  const absl::string_view texts[2] = {answer, reference};
  const std::optional<MathRelation>* relations[2] = {&x, &y};
  for (int k = 0; k < 2; ++k) {
    if (!relations[k]->has_value()) {
      as_interval[k] = std::string(texts[k]);
      continue;
    }
    std::optional<std::string> interval = RelationAsInterval(**relations[k]);
    if (!interval) return false;
    as_interval[k] = *std::move(interval);
  }
  return Equivalent(as_interval[0], as_interval[1], depth + 1, budget);
}

bool NumbersEquivalent(const MathRational& x, const MathMarks& x_marks, const MathRational& y,
                       const MathMarks& y_marks) {
  if (x == y) return true;
  if (x_marks.percent == y_marks.percent) return false;
  // A percentage on one side: the same number, or its hundredth.
  const MathRational& percent = x_marks.percent ? x : y;
  const MathRational& plain = x_marks.percent ? y : x;
  const std::optional<MathRational> hundredth = Product(percent, MathRational{1, 100});
  return hundredth.has_value() && *hundredth == plain;
}

bool Equivalent(absl::string_view answer, absl::string_view reference, int depth,
                Budget& budget) {
  if (!budget.Spend(answer.size() + reference.size(), /*comparison=*/true)) {
    return false;
  }
  MathMarks answer_marks, reference_marks;
  const std::string a = NormalizeMathText(answer, &answer_marks);
  const std::string b = NormalizeMathText(reference, &reference_marks);
  if (a.empty()) return false;
  const std::optional<MathRational> x = ParseMathNumber(a);
  const std::optional<MathRational> y = ParseMathNumber(b);
  if (x && y) return NumbersEquivalent(*x, answer_marks, *y, reference_marks);
  if (const char letter = ChoiceLetter(b)) return ChoiceLetter(a) == letter;
  if (a == b) return true;
  // Words are words, not products of variables (`odd` is not `dod`).
  if (IsWords(a) && IsWords(b)) return EqualsIgnoringAsciiCase(a, b);
  if (const std::optional<bool> same = RelationsEquivalent(a, b, depth, budget)) return *same;
  if (const std::optional<bool> same = StructuresEquivalent(a, b, depth, budget)) return *same;
  if (!budget.Spend((a.size() + b.size()) * kExpressionWorkPerByte)) return false;
  const std::optional<MathExpression> e = MathExpression::Compile(a);
  const std::optional<MathExpression> f = e ? MathExpression::Compile(b) : std::nullopt;
  if (e && f) return ExpressionsEquivalent(*e, *f, SeedOf(b));
  return CompactSpaces(a) == CompactSpaces(b);
}

}  // namespace

bool MathAnswersEquivalent(absl::string_view answer, absl::string_view reference,
                           bool* budget_exceeded) {
  Budget budget;
  if (answer.size() > kMaxAnswerBytes) {
    if (budget_exceeded != nullptr) *budget_exceeded = true;
    return false;
  }
  const bool same = Equivalent(answer, reference, 0, budget);
  if (budget_exceeded != nullptr) *budget_exceeded = budget.exceeded;
  return same && !budget.exceeded;
}

}  // namespace parsing
}  // namespace referee
