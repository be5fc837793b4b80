// SubmatrixSumDivisibleCounting (RLVE-Gym "SubmatrixSumDivisibleCounting"):
// an N x M grid of integers and K; count the contiguous non-empty
// rectangular blocks (a range of consecutive rows by a range of
// consecutive columns) whose sum is divisible by K, blocks at different
// positions counted apart.
//
// Level d (RLVE's controller after d updates): MAX_N_M = 3 + d; N and M
// uniform in 2..MAX_N_M, K uniform in 2..N*M, every entry uniform in
// 0..K-1, drawn row by row. Levels 0..77 (MAX_N_M = 80: the prompt shows
// up to 6400 entries of up to 4 digits; RLVE's controller has no top).
// Instance: {"n": 1..100, "m": 1..100, "k": 2..10000, "matrix": [n rows of
// m ints in 0..k-1]}. The count (below 5050^2) is derived: for each range
// of rows, the column sums modulo K and, along the columns, pairs of equal
// prefix sums modulo K; O(N^2 M + K).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `submatrix_sum_divisible_counting` (RLVE's "(min/max)^beta", beta = 10,
// param `beta`): -1 unparseable or negative, 1 for the exact count, else
// (min(answer, count) / max(answer, count))^beta (when the count is 0 only
// 0 earns credit; a positive count gives 0 to the answer 0).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_SUBMATRIX_SUM_DIVISIBLE_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_SUBMATRIX_SUM_DIVISIBLE_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSubmatrixSumDivisibleCountingEnvironment(Catalog& catalog,
                                                              const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_SUBMATRIX_SUM_DIVISIBLE_COUNTING_H_
