// MinimumSumDifferenceSubmatrix (RLVE-Gym "MinimumSumDifferenceSubmatrix"):
// an N × M matrix; choose R of its rows and C of its columns (each in
// increasing order) so that the R × C submatrix they cut out has the
// smallest sum of absolute differences between horizontally or vertically
// adjacent entries.
//
// Level d (RLVE's controller after d updates): MAX = 4 + d; as RLVE draws
// it: N, then M, uniform in 3..MAX, then R uniform in 2..N-1, C uniform in
// 2..M-1, then each entry (row by row) uniform in 1..N·M. Levels 0..8
// (MAX = 12): the reference, as RLVE's, enumerates every choice of rows
// (C(12, 6) = 924) and picks the columns by a dynamic program, O(C(N, R) ·
// M² · (R + C)), about 2 ms at the top; RLVE's controller has no top.
// Deviation in the draws only: the reference's last column's last-digit
// change (9 -> 0, else + 1: what the registry-wide property test tries)
// must not give another optimum; a draw where it does is redrawn (at most
// 100 draws).
// Instance: {"n": int (1..12), "m": int (1..12), "r": int (1..n), "c":
// int (1..m), "matrix": n rows of m ints in 1..1000000}; the optimum and
// an optimal choice are derived.
// Answer: two non-blank lines in the final <answer> (else \boxed{}): the R
// row indices, then the C column indices, whitespace-separated, 0-based.
// Verifier `minimum_sum_difference_submatrix` (RLVE's "(gold/answer)^beta"
// ladder, range [-1, 1]): -1 if unparseable (no final answer, a token that
// is not an integer, not exactly two lines, or not R then C values); -0.5
// if an index is out of range or a line is not strictly increasing
// (RLVE's invalid_solution); else (optimum / sum)^beta, beta = 5, and 1
// when both are 0. Any optimal choice is full credit (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_MINIMUM_SUM_DIFFERENCE_SUBMATRIX_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_MINIMUM_SUM_DIFFERENCE_SUBMATRIX_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMinimumSumDifferenceSubmatrixEnvironment(Catalog& catalog,
                                                              const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_MINIMUM_SUM_DIFFERENCE_SUBMATRIX_H_
