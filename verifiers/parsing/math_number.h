// Numbers as math answers write them (DESIGN §9, `math_equiv`), read
// exactly: a number is a rational with 128-bit numerator and denominator,
// never a float, so `0.1 + 0.2`-style rounding cannot make a wrong answer
// right or a right one wrong.
//
// NormalizeMathText() removes what carries no value: `$`, `\left`/`\right`,
// LaTeX spacing (`\,` `\;` `\!` `\ ` `~`), `\text{}`/`\mathrm{}`/`\textbf{}`/
// `\mbox{}` wrappers (their content stays), degree marks (`^\circ`,
// `^{\circ}`, `°`, `\degree`), `\%`/`%` (reported), `\$`, markdown `**`,
// `\dfrac`/`\tfrac` (become `\frac`), Unicode `π ∞ √ × · ÷ ≤ ≥` (become
// their LaTeX commands), `{,}` (becomes `,`), the Unicode minus,
// a leading `x =` (one `=`, a short variable name on its left) or `x \in`,
// trailing `.`/`,`/`;` (not `!`: a factorial), and runs of spaces (one
// space stays: `1 1/2` is not `11/2`).
//
// ParseMathNumber() reads the whole normalized text as one number:
//   integers and decimals   `42`, `-0.5`, `.5`, `007`, `1,000`, `1\,000`
//                           and `12 000` (only groups of exactly three
//                           digits; with spaces, a lead of 1 to 3 digits,
//                           every group so, and no `/` after: `1 100/3` is
//                           mixed)
//   fractions               `3/4`, `\frac{3}{4}`, `\frac34`, `-\frac{1}{2}`
//   mixed numbers           `1 1/2`, `1\frac{1}{2}`, `2 \frac{3}{4}`
//   scientific notation     `1.5e3`, `1.5\times10^{3}`, `2\cdot 10^{-2}`,
//                           `10^{3}`
// followed optionally by unit words (`12 cm`, `5 apples`; not words that
// qualify the number: `12 or 13`, `2 thousand`, `5 or more`). Anything else
// is not a number (nullopt), and nor is a value that does not fit.
#ifndef REFEREE_VERIFIERS_PARSING_MATH_NUMBER_H_
#define REFEREE_VERIFIERS_PARSING_MATH_NUMBER_H_

#include <optional>
#include <string>

#include "absl/numeric/int128.h"
#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

// What NormalizeMathText() took away that can matter to a grader.
struct MathMarks {
  bool percent = false;  // A `%` was removed.
};

std::string NormalizeMathText(absl::string_view text, MathMarks* marks = nullptr);

// A reduced fraction, den > 0. (Not arith.h's 64-bit Rational: 128 bits here.)
struct MathRational {
  absl::int128 num = 0;
  absl::int128 den = 1;
  friend bool operator==(const MathRational& a, const MathRational& b) {
    return a.num == b.num && a.den == b.den;
  }
};

// a * b, a + b and a / b; nullopt when the result does not fit (or b = 0).
std::optional<MathRational> Product(const MathRational& a, const MathRational& b);
std::optional<MathRational> Sum(const MathRational& a, const MathRational& b);
std::optional<MathRational> Quotient(const MathRational& a, const MathRational& b);
// 10^exponent, or nullopt past 10^±36 (beyond 128 bits' reach).
std::optional<MathRational> PowerOfTen(int exponent);

// The one lone-variable rule (labels here, relations' `x > 7` and `y = …`):
// up to three letters or one command (`\theta`), with an optional
// subscript (`a_1`, `x_{12}`, `V_n`). EatMathName consumes one from the
// front of `text`; IsMathName says whether `text` is exactly one.
bool EatMathName(absl::string_view& text);
bool IsMathName(absl::string_view text);

// The value of `normalized` (NormalizeMathText's output), or nullopt.
std::optional<MathRational> ParseMathNumber(absl::string_view normalized);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_MATH_NUMBER_H_
