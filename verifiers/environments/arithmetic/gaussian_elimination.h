// GaussianElimination (RLVE-Gym "GaussianElimination"): find integers
// x[0..N-1] satisfying M linear equations with a planted integer solution.
//
// Level d (RLVE's controller after d updates): N = 3, then floor(1.1 N) + 1
// per level (3, 4, ..., 10, 12, 14, ...); M = floor(N·k/10) with k uniform
// in 20..30 (RLVE's multiples 2.0, 2.1, ..., 3.0); the planted x[i]
// uniform in 1..N; each coefficient is non-zero with odds 1/2 and then
// uniform in 1..max(1, floor(N/5)); an all-zero equation is drawn again.
// Levels 0..18 (N <= 40; up to there RLVE's float product int(2.3·N) etc.
// equals the exact floor).
// Instance: {"x": [the planted solution: 2..60 ints in -10^6..10^6],
// "equations": [[N coefficients in -1000..1000, not all 0], ...] (1..180
// rows)}; the right-hand sides are derived.
// Answer: N integers x[0] ... x[N-1] in <answer> (else \boxed{}). Verifier
// `gaussian_elimination` (RLVE's ladder, "(satisfied/all)^beta"): -1
// unparseable or not exactly N integers (RLVE's wrong_format), else
// (equations satisfied / M)^beta, beta = 10; any solution earns 1. Sums
// are exact in 128 bits; an integer beyond 64 bits is read as -2^63.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_GAUSSIAN_ELIMINATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_GAUSSIAN_ELIMINATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterGaussianEliminationEnvironment(Catalog& catalog,
                                                    const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_GAUSSIAN_ELIMINATION_H_
