// symmetry (seed 003 App. C.1, its spatial-2D subtask 6; source
// `VAST:symmetry`): which of six transforms map a shape onto itself?
//
// Conventions (polyominoes.h, stated in the prompt): a shape is a set of
// cells taken with its tight bounding box (compared up to translation);
// rotations are clockwise.
//
// Definition. The six transforms, by the names the answer uses:
//   rot_90, rot_180, rot_270  Rotate(s, 1), Rotate(s, 2), Rotate(s, 3);
//   mirror_h                  Reflect(s, kHorizontal): left <-> right;
//   mirror_v                  Reflect(s, kVertical): top <-> bottom;
//   mirror_diag               Reflect(s, kDiagonal): rows and columns
//                             swapped (the main diagonal, top-left to
//                             bottom-right).
// A transform is a symmetry of s when the normalised result equals s. The
// answer is the set of the symmetries (empty when there is none; rot_90
// and rot_270 always go together, and imply rot_180). mirror_diag depends
// on how the shape is drawn: the L triomino "#." / "##" has no symmetry
// here, turned 90 degrees ("##" / "#.") it has mirror_diag.
//
// Levels 0..8 (spatial_canvas.h's SpatialLevel; 1..3 are Table 5's rows):
// a piece of the level's size distribution (DrawShape: every library,
// the symmetric pieces D2, I3, I4, O, T4, S4, Z4, T5, U5, Z5 included),
// shown after a reflection and a rotation drawn from the level's sets.
//
// Instance: {"shape": [[r, c], ...]}: 1..25 cells, a shape field of
// spatial_canvas.h (canonical: distinct, sorted by (row, col), least row
// and least column 0; coordinates 0..15).
//
// Answer (seed 003's JSON, read as every spatial answer is:
// spatial_canvas.h's SpatialAnswerJson, the value of the last "answer"
// key, or the content of an <answer> span written after it): a list of
// names, in any order, e.g. {"answer": ["rot_180", "mirror_h"]}, or
// {"answer": []}. Verifier `symmetry` (range [-1, 1]):
//   -1  unparseable: no answer (no "answer" key, or an <answer> span after
//       it that is not one JSON value), or it is not a list of strings;
//    1  (correct) exactly the set of symmetries, each once;
//    0  anything else: a symmetry missing, a transform that is not one, a
//       name listed twice, a name not among the six (names are compared
//       exactly as written).
// Reference: the symmetries in the order of the list above.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_SYMMETRY_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_SYMMETRY_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSymmetryEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_SYMMETRY_H_
