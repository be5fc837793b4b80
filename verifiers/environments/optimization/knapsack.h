// 0/1 knapsack (seed 003 App. B, "Knapsack"): choose items of total weight
// at most C and the largest total value.
//
// Level d (0..47): N = d + 3 items labeled 0..N-1, weights uniform in
// 1..10+d, values distinct (a random N of 1..4N+10, so two selections that
// differ in one item never tie), capacity C = max(heaviest weight,
// floor(total weight · r / 10)) with r uniform in 3..7. The optimum is exact
// (dynamic programming over capacities, O(N·C)).
// Instance: {"weights": [int, ...] (1..200 items, each 1..10^6), "values":
// [int, ...] (as many, each 0..10^6), "capacity": int (0..10^6)}, with
// N·(C+1) <= 2·10^7 so the exact solver stays cheap.
// Answer: the final <answer> (else \boxed{}) content as the selected indices,
// whitespace-separated, in any order (empty: nothing selected).
// Verifier `knapsack`: the VAST ladder of optimization.h, maximising the
// total value; infeasible = an index out of range or repeated, or weight
// over C. Every feasible selection is complete. `best_completion` adds the
// best knapsack of the unselected items in the remaining capacity (exact
// while items·(capacity+1) fits the budget, else greedy by value density).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_KNAPSACK_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_KNAPSACK_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterKnapsackEnvironment(Catalog& catalog,
                                         const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_KNAPSACK_H_
