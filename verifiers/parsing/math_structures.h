// The shapes of math answers that math_equivalence.cc compares part by
// part: structures (sets, tuples, intervals, unions, bare lists) read from
// normalized text, and matrices read from the raw text (normalizing erases
// `\\`). Everything here only reads; the comparisons of the parts, which
// recurse into MathAnswersEquivalent's rules, stay in math_equivalence.cc,
// except the matrix comparison, which takes them as a callback.
#ifndef REFEREE_VERIFIERS_PARSING_MATH_STRUCTURES_H_
#define REFEREE_VERIFIERS_PARSING_MATH_STRUCTURES_H_

#include <optional>
#include <string>
#include <vector>

#include "absl/functional/function_ref.h"
#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

// A list of elements and how it is bracketed.
struct Structure {
  enum Kind { kNone, kBareList, kSet, kBracketed, kUnion } kind = kNone;
  char open = 0, close = 0;  // kBracketed: `(`/`[` and `)`/`]`.
  std::vector<absl::string_view> elements;
};

// `text` split at `separator` where no bracket is open (every kind counts,
// so `[1,2)` nests like `(1,2)`); empty if brackets do not balance.
std::vector<absl::string_view> SplitTopLevel(absl::string_view text,
                                             absl::string_view separator);

// Whether text[0] is a bracket closed by text's last character.
bool OuterBracketsSpanAll(absl::string_view text);

// The structure of normalized `text`: a union `A \cup B`, a set `\{…\}`
// (or `{1, 2}`), a tuple or interval `(…)`, `[…)`, …, a bare list `1, 2`
// (or one `a \pm b`); kNone for anything else.
Structure StructureOf(absl::string_view text);

// `a \pm b` elements become `a + b` and `a - b` (one `\pm` each).
std::vector<std::string> ExpandPlusMinus(const std::vector<absl::string_view>& elements);

// A matrix: rows of cells, every row as long (at least one of each).
using Matrix = std::vector<std::vector<absl::string_view>>;

// `text` without the `$` and spaces around it.
absl::string_view TrimMath(absl::string_view text);

// Whether raw `text` holds what every matrix MatrixOf reads holds: `[[`
// (`[[1,2],[3,4]]`, also inside `Matrix(…)`) or `\begin{`. One pass over
// the text; false for most answers.
bool HoldsMatrixMark(absl::string_view text);

// A matrix written as a LaTeX environment (`pmatrix`, `bmatrix`,
// `Bmatrix`, `vmatrix`, `Vmatrix`, `matrix`, `smallmatrix`, `array`
// inside `\left(`…`\right)` or brackets) or as nested lists
// (`[[1,2],[3,4]]`, `Matrix([[1,2],[3,4]])`), after an optional label
// `A =`; read from the raw answer, whose `\\` normalizing would erase.
// Nullopt when `text` is none (always when !HoldsMatrixMark(text)).
std::optional<Matrix> MatrixOf(absl::string_view text);

// A number times a tuple in normalized text, `3(1,2)` (also `3\cdot(1,2)`,
// and `3\langle 1,2\rangle`, whose brackets normalizing made round): the
// vector's elements, each written `(3)\cdot(1)`; nullopt for anything
// else (`f(1,2)`, `3[1,2)`).
std::optional<std::vector<std::string>> ScaledTupleOf(absl::string_view text);

// Matrices cell by cell, whatever their brackets (`vmatrix` too: a matrix,
// not its determinant), after working out what is written as sums,
// products and multiples of matrices (`A + B`, `A B`, `2A`, for written
// matrices A and B; never a determinant); a one-row or one-column matrix also equals a
// tuple `(…)` or `[…]` of its entries in order. Nullopt when neither side
// is a matrix; a matrix equals nothing else. `same` compares two cells (or
// a cell and a tuple's element) one level deeper than `depth`; at
// kMaxStructureDepth the texts themselves are compared.
std::optional<bool> MatricesEquivalent(
    absl::string_view answer, absl::string_view reference, int depth,
    absl::FunctionRef<bool(absl::string_view, absl::string_view)> same);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_MATH_STRUCTURES_H_
