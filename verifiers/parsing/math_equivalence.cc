#include "verifiers/parsing/math_equivalence.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "verifiers/parsing/math_expr.h"
#include "verifiers/parsing/math_lists.h"
#include "verifiers/parsing/math_number.h"
#include "verifiers/parsing/math_relations.h"
#include "verifiers/parsing/math_structures.h"
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

// An answer's choice against a letter reference: ChoiceLetter's forms, a
// lower-case letter marked as a choice (`(b)`, `b)`), or a marked letter
// followed by the choice's text (`B) 12`, `(E) 42`, `\textbf{(E) }\ 42`,
// `C. 3 sides`) — unless that text holds another choice or an `or` (a
// hedge: `(B) or (C)`). The letter in upper case, else 0.
char AnswerChoiceLetter(absl::string_view text) {
  if (const char letter = ChoiceLetter(text)) return letter;
  auto upper = [](char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; };
  auto is_letter = [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); };
  size_t after = 0;
  char letter = 0;
  if (text.size() >= 3 && text[0] == '(' && is_letter(text[1]) && text[2] == ')') {
    letter = text[1];
    after = 3;
  } else if (text.size() >= 2 && is_letter(text[0]) && text[1] == ')') {
    letter = text[0];
    after = 2;
  } else if (text.size() >= 3 && text[0] >= 'A' && text[0] <= 'Z' && text[1] == '.' &&
             text[2] == ' ') {
    letter = text[0];
    after = 2;
  } else {
    return 0;
  }
  const absl::string_view rest = text.substr(after);
  if (!rest.empty() && rest[0] != ' ') return 0;  // `(a)b`: not a choice.
  // Another choice in the text (`B) and C)`, `(B) or (C)`, `A. 1 B. 2`): a
  // hedge over choices, whichever is right.
  for (size_t i = 0; i + 1 < rest.size(); ++i) {
    if (!is_letter(rest[i]) || (i > 0 && IsAsciiLetter(rest[i - 1]))) continue;
    if (rest[i + 1] == ')') return 0;
    if (rest[i] >= 'A' && rest[i] <= 'Z' && rest[i + 1] == '.' &&
        (i + 2 == rest.size() || rest[i + 2] == ' ')) {
      return 0;
    }
  }
  for (size_t i = 0; i + 1 < rest.size(); ++i) {
    if ((rest[i] == 'o' || rest[i] == 'O') && (rest[i + 1] == 'r' || rest[i + 1] == 'R') &&
        (i == 0 || !IsAsciiLetter(rest[i - 1])) &&
        (i + 2 == rest.size() || !IsAsciiLetter(rest[i + 2]))) {
      return 0;
    }
  }
  return upper(letter);
}

