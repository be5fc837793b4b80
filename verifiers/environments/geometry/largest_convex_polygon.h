// LargestConvexPolygon (RLVE-Gym "LargestConvexPolygon"): N points with
// integer coordinates, labelled 1..N, distinct and no three on one line;
// choose as many as possible that are the vertices of a convex polygon
// (every chosen point a vertex of the chosen points' convex hull).
//
// Level d (RLVE's controller after d updates): N = 5 + d (13 at d = 8);
// the points have coordinates in 0..N, drawn as RLVE draws them (each
// uniform among the cells off every line through two earlier points:
// lattice_points.h). Levels 0..95 (N = 100: the reference is O(N^3);
// RLVE's controller has no top).
// Instance: {"points": [[x, y], ...]}, 3..100 points with |x|, |y| <= 10^9,
// distinct, no three on one line (checked: the prompt says so, and the
// optimum relies on it). The optimum and one largest polygon are derived:
// the directed edges sorted by angle, then per start vertex the longest
// chain of edges in that order closing at the start (each convex polygon
// is such a chain from its vertex whose outgoing edge comes first, and
// every closed chain of turning at most one full turn is convex), O(N^3).
// Answer: the chosen labels in the final <answer> (else \boxed{}),
// whitespace-separated, in any order. Verifier `largest_convex_polygon`
// (RLVE's "(answer/gold)^beta" ladder, range [-1, 1]): -1 unparseable (no
// final answer, or a token that is not an integer); -0.5 a label outside
// 1..N or repeated (RLVE's invalid_solution); -0.2 fewer than 3 points, or
// a chosen point inside the hull of the others (RLVE's
// unsuccessful_solution); else (chosen / optimum)^beta, beta = 5 (param
// `beta`). Any largest convex polygon is full credit (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_LARGEST_CONVEX_POLYGON_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_LARGEST_CONVEX_POLYGON_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterLargestConvexPolygonEnvironment(Catalog& catalog,
                                                     const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_LARGEST_CONVEX_POLYGON_H_
