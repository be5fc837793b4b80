// CountdownClose (RLVE-Gym "CountdownClose"): given some numbers and a
// target, write an expression that uses every number exactly once, with
// + - * / and parentheses, whose value lies as close to the target as
// possible.
//
// Level d (RLVE's controller after d updates): N = d + 3 numbers; a
// maximum A uniform among 8, 16, 24, 32, 40, 48 (RLVE's list); the target
// uniform in 0..10A, then each number uniform in 1..A. Levels 0..4 (N = 7,
// the top of RLVE's held-out test set, which draws levels 0..4; RLVE
// computes no reference past 6 numbers and passes only an exact hit there,
// which is what 1/(1+d) over (1+d*) gives whenever the target is reachable,
// as it was in every 7-number problem of that set we drew; past 7 numbers
// the exhaustive search grows too fast). Level 4 generates in about 4 ms
// (the search stops at an exact hit); an explicit instance with no exact
// hit may take up to about 1 s and 150 MB (7 small primes, target 9973).
// Instance: {"numbers": [2..7 ints in 1..100], "target": int (0..10000)}.
// The least distance d* is derived: for every subset of the numbers, the
// set of exact rational values its expressions reach (each split into two
// parts, the six ways + a-b b-a * a/b b/a of combining them); the full set
// is scanned, not stored, for the value nearest the target (stopping at an
// exact hit), in 128-bit arithmetic.
// Answer: the final <answer> (else \boxed{}) content, ASCII whitespace
// trimmed, under Referee's Countdown grammar (parsing/arith.h: non-negative
// integer literals, binary + - * /, parentheses, spaces and newlines),
// evaluated exactly.
// Verifier `countdown_close` (RLVE's "1/(1+|answer-target|)" reward divided
// by RLVE's passing threshold 1/(1+d*), range [-1, 1]): -1 if unparseable
// (no final answer, outside the grammar, or a division by zero, which RLVE's
// eval() also turns into wrong_format); -0.5 if the literals are not
// exactly the numbers as a multiset (RLVE's invalid_expression); else
// (1 + d*) / (1 + d), d = |value - target|. Full credit (correct) iff
// d = d*: any nearest expression.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_COUNTDOWN_CLOSE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_COUNTDOWN_CLOSE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterCountdownCloseEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_COUNTDOWN_CLOSE_H_