// The empty set in words: a reference `\emptyset` equals "no real
// solutions" and the like.
bool IsEmptySetWords(absl::string_view text) {
  for (absl::string_view words :
       {"no solution", "no solutions", "no real solution", "no real solutions",
        "no real roots", "no real root", "none", "empty set", "the empty set", "no such x",
        "there are no solutions", "there is no solution"}) {
    if (EqualsIgnoringAsciiCase(text, words)) return true;
  }
  return false;
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

// What one top-level comparison may still spend (math_equivalence.h).
struct Budget {
  int min_digits = MathEquivalenceOptions().min_digits;  // Not spent: the options.
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

// Elements are strings (ExpandPlusMinus's) or views (a union's parts,
// which need no copies).
// Whether no two elements have the same text (a reference that repeats an
// element, `1, 1, 2`, counts multiplicity).
template <typename Text>
bool DistinctTexts(const std::vector<Text>& elements) {
  absl::flat_hash_set<absl::string_view> seen;
  for (const Text& e : elements) {
    if (!seen.insert(TrimAsciiSpace(e)).second) return false;
  }
  return true;
}

template <typename Text>
bool Unordered(const std::vector<Text>& answer, const std::vector<Text>& reference, int depth,
               Budget& budget) {
  if (answer.size() > kMaxUnorderedElements || reference.size() > kMaxUnorderedElements) {
    return false;
  }
  if (answer.size() == reference.size()) {
    std::vector<bool> used(reference.size(), false);
    for (const Text& a : answer) {
      bool matched = false;
      for (size_t j = 0; j < reference.size() && !matched; ++j) {
        if (!used[j] && Equivalent(a, reference[j], depth + 1, budget)) used[j] = matched = true;
      }
      if (!matched) return false;
    }
    return true;
  }
  // An answer that names a solution twice (`(3,17,3,7)` listed two times
  // among all the solutions) is the same set, when the reference lists
  // each element once: every answer element is one of the reference's and
  // every reference element is given.
  if (answer.size() < reference.size() || !DistinctTexts(reference)) return false;
  std::vector<bool> given(reference.size(), false);
  for (const Text& a : answer) {
    bool matched = false;
    for (size_t j = 0; j < reference.size() && !matched; ++j) {
      if (Equivalent(a, reference[j], depth + 1, budget)) given[j] = matched = true;
    }
    if (!matched) return false;
  }
  return std::find(given.begin(), given.end(), false) == given.end();
}

// Structures compared element by element; nullopt when neither side is one.
std::optional<bool> StructuresEquivalent(absl::string_view answer, absl::string_view reference,
                                         int depth, Budget& budget) {
  const Structure a = StructureOf(answer), r = StructureOf(reference);
  if (a.kind == Structure::kNone && r.kind == Structure::kNone) return std::nullopt;
  if (depth >= kMaxStructureDepth) return answer == reference;
  // A number times a vector, `3(1,2)` against `(3,6)`: element by element.
  if ((a.kind == Structure::kNone) != (r.kind == Structure::kNone)) {
    const Structure& tuple = a.kind == Structure::kNone ? r : a;
    if (tuple.kind == Structure::kBracketed && tuple.open == '(' && tuple.close == ')') {
      if (const std::optional<std::vector<std::string>> scaled =
              ScaledTupleOf(a.kind == Structure::kNone ? answer : reference)) {
        if (scaled->size() != tuple.elements.size()) return false;
        for (size_t i = 0; i < scaled->size(); ++i) {
          const absl::string_view scaled_element = (*scaled)[i];
          if (!(a.kind == Structure::kNone
                    ? Equivalent(scaled_element, tuple.elements[i], depth + 1, budget)
                    : Equivalent(tuple.elements[i], scaled_element, depth + 1, budget))) {
            return false;
          }
        }
        return true;
      }
    }
  }
  const bool a_unordered = a.kind == Structure::kSet || a.kind == Structure::kBareList;
  const bool r_unordered = r.kind == Structure::kSet || r.kind == Structure::kBareList;
  if (a_unordered && r_unordered) {
    return Unordered(ExpandPlusMinus(a.elements), ExpandPlusMinus(r.elements), depth, budget);
  }
  if (a.kind != r.kind) return false;
  if (a.kind == Structure::kUnion) return Unordered(a.elements, r.elements, depth, budget);
  if (a.open != r.open || a.close != r.close || a.elements.size() != r.elements.size()) {
    return false;
  }
  for (size_t i = 0; i < a.elements.size(); ++i) {
    if (!Equivalent(a.elements[i], r.elements[i], depth + 1, budget)) return false;
  }
  return true;
}

// An answer written as a chain of equalities ending in values, against a
// reference with no `=`: `m+n = 256+37 = 293` is 293 when its value sides
// (those without variables, two or more at the end) are all equal; a false
// chain (`z = 3+3 = 2`) is wrong. Nullopt when the answer is no such chain.
std::optional<bool> ChainEquivalent(absl::string_view a, absl::string_view b, int depth,
                                    Budget& budget) {
  // Two `=` in the answer and none in the reference, before any split
  // (this runs for every element of every structure).
  const size_t first_equals = a.find('=');
  if (first_equals == absl::string_view::npos ||
      a.find('=', first_equals + 1) == absl::string_view::npos ||
      b.find('=') != absl::string_view::npos) {
    return std::nullopt;
  }
  const std::vector<absl::string_view> sides = SplitTopLevel(a, "=");
  if (sides.size() < 3) return std::nullopt;
  size_t first_value = sides.size();
  while (first_value > 0) {
    const absl::string_view side = TrimAsciiSpace(sides[first_value - 1]);
    if (!budget.Spend(side.size() * kExpressionWorkPerByte)) return false;
    const std::optional<MathExpression> e = MathExpression::Compile(side);
    if (!e || !e->variables().empty()) break;
    --first_value;
  }
  if (sides.size() - first_value < 2) return std::nullopt;
  const absl::string_view last = TrimAsciiSpace(sides.back());
  for (size_t i = first_value; i + 1 < sides.size(); ++i) {
    if (!Equivalent(TrimAsciiSpace(sides[i]), last, depth + 1, budget)) return false;
  }
  return Equivalent(last, b, depth + 1, budget);
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
  // One scan a side: most answers hold no relation sign, and then neither
  // side splits into relations (nor into a union of them).
  if (!HoldsRelationSign(answer) && !HoldsRelationSign(reference)) return std::nullopt;
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
    if (budget.Spend((answer.size() + reference.size()) * kExpressionWorkPerByte) &&
        RelationsProportional(*x, *y, SeedOf(reference))) {
      return true;
    }
    if (budget.exceeded) return false;
  }
  // An equation against one whose label `y =` normalizing dropped.
  if (x.has_value() != y.has_value() &&
      budget.Spend((answer.size() + reference.size()) * kExpressionWorkPerByte) &&
      EquationSolvedFor(x ? *x : *y, x ? reference : answer, SeedOf(reference))) {
    return true;
  }
  std::string as_interval[2];
  const absl::string_view texts[2] = {answer, reference};
  const std::optional<MathRelation>* relations[2] = {&x, &y};
  for (int k = 0; k < 2; ++k) {
    if (!relations[k]->has_value()) {
      as_interval[k] = std::string(texts[k]);
      continue;
    }
    std::optional<std::string> interval = RelationTextAsInterval(texts[k]);
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

// A decimal as written: `digits` significant digits, the last at 10^place.
struct Decimal {
  int digits = 0;
  int place = 0;
};

// The digits of a normalized number written with a decimal point
// (`-0.0142857`, `1,234.5678`, `1.42857e-1`, then unit words); else
// nullopt. Its value is ParseMathNumber's.
std::optional<Decimal> DecimalOf(absl::string_view text) {
  size_t i = 0;
  if (i < text.size() && (text[i] == '-' || text[i] == '+')) ++i;
  Decimal d;
  bool point = false, leading = true;
  int fraction = 0;
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '.' && !point) {
      point = true;
    } else if (IsAsciiDigit(c)) {
      if (c != '0') leading = false;
      if (!leading) ++d.digits;
      if (point) ++fraction;
    } else if (c != ',' || point) {
      break;
    }
  }
  if (!point || fraction == 0 || d.digits == 0) return std::nullopt;
  int exponent = 0;
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    size_t j = i + 1;
    const bool negative = j < text.size() && text[j] == '-';
    if (j < text.size() && (text[j] == '-' || text[j] == '+')) ++j;
    if (j == text.size() || !IsAsciiDigit(text[j])) return std::nullopt;
    for (; j < text.size() && IsAsciiDigit(text[j]) && exponent < 1000; ++j) {
      exponent = exponent * 10 + (text[j] - '0');
    }
    if (negative) exponent = -exponent;
    i = j;
  }
  if (i < text.size() && text[i] != ' ') return std::nullopt;  // `\times10^{3}`, `1.5/2`.
  d.place = exponent - fraction;
  return d;
}

