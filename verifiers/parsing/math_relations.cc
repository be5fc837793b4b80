#include "verifiers/parsing/math_relations.h"

#include <algorithm>
#include <cstdint>
#include <limits>

#include "absl/strings/str_cat.h"
#include "verifiers/parsing/math_expr.h"
#include "verifiers/parsing/math_number.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace parsing {
namespace {

// The relation at text[i] and its length, if one starts there.
std::optional<RelationOp> RelationAt(absl::string_view text, size_t i, size_t* length) {
  *length = 1;
  switch (text[i]) {
    case '=': return RelationOp::kEqual;
    case '<': return RelationOp::kLess;
    case '>': return RelationOp::kGreater;
    case '\\': break;
    default: return std::nullopt;
  }
  // `\le`, `\ge`, `\ne` not followed by a letter (so not `\left`, `\neg`).
  if (i + 3 > text.size() || text[i + 2] != 'e') return std::nullopt;
  if (i + 3 < text.size() && IsAsciiLetter(text[i + 3])) return std::nullopt;
  *length = 3;
  switch (text[i + 1]) {
    case 'l': return RelationOp::kLessEqual;
    case 'g': return RelationOp::kGreaterEqual;
    case 'n': return RelationOp::kNotEqual;
    default: return std::nullopt;
  }
}

bool IsLess(RelationOp op) { return op == RelationOp::kLess || op == RelationOp::kLessEqual; }
bool IsGreater(RelationOp op) {
  return op == RelationOp::kGreater || op == RelationOp::kGreaterEqual;
}
bool IsStrict(RelationOp op) { return op == RelationOp::kLess || op == RelationOp::kGreater; }

// low < x < high (or with ≤): the interval text.
std::string Interval(absl::string_view low, RelationOp low_op, absl::string_view high,
                     RelationOp high_op) {
  return absl::StrCat(IsStrict(low_op) ? "(" : "[", low, ",", high,
                      IsStrict(high_op) ? ")" : "]");
}

std::string Difference(absl::string_view left, absl::string_view right) {
  return absl::StrCat("(", left, ")-(", right, ")");
}

// The decimal text of v when it fits in 64 bits.
std::optional<std::string> IntegerText(absl::int128 v) {
  constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
  if (v > kMax || v < -kMax) return std::nullopt;
  return absl::StrCat(static_cast<int64_t>(v));
}

// What a range is about: a lone variable (`x`, `a_1`, `\theta`) or a
// function of one (`f(x)`, `g(t)`): `0<f(x)<1` is the range (0,1).
bool IsRangeSubject(absl::string_view side) {
  if (IsMathName(side)) return true;
  const size_t open = side.find('(');
  if (open == 0 || open == absl::string_view::npos || side.size() < open + 3 ||
      side.back() != ')') {
    return false;
  }
  return IsMathName(side.substr(0, open)) &&
         IsMathName(TrimAsciiSpace(side.substr(open + 1, side.size() - open - 2)));
}

// `|x|`: the absolute value of a lone variable.
bool IsAbsoluteSubject(absl::string_view side) {
  return side.size() >= 3 && side.front() == '|' && side.back() == '|' &&
         IsMathName(TrimAsciiSpace(side.substr(1, side.size() - 2)));
}

bool IsSubject(absl::string_view side) { return IsRangeSubject(side) || IsAbsoluteSubject(side); }

// The negation of a bound: `-a` for `a`, `a` for `-a`, `-(a+b)` for `a+b`.
std::string Negated(absl::string_view bound) {
  bound = TrimAsciiSpace(bound);
  const bool negative = !bound.empty() && bound[0] == '-';
  const absl::string_view rest = negative ? bound.substr(1) : bound;
  int depth = 0;
  bool sum = false;  // A `+` or `-` outside brackets after the first sign.
  for (size_t i = 0; i < rest.size(); ++i) {
    const char c = rest[i];
    if (c == '(' || c == '[' || c == '{') ++depth;
    if (c == ')' || c == ']' || c == '}') --depth;
    if (depth == 0 && i > 0 && (c == '+' || c == '-')) sum = true;
  }
  if (sum) return absl::StrCat("-(", bound, ")");
  return negative ? std::string(rest) : absl::StrCat("-", bound);
}

// `|x| op a` (and `a op |x|` flipped into it) as intervals: `|x|<a` is
// (-a,a), `|x|\ge a` is (-\infty,-a]\cup[a,\infty).
std::optional<std::string> AbsoluteAsInterval(RelationOp op, absl::string_view a) {
  static constexpr absl::string_view kUp = "\\infty", kDown = "-\\infty";
  const std::string minus_a = Negated(a);
  if (IsLess(op)) return Interval(minus_a, op, a, op);
  if (IsGreater(op)) {
    return absl::StrCat(Interval(kDown, RelationOp::kLess, minus_a, op), "\\cup",
                        Interval(a, op, kUp, RelationOp::kLess));
  }
  return std::nullopt;
}

// Points tried for the factor k of RelationsProportional.
constexpr int kRatioPoints = 6;

}  // namespace

