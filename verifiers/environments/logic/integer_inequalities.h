// Integer linear inequalities (RLVE-Gym "IntegerProgramming"): find
// integers x[0..N-1] satisfying M inequalities a_0 x[0] + ... + a_{N-1}
// x[N-1] >= b.
//
// Level d: RLVE's controller, N = 3 + d; M = int(m N) for m drawn uniformly
// from RLVE's list 1.0, 1.1, ..., 2.0 (the product as RLVE's doubles give
// it; rlve_multiple.h). As RLVE draws it: a hidden solution, each x[i]
// uniform in [-N, N]; per inequality each coefficient is nonzero with
// probability 1/2, then uniform in +-1..4 (a row of zeros is drawn again),
// and b = (the row's sum at the hidden solution) - uniform 0..2. Levels
// 0..27 (N = 30, at most 60 inequalities: a prompt under 10 KB; RLVE's
// controller has no top).
// Deviation from RLVE (generation): an instance is drawn again (the whole
// of it) when no solution pins x[N-1] (below): when x[N-1] is in no
// inequality, or its range given the others leaves every candidate's
// last-digit change still inside (a few percent of RLVE's instances at
// small N, fewer as N grows).
// Instance: {"n": int (2..200), "coefficients": [[a_0, ..., a_{n-1}], ...]
// (1..1000 rows of n integers, |a| <= 1000, not all zero), "bounds": [b,
// ...] (one per row, |b| <= 10^12), "solution": [int, ...] (optional: n
// values, |x| <= 10^9, satisfying every inequality, which generated
// instances carry: checked when given)}. Without "solution" the reference
// output is empty (feasibility is not checked).
// Answer: the final <answer> (else \boxed{}) content as N whitespace-
// separated integers x[0] .. x[N-1] ("3 -1 0"), of any size: RLVE reads
// them with Python's int(), so a value past 64 bits is read exactly and
// every sum is computed exactly. The reference is the stored solution with
// x[N-1] moved (the others fixed) to a value of its feasible range whose
// last-digit change (d -> d + 1, 9 -> 0) leaves the range: the stored value
// itself when it qualifies, else the first that does among the range's
// 21 lowest values, then its 21 highest.
// Verifier `integer_inequalities` (RLVE's ladder, range [-1, 1]): -1 if
// unparseable or the count is not N (RLVE's wrong_format: it has no -0.5
// rung); else (satisfied inequalities / M)^beta, beta = 5. Full credit
// (correct) exactly for any solution.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_INTEGER_INEQUALITIES_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_INTEGER_INEQUALITIES_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterIntegerInequalitiesEnvironment(Catalog& catalog,
                                                    const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_INTEGER_INEQUALITIES_H_