constexpr int kDoubleDigits = 15;

// The unit's place the rounding rule uses for `d` (math_equivalence.h).
int RoundingPlace(const Decimal& d) {
  return d.digits > kDoubleDigits ? d.place + (d.digits - kDoubleDigits) : d.place;
}

// Whether `value` (exact, not a terminating decimal) rounds to `x`, a
// decimal with digits `d`.
bool RationalRoundsTo(const MathRational& value, const MathRational& x, const Decimal& d) {
  absl::int128 den = value.den;
  while (den % 2 == 0) den /= 2;
  while (den % 5 == 0) den /= 5;
  if (den == 1) return false;  // Writable exactly: no tolerance.
  const std::optional<MathRational> diff = Sum(value, MathRational{-x.num, x.den});
  const std::optional<MathRational> unit = PowerOfTen(RoundingPlace(d));
  if (!diff || !unit) return false;
  // |diff| <= unit / 2: no tie is possible, as value does not terminate.
  const std::optional<MathRational> twice =
      Product(MathRational{diff->num < 0 ? -diff->num : diff->num, diff->den}, MathRational{2, 1});
  const std::optional<MathRational> ratio = twice ? Quotient(*twice, *unit) : std::nullopt;
  return ratio.has_value() && ratio->num <= ratio->den;
}