RelationOp Flipped(RelationOp op) {
  switch (op) {
    case RelationOp::kLess: return RelationOp::kGreater;
    case RelationOp::kLessEqual: return RelationOp::kGreaterEqual;
    case RelationOp::kGreater: return RelationOp::kLess;
    case RelationOp::kGreaterEqual: return RelationOp::kLessEqual;
    default: return op;
  }
}

bool HoldsRelationSign(absl::string_view text) {
  // One pass over the bytes RelationAt starts at. (A loop, not memchr per
  // sign: answers are short, and four calls cost more than the bytes.)
  for (size_t i = 0; i < text.size(); ++i) {
    switch (text[i]) {
      case '=': case '<': case '>': return true;
      case '\\':
        if (i + 2 < text.size() && text[i + 2] == 'e' &&
            (text[i + 1] == 'l' || text[i + 1] == 'g' || text[i + 1] == 'n')) {
          return true;
        }
        break;
      default: break;
    }
  }
  return false;
}

std::optional<MathRelation> SplitRelations(absl::string_view text) {
  MathRelation relation;
  int depth = 0;
  size_t side_start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '(' || c == '[' || c == '{') {
      ++depth;
    } else if (c == ')' || c == ']' || c == '}') {
      --depth;
    }
    if (depth != 0) continue;
    // `x = 1, y = 2` is a list of relations: the list rules take it.
    if (c == ',' || c == ';') return std::nullopt;
    size_t length = 0;
    const std::optional<RelationOp> op = RelationAt(text, i, &length);
    if (!op) {
      if (c == '\\') ++i;  // Skip an escaped character (`\{`).
      continue;
    }
    relation.sides.push_back(TrimAsciiSpace(text.substr(side_start, i - side_start)));
    relation.ops.push_back(*op);
    i += length - 1;
    side_start = i + 1;
    if (relation.ops.size() > 2) return std::nullopt;
  }
  if (relation.ops.empty()) return std::nullopt;
  relation.sides.push_back(TrimAsciiSpace(text.substr(side_start)));
  for (absl::string_view side : relation.sides) {
    if (side.empty()) return std::nullopt;
  }
  return relation;
}

std::optional<std::string> RelationAsInterval(const MathRelation& r) {
  static constexpr absl::string_view kUp = "\\infty", kDown = "-\\infty";
  if (r.ops.size() == 1) {
    RelationOp op = r.ops[0];
    absl::string_view subject, bound;
    if (IsSubject(r.sides[0])) {
      subject = r.sides[0];
      bound = r.sides[1];  // x op a
    } else if (IsSubject(r.sides[1])) {
      subject = r.sides[1];
      bound = r.sides[0];  // a op x: x (flipped op) a
      op = Flipped(op);
    } else {
      return std::nullopt;
    }
    if (IsAbsoluteSubject(subject)) return AbsoluteAsInterval(op, bound);
    if (IsLess(op)) return Interval(kDown, RelationOp::kLess, bound, op);
    if (IsGreater(op)) return Interval(bound, op, kUp, RelationOp::kLess);
    return std::nullopt;
  }
  if (!IsSubject(r.sides[1])) return std::nullopt;
  // Written increasing: low op0 subject op1 high.
  absl::string_view low = r.sides[0], high = r.sides[2];
  RelationOp low_op = r.ops[0], high_op = r.ops[1];
  if (IsGreater(r.ops[0]) && IsGreater(r.ops[1])) {
    low = r.sides[2];
    high = r.sides[0];
    low_op = r.ops[1];
    high_op = r.ops[0];
  } else if (!(IsLess(r.ops[0]) && IsLess(r.ops[1]))) {
    return std::nullopt;
  }
  if (IsAbsoluteSubject(r.sides[1])) {
    // `a \le |x| \le b`: [-b,-a] \cup [a,b].
    return absl::StrCat(Interval(Negated(high), high_op, Negated(low), low_op), "\\cup",
                        Interval(low, low_op, high, high_op));
  }
  return Interval(low, low_op, high, high_op);
}

