// When two math answers are the same answer (DESIGN §9, `math_equiv`).
// Both are normalized (math_number.h), then, in this order:
//   1. numbers        both read as numbers: equal as exact rationals; a `%`
//                     on one side matches the same number or its hundredth
//                     (`10\%` = 10 = 0.1). An answer written as a decimal
//                     of at least min_digits significant digits also equals
//                     a reference it rounds (MathEquivalenceOptions).
//   1b. matrices      math_structures.h: at the top level, read from the
//                     raw texts (normalizing erases `\\`): `pmatrix`,
//                     `bmatrix`, `vmatrix` (a matrix, not its determinant),
//                     `array`, `[[1,2],[3,4]]`, after a label `A =`: equal
//                     cell by cell; a one-row or one-column matrix also
//                     equals the tuple of its entries; a matrix equals
//                     nothing else.
//   2. choice letters `(C)`, `\text{(C)}`, `\textbf{C}`, `C)` and `C` are the
//                     letter C.
//   3. words          both letters and spaces only (`Yes`, `even`): equal
//                     ignoring case, and never compared as products.
//   4. relations      math_relations.h: `L op R` pairs compared as L−R with
//                     the same or the flipped relation; a relation on one
//                     variable as the interval it states.
//   5. structures     math_structures.h: `\{…\}` (or `{…}`) sets and bare
//                     lists `1, 2` (unordered, each element matched once),
//                     tuples and intervals `(…)`, `[…)`, … (the same
//                     brackets, elements in order), unions `A \cup B`
//                     (unordered); elements compared by these rules,
//                     nested at most kMaxStructureDepth deep. One `a \pm b`
//                     element stands for `a + b, a - b`.
//   6. expressions    math_expr.h: exact or at fixed random points seeded
//                     by the reference (deterministic per problem).
//   7. text           the normalized texts are equal, ignoring spaces
//                     except between two letters or digits.
// A hedge such as `42 \text{ or } 43` matches none of these.
#ifndef REFEREE_VERIFIERS_PARSING_MATH_EQUIVALENCE_H_
#define REFEREE_VERIFIERS_PARSING_MATH_EQUIVALENCE_H_

#include <cstddef>

#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

inline constexpr int kMaxStructureDepth = 4;
// Unordered structures with more elements than this are not equal.
inline constexpr size_t kMaxUnorderedElements = 32;
// A reference decimal with at least this many significant digits was
// printed from a float (`6.283185307179586`): an exact answer that rounds
// to it is right (`2\pi`).
inline constexpr int kFloatReferenceDigits = 15;
// The work budget of one comparison: past any of these the answer is not
// equal and `*budget_exceeded` is set, so no answer, however built, costs
// more than about a millisecond (bench/verifiers_bench.cc, "hostile").
//   - element comparisons (nested structures cannot multiply work);
inline constexpr int kMaxComparisons = 1024;
//   - work units: one per byte normalized and compared, and
//     kExpressionWorkPerByte more per byte of two expressions compiled and
//     evaluated at the random points (~50–300 ns a byte, against a few ns
//     for text);
inline constexpr size_t kMaxComparisonWork = 32 << 10;
inline constexpr size_t kExpressionWorkPerByte = 16;
//   - the answer's size: a longer one is not compared at all (reference
//     answers of MATH, GSM8K and DAPO are a few hundred bytes at most).
inline constexpr size_t kMaxAnswerBytes = 4096;

// How tolerant a comparison is; the defaults are `math_equiv`'s.
struct MathEquivalenceOptions {
  // Approximate decimals: an answer written as a decimal (`0.142857`,
  // `2.6457513110645906`, `1.41421e0`) with at least this many significant
  // digits (leading zeros do not count, trailing ones do) equals an exact
  // reference value that rounds to it at its last digit: within half a
  // unit of that digit, so either rounding of a half is right. Past 15
  // significant digits (a double's precision, whose last printed digits
  // are noise: Python prints √2 as 1.4142135623730951) the unit is that of
  // the 15th digit. Never for a reference whose value is a terminating
  // decimal (an integer, `0.125`, `\frac{1}{8}`): that one can be written
  // exactly and must be. Only the answer may be the approximation
  // (`\frac{1}{3}` against a reference `0.333333` is compared exactly).
  // The reference's value: exact for rationals, else (π, roots, functions)
  // in long double, and a decimal too close to the rounding boundary to
  // tell is not equal. 0 turns the rule off.
  int min_digits = 6;
};
// The largest min_digits `math_equiv` accepts (past ~36 digits a decimal
// no longer fits a 128-bit rational).
inline constexpr int kMaxMinDigits = 30;

bool MathAnswersEquivalent(absl::string_view answer, absl::string_view reference,
                           const MathEquivalenceOptions& options,
                           bool* budget_exceeded = nullptr);
// The same with the default options.
bool MathAnswersEquivalent(absl::string_view answer, absl::string_view reference,
                           bool* budget_exceeded = nullptr);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_MATH_EQUIVALENCE_H_