// Whether a constant that is not rational here (π, √7, in long double)
// rounds to `x`; a value too close to the boundary to tell does not.
bool ConstantRoundsTo(const MathExpression::Value& value, const MathRational& x,
                      const Decimal& d) {
  if (!std::isfinite(value.value)) return false;
  const long double decimal = static_cast<long double>(x.num) / static_cast<long double>(x.den);
  const long double half = 0.5L * std::pow(10.0L, static_cast<long double>(RoundingPlace(d)));
  // Rounding of the value and of the decimal's conversion, with margin.
  const long double error = 1e-17L * (value.scale + std::fabs(decimal));
  return std::fabs(value.value - decimal) + error <= half;
}

// Approximate decimals (math_equivalence.h): `a`, worth `x`, against the
// reference `b` (worth `y` when it is a number). A `%` on the answer
// alone also tries a hundred times the reference.
bool ApproximatesReference(absl::string_view a, const MathRational& x, const MathMarks& a_marks,
                           absl::string_view b, const std::optional<MathRational>& y,
                           const MathMarks& b_marks, Budget& budget, int min_digits) {
  const std::optional<Decimal> d = DecimalOf(a);
  if (!d || d->digits < min_digits) return false;
  const bool percent = a_marks.percent && !b_marks.percent;
  if (y) {
    if (RationalRoundsTo(*y, x, *d)) return true;
    const std::optional<MathRational> hundred = Product(*y, MathRational{100, 1});
    return percent && hundred && RationalRoundsTo(*hundred, x, *d);
  }
  if (!budget.Spend(b.size() * kExpressionWorkPerByte)) return false;
  const std::optional<MathExpression> e = MathExpression::Compile(b);
  if (!e || !e->variables().empty()) return false;
  MathExpression::Inexact why = MathExpression::Inexact::kNone;
  if (const std::optional<MathRational> exact = e->ExactValue(&why)) {
    // A compound rational reference (`\frac13 + 1`): its value, exactly.
    if (RationalRoundsTo(*exact, x, *d)) return true;
    const std::optional<MathRational> hundred = Product(*exact, MathRational{100, 1});
    return percent && hundred && RationalRoundsTo(*hundred, x, *d);
  }
  if (why != MathExpression::Inexact::kNotRational) return false;
  MathExpression::Value v = e->EvaluateWithScale({});
  if (ConstantRoundsTo(v, x, *d)) return true;
  v.value *= 100;
  v.scale *= 100;
  return percent && ConstantRoundsTo(v, x, *d);
}

