// StoneIntervalsGame (RLVE-Gym "StoneIntervalsGame"): N piles in a row,
// some of them empty; Alice and Bob alternately (Alice first) take a whole
// non-empty pile that has an empty neighbour (the end piles have one
// neighbour each), until every pile is empty; each maximises their own
// total. How many stones does Alice collect?
//
// Reference (RLVE-Gym's own algorithm, which is exact; checked against a
// game-tree search in the unit test): scanning left to right, any three
// consecutive non-empty piles (after earlier merges) whose middle is >=
// both sides merge into one pile worth left + right - middle; then each
// end of the row that starts with non-empty piles is peeled two at a time
// while the outer one is >= the inner one, adding inner - outer to a
// remainder S; the other non-empty piles, sorted decreasingly and followed
// by S, are summed with alternating signs: D, Alice's lead, and Alice
// collects (total + D) / 2.
//
// Level d (RLVE's controller after d updates): N = 3, then
// floor(1.1 N) + 1 per level (3, 4, 5, ..., 12 at d = 8); each pile uniform
// in 1..2N, then k uniform in 1..N-2 and k distinct piles (a uniform
// k-subset) emptied. Levels 0..50 (N = 962).
// Instance: {"a": [1..1000 integers in 0..10^9]} (N is its length), at
// least one 0 (otherwise no pile could be taken).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `stone_intervals_game` (RLVE's ladder): -1 unparseable; 1 Alice's total;
// else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_STONE_INTERVALS_GAME_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_STONE_INTERVALS_GAME_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterStoneIntervalsGameEnvironment(Catalog& catalog,
                                                   const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_STONE_INTERVALS_GAME_H_
