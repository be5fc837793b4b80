// Algebraic math answers (DESIGN §9, `math_equiv`): an expression in LaTeX
// or plain notation, compiled once to a postfix program and compared by
// value — exactly when both sides are rational constants, else in long
// double at a few points.
//
// Accepted (on NormalizeMathText's output): decimal numbers; variables
// (single letters, runs of up to three letters read as a product — `xy` —
// unless the run is a word such as `or`, and Greek letters `\alpha`…);
// constants `\pi`, `e`, `\infty`; `+ - * /`, `\cdot`, `\times`, `\div`, `^`
// (right-associative; an unbraced exponent is one digit or letter, as in
// LaTeX), implicit multiplication (`2x`, `2\sqrt{3}`, `x(x+1)`, but never
// two numbers side by side: `1 0 0` is not an expression); parentheses
// `()`, `[]`, `{}`; `\frac{a}{b}`, `\frac12`; `\sqrt{x}`, `\sqrt2`,
// `\sqrt[n]{x}`; `\sin \cos \tan \sec \csc \cot \arcsin \arccos \arctan
// \ln \log \exp` (natural log, as SymPy reads `\log`) applied to a
// bracketed group or, without brackets, to the product that follows
// (`\sin 2x` = sin(2x), `\sin x^2` = sin(x²), `\sin x \cos x` =
// sin(x)·cos(x)); angles are radians. A power right after a function's
// name (a whole number 1 to 9: `\cot^2 t`, `\sin^{2}(x)`) is a power of its
// value; `\sin^{-1}` is not read. `i` is a variable like any letter (so
// `2 - 5i` = `2.0 + -5.0i`, but `i^2` is not -1).
// Anything else (`=`, `<`, `|x|`, `!`, `\pm`, subscripts, other commands or
// words) is not an expression.
//
// Compilation is one left-to-right pass (shunting-yard, explicit stacks, no
// recursion), linear in the text, which is capped at kMaxExpressionBytes.
#ifndef REFEREE_VERIFIERS_PARSING_MATH_EXPR_H_
#define REFEREE_VERIFIERS_PARSING_MATH_EXPR_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "verifiers/parsing/math_number.h"

namespace referee {
namespace parsing {

inline constexpr size_t kMaxExpressionBytes = 4096;

class MathExpression {
 public:
  // The program for `normalized`, or nullopt when it is not an expression.
  static std::optional<MathExpression> Compile(absl::string_view normalized);

  // Variable names, sorted and unique (`x`, `\theta`).
  const std::vector<std::string>& variables() const { return variables_; }

  // The value with variables()[i] = values[i]: NaN outside the domain, and
  // for an overflow to infinity unless the expression has `\infty`.
  long double Evaluate(const std::vector<long double>& values) const;
  // The value and its scale: a bound on the magnitudes it was computed
  // from, to which its rounding error is proportional.
  struct Value {
    long double value;
    long double scale;
  };
  Value EvaluateWithScale(const std::vector<long double>& values) const;

  // Why an exact value is missing.
  enum class Inexact : uint8_t {
    kNone,         // There is one.
    kNotRational,  // A step that is not rational here: π, e, a function, a
                   // root of a non-square, a fractional power, x/0.
    kTooLarge,     // A rational step past 128-bit numerators/denominators.
    kVariables,    // Variables without values.
  };
  // The exact value when there are no variables and only rational steps
  // (+ - * /, integer powers, square roots of perfect squares); else
  // nullopt and, when `why` is given, why.
  std::optional<MathRational> ExactValue(Inexact* why = nullptr) const;
  // The same with variables()[i] = values[i].
  std::optional<MathRational> ExactValueAt(const std::vector<MathRational>& values,
                                           Inexact* why = nullptr) const;
  // The expression is one number written with a decimal point (`3.14159`,
  // `-0.5`): a rounded value, as a model writes an approximation.
  bool IsDecimalLiteral() const;

  enum class Op : uint8_t {
    kNumber, kVariable, kPi, kE, kInfinity,
    kAdd, kSubtract, kMultiply, kDivide, kPower, kNegate,
    kSqrt, kRoot, kSin, kCos, kTan, kSec, kCsc, kCot,
    kArcsin, kArccos, kArctan, kLn, kLog, kExp,
  };
  struct Step {
    Op op;
    uint32_t index = 0;  // kNumber: into numbers_; kVariable: into variables().
  };

 private:
  friend class ExpressionCompiler;
  struct Number {
    long double value;
    std::optional<MathRational> exact;
    bool decimal = false;  // Written with a decimal point.
  };
  std::vector<Step> program_;
  std::vector<Number> numbers_;
  std::vector<std::string> variables_;
  bool has_infinity_ = false;  // `\infty` appears: an infinite value is real.
};

// Whether `a` and `b` have the same value.
// Constants: exactly when both have an exact value. A value too large for
// exact arithmetic (past ~10^36, e.g. 2^{200}+1 against 2^{200}) equals
// nothing: identical texts were matched before this. A number written with
// a decimal point never equals a constant that is not rational here
// (3.1415926535898 is not π). Otherwise within rounding (below).
// With variables: at kExpressionPoints points where every variable of
// either is drawn from [0.3, 2.2] by a generator seeded with `seed` (fixed
// per problem, so verdicts are deterministic), within 1e-12 of the larger
// scale (EvaluateWithScale: so an expanded (x-1)^10 still equals the
// factored one near x = 1); points where both are undefined are skipped and
// at least three must remain. Then, at kExactPoints rational points (small
// fractions from the same generator), both must have the same exact value
// wherever both have one, so a difference below rounding (x^2+10^{-13}
// against x^2) is still a difference.
inline constexpr int kExpressionPoints = 6;
inline constexpr int kExactPoints = 2;
bool ExpressionsEquivalent(const MathExpression& a, const MathExpression& b, uint64_t seed);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_MATH_EXPR_H_