// `\frac13 \approx 0.333`: whether `approx` (normalized) is a decimal
// within one unit of its last digit of `exact`'s value (rounded or
// truncated: `0.666` and `0.667` both approximate 2/3; `0.5` does not
// approximate 1/3).
bool ApproximationHolds(absl::string_view exact, absl::string_view approx, Budget& budget) {
  const std::optional<Decimal> d = DecimalOf(approx);
  const std::optional<MathRational> x = d ? ParseMathNumber(approx) : std::nullopt;
  if (!x || !budget.Spend(exact.size() * kExpressionWorkPerByte)) return false;
  const std::optional<MathExpression> e = MathExpression::Compile(exact);
  if (!e || !e->variables().empty()) return false;
  const MathExpression::Value v = e->EvaluateWithScale({});
  if (!std::isfinite(v.value)) return false;
  const long double decimal = static_cast<long double>(x->num) / static_cast<long double>(x->den);
  const long double unit = std::pow(10.0L, static_cast<long double>(RoundingPlace(*d)));
  const long double error = 1e-17L * (v.scale + std::fabs(decimal));
  return std::fabs(v.value - decimal) <= unit + error;
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
  if (x && y && NumbersEquivalent(*x, answer_marks, *y, reference_marks)) return true;
  // (A decimal of min_digits digits is at least that long: most answers
  // are shorter and skip the digit scan.)
  if (x && budget.min_digits > 0 && a.size() >= static_cast<size_t>(budget.min_digits) &&
      ApproximatesReference(a, *x, answer_marks, b, y, reference_marks, budget,
                            budget.min_digits)) {
    return true;
  }
  // A reference printed from a float (`6.283185307179586`: 15 or more
  // significant digits) stands for the exact value it rounds, so an exact
  // answer that rounds to it is right (`2\pi`, `\frac{1}{3}` against
  // `0.3333333333333333`); a shorter decimal answer is still compared as a
  // number (`6.28` is not it).
  if (y && budget.min_digits > 0 && b.size() > static_cast<size_t>(kFloatReferenceDigits) &&
      !(x && DecimalOf(a)) &&
      ApproximatesReference(b, *y, reference_marks, a, x, answer_marks, budget,
                            std::max(budget.min_digits, kFloatReferenceDigits))) {
    return true;
  }
  if (x && y) return false;
  // On the raw texts, as normalizing erases `\\` (so only at the top:
  // deeper texts are normalized); no number is a matrix.
  if (depth == 0) {
    auto same_cells = [&](absl::string_view cell, absl::string_view other) {
      return Equivalent(cell, other, depth + 1, budget);
    };
    if (const std::optional<bool> same = MatricesEquivalent(answer, reference, depth, same_cells)) {
      return *same;
    }
  }
  if (const char letter = ChoiceLetter(b)) return AnswerChoiceLetter(a) == letter;
  if (a == b) return true;
  if ((a == "\\emptyset" && IsEmptySetWords(b)) || (b == "\\emptyset" && IsEmptySetWords(a))) {
    return true;
  }
  // Words are words, not products of variables (`odd` is not `dod`).
  if (IsWords(a) && IsWords(b)) return EqualsIgnoringAsciiCase(a, b);
  if (const std::optional<bool> same = ChainEquivalent(a, b, depth, budget)) return *same;
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
  return MathAnswersEquivalent(answer, reference, MathEquivalenceOptions(), budget_exceeded);
}

