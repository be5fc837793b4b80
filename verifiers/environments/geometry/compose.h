// Compose (seed 003, VAST, App. C.1 task 4, "rotation + reflection +
// translation composed, then place"): an N x N canvas (spatial_canvas.h:
// '.', '#' obstacles, 'B'/'C' letters of earlier pieces, 't' targets), a
// polyomino whose anchor starts at [r0, c0] inside the canvas, and three
// operations applied in a stated order (any of the six):
//   - rotate by 0, 90, 180 or 270 degrees clockwise;
//   - reflect in a mode ("none", "horizontal", "vertical", "diagonal");
//   - translate by (dr, dc): the anchor moves to [r + dr, c + dc].
// Rotating and reflecting act on the shape (taken with its tight bounding
// box again after each) and keep the anchor where it is; translating moves
// the anchor only. So the final shape is the rotation and the reflection
// composed in their stated order (which matters: rotating by 90 then
// reflecting "horizontal" differs from the reverse), placed at
// [r0 + dr, c0 + dc]. The answer is the set of canvas cells it covers
// there when that placement is legal, and "impossible" when it is not
// (a cell outside the canvas, the final anchor included, or on '#' or a
// letter).
//
// Level d (spatial_canvas.h, SpatialLevelFor): Table 5's canvas, shape
// sizes, obstacles, decoys, rotations and reflections; a draw where both
// the rotation and the reflection do nothing (0 degrees, "none") is drawn
// again. The order is a uniform permutation. A fifth of the draws are
// impossible: the final anchor is drawn uniformly among those where the
// transformed shape is illegal but the original is legal (any illegal one
// when the shape came out as it was); the others uniformly among the
// anchors where the transformed shape is legal. The start is uniform among
// the other anchors of the canvas, and (dr, dc) takes it to the final one.
// Instance: {"size": N (1..16), "canvas": N rows of N codes (0 '.',
// 1 '#', 2 'B', 3 'C', 4 't'), "shape": [[r, c], ...] (1..25 cells,
// canonical: spatial_canvas.h), "rotation": quarter turns clockwise
// (0..3), "reflection": 0 none, 1 horizontal, 2 vertical, 3 diagonal,
// "order": a permutation of [0 rotate, 1 reflect, 2 translate], "row",
// "col": the start anchor (0..N-1), "shift_row", "shift_col": dr, dc
// (-(N-1)..N-1)}.
// Answer: {"answer": {"cells": [[r, c], ...]}} (any order; the reference
// lists them sorted) or {"answer": "impossible"} (ReadCellsAnswer).
// Verifier `compose` (VAST ladder, [-1, 1]): -1 unparseable, 1 the answer
// above (every covered cell, each once), 0 anything else.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_COMPOSE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_COMPOSE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterComposeEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_COMPOSE_H_
