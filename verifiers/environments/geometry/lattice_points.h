// What the geometry family shares: points with integer coordinates, each
// a row [x, y] (the instances' "points" field), kept exact. Coordinates
// are bounded by the members (|v| <= 10^9), so a difference fits 32 bits
// plus a sign and every cross product is taken in 128 bits.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_LATTICE_POINTS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_LATTICE_POINTS_H_

#include <cstdint>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "verifiers/environments/random.h"

namespace referee {
namespace environments {

// (a - o) x (b - o): > 0 if o, a, b turn counterclockwise, < 0 clockwise,
// 0 if collinear. Each argument is a row [x, y].
__int128 LatticeCross(const std::vector<int64_t>& o, const std::vector<int64_t>& a,
                      const std::vector<int64_t>& b);

// `n` distinct points with coordinates in 0..side, no three on one line,
// drawn one after another as RLVE-Gym's geometry generators draw them:
// each new point uniform among the cells that are neither taken nor on a
// line through two earlier points. RLVE redraws x then y uniformly until
// the cell qualifies; we do the same for up to 64 draws, then pick
// uniformly among the qualifying cells by counting them (the same
// distribution, with bounded work). A cell is marked once it stops
// qualifying: O(side^2) memory, and each new point walks the lattice
// points of its line through every earlier point. If no cell qualifies
// (never seen for n <= side in simulation: with n = side the last point
// still has over 1% of the grid free at side 500), the draw restarts, at
// most 8 times; after that the points drawn so far are returned (fewer
// than n). Requires 1 <= n, 0 <= side, (side + 1)^2 <= 2^31.
std::vector<std::vector<int64_t>> GeneralPositionPoints(int64_t n, int64_t side,
                                                        tasks::Rng& rng);

// OK if the points are distinct and no three lie on one line; else an
// InvalidArgument naming `field` (BadInstance). O(n^2 log n): per point,
// the directions to the others reduced by their gcd, sorted.
absl::Status CheckGeneralPosition(absl::string_view field,
                                  const std::vector<std::vector<int64_t>>& points);

// The vertices of the convex hull of distinct points, counterclockwise
// from the least (x, y), without points on the hull's edges (Andrew's
// monotone chain, popping on a cross product <= 0). Fewer than three
// points, or all on one line: the hull is degenerate (at most 2 vertices).
std::vector<std::vector<int64_t>> ConvexHullVertices(
    std::vector<std::vector<int64_t>> points);

// Twice the area of a simple polygon given by its vertices in order
// (the shoelace sum), >= 0.
__int128 TwicePolygonArea(const std::vector<std::vector<int64_t>>& polygon);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_LATTICE_POINTS_H_
