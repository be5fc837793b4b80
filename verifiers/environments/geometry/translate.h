// Translate (seed 003, VAST, App. C.1 task 1, "place a given shape by
// translating from an initial anchor"): an N x N canvas (spatial_canvas.h:
// '.', '#' obstacles, 'B'/'C' letters of earlier pieces, 't' targets), a
// polyomino and a start anchor [r0, c0] inside the canvas at which the
// shape may or may not be legal. Translating only (no rotation or
// reflection), the answer is the legal anchor nearest to the start: least
// |r - r0| + |c - c0|, ties to the smallest (r, c); the start itself when
// it is legal; "impossible" when the shape has no legal anchor at all.
// Unique by the tie rule, so grading is exact.
//
// Level d (spatial_canvas.h, SpatialLevelFor): Table 5's canvas, shape
// sizes, obstacles and decoys (levels 1..3; 0 a 4x4 warm-up, 4..8 up to
// 12x12). Each draw is one of: normal (60%: Table 5's clutter), crowded
// (20%: obstacles added, each on a cell of a legal placement that leaves
// another legal, until 1..3 legal anchors remain) or impossible (20%:
// obstacles added on cells of legal placements until none remains).
// Crowded and impossible canvases look alike, so clutter alone does not
// tell. When a placement exists the start is legal in about a quarter of
// draws (drawn uniformly among the inside anchors of the chosen kind).
// Instance: {"size": N (1..16), "canvas": N rows of N codes (0 '.',
// 1 '#', 2 'B', 3 'C', 4 't'), "shape": [[r, c], ...] (1..25 cells,
// canonical: spatial_canvas.h), "row": r0, "col": c0 (0..N-1)}.
// Answer: {"answer": {"anchor": [r, c]}} or {"answer": "impossible"}
// (spatial_canvas.h, ReadAnchorAnswer). Verifier `translate` (VAST ladder,
// [-1, 1]): -1 unparseable, 1 the answer above, 0 anything else (an anchor
// off the canvas, an illegal or farther one, "impossible" when a legal
// anchor exists, or an anchor when none does).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_TRANSLATE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_TRANSLATE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTranslateEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_TRANSLATE_H_
