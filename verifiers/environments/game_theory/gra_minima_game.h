// GraMinimaGame (RLVE-Gym "GraMinimaGame"): N positive numbers; Alice and
// Bob alternately (Alice first) remove any non-empty subset of the numbers
// left and score its minimum, until none is left; each maximises their own
// score minus the other's. What is Alice's score minus Bob's? Reference:
// with the numbers sorted increasingly, f = max(f, a - f) over them from
// f = 0 (an optimal move always takes a largest block of the sorted order,
// so the game is a choice of where the last block starts).
//
// Level d (RLVE's controller after d updates): N = 3, then
// floor(1.1 N) + 1 per level (3, 4, 5, ..., 12 at d = 8); each number
// uniform in 1..2N. Levels 0..50 (N = 962).
// Instance: {"a": [1..1000 integers in 1..10^9]} (N is its length).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `gra_minima_game` (RLVE's ladder): -1 unparseable; 1 the value; else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_GRA_MINIMA_GAME_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_GRA_MINIMA_GAME_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterGraMinimaGameEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_GRA_MINIMA_GAME_H_
