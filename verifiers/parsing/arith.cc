#include "verifiers/parsing/arith.h"

#include <cstdlib>
#include <limits>

#include "verifiers/parsing/ids.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace parsing {
namespace {

using int128 = __int128;

int128 Gcd(int128 a, int128 b) {
  if (a < 0) a = -a;
  if (b < 0) b = -b;
  while (b != 0) {
    const int128 t = a % b;
    a = b;
    b = t;
  }
  return a;
}

// Reduces num/den (den != 0) and checks both parts fit in 64 bits.
std::optional<Rational> Make(int128 num, int128 den) {
  if (den < 0) {
    num = -num;
    den = -den;
  }
  constexpr int128 kMax64 = std::numeric_limits<int64_t>::max();
  int128 g;
  if (num <= kMax64 && num >= -kMax64 && den <= kMax64) {
    // 64-bit gcd: far cheaper than 128-bit division.
    uint64_t x = static_cast<uint64_t>(num < 0 ? -num : num);
    uint64_t y = static_cast<uint64_t>(den);
    while (y != 0) {
      const uint64_t t = x % y;
      x = y;
      y = t;
    }
    g = x;
  } else {
    g = Gcd(num, den);
  }
  if (g > 1) {
    num /= g;
    den /= g;
  }
  if (num == 0) den = 1;
  constexpr int128 kMax = std::numeric_limits<int64_t>::max();
  constexpr int128 kMin = std::numeric_limits<int64_t>::min();
  if (num > kMax || num < kMin || den > kMax) return std::nullopt;
  return Rational{static_cast<int64_t>(num), static_cast<int64_t>(den)};
}

int Precedence(char op) { return (op == '*' || op == '/') ? 2 : 1; }

bool IsOperator(char c) { return c == '+' || c == '-' || c == '*' || c == '/'; }

}  // namespace

// Integers are the common case: 64-bit arithmetic with overflow checks,
// no 128-bit division. Otherwise 64-bit parts make every product below fit
// in 128 bits.
std::optional<Rational> Add(const Rational& a, const Rational& b) {
  int64_t sum;
  if (a.den == 1 && b.den == 1 && !__builtin_add_overflow(a.num, b.num, &sum)) {
    return Rational{sum, 1};
  }
  return Make(static_cast<int128>(a.num) * b.den + static_cast<int128>(b.num) * a.den,
              static_cast<int128>(a.den) * b.den);
}

std::optional<Rational> Subtract(const Rational& a, const Rational& b) {
  int64_t difference;
  if (a.den == 1 && b.den == 1 &&
      !__builtin_sub_overflow(a.num, b.num, &difference)) {
    return Rational{difference, 1};
  }
  return Make(static_cast<int128>(a.num) * b.den - static_cast<int128>(b.num) * a.den,
              static_cast<int128>(a.den) * b.den);
}

std::optional<Rational> Multiply(const Rational& a, const Rational& b) {
  int64_t product;
  if (a.den == 1 && b.den == 1 &&
      !__builtin_mul_overflow(a.num, b.num, &product)) {
    return Rational{product, 1};
  }
  return Make(static_cast<int128>(a.num) * b.num,
              static_cast<int128>(a.den) * b.den);
}

std::optional<Rational> Divide(const Rational& a, const Rational& b) {
  if (b.num == 0) return std::nullopt;
  if (a.den == 1 && b.den == 1 && b.num != -1 && a.num % b.num == 0) {
    return Rational{a.num / b.num, 1};
  }
  return Make(static_cast<int128>(a.num) * b.den,
              static_cast<int128>(a.den) * b.num);
}

std::optional<Rational> Apply(char op, const Rational& a, const Rational& b) {
  switch (op) {
    case '+':
      return Add(a, b);
    case '-':
      return Subtract(a, b);
    case '*':
      return Multiply(a, b);
    case '/':
      return Divide(a, b);
  }
  return std::nullopt;
}

std::optional<Expression> ParseExpression(absl::string_view text) {
  Expression expression;
  std::vector<int32_t> operands;  // Node indices.
  std::vector<char> operators;    // '(' or an operator.
  int depth = 0;
  bool expect_operand = true;
  // Pops one operator into a node; false when operands are missing.
  auto reduce = [&]() {
    if (operands.size() < 2) return false;
    ExprNode node;
    node.op = operators.back();
    operators.pop_back();
    node.right = operands.back();
    operands.pop_back();
    node.left = operands.back();
    operands.pop_back();
    expression.nodes.push_back(node);
    operands.push_back(expression.root());
    return true;
  };
  size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == ' ' || c == '\n') {
      ++i;
      continue;
    }
    if (expect_operand) {
      if (IsAsciiDigit(c)) {
        size_t end = i;
        while (end < text.size() && IsAsciiDigit(text[end])) ++end;
        ExprNode leaf;
        leaf.value = DigitRunValue(text.substr(i, end - i));
        leaf.huge = leaf.value == kHugeInteger;
        expression.nodes.push_back(leaf);
        operands.push_back(expression.root());
        expect_operand = false;
        i = end;
      } else if (c == '(') {
        if (++depth > kMaxParenthesisDepth) return std::nullopt;
        operators.push_back('(');
        ++i;
      } else {
        return std::nullopt;  // Unary minus, ')', '.', '=', ...
      }
      continue;
    }
    if (IsOperator(c)) {
      // Left-associative: pop operators of higher or equal precedence.
      while (!operators.empty() && operators.back() != '(' &&
             Precedence(operators.back()) >= Precedence(c)) {
        if (!reduce()) return std::nullopt;
      }
      operators.push_back(c);
      expect_operand = true;
      ++i;
    } else if (c == ')') {
      while (!operators.empty() && operators.back() != '(') {
        if (!reduce()) return std::nullopt;
      }
      if (operators.empty()) return std::nullopt;  // Unbalanced.
      operators.pop_back();
      --depth;
      ++i;
    } else {
      return std::nullopt;  // Implicit multiplication, '.', '**', ...
    }
  }
  if (expect_operand) return std::nullopt;  // Empty, or ends in an operator.
  while (!operators.empty()) {
    if (operators.back() == '(') return std::nullopt;  // Unbalanced.
    if (!reduce()) return std::nullopt;
  }
  if (operands.size() != 1) return std::nullopt;
  return expression;
}

std::optional<Rational> Evaluate(const Expression& expression) {
  std::vector<Rational> values(expression.nodes.size());
  for (size_t i = 0; i < expression.nodes.size(); ++i) {
    const ExprNode& node = expression.nodes[i];
    if (node.op == 0) {
      if (node.huge) return std::nullopt;
      values[i] = Rational::Integer(node.value);
      continue;
    }
    const std::optional<Rational> value =
        Apply(node.op, values[node.left], values[node.right]);
    if (!value) return std::nullopt;
    values[i] = *value;
  }
  if (expression.nodes.empty()) return std::nullopt;
  return values.back();
}

}  // namespace parsing
}  // namespace referee
