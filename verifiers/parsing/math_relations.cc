#include "verifiers/parsing/math_relations.h"

#include "absl/strings/str_cat.h"
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

// A lone variable: letters (at most three), or one command (`\theta`).
bool IsName(absl::string_view text) {
  if (!text.empty() && text[0] == '\\') text.remove_prefix(1);
  if (text.empty() || text.size() > 8) return false;
  for (char c : text) {
    if (!IsAsciiLetter(c)) return false;
  }
  return true;
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
    absl::string_view bound;
    if (IsName(r.sides[0])) {
      bound = r.sides[1];  // x op a
    } else if (IsName(r.sides[1])) {
      bound = r.sides[0];  // a op x: x (flipped op) a
      op = Flipped(op);
    } else {
      return std::nullopt;
    }
    if (IsLess(op)) return Interval(kDown, RelationOp::kLess, bound, op);
    if (IsGreater(op)) return Interval(bound, op, kUp, RelationOp::kLess);
    return std::nullopt;
  }
  if (!IsName(r.sides[1])) return std::nullopt;
  if (IsLess(r.ops[0]) && IsLess(r.ops[1])) {
    return Interval(r.sides[0], r.ops[0], r.sides[2], r.ops[1]);
  }
  if (IsGreater(r.ops[0]) && IsGreater(r.ops[1])) {
    return Interval(r.sides[2], r.ops[1], r.sides[0], r.ops[0]);
  }
  return std::nullopt;
}

}  // namespace parsing
}  // namespace referee