std::optional<std::string> RelationTextAsInterval(absl::string_view text) {
  std::string out;
  int depth = 0;
  size_t start = 0;
  absl::string_view variable;  // Every part's must be the same.
  auto add_part = [&](absl::string_view part) {
    const std::optional<MathRelation> relation = SplitRelations(TrimAsciiSpace(part));
    if (!relation) return false;
    const std::optional<std::string> interval = RelationAsInterval(*relation);
    if (!interval) return false;
    const absl::string_view name = relation->ops.size() == 2 || !IsSubject(relation->sides[0])
                                       ? relation->sides[1]
                                       : relation->sides[0];
    if (!variable.empty() && name != variable) return false;
    variable = name;
    if (!out.empty()) out += "\\cup";
    out += *interval;
    return true;
  };
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '(' || c == '[' || c == '{') ++depth;
    if (c == ')' || c == ']' || c == '}') --depth;
    if (depth != 0) continue;
    size_t length = 0;
    if (text.substr(i, 4) == "\\cup" && (i + 4 == text.size() || !IsAsciiLetter(text[i + 4]))) {
      length = 4;
    } else if (text.substr(i, 4) == " or ") {
      length = 4;
    } else {
      if (c == '\\') ++i;  // `\{`, `\}` do not nest.
      continue;
    }
    if (!add_part(text.substr(start, i - start))) return std::nullopt;
    start = i + length;
    i = start - 1;
  }
  if (!add_part(text.substr(start))) return std::nullopt;
  return out;
}

bool RelationsProportional(const MathRelation& x, const MathRelation& y, uint64_t seed) {
  if (x.ops.size() != 1 || y.ops.size() != 1) return false;
  const RelationOp a = x.ops[0], b = y.ops[0];
  int sign = 0;  // The sign k must have; 0: either.
  if (a == b) {
    sign = a == RelationOp::kEqual || a == RelationOp::kNotEqual ? 0 : 1;
  } else if (a == Flipped(b)) {
    sign = -1;
  } else {
    return false;
  }
  const std::string dx = Difference(x.sides[0], x.sides[1]);
  const std::string dy = Difference(y.sides[0], y.sides[1]);
  if (dx.size() + dy.size() + 64 > kMaxExpressionBytes) return false;
  const std::optional<MathExpression> e = MathExpression::Compile(dx);
  if (!e) return false;
  const std::optional<MathExpression> f = MathExpression::Compile(dy);
  if (!f || f->variables().empty()) return false;
  std::vector<std::string> names = e->variables();
  names.insert(names.end(), f->variables().begin(), f->variables().end());
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  auto values_for = [&](const MathExpression& g, const std::vector<MathRational>& all) {
    std::vector<MathRational> values;
    for (const std::string& name : g.variables()) {
      values.push_back(all[std::lower_bound(names.begin(), names.end(), name) - names.begin()]);
    }
    return values;
  };
  // k = (L−R)/(L'−R') at the first small rational point where both are
  // exact and L'−R' ≠ 0; the points differ per variable, so a line such as
  // x = y is not hit at every point.
  std::optional<MathRational> k;
  std::vector<MathRational> point(names.size());
  for (int p = 0; p < kRatioPoints && !k; ++p) {
    for (size_t i = 0; i < point.size(); ++i) {
      const int64_t num = 1 + static_cast<int64_t>((7 * i + 5 * p + seed % 13) % 23);
      const int64_t den = 1 + static_cast<int64_t>((3 * i + 2 * p) % 5);
      point[i] = *Quotient(MathRational{num, 1}, MathRational{den, 1});
    }
    const std::optional<MathRational> v = f->ExactValueAt(values_for(*f, point));
    if (!v || v->num == 0) continue;
    const std::optional<MathRational> u = e->ExactValueAt(values_for(*e, point));
    if (!u) continue;
    // u = 0 where v ≠ 0: no nonzero k makes them proportional.
    if (u->num == 0) return false;
    k = Quotient(*u, *v);
    if (!k) return false;
  }
  if (!k) return false;
  if ((sign > 0 && k->num < 0) || (sign < 0 && k->num > 0)) return false;
  const std::optional<std::string> num = IntegerText(k->num), den = IntegerText(k->den);
  if (!num || !den) return false;
  const std::optional<MathExpression> scaled =
      MathExpression::Compile(absl::StrCat("(", *num, ")/(", *den, ")*(", dy, ")"));
  return scaled && ExpressionsEquivalent(*e, *scaled, seed);
}

bool EquationSolvedFor(const MathRelation& equation, absl::string_view expression,
                       uint64_t seed) {
  if (equation.ops.size() != 1 || equation.ops[0] != RelationOp::kEqual) return false;
  if (expression.size() + 2 * equation.sides[0].size() + 64 > kMaxExpressionBytes) return false;
  const std::optional<MathExpression> solved = MathExpression::Compile(expression);
  if (!solved || solved->variables().empty()) return false;
  const std::optional<MathExpression> whole =
      MathExpression::Compile(Difference(equation.sides[0], equation.sides[1]));
  if (!whole) return false;
  const std::vector<std::string>& known = solved->variables();  // Sorted.
  const std::string* missing = nullptr;
  for (const std::string& name : whole->variables()) {
    if (std::binary_search(known.begin(), known.end(), name)) continue;
    if (missing != nullptr) return false;
    missing = &name;
  }
  if (missing == nullptr) return false;
  MathRelation labelled;
  labelled.sides = {*missing, expression};
  labelled.ops = {RelationOp::kEqual};
  return RelationsProportional(equation, labelled, seed);
}

}  // namespace parsing
}  // namespace referee
