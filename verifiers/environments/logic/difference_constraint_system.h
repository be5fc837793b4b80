// Difference constraints (RLVE-Gym "DifferenceConstraintSystem"): find
// integers x[0..N-1] satisfying M inequalities x[i] - x[j] <= c.
//
// Level d: RLVE's controller, N = 3 then int(1.1 N + 1) per level (3, 4,
// ..., 10, 12 at d = 8, 226 at d = 35); M = int(m N) for m drawn uniformly
// from RLVE's list 1.0, 1.1, ..., 2.0 (the product as RLVE's doubles give
// it; rlve_multiple.h), at most N(N-1). As RLVE draws it: a hidden
// solution, each x[i] uniform in [-N, N]; M distinct ordered pairs (i, j),
// i != j, a uniform sample in random order; c = x[i] - x[j] + uniform
// 0..5. Levels 0..35 (N = 226, at most 452 inequalities: a prompt of about
// 10 KB; RLVE's controller has no top).
// Deviation from RLVE (generation): when no inequality involves x[N-1],
// the variable of the first inequality's left side and x[N-1] exchange
// their names (values and inequalities alike). The reference then always
// ends with a constrained variable, so changing its last digit is never a
// solution (below); RLVE's instances with x[N-1] unconstrained (a share
// (1 - 2/N)^M, between e^-4 and e^-2 at large N) come out relabelled.
// Instance: {"n": int (2..1000), "constraints": [[i, j, c], ...] (1..5000
// rows: x[i] - x[j] <= c, 0 <= i, j < n, i != j, |c| <= 10^9),
// "solution": [int, ...] (optional: n values, |x| <= 10^9, satisfying every
// inequality, which generated instances carry: checked when given)}.
// Without "solution" the reference output is empty (feasibility is not
// checked).
// Answer: the final <answer> (else \boxed{}) content as N whitespace-
// separated integers x[0] .. x[N-1] ("3 -1 0"), of any size: RLVE reads
// them with Python's int(), and adding a constant to a solution gives a
// solution, so a value past 64 bits is read exactly (as a signed big
// integer) and scored like any other. The reference is the stored solution
// with x[N-1] raised to its largest value the others allow and everything
// shifted so that x[N-1] = 0 (or, without an upper bound on x[N-1],
// lowered to its least value and shifted to -1): changing its last digit
// (0 -> 1, -1 -> -2) breaks an inequality.
// Verifier `difference_constraint_system` (RLVE's ladder, range [-1, 1]):
// -1 if unparseable or the count is not N (RLVE's wrong_format: it has no
// -0.5 rung); else (satisfied inequalities / M)^beta, beta = 5. Full credit
// (correct) exactly for any solution.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_DIFFERENCE_CONSTRAINT_SYSTEM_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_DIFFERENCE_CONSTRAINT_SYSTEM_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterDifferenceConstraintSystemEnvironment(Catalog& catalog,
                                                           const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_DIFFERENCE_CONSTRAINT_SYSTEM_H_
