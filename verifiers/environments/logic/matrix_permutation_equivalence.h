// Matrix permutation equivalence (RLVE-Gym "MatrixPermutationEquivalence"):
// two N x M 0/1 matrices A and B, B a row and column permutation of A;
// find a row permutation a and a column permutation b with A[a[i]][b[j]] =
// B[i][j] for every cell.
//
// Level d: RLVE's controller, MAX = 3 + d; N and M uniform in 2..MAX; a
// one-probability p uniform in [0, 1), each cell of A is 1 with
// probability p; B is A under a uniform row and a uniform column
// permutation (the reference). Levels 0..47 (MAX = 50: two boards of at
// most 2500 cells in the prompt; RLVE's controller has no top).
// Deviation from RLVE (generation): p is drawn on a grid of 2^-20 steps
// (a uniform integer k in [0, 2^20); a cell is 1 when a uniform integer in
// the same range is below k) instead of RLVE's continuous random(): no
// floating point in generation.
// Instance: {"n": int (2..100), "m": int (2..100), "a": [[0|1, ...], ...]
// (n rows of m), "b": (the same shape), "rows": [int, ...] and "columns":
// [int, ...] (optional, together: permutations of 0..n-1 and 0..m-1 with
// A[rows[i]][columns[j]] = B[i][j]: checked; generated instances carry
// them)}. Without them the reference output is empty (equivalence is not
// checked).
// Answer: the final <answer> (else \boxed{}) content as exactly two
// non-blank lines of whitespace-separated integers: a[0] .. a[N-1], then
// b[0] .. b[M-1]; any pair that maps A onto B earns full credit. The
// reference is the stored pair.
// Verifier `matrix_permutation_equivalence` (RLVE's ladder, range
// [-1, 1]): -1 if unparseable (not two non-blank lines, a token that is
// not an integer); -0.5 if a line is not a permutation of 0..N-1
// (0..M-1); else (cells with A[a[i]][b[j]] = B[i][j] / (N M))^beta, beta
// = 5. Full credit (correct) exactly when every cell matches.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_MATRIX_PERMUTATION_EQUIVALENCE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_MATRIX_PERMUTATION_EQUIVALENCE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMatrixPermutationEquivalenceEnvironment(Catalog& catalog,
                                                             const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_MATRIX_PERMUTATION_EQUIVALENCE_H_
