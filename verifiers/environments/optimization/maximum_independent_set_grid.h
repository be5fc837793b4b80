// MaximumIndependentSetGrid (RLVE-Gym "MaximumIndependentSetGrid"): an
// N × M matrix of positive integers; select cells, no two of them sharing a
// side, with the largest total value (a maximum-weight independent set of
// the grid graph).
//
// Level d (RLVE's controller after d updates): MAX = 3, then
// int(1.1 MAX + 1) per level (3, 4, 5, ..., 10, 12 at d = 8, 93 at the
// top); as RLVE draws it: N, then M, uniform in 2..MAX, then each cell
// (row by row) uniform in 1..max(N, M). Levels 0..26 (MAX = 93: up to 8649
// cells, a prompt of about 25 KB; RLVE's controller has no top).
// Instance: {"n": int (1..100), "m": int (1..100), "matrix": n rows of m
// ints in 1..1000000}; the optimum and an optimal selection are derived:
// the grid graph is bipartite (cells by the parity of row + column), so
// the optimum is the total minus a minimum vertex cover, a minimum cut
// (source -> odd cells, even cells -> sink at the cell values, odd -> even
// neighbours unbounded) found by Dinic's algorithm (iterative, no
// recursion). The selection is the odd cells the source still reaches in
// the residual graph and the even cells it does not.
// Answer: N non-blank lines of M characters `0`/`1` each (1 = selected) in
// the final <answer> (else \boxed{}); lines are trimmed of spaces, blank
// lines skipped (RLVE reads lines so).
// Verifier `maximum_independent_set_grid` (RLVE's "(answer/gold)^beta"
// ladder, range [-1, 1]): -1 if unparseable (no final answer, not exactly
// N lines of M characters, or a character other than 0/1); -0.5 if two
// selected cells share a side (RLVE's invalid_solution); else (selected
// total / optimum)^beta, beta = 3. Any optimal selection is full credit
// (correct). No deviation from RLVE but the level cap.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_MAXIMUM_INDEPENDENT_SET_GRID_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_MAXIMUM_INDEPENDENT_SET_GRID_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMaximumIndependentSetGridEnvironment(Catalog& catalog,
                                                          const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_MAXIMUM_INDEPENDENT_SET_GRID_H_
