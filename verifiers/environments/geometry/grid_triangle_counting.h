// GridTriangleCounting (RLVE-Gym "GridTriangleCounting"): how many
// non-degenerate triangles have their three vertices among the lattice
// points (x, y) with 0 <= x <= N and 0 <= y <= M.
//
// Level d (RLVE's controller after d updates): MAX_N_M = 5, then
// floor(1.5 MAX_N_M) per level (5, 7, 10, 15, 22, 33, 49, 73, 109 at
// d = 8); N then M uniform in 1..MAX_N_M. Levels 0..30 (MAX_N_M = 810325:
// the reference sieves Euler's phi up to min(N, M), a few milliseconds
// there; RLVE's controller has no top).
// Instance: {"n": 1..10^6, "m": 1..10^6}. The answer is derived: all
// triples of the P = (N + 1)(M + 1) points, C(P, 3), minus the collinear
// ones: (M + 1) C(N + 1, 3) on rows, (N + 1) C(M + 1, 3) on columns, and
// for slanted segments with run dx >= 1 and rise dy >= 1 (two slopes each,
// (N + 1 - dx)(M + 1 - dy) places each) gcd(dx, dy) - 1 middle points,
// summed as 2 * sum_{g >= 2} phi(g) S_N(g) S_M(g) with
// S_N(g) = sum_{k >= 1, kg <= N} (N + 1 - kg) (since gcd - 1 =
// sum of phi over the divisors > 1 of the gcd). Unsigned 128 bits: below
// P^3 / 6 < 1.7e35 at N = M = 10^6.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `grid_triangle_counting` (RLVE's "(min/max)^beta" ladder with its
// `<= 0` check, range [-1, 1]): -1 unparseable or <= 0; 1 for the count;
// else (min(answer, count) / max(answer, count))^beta, beta = 10 (RLVE's
// default; param `beta`).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_GRID_TRIANGLE_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_GRID_TRIANGLE_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterGridTriangleCountingEnvironment(Catalog& catalog,
                                                     const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_GRID_TRIANGLE_COUNTING_H_
