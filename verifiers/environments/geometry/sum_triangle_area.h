// SumTriangleArea (RLVE-Gym "SumTriangleArea"): N distinct points with
// integer coordinates; answer the sum, over every choice of three of them,
// of twice the area of their triangle (a collinear triple counts 0). Twice
// a lattice triangle's area is an integer, so the answer is one.
//
// Level d (RLVE's controller after d updates): N = 4 + d; the N points are
// distinct, drawn uniformly from the lattice points of [0, N]^2 (RLVE's
// random.sample of that grid). Levels 0..496 (N = 500: the reference
// sorts N - 1 directions around each point, O(N^2 log N), well under a
// millisecond below N = 100 and a few milliseconds at the top; the answer
// stays below N^5 / 6, far inside 64 bits; RLVE's controller has no top).
// Instance: {"points": [[x, y], ...]}, 3..500 distinct points with
// |x|, |y| <= 10^5 (checked). The answer is derived: around each point p
// (in (x, y) order) the later points' directions, sorted by angle within a
// half-plane, give sum over pairs u before v of cross(u, v) >= 0. Bounds:
// each triangle's doubled area is <= (2 * 10^5)^2 and there are fewer than
// 2.1 * 10^7 triangles, so the sum stays below 8.4 * 10^17.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `sum_triangle_area` (RLVE's "(min/max)^beta" ladder, range [-1, 1]): -1
// if unparseable or negative (RLVE's wrong_format); 1 for the sum; else
// (min(answer, gold) / max(answer, gold))^beta, beta = 10 (param `beta`),
// so 0 earns 0 unless the sum is 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_SUM_TRIANGLE_AREA_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_SUM_TRIANGLE_AREA_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSumTriangleAreaEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_SUM_TRIANGLE_AREA_H_
