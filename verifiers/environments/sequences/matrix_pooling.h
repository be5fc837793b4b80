// MatrixPooling (RLVE-Gym "MatrixPooling"): max pooling of an N x M matrix
// with a K x K window: output cell (i, j) (0 <= i <= N-K, 0 <= j <= M-K)
// is the largest entry of the window whose top-left corner is (i, j).
//
// Level d (RLVE's controller after d updates): MAX = 4, then
// floor(1.1 MAX) + 1 per level (4, 5, ..., 10, 12, 14, ...); N and M
// uniform in 3..MAX, K uniform in 2..min(N, M)-1, entries uniform in
// 0..N·M. Levels 0..25 (MAX = 93: at most 8649 entries, a prompt under
// 45 KB; the reference is O(N·M·K)).
// Instance: {"n": 1..100, "m": 1..100, "k": 1..min(n, m), "matrix": n rows
// of m ints in 0..2^53}.
// Answer: the final <answer> (else \boxed{}) content: N-K+1 non-blank
// lines of M-K+1 integers each.
// Verifier `matrix_pooling` (RLVE's "mean([gold=answer])^beta", range
// [-1, 1]; RLVE has no invalid rung here): -1 if unparseable (no answer, a
// token that is not an integer) or not N-K+1 lines of M-K+1 integers; else
// (cells equal to the pooled matrix / cells)^beta, beta = 5 (param `beta`).
// Full credit (correct) only for the pooled matrix (the one right answer).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MATRIX_POOLING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MATRIX_POOLING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMatrixPoolingEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MATRIX_POOLING_H_
