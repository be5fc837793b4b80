// When two math answers are the same answer (DESIGN §9, `math_equiv`).
// Both are normalized (math_number.h), then, in this order:
//   1. numbers        both read as numbers: equal as exact rationals; a `%`
//                     on one side matches the same number or its hundredth
//                     (`10\%` = 10 = 0.1).
//   2. choice letters `(C)`, `\text{(C)}`, `C)` and `C` are the letter C.
//   3. words          both letters and spaces only (`Yes`, `even`): equal
//                     ignoring case, and never compared as products.
//   4. relations      math_relations.h: `L op R` pairs compared as L−R with
//                     the same or the flipped relation; a relation on one
//                     variable as the interval it states.
//   5. structures     `\{…\}` (or `{…}`) sets and bare lists `1, 2` (unordered, each
//                     element matched once), tuples and intervals `(…)`,
//                     `[…)`, … (the same brackets, elements in order), unions
//                     `A \cup B` (unordered); elements compared by these
//                     rules, nested at most kMaxStructureDepth deep. One
//                     `a \pm b` element stands for `a + b, a - b`.
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

bool MathAnswersEquivalent(absl::string_view answer, absl::string_view reference,
                           bool* budget_exceeded = nullptr);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_MATH_EQUIVALENCE_H_
