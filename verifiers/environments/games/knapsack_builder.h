// knapsack_builder (seed 003 VAST's intermediate verification; DESIGN §11):
// build a 0/1 knapsack selection one item per turn, told after each step
// whether it fits and where the totals stand, and stop at the optimum.
//
// Level d (0..47), VAST Knapsack's ladder (the single-turn `knapsack`):
// N = d + 3 items, weights uniform in 1..10+d, values distinct (a random N
// of 1..4N+10, so two selections that differ in one item never tie),
// capacity C = max(heaviest weight, floor(total weight · r / 10)) with r
// uniform in 3..7. The optimum is exact: dynamic programming over
// capacities, each capacity keeping its best item set as a 64-bit mask
// (O(N·C), computed in Make and Read).
//
// Rules of a turn (items numbered 1..N; keywords in any case):
//   `take i`: adds item i. Legal only if it is not taken yet and the total
//     weight stays within C; the observation then gives the item, the
//     total weight, the capacity left and the total value (0 reward).
//   `stop`: ends the episode (done). Solved (+1, correct) if the total
//     value equals the optimum; otherwise 0, not correct. Either way the
//     observation gives the value reached and the optimum.
//   Illegal (-1/limit, nothing added, an observation that says why):
//     unparseable, an item outside 1..N, an item already taken, an item
//     that does not fit (with by how much it would overflow).
// The episode ends only with `stop` (or, unsolved, at the turn limit): no
// automatic end when nothing more fits.
// Turn limit: N + 1 (every item, then `stop`).
// Reference: `take i` for an optimal set's items in increasing order, then
// `stop`. Its last digit is in the last `take`: changed, it names an item
// out of range or already taken (illegal, so the value ends below the
// optimum), or one that does not fit (likewise), or swaps in an item of a
// different value (distinct values), so the corrupted episode is unsolved.
// Instance: {"weights": [int, ...] (1..60 items, each 1..10^5), "values":
// [int, ...] (as many, each 0..10^6), "capacity": int (0..10^5)}. Play
// keeps the taken items as a bit mask and the sums: O(1) per action.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_KNAPSACK_BUILDER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_KNAPSACK_BUILDER_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterKnapsackBuilderEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_KNAPSACK_BUILDER_H_
