// UndamagedSubmatrixCounting (RLVE-Gym "UndamagedSubmatrixCounting"): an
// N x M grid of 0s and 1s; count the contiguous non-empty rectangular
// blocks (a range of consecutive rows by a range of consecutive columns)
// that hold only 1s, blocks at different positions counted apart.
//
// Level d (RLVE's controller after d updates): MAX_N_M = 3, then
// floor(1.1 MAX_N_M) + 1 per level (3, 4, 5, ..., 10, 12 at d = 8); N and
// M uniform in 2..MAX_N_M, a density p uniform in {0, 2^-20, ..., 1 - 2^-20}
// (RLVE: a uniform real in [0, 1)), each cell 1 with probability p, drawn
// row by row. Levels 0..33 (MAX_N_M = 186: the prompt is the grid, up to
// 34596 characters; RLVE's controller has no top).
// Instance: {"n": 1..200, "m": 1..200, "matrix": [n rows of m ints in
// 0..1]}. The count (below 20100^2) is derived: per row, the height of the
// run of 1s ending there in each column, and a monotonic stack summing,
// for each cell, the all-1 blocks with that cell as bottom-right corner.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `undamaged_submatrix_counting` (RLVE's "(min/max)^beta", beta = 10,
// param `beta`): -1 unparseable or negative, 1 for the exact count, else
// (min(answer, count) / max(answer, count))^beta (when the count is 0 only
// 0 earns credit; a positive count gives 0 to the answer 0).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_UNDAMAGED_SUBMATRIX_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_UNDAMAGED_SUBMATRIX_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterUndamagedSubmatrixCountingEnvironment(Catalog& catalog,
                                                           const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_UNDAMAGED_SUBMATRIX_COUNTING_H_
