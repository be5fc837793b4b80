// SpiralMatrix (RLVE-Gym "SpiralMatrix"): list the entries of an M x N
// integer matrix in clockwise spiral order from the top-left corner (right
// along the top row, down the right column, left along the bottom row, up
// the left column, then the same on the inner matrix).
//
// Level d (RLVE's controller after d updates): MAX = 3, then
// floor(1.1 MAX) + 1 per level (3, 4, 5, ..., 10, 12 at level 8); M and N
// uniform in 2..MAX, each entry uniform in 1..M·N. Levels 0..26 (MAX = 93,
// at most 8649 entries: the reference is linear, the cap keeps prompts
// within reason).
// Instance: {"m": 1..100, "n": 1..100, "matrix": m rows of n integers,
// |v| <= 2^53}.
// Answer: the final <answer> (else \boxed{}) content as M·N
// whitespace-separated integers. Verifier `spiral_matrix` (RLVE's
// "mean([gold=answer])^beta", range [-1, 1]): -1 if unparseable (no answer,
// a token that is not an integer); -0.5 if the count is not M·N; else
// (positions equal to the spiral order / (M·N))^beta, beta = 5 (param
// `beta`). Full credit (correct) only for the spiral order itself.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SPIRAL_MATRIX_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SPIRAL_MATRIX_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSpiralMatrixEnvironment(Catalog& catalog,
                                             const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SPIRAL_MATRIX_H_
