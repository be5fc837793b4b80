// Binario without the adjacency rule (RLVE-Gym
// "Binario_NoAdjacencyRequirement"): fill the empty cells of a 2N × 2M grid
// of 0s and 1s so that every row holds M 1s and M 0s and every column N 1s
// and N 0s (three equal cells in a line are allowed).
//
// Level d (RLVE's controller after d updates): MAX = 2 then int(1.1 x + 1)
// per update (RlveGrowth(2, d): 2, 3, ..., 10 at d = 8, 12, 14, ...); N, M
// uniform in 2..MAX; the grid (p[i] + q[j]) mod 2 for uniformly shuffled
// permutations p of 0..2N-1, then q of 0..2M-1 (as RLVE); sparsity s/10, s
// uniform in 1..9 (RLVE's list 0.1..0.9), and max(1, floor(4NM·s/10))
// cells, chosen at random, emptied (exact integers; RLVE's float product
// int(4NM·s) is one lower for a few sizes at s = 0.7). The puzzle may have
// other solutions: any balanced grid keeping the given cells earns full
// credit. Levels 0..27 (MAX = 93 at the top, grids up to 186 × 186; RLVE's
// controller has no top: the next level, MAX = 103, would pass the
// instance bound N, M <= 100).
// Instance: {"n": int (1..100), "m": int (1..100), "matrix": 2n rows of 2m
// ints in 0..2 (0, 1 given; 2 empty, RLVE's '*'), "solution": 2n rows of 2m
// ints in 0..1 (optional: checked to agree with the given cells and to have
// m 1s in every row and n 1s in every column; generated instances carry it
// and the reference answer prints it)}. An explicit instance without
// "solution" has an empty reference output.
// Answer: the final <answer> (else \boxed{}) content as lines (split where
// Python's splitlines() splits ASCII text, each trimmed of ASCII
// whitespace, blank ones ignored): 2N lines of 2M characters 0 or 1.
// Verifier `binario_no_adjacency` (RLVE's binary ladder, range [-1, 1]):
// -1 if unparseable, not 2N lines, a line not of 2M characters or a
// character other than 0 and 1 (RLVE's wrong_format); -0.5 if a given cell
// is changed (RLVE's invalid_solution); 0 if a row or a column holds
// unequal numbers of 0s and 1s (RLVE's wrong_solution); else 1, correct.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_BINARIO_NO_ADJACENCY_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_BINARIO_NO_ADJACENCY_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterBinarioNoAdjacencyEnvironment(Catalog& catalog,
                                                   const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_BINARIO_NO_ADJACENCY_H_
