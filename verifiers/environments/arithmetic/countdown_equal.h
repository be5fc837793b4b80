// CountdownEqual (RLVE-Gym "CountdownEqual"): given some numbers and a
// target, write an expression that uses every number exactly once, with
// + - * / and parentheses, whose value is exactly the target.
//
// Level d (RLVE's controller after d updates): N = d + 3 numbers; a
// maximum A uniform among RLVE's 8, 16, 24, 32, 40, 48, drawn once; then,
// until the target is reachable (below), the target uniform in 0..10A and
// each number uniform in 1..A. Levels 0..4 (N = 7, as `countdown_close`:
// the top of RLVE's held-out test set, which draws levels 0..4; past 7
// numbers the exhaustive search of an explicit instance with no solution
// grows too fast). Level 4 generates in about 0.5 ms (the search stops at
// the first hit); an explicit instance with no solution is searched to the
// end: about 0.1 s for 97 89 83 79 73 71 67 and target 9890.
// Reachable is RLVE's generator condition: some way of repeatedly replacing
// two of the numbers x, y by x + y, x - y (x >= y), x * y or x / y (y > 0
// dividing x) ends in the target, i.e. an expression tree over all the
// numbers with those whole, non-negative intermediate values. The reference
// is derived: per subset of the numbers, the set of such values its
// expressions reach (each split into two parts); the whole set's splits are
// then checked by look-up (for a value a of one part, the value the other
// part needs for each operation), smallest parts first, stopping at the
// first hit. Values stay below 101^7 < 2^47: no overflow.
// Instance: {"numbers": [2..7 ints in 1..100], "target": int (0..10000)};
// an instance whose target is not reachable in that sense is rejected.
// Answer: the final <answer> (else \boxed{}) content, ASCII whitespace
// trimmed. As RLVE, its literals are checked first: the maximal runs of
// ASCII digits, read as numbers, must be exactly the numbers as a multiset
// (else invalid); then it is read under Referee's Countdown grammar
// (parsing/arith.h: non-negative integer literals, binary + - * /,
// parentheses, spaces and newlines; no literal with a leading zero, which
// Python's eval() rejects) and evaluated exactly (rationals:
// intermediate fractions and negatives are allowed, as in RLVE's eval()).
// Verifier `countdown_equal` (RLVE's ladder, range [-1, 1]): -1 if there is
// no final answer, the text is outside the grammar, or it divides by zero
// (RLVE's eval() raises: wrong_format); -0.5 if the digit runs are not
// exactly the numbers (RLVE's invalid_expression, checked before the
// grammar as RLVE does, so an empty answer is -0.5); 1 (correct) if the
// value equals the target; else 0. Any expression with the target's value
// earns full credit.
// Deviations: RLVE accepts a value within 1e-5 of the target (a float
// comparison); here the value must equal it exactly (a value within 1e-5
// but not equal would need a denominator above 10^5: possible with 7
// numbers, and not the target). Unary minus, `**`, `//`, decimals and tabs,
// which RLVE's Python eval() may accept, are unparseable here (-1); a
// literal with a leading zero is -1 as in Python 3.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_COUNTDOWN_EQUAL_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_COUNTDOWN_EQUAL_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterCountdownEqualEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_COUNTDOWN_EQUAL_H_
