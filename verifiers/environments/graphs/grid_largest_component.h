// GridComponent (RLVE-Gym "GridComponent"): an N x M grid of 0 and 1
// cells; how many cells has the largest group of 1 cells connected by
// steps up, down, left and right (0 if there is no 1)?
//
// Level d (RLVE's controller after d updates): MAX = 4, then
// floor(1.1 MAX) + 1 per level (4, 5, ..., 10, 12, 14 at d = 8); N and M
// uniform in 2..MAX; a density p uniform in 100..900 per mille, then each
// cell is 1 with odds p/1000. Levels 0..25 (MAX = 93 at the top, as
// grid_bfs: up to 8649 cells, an 8.7 KB prompt; RLVE's controller has no
// top). Deviation in the draws only: RLVE draws p uniform in the reals
// 0.1..0.9; here it is a whole number of per mille (integers only, so ids
// name the same grid on every build).
// Instance: {"n": int (1..100), "m": int (1..100), "grid": n rows of m
// ints in 0..1}; the answer (a flood fill by an explicit stack) is derived.
// Answer: one integer in the final <answer> (else \boxed{}).
// Verifier `grid_largest_component` (RLVE's "gold=answer" ladder, range
// [-1, 1]): -1 unparseable; 1 (correct) for the size of the largest
// component; else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRID_LARGEST_COMPONENT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRID_LARGEST_COMPONENT_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterGridLargestComponentEnvironment(Catalog& catalog,
                                                     const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRID_LARGEST_COMPONENT_H_
