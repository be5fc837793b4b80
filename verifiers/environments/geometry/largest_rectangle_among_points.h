// LargestRectangle_AmongPoints (RLVE-Gym "LargestRectangle_AmongPoints"):
// N points with integer coordinates, numbered 0..N-1 (RLVE's 0-based
// indices), not necessarily distinct; choose four of them that are the
// corners of a rectangle (any orientation) of the largest area.
//
// Level d (RLVE's controller after d updates): N = RlveGrowth(5, d)
// (5, 6, ..., 10, 12, 14, 16 at d = 8). Drawn as RLVE draws them: a corner
// (x, y) with x, y uniform in -ceil(N/2)..floor(N/2) (Python's -N // 2 ..
// N // 2), a step (dx, dy) in the same range, not (0, 0), and the square
// (x, y), (x + dx, y + dy), (x - dy, y + dx), (x + dx - dy, y + dy + dx);
// then N - 4 points uniform in [-N, N]^2; all shuffled. Levels 0..35
// (N = 274: about N^2 / 2 = 37,000 point pairs sorted; RLVE's controller
// has no top).
// Instance: {"points": [[x, y], ...]}, 4..300 points with |x|, |y| <= 10^9
// (repeats allowed, as RLVE's generator may draw them); Finish rejects an
// instance with no rectangle of positive area. The optimum is derived:
// two point pairs are the diagonals of a rectangle iff they have the same
// midpoint and the same length, so the pairs of distinct coordinates are
// sorted by (squared length, doubled midpoint) and every two pairs of one
// group are tried (area = |(C - A) x (B - A)| for diagonal A C and corner
// B), exact in 128 bits.
// Answer: four indices in the final <answer> (else \boxed{}), separated by
// whitespace, in any order. Verifier `largest_rectangle_among_points`
// (RLVE's "(answer/gold)^beta" ladder, range [-1, 1]): -1 unparseable (no
// final answer, a token that is not an integer, or not exactly four of
// them: RLVE's wrong_format); -0.5 an index outside 0..N-1, or four points
// that are not the corners of a rectangle of positive area (a repeated
// index or coordinate included: RLVE's invalid_solution); else
// (area / optimum)^beta, beta = 5 (param `beta`). Any largest rectangle is
// full credit (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_LARGEST_RECTANGLE_AMONG_POINTS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_LARGEST_RECTANGLE_AMONG_POINTS_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterLargestRectangleAmongPointsEnvironment(Catalog& catalog,
                                                            const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_LARGEST_RECTANGLE_AMONG_POINTS_H_
