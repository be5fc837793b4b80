// EuclidGame (RLVE-Gym "EuclidGame"): two positive integers X and Y; Stan
// and Ollie move alternately, Stan first, each move subtracting a positive
// multiple of one number from the other while the result stays
// non-negative; whoever makes a number zero wins. Who wins with optimal
// play? (The player to move at (a, b), a >= b >= 1, wins iff a >= 2b,
// a = b, or the opponent loses at (b, a - b).)
//
// Level d (RLVE's controller after d updates): MAX_X_Y = 16·2^d (4096 at
// d = 8); the winner is drawn first (each with odds 1/2), then X and Y
// uniform in 1..MAX_X_Y are drawn again until that player wins — at most
// 1024 draws (a miss, odds below 10^-180, takes (1, 1) for Stan and (3, 2)
// for Ollie). Levels 0..49 (MAX_X_Y = 2^53, the largest exact JSON
// integer).
// Instance: {"x": 1..2^53, "y": 1..2^53} (the winner is derived).
// Answer: one word in <answer> (else \boxed{}), read as RLVE-Gym compares
// it: after Python's str.strip() (Unicode whitespace), exactly `Stan` or
// `Ollie`, case-sensitive. Verifier `euclid_game` (RLVE's ladder): -1 no
// answer span; -0.5 any other text (`stan`, `Stan wins`, an empty span);
// 1 the winner; 0 the other name.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_EUCLID_GAME_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_EUCLID_GAME_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterEuclidGameEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_EUCLID_GAME_H_
