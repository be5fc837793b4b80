// MatrixPermutation_BothDiagonalOne (RLVE-Gym
// "MatrixPermutation_BothDiagonalOne"): given an N x N 0/1 matrix A, find
// a row permutation a and a column permutation b such that B[i][j] =
// A[a[i]][b[j]] has only 1s on its main diagonal (i = j) and its
// anti-diagonal (i + j = N - 1). Seen as the bipartite graph of rows and
// columns joined where A is 1: the rows and columns paired up, each row
// pair with a column pair into a 4-cycle (for odd N one middle row and
// column joined by an edge). Any valid pair of permutations is accepted.
//
// Level d (RLVE's controller after d updates): N = 3 + 2d or 4 + 2d, each
// with odds 1/2 (19 or 20 at level 8); a density q/4000 with q uniform in
// 0..999 (RLVE's random() / 4), each cell 1 with that probability, then a
// planted solution: two uniform permutations a, b with A[a[i]][b[i]] =
// A[a[i]][b[N-1-i]] = 1. Levels 0..48 (N <= 100).
// Instance: {"n": 1..100, "matrix": [[0|1, ...] x n] x n, "rows": [n
// ints], "columns": [n ints]} — rows and columns optional (both or
// neither): a solution, checked to be two permutations of 0..n-1 that put
// 1s on both diagonals; generated instances carry the planted one, which
// the reference prints. Without them the reference output is empty (no
// solver: the instance may have no solution).
// Answer: in <answer> (else \boxed{}), exactly two non-empty lines of
// whitespace-separated integers, a[0..N-1] then b[0..N-1] (line breaks:
// \n, \r, \v, \f and \x1c..\x1e, as Python's splitlines). Verifier
// `matrix_permutation_both_diagonal_one` (RLVE's "(satisfied/all)^beta",
// param beta = 5): -1 unparseable (a token that is not an integer, or not
// exactly two non-empty lines); -0.5 a line that is not a permutation of
// 0..N-1; else (diagonal cells of B holding 1 / diagonal cells)^beta, the
// cells counted once each (2N for even N, 2N - 1 for odd N); 1 and correct
// only when all hold 1.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MATRIX_PERMUTATION_BOTH_DIAGONAL_ONE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MATRIX_PERMUTATION_BOTH_DIAGONAL_ONE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMatrixPermutationBothDiagonalOneEnvironment(Catalog& catalog,
                                                                 const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MATRIX_PERMUTATION_BOTH_DIAGONAL_ONE_H_
