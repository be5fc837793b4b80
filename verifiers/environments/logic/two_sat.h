// 2-SAT (RLVE-Gym "TwoSAT"): find 0/1 values x[0..N-1] that satisfy every
// clause of a 2-CNF formula, each clause the OR of two literals (x[i] or
// !x[i]) on distinct variables.
//
// Level d: RLVE's controller, N = 3 then int(1.1 N + 1) per level (3, 4, 5,
// ..., 10, 12 at d = 8, 139 at d = 30); M = int(m N) clauses for a
// multiplier m drawn uniformly from RLVE's list 1.0, 1.1, ..., 5.0 (the
// product as RLVE's doubles give it: 4.6 * 25 -> 114; rlve_multiple.h).
// A hidden assignment (each x[i] uniform 0/1) is drawn first; each clause
// takes two distinct uniform variables and uniform signs, all redrawn
// until the hidden assignment satisfies it, as RLVE does. Levels 0..30
// (N = 139, at most 695 clauses: a prompt of about 15 KB; RLVE's
// controller has no top).
// Instance: {"n": int (2..1000), "clauses": [[i, p, j, q], ...] (1..5000
// clauses: the literals of variables i and j, 0 <= i, j < n, i != j, each
// positive (x[i]) when its sign p / q is 1 and negated (!x[i]) when it is
// 0), "assignment": [int, ...] (optional: n values 0/1 satisfying every
// clause, which generated instances carry: checked when given)}. Without
// "assignment" the reference output is empty (satisfiability is not
// checked).
// Answer: the final <answer> (else \boxed{}) content as N whitespace-
// separated integers, x[0] .. x[N-1] in order ("0 1 1"). The reference is
// the stored assignment with x[N-1] set to 1 when that still satisfies
// every clause, so that changing its last digit (1 -> 2, or 0 -> 1 where 1
// breaks a clause) never gives a solution.
// Verifier `two_sat` (RLVE's ladder, range [-1, 1]): -1 if unparseable,
// if the count is not N or a value is not 0 or 1 (RLVE's wrong_format: it
// has no -0.5 rung here); else (satisfied clauses / M)^beta, beta = 10.
// Full credit (correct) exactly for any satisfying assignment.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_TWO_SAT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_TWO_SAT_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTwoSatEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_TWO_SAT_H_