bool MathAnswersEquivalent(absl::string_view answer, absl::string_view reference,
                           const MathEquivalenceOptions& options, bool* budget_exceeded) {
  Budget budget;
  budget.min_digits = options.min_digits;
  if (answer.size() > kMaxAnswerBytes) {
    if (budget_exceeded != nullptr) *budget_exceeded = true;
    return false;
  }
  bool same = Equivalent(answer, reference, 0, budget);
  if (!same && !budget.exceeded) {
    // The rules below read the normalized texts: each side is normalized
    // at most once, and only when a rule needs it.
    std::optional<std::string> normalized[2];
    auto normalized_answer = [&]() -> const std::string& {
      if (!normalized[0]) normalized[0] = NormalizeMathText(answer);
      return *normalized[0];
    };
    auto normalized_reference = [&]() -> const std::string& {
      if (!normalized[1]) normalized[1] = NormalizeMathText(reference);
      return *normalized[1];
    };
    // Lists joined by words: `6 \text{ and } 8`, `(5, 8) \quad \text{and}
    // \quad (8, 5)`, `-12; -11`; in the reference also `or` (`(11,7) or
    // (7,11)`: it lists the solutions; in an answer `or` stays a hedge).
    // Wrong answers are half of a training batch: a side with no `;` and
    // no list word is not normalized again.
    const std::optional<std::string> answer_list =
        MayJoinAsList(answer, /*or_too=*/false)
            ? JoinedAsList(normalized_answer(), /*or_too=*/false)
            : std::nullopt;
    const std::optional<std::string> reference_list =
        MayJoinAsList(reference, /*or_too=*/true)
            ? JoinedAsList(normalized_reference(), /*or_too=*/true)
            : std::nullopt;
    if (answer_list || reference_list) {
      same = Equivalent(answer_list ? *answer_list : answer,
                        reference_list ? *reference_list : reference, 0, budget);
    }
    // Against a reference naming several values (a list, a set, a union of
    // solutions), an answer listing values with `or` lists them too:
    // `x = 1 \text{ or } x = -1` is `1, -1`. Against one value, "A or B"
    // stays a hedge (above).
    if (!same && !budget.exceeded && answer.find("or") != absl::string_view::npos) {
      const std::string& reference_side =
          reference_list ? *reference_list : normalized_reference();
      if (NamesSeveralValues(reference_side)) {
        if (const std::optional<std::string> listed =
                JoinedAsList(normalized_answer(), /*or_too=*/true)) {
          same = Equivalent(*listed, reference_side, 0, budget);
        }
      }
    }
    // An exact value and its approximation, `\frac13 \approx 0.333`: the
    // exact value is the answer when the approximation is right (a wrong
    // one, `\frac13 \approx 0.5`, makes the answer wrong).
    if (!same && !budget.exceeded && answer.find("\\approx") != absl::string_view::npos) {
      const absl::string_view text = normalized_answer();
      const size_t at = text.find("\\approx");
      if (at != absl::string_view::npos && text.find("\\approx", at + 7) == absl::string_view::npos) {
        const absl::string_view exact = TrimAsciiSpace(text.substr(0, at));
        const absl::string_view approx = TrimAsciiSpace(text.substr(at + 7));
        if (!exact.empty() && ApproximationHolds(exact, approx, budget)) {
          // The exact value decides (a rounded reference such as `0.333` is
          // not `\frac13`, whatever approximation follows it).
          same = Equivalent(exact, reference, 0, budget);
        }
      }
    }
    // Assignments as tuples: `x=1, y=2` is `(1,2)`; `p=5,q=2;p=7,q=2` is
    // `(5,2),(7,2)` (math_lists.h), on either side.
    if (!same && !budget.exceeded &&
        (answer.find('=') != absl::string_view::npos ||
         reference.find('=') != absl::string_view::npos)) {
      const std::optional<std::string> answer_tuples =
          AssignmentsAsTuples(normalized_answer());
      const std::optional<std::string> reference_tuples =
          AssignmentsAsTuples(normalized_reference());
      if (answer_tuples || reference_tuples) {
        same = Equivalent(answer_tuples ? *answer_tuples : answer,
                          reference_tuples ? *reference_tuples : reference, 0, budget);
      }
    }
  }
  if (budget_exceeded != nullptr) *budget_exceeded = budget.exceeded;
  return same && !budget.exceeded;
}

}  // namespace parsing
}  // namespace referee
