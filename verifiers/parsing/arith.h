// Countdown arithmetic (DESIGN §4 "Countdown" and its "Pinned details"):
// exact rationals with 64-bit parts, and a parser for the answer grammar —
// non-negative integer literals, binary + - * /, parentheses, spaces and
// newlines — into a binary AST. `*` and `/` bind tighter than `+` and `-`;
// all four are left-associative. The parser is an operator-precedence scan
// with explicit stacks: no input length or nesting makes it recurse.
#ifndef REFEREE_VERIFIERS_PARSING_ARITH_H_
#define REFEREE_VERIFIERS_PARSING_ARITH_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "absl/hash/hash.h"
#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

// An exact rational num/den with den > 0 and gcd(|num|, den) = 1. Values
// whose reduced parts do not fit in 64 bits are not representable: the
// operations return nullopt ("not correct", never undefined behaviour).
struct Rational {
  int64_t num = 0;
  int64_t den = 1;

  static Rational Integer(int64_t value) { return {value, 1}; }
  bool operator==(const Rational& o) const { return num == o.num && den == o.den; }
  bool operator!=(const Rational& o) const { return !(*this == o); }
  bool is_zero() const { return num == 0; }
  template <typename H>
  friend H AbslHashValue(H h, const Rational& r) {
    return H::combine(std::move(h), r.num, r.den);
  }
};

std::optional<Rational> Add(const Rational& a, const Rational& b);
std::optional<Rational> Subtract(const Rational& a, const Rational& b);
std::optional<Rational> Multiply(const Rational& a, const Rational& b);
// nullopt for b = 0.
std::optional<Rational> Divide(const Rational& a, const Rational& b);
// a op b for op in "+-*/".
std::optional<Rational> Apply(char op, const Rational& a, const Rational& b);

// Deepest parenthesis nesting the parser accepts.
inline constexpr int kMaxParenthesisDepth = 8192;

// A parsed expression. Nodes are in post-order (children before parents),
// so the last node is the root and evaluation is one forward pass.
struct ExprNode {
  char op = 0;          // '+', '-', '*', '/', or 0 for a literal.
  int64_t value = 0;    // The literal's value when op == 0 ...
  bool huge = false;    // ... unless it has more than 18 digits.
  int32_t left = -1;    // Child node indices (operators only).
  int32_t right = -1;
};

struct Expression {
  std::vector<ExprNode> nodes;
  int32_t root() const { return static_cast<int32_t>(nodes.size()) - 1; }
};

// Parses `text` as a whole. nullopt when it is empty, uses anything outside
// the grammar (unary minus, `**`, `=`, decimals, tabs, ...), is unbalanced,
// or nests parentheses deeper than kMaxParenthesisDepth.
std::optional<Expression> ParseExpression(absl::string_view text);

// The exact value, or nullopt on division by zero, a huge literal, or a
// value beyond 64-bit parts.
std::optional<Rational> Evaluate(const Expression& expression);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_ARITH_H_
