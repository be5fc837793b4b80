// GridBFS (RLVE-Gym "GridBFS"): an N x M grid of cells 0, 1 and X; give
// every cell's distance (steps up, down, left, right, never through an X)
// to the nearest 1, or -1 if it cannot reach one (X cells are -1 too).
//
// Level d: RLVE's controller, MAX = 4, then floor(1.1 MAX) + 1 per level
// (4, 5, ..., 10, 12, 14 at d = 8; 93 at the top, d = 25: up to 8649 cells
// to answer). N and M are uniform in 2..MAX; three weights are drawn
// uniform in 1..N*M and each cell is 0, 1 or X with probability
// proportional to them (RLVE's random.choices), drawn as a uniform number
// in 1..(sum of the weights).
// Instance: {"n": int (1..100), "m": int (1..100), "grid": n rows of m
// ints in 0..2 (0 a '0' cell, 1 a '1' cell, 2 an 'X' wall)} (the distances
// derived by a breadth-first search from every 1 at once).
// Answer: the final <answer> (else \boxed{}) content as lines; blank lines
// are skipped, each other line holds whitespace-separated integers.
// Verifier `grid_bfs` (RLVE's "mean([gold=answer])^beta" ladder, range
// [-1, 1]): -1 if a token is not an integer, or unless there are exactly N
// non-blank lines of M integers each (RLVE's wrong_format); else
// (cells with the right distance / N M)^beta, beta = 10. Correct iff every
// distance is right (the distances are unique).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRID_BFS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRID_BFS_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterGridBfsEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRID_BFS_H_
