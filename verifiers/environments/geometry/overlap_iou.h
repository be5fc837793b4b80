// overlap_iou (seed 003 App. C.1, its spatial-2D subtask 7; source
// `VAST:overlap_iou`): two shapes placed on an empty N x N grid, each with
// a given clockwise rotation and anchor; which cells do they share, how
// many, and how many cells do they cover together (the intersection and
// the union of intersection over union)?
//
// Conventions (polyominoes.h and spatial_canvas.h's kSpatialConventions,
// stated in the prompt): a cell is (row, col), row 0 at the top; a shape
// is drawn as it is before its rotation; rotations are clockwise and the
// rotated shape is taken with its tight bounding box; the anchor [r, c] is
// the grid cell of that box's top-left corner.
//
// Definition. P(X) = the cells of Rotate(X, turns_X) shifted by anchor_X
// (spatial_canvas.h's PlacedCells); the answer is the intersection
// P(A) ∩ P(B) as a set of cells, its size, and the size of P(A) ∪ P(B).
//
// Levels 0..8 (spatial_canvas.h's SpatialLevel; 1..3 are Table 5's rows:
// grids 5 x 5, 6 x 6, 7 x 7): N = the level's canvas (no obstacles: the
// grid is empty); each shape a piece of the level's size distribution
// (DrawShape) with a rotation of the level (DrawRotation); A's anchor
// uniform among those that fit; B's, with probability 3/4, uniform among
// the fitting anchors where B overlaps A (when there is one), else among
// all that fit.
//
// Instance: {"size": N, "shape_a": [[r, c], ...], "rotation_a": q,
// "anchor_a": [r, c], "shape_b": ..., "rotation_b": ..., "anchor_b": ...}:
// N in 1..16; each shape 1..25 cells, a shape field of spatial_canvas.h
// (canonical: distinct, sorted by (row, col), least row and least column
// 0); q the quarter turns clockwise, 0..3; anchors in 0..N-1, and each
// rotated shape must fit inside the grid at its anchor.
//
// Answer (seed 003's JSON, read as every spatial answer is:
// spatial_canvas.h's SpatialAnswerJson, the value of the last "answer"
// key, or the content of an <answer> span written after it):
//   {"answer": {"intersection": [[r, c], ...], "intersection_count": i,
//               "union_count": u}}
// the cells in any order (the prompt asks for (row, col) order; other keys
// ignored). Verifier `overlap_iou` (range [-1, 1]):
//   -1  unparseable: no answer (no "answer" key, or an <answer> span after
//       it that is not one JSON value), not an object, one of the three keys
//       missing, "intersection" not a list of [r, c] pairs of numbers, a
//       count that is not a number;
//    1  (correct) the intersection's cells, each once, and both counts;
//    0  anything else (a cell missing, extra or listed twice, a number
//       that is not an integer, either count wrong).
// Reference: the intersection in (row, col) order and the two counts.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_OVERLAP_IOU_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_OVERLAP_IOU_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterOverlapIouEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_OVERLAP_IOU_H_
