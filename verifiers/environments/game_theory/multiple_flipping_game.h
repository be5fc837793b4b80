// MultipleFlippingGame (RLVE-Gym "MultipleFlippingGame", after Luogu
// P3179): cells 1..N, some white; Alice and Bob alternately (Alice first)
// pick a white cell x and a k with 1 <= k <= N / x and flip cells x, 2x,
// ..., kx; whoever cannot move (no white cell) loses. Does Alice win?
// Reference: a coin-turning game, so each white cell is a game of its own
// and the position is worth the XOR of its white cells' Sprague-Grundy
// values. Cell x's value depends only on t = N / x (integer division):
// g(t) = mex over k = 1..t of g(t / 2) XOR ... XOR g(t / k) (k = 1 flips x
// alone: 0), since (N / x) / i = N / (ix). Over a block of i sharing t / i
// the prefix XOR alternates between two values, so each block adds one:
// g for every t <= N in O(N^1.5) (3 * 10^4 steps at N = 1,000). Alice wins
// iff the XOR of g(N / x) over the white cells is not 0.
//
// Level d (RLVE's controller after d updates): N = 3, then int(1.1 N + 1)
// per level (RlveGrowthSize: 3, 4, ..., 10, 12 at d = 8). The answer is
// drawn first (odds 1/2 each); then a count uniform in 1..N and that many
// distinct white cells, redrawn until the drawn answer is right ("No" odds
// per draw are 3% to 20%, so 2,048 draws all miss with odds below 10^-27;
// a miss takes whites {N - 1, N}, worth 1 XOR 1, for "No" and {N} for
// "Yes"). Top level 50 (N = 962): the prompt lists up to N white cells.
// Instance: {"n": 1..1000, "white": [1..n distinct integers in 1..n]} (RLVE
// needs N >= 1 and at least one white cell; the prompt lists them sorted).
// Answer: one word in <answer> (else \boxed{}), read as RLVE-Gym compares
// it: after Python's str.strip() (Unicode whitespace), exactly `Yes` or
// `No`, case-sensitive. Verifier `multiple_flipping_game` (RLVE's ladder):
// -1 no answer span; -0.5 any other text (`yes`, `Yes.`, an empty span); 1
// the right word; 0 the other one.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_MULTIPLE_FLIPPING_GAME_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_MULTIPLE_FLIPPING_GAME_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMultipleFlippingGameEnvironment(Catalog& catalog,
                                                     const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_MULTIPLE_FLIPPING_GAME_H_
