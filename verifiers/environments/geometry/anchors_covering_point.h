// anchors_covering_point (seed 003 App. C.1, its spatial-2D subtask 8;
// source `VAST:anchors_covering_point`): at a fixed rotation, every anchor
// where a shape can be placed legally on the canvas and covers a target
// cell.
//
// Conventions (polyominoes.h and spatial_canvas.h's kSpatialConventions,
// stated in the prompt): a cell is (row, col), row 0 at the top; the shape
// is drawn as it is before its rotation; rotations are clockwise and the
// rotated shape is taken with its tight bounding box; the anchor [r, c] is
// the canvas cell of that box's top-left corner; a placement is legal when
// every cell is inside the canvas and on '.' or 't' (obstacles '#' and
// letters 'B', 'C' block).
//
// Definition. S = Rotate(shape, rotation). The answer is the set of
// anchors (r, c) with spatial_canvas.h's CanvasView::Legal(S, r, c) whose
// placed cells (PlacedCells) include the target; possibly empty (e.g. when
// the target itself is blocked).
//
// Levels 0..8 (spatial_canvas.h's SpatialLevel; 1..3 are Table 5's rows):
// the level's canvas with its obstacles and decoy letters (DrawCanvas), a
// piece of its size distribution (DrawShape) and a rotation of it
// (DrawRotation). The target is a free cell: with probability 1/8 one that
// no legal placement covers (when there is one), else one that some legal
// placement covers; it is marked 't' when it was empty.
//
// Instance: {"size": N, "canvas": N rows of N codes, "shape": [[r, c], ...],
// "rotation": q, "target": [r, c]}: N in 1..16, codes 0..4 (spatial_canvas.h:
// '.', '#', 'B', 'C', 't'), the shape 1..25 cells, a shape field of
// spatial_canvas.h (canonical: distinct, sorted by (row, col), least row
// and least column 0), q the quarter turns clockwise 0..3, the target
// inside the canvas.
//
// Answer (seed 003's JSON, read as every spatial answer is:
// spatial_canvas.h's SpatialAnswerJson, the value of the last "answer"
// key, or the content of an <answer> span written after it): a list of
// [r, c] anchors, {"answer": [[0, 1], [1, 1]]}, or {"answer": []}; the
// prompt asks for (row, col) order, but any order is accepted (the set is
// graded). Verifier `anchors_covering_point` (range [-1, 1]):
//   -1  unparseable: no answer (no "answer" key, or an <answer> span after
//       it that is not one JSON value), not a list, a member that is not an
//       [r, c] pair of numbers;
//    1  (correct) exactly the anchors of the definition, each once;
//   else (hits / (|T| + listed - hits))^beta, beta = 5 (param `beta`),
//       where T is the true set, hits the distinct listed anchors in T and
//       listed the number of entries (repeats and wrong entries, non-
//       integers included): the Jaccard index of the sets when nothing is
//       repeated; a repeat counts as a wrong entry. It is 1 only for the
//       exact set, so anything else stays below 1 (kept there, as for
//       every graded ladder: rlve_ladder.h's PartialCredit); an empty T
//       with a non-empty answer is 0.
// Reference: the anchors in (row, col) order.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_ANCHORS_COVERING_POINT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_ANCHORS_COVERING_POINT_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterAnchorsCoveringPointEnvironment(Catalog& catalog,
                                                     const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_ANCHORS_COVERING_POINT_H_
