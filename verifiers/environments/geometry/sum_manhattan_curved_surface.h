// SumManhattan_CurvedSurface (RLVE-Gym "SumManhattan_CurvedSurface", Luogu
// P3636): P(k) is the sum of (|x| + |y| + |z|)^2 over the integer points
// (x, y, z) of the surface x y z = k; what is P(A) + ... + P(B)?
//
// Reference: for k > 0 the points are the ordered positive factorisations
// k = a b c, each with the 4 sign patterns of an even number of minus
// signs, so the answer is 4 (S(B) - S(A - 1)) with S(n) the sum of
// (a + b + c)^2 over positive a b c <= n. S(n) groups a by the quotient
// q = floor(n / a) and, for each q, sums over the pairs b c <= q the
// count, the sum of b + c and the sum of (b + c)^2 (again grouped by
// floor(q / b)), as RLVE's reference does: O(n^(3/4)) steps, exact in
// unsigned 128 bits (4 S(10^6) < 2^63; every partial product stays below
// 2^90). The test checks it against enumerating the divisor triples of
// each k.
//
// Level d (RLVE's controller after d updates): MAX_A_B = 5, then
// floor(1.5 MAX_A_B) per level (5, 7, 10, 15, 22, 33, 49, 73, 109 at
// d = 8); A uniform in 1..MAX_A_B, B uniform in A..MAX_A_B. Levels 0..30
// (MAX_A_B = 810325: a few 10^4 grouped steps, a few ms; RLVE's controller
// has no top).
// Instance: {"a": 1..1000000, "b": a..1000000}. The answer is derived.
// Answer: one integer in <answer> (else \boxed{}), read exactly whatever
// its length. Verifier `sum_manhattan_curved_surface` (RLVE's
// "(min/max)^beta", range [-1, 1]): -1 unparseable or negative; 1 the sum;
// else (min(a, g) / max(a, g))^beta, beta = 10 (param `beta`).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_SUM_MANHATTAN_CURVED_SURFACE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_SUM_MANHATTAN_CURVED_SURFACE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSumManhattanCurvedSurfaceEnvironment(Catalog& catalog,
                                                          const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_SUM_MANHATTAN_CURVED_SURFACE_H_
