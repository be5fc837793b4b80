// Rotate & Place (seed 003, VAST, App. C.1 task 2, "rotate by a prescribed
// angle and place at a given anchor"): an N x N canvas (spatial_canvas.h:
// '.', '#' obstacles, 'B'/'C' letters of earlier pieces, 't' targets), a
// polyomino, an angle in {0, 90, 180, 270} degrees clockwise and an anchor
// [r, c] inside the canvas. The shape is rotated (then taken with its
// tight bounding box again) and placed with that box's top-left at
// [r, c]. The answer is the set of canvas cells it covers when that
// placement is legal (every cell inside, none on '#' or a letter), and
// "impossible" when it is not: listing the cells needs the rotated shape
// exactly, so a wrong rotation cannot earn the credit.
//
// Level d (spatial_canvas.h, SpatialLevelFor): Table 5's canvas, shape
// sizes, obstacles, decoys and rotations ({0, 90} or the full set at
// level 1; {0, 90} at the 4x4 warm-up 0). A fifth of the draws are
// impossible: the anchor is drawn uniformly among those where the rotated
// shape is illegal but the unrotated one is legal (any illegal anchor when
// the rotation leaves the shape as it was), so the conflict shows only
// after rotating; the others uniformly among the anchors where the rotated
// shape is legal. A draw with no such anchor is drawn again.
// Instance: {"size": N (1..16), "canvas": N rows of N codes (0 '.',
// 1 '#', 2 'B', 3 'C', 4 't'), "shape": [[r, c], ...] (1..25 cells,
// canonical: spatial_canvas.h), "rotation": quarter turns clockwise
// (0..3), "row", "col": the anchor (0..N-1)}.
// Answer: {"answer": {"cells": [[r, c], ...]}} (any order; the reference
// lists them sorted) or {"answer": "impossible"} (ReadCellsAnswer).
// Verifier `rotate_place` (VAST ladder, [-1, 1]): -1 unparseable, 1 the
// answer above (every covered cell, each once), 0 anything else.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_ROTATE_PLACE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_ROTATE_PLACE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterRotatePlaceEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_ROTATE_PLACE_H_
