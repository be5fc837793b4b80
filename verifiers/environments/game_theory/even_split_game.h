// StoneGame (RLVE-Gym "StoneGame", after Luogu P3235): heaps of stones and
// a threshold F; Stan and Ollie alternately (Stan first) pick a heap of at
// least F stones (and at least 2), choose M with 2 <= M <= its size and
// split it into M non-empty heaps as equal as possible (sizes differing by
// at most 1); whoever cannot move loses. Who wins? Reference: heaps are
// independent games (Sprague-Grundy). A heap of x >= F stones split into
// M = j parts leaves x mod j heaps of x/j + 1 and j - x mod j heaps of
// x/j (integer division), worth the XOR of the values of the heaps counted
// an odd number of times; heaps below F are worth 0. Within a block of j
// with one quotient x/j, the two counts' parities repeat with period 2, so
// the first two j of each block reach every value: O(sqrt x) moves per
// heap size, memoised over the sizes a game reaches (about x^0.77 work for
// a heap of x: 1.1e5 steps at 10^6). Stan wins iff the XOR over the heaps
// is not 0.
//
// Level d (RLVE's controller after d updates): MAX_SUM = 5, then
// int(1.2 MAX_SUM + 1) per level (computed exactly as 6 MAX_SUM / 5 + 1,
// the same numbers as Python's float product at every level up to the
// top): 5, 7, 9, 11, 14, 17, 21, 26, 32 at d = 8. The winner is drawn
// first (odds 1/2 each); then SUM uniform in 2..MAX_SUM, N uniform in
// 1..min(SUM / 2, 100), the heaps the gaps between N - 1 distinct cut
// points of 1..SUM - 1, F uniform in 1..max heap + 1, all redrawn until the
// drawn player wins (Ollie's odds per draw are about 0.3, so 256 draws all
// miss with odds below 10^-40; a miss takes heaps {2} with F = 3 for
// Ollie, F = 2 for Stan). Top level 64 (MAX_SUM = 943,124): heap totals
// stay below 10^6, where one reference stays a few milliseconds.
// Instance: {"stones": [1..100 integers in 1..10^6], "f": 1..10^6 + 1},
// the stones summing to at most 10^6 (RLVE draws F <= max heap + 1;
// explicit ones may be larger: then nobody can move).
// Answer: one word in <answer> (else \boxed{}), read as RLVE-Gym compares
// it: after Python's str.strip() (Unicode whitespace), exactly `Stan` or
// `Ollie`, case-sensitive. Verifier `even_split_game` (RLVE's ladder): -1
// no answer span; -0.5 any other text (`stan`, `Stan wins`, an empty
// span); 1 the winner; 0 the other name.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_EVEN_SPLIT_GAME_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_EVEN_SPLIT_GAME_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterEvenSplitGameEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_EVEN_SPLIT_GAME_H_
