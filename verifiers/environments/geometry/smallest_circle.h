// SmallestCircle (RLVE-Gym "SmallestCircle"): N points with integer
// coordinates, distinct and no three on one line; give the center (x, y)
// and the radius r of the smallest circle covering them all, as decimal
// numbers, with RLVE's tolerance 0.001 on the covering.
//
// Level d (RLVE's controller after d updates): N = RlveGrowth(4, d)
// (4, 5, ..., 10, 12, 14 at d = 8) points with coordinates in 0..2N, drawn
// as RLVE draws them (each uniform among the cells off every line through
// two earlier points: lattice_points.h), then shuffled. Levels 0..29
// (N = 139: the generator marks the lattice points of every line through
// two points, O(N^3); RLVE's controller has no top).
// Instance: {"points": [[x, y], ...]}, 2..200 points with |x|, |y| <= 10^5
// (so every circle test is exact in 128 bits), distinct, no three on one
// line (checked: the prompt says so). The optimum is derived exactly: the
// incremental minimum enclosing circle (Welzl's algorithm made iterative)
// on the points in a fixed shuffled order, each circle kept as center
// (X / D, Y / D) and squared radius R2 / D^2 with integers X, Y, D, R2.
// Answer: "x y r" in the final <answer> (else \boxed{}): three numbers
// [+-]?(digits[.digits] | .digits)([eE][+-]?digits)?, at most 100 digits
// and exponent magnitude at most 100 each, all checked exactly (as exact
// decimals, BigNat). Verifier `smallest_circle` (RLVE's
// "(gold/answer)^beta" ladder, range [-1, 1]): -1 unparseable (no final
// answer, not three such numbers) or r <= 0 (RLVE's wrong_format); 0 some
// point farther than r + 0.001 from (x, y) (RLVE's invalid_solution); else
// min((optimum / r)^beta, 1), beta = 10 (param `beta`): full credit, and
// correct, iff r <= optimum exactly (possible thanks to the tolerance).
// RLVE tests the covering in doubles; the exact test agrees but for
// outputs within double rounding of the boundary.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_SMALLEST_CIRCLE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_SMALLEST_CIRCLE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSmallestCircleEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_SMALLEST_CIRCLE_H_
