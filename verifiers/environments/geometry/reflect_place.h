// Reflect & Place (seed 003, VAST, App. C.1 task 3, "reflect in a
// prescribed mode and place at a given anchor"): an N x N canvas
// (spatial_canvas.h: '.', '#' obstacles, 'B'/'C' letters of earlier
// pieces, 't' targets), a polyomino, a reflection mode ("none";
// "horizontal": left <-> right; "vertical": top <-> bottom; "diagonal":
// rows <-> columns, the main diagonal) and an anchor [r, c] inside the
// canvas. The shape is reflected (then taken with its tight bounding box
// again) and placed with that box's top-left at [r, c]. The answer is the
// set of canvas cells it covers when that placement is legal (every cell
// inside, none on '#' or a letter), and "impossible" when it is not:
// listing the cells needs the reflected shape exactly, so a wrong
// reflection cannot earn the credit.
//
// Level d (spatial_canvas.h, SpatialLevelFor): Table 5's canvas, shape
// sizes, obstacles, decoys and reflections (none or horizontal at levels
// 0 and 1, horizontal or vertical at 2, all four from 3). A fifth of the
// draws are impossible: the anchor is drawn uniformly among those where
// the reflected shape is illegal but the original is legal (any illegal
// anchor when the reflection leaves the shape as it was), so the conflict
// shows only after reflecting; the others uniformly among the anchors
// where the reflected shape is legal. A draw with no such anchor is drawn
// again.
// Instance: {"size": N (1..16), "canvas": N rows of N codes (0 '.',
// 1 '#', 2 'B', 3 'C', 4 't'), "shape": [[r, c], ...] (1..25 cells,
// canonical: spatial_canvas.h), "reflection": 0 none, 1 horizontal,
// 2 vertical, 3 diagonal, "row", "col": the anchor (0..N-1)}.
// Answer: {"answer": {"cells": [[r, c], ...]}} (any order; the reference
// lists them sorted) or {"answer": "impossible"} (ReadCellsAnswer).
// Verifier `reflect_place` (VAST ladder, [-1, 1]): -1 unparseable, 1 the
// answer above (every covered cell, each once), 0 anything else.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_REFLECT_PLACE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_REFLECT_PLACE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterReflectPlaceEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_REFLECT_PLACE_H_
