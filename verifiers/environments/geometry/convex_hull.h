// ConvexHull (RLVE-Gym "ConvexHull"): N points with integer coordinates,
// distinct and no three on one line; answer twice the area of their
// convex hull (an integer).
//
// Level d (RLVE's controller after d updates): N = 5, then
// floor(1.1 N) + 1 per level (5, 6, ..., 10, 12, 14, 16 at d = 8); the
// points have coordinates in 0..N, drawn as RLVE draws them (each uniform
// among the cells off every line through two earlier points:
// lattice_points.h). Levels 0..34 (N = 249: generation marks the lattice
// points of ~N^2/2 lines, about 4 * 10^5 cell visits, and the instance
// check sorts N^2 directions, a few milliseconds there; RLVE's controller
// has no top).
// Instance: {"points": [[x, y], ...]}, 3..500 points with |x|, |y| <= 10^9,
// distinct, no three on one line (checked: the prompt says so). The
// answer is derived (monotone chain, shoelace sum in 128 bits).
// Answer: one integer in <answer> (else \boxed{}). Verifier `convex_hull`
// (RLVE's "(min/max)^beta" ladder, range [-1, 1]): -1 if unparseable or
// <= 0 (RLVE's wrong_format); 1 for twice the hull's area; else
// (min(answer, gold) / max(answer, gold))^beta, beta = 5 (param `beta`).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_CONVEX_HULL_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_CONVEX_HULL_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterConvexHullEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_CONVEX_HULL_H_
