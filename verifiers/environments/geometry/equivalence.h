// equivalence (seed 003 App. C.1, its spatial-2D subtask 5; source
// `VAST:equivalence`): two shapes drawn as pictures; are they congruent
// under a rotation and an optional mirror?
//
// Conventions (polyominoes.h, stated in the prompt): a shape is a set of
// cells taken with its tight bounding box, so shapes are compared up to
// translation; rotations are clockwise; the mirror is left <-> right
// (polyominoes.h's kHorizontal, columns reversed).
//
// Definition. The pair (rotation R, reflect M), R in {0, 90, 180, 270} and
// M a boolean, maps shape A onto shape B when
//   Rotate(M ? Reflect(A, kHorizontal) : A, R / 90) == B
// (mirror first, then rotate; both normalised). A and B are congruent iff
// some pair maps A onto B. A mirror top <-> bottom or across a diagonal is
// such a pair too (vertical = horizontal then 180, the main diagonal =
// horizontal then 270, the other diagonal = horizontal then 90), so the
// pairs cover every congruence of the square grid. A shape with
// symmetries has several pairs; every one of them is right.
//
// Levels 0..8 (spatial_canvas.h's SpatialLevel; 1..3 are Table 5's rows):
// shape A is a piece of the level's size distribution (DrawShape), shown
// in an orientation drawn from the level's rotations and reflections.
// With probability 1/2, B is A turned by the level's rotation after the
// level's reflection (congruent). Otherwise B is not congruent: with
// probability 1/2 another piece of A's library not congruent to A (when
// there is one), else a near miss: A with one cell moved to another place
// next to the rest, still connected and not congruent to A (when there is
// none, as for the domino, a piece of another of the level's sizes); then
// shown in an orientation drawn as A's was.
//
// Instance: {"shape_a": [[r, c], ...], "shape_b": [[r, c], ...]}: each
// 1..25 cells, a shape field of spatial_canvas.h (canonical: distinct,
// sorted by (row, col), least row and least column 0; coordinates 0..15).
//
// Answer (seed 003's JSON, read as every spatial answer is:
// spatial_canvas.h's SpatialAnswerJson, the value of the last "answer"
// key, or the content of an <answer> span written after it):
//   congruent:      {"answer": {"rotation": 90, "reflect": true}}
//                   (other keys ignored; "congruent": true may be given)
//   not congruent:  {"answer": "impossible"} (any case, surrounding spaces
//                   ignored), or an object with "congruent": false or
//                   "impossible": true.
// Verifier `equivalence` (range [-1, 1]):
//   -1  unparseable: no answer (no "answer" key, or an <answer> span after
//       it that is not one JSON value), a string other than "impossible", an
//       object that says neither (no "rotation" or no "reflect"), a
//       "rotation" that is not a number, a "reflect" or "congruent" that
//       is not a boolean, or "not congruent" together with a "rotation";
//    1  (correct) "impossible" for non-congruent shapes, or any pair that
//       maps A onto B;
//    0  anything else: a pair that does not map A onto B, a rotation other
//       than the integers 0, 90, 180, 270 (360, -90, 90.0, 10^30 included),
//       "impossible" for congruent shapes, a pair for non-congruent ones.
// Reference: the first pair that works, reflect false before true, then
// rotations ascending; "impossible" otherwise.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_EQUIVALENCE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_EQUIVALENCE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterEquivalenceEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_EQUIVALENCE_H_
