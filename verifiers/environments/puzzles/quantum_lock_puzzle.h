// QuantumLockPuzzle (RLVE-Gym "QuantumLockPuzzle"): a bit X starts at 0
// and an integer Y at Y_start; N buttons each carry two rules, one used
// while X = 0 and one while X = 1, each adding a value to Y, subtracting
// one, or multiplying Y by 2 or 3; every press applies the pressed
// button's rule for the current X and then flips X. Press the buttons (any
// order, repeats allowed) so that Y ends equal to Y_target.
//
// Level d (RLVE's controller after d updates): N = 2 + d (10 at d = 8);
// Y_start uniform in -N..N; each rule is + (weight 2), - (2) or × (1),
// with a value uniform in 1..N for + and -, in 2..3 for ×; then RLVE's
// steps s uniform in 2..10, plus 0 or 1, random presses: Y_target is the
// last value of Y that had not been seen before along them, and the
// presses up to it the reference (Y_target = Y_start and an empty
// reference if Y never left Y_start, which a × rule on Y = 0 allows). Any
// press sequence ending at Y_target earns full credit. The reference's
// last press is the largest button doing the same on that step: changing
// its last digit then never reaches Y_target (Referee's "corrupted
// reference" property; if a whole decade of buttons ties, which no level
// makes likely, the problem is drawn again). Levels 0..98 (N <= 100;
// RLVE's controller has no top).
// Instance: {"n": int (2..100), "y_start": int (|y_start| <= 10^12),
// "rules": n rows [op0, value0, op1, value1] (button i's rules for X = 0
// and X = 1; op 0 is +, 1 is -, 2 is ×; values 1..10^6 for + and -, 2..3
// for ×), "y_target": int (|y_target| <= 10^12), "solution": [int, ...]
// (optional, 1..1000 presses in 0..n-1, checked to end at y_target;
// generated instances carry it unless it is empty)}. The reference answer
// is the solution, or an empty answer when y_target = y_start; an explicit
// instance with neither has an empty reference output.
// Answer: the final <answer> (else \boxed{}) content: whitespace-separated
// integers `[+-]?[0-9]+`, the buttons pressed in order (an empty answer
// presses nothing).
// Verifier `quantum_lock_puzzle` (RLVE's ladder, range [-1, 1]): -1 if
// unparseable (no final answer, or a token that is no integer: RLVE's
// wrong_format); -0.5 if any press names a button outside 0..N-1, an
// integer past 64 bits included (RLVE's invalid_solution); else 1
// (correct) if Y ends at Y_target, 0 otherwise. Exact: Y is simulated in
// 64-bit integers until |Y| > 2^61; from there each press moves |Y| down
// by at most 10^6 (× never shrinks a non-zero Y), so the ~2·10^12 presses
// needed to come back to |Y_target| <= 10^12 exceed any answer and the
// score is 0 (after checking every button for the -0.5 rung).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_QUANTUM_LOCK_PUZZLE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_QUANTUM_LOCK_PUZZLE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterQuantumLockPuzzleEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_QUANTUM_LOCK_PUZZLE_H_
