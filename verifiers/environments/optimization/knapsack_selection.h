// KnapsackSelection (RLVE-Gym "Knapsack"): N items, item i of weight W[i]
// and value V[i], and a capacity; choose distinct items whose total weight
// is at most the capacity, with the largest total value (the 0/1
// knapsack). Not the VAST member `knapsack` (its own generator and ladder).
//
// Level d (RLVE's controller after d updates): N = 3, then int(1.1 N + 1)
// per level (3, 4, 5, ..., 10, 12 at d = 8, 139 at the top). As RLVE draws
// it: W[i] uniform in 1..N, then V[i] uniform in 1..2·W[i], then the
// capacity uniform in min W..ΣW. Levels 0..30 (N = 139: the reference, an
// O(N · capacity) <= O(N³) dynamic program, stays near 3 ms; RLVE's
// controller has no top). Deviation in the draws only: the reference lists
// an optimal selection with last an item x whose last-digit change x'
// (9 -> 0, else + 1: what the registry-wide property test tries) does not
// give another optimal selection; when every item of the found selection
// has such a twin, x is swapped for x' (still optimal) and the listing is
// tried again (at most 4N swaps); a draw where that fails is redrawn (at
// most 100 draws; never seen in simulation).
// Instance: {"n": int (2..139), "weights": [n ints in 1..1000], "values":
// [n ints in 1..1000000], "capacity": int (1..20000, at least the lightest
// weight: something fits)}; the reference (an optimal selection, by
// dynamic programming) is derived.
// Answer: the chosen item indices, in any order, in the final <answer>
// (else \boxed{}), whitespace-separated; an empty answer chooses nothing.
// Verifier `knapsack_selection` (RLVE's "(answer/gold)^beta" ladder, range
// [-1, 1]): -1 if unparseable (no final answer, or a token that is not an
// integer); -0.5 if an index repeats or is outside 0..N-1, or the total
// weight exceeds the capacity (RLVE's invalid_solution); else (total value
// / optimal value)^beta, beta = 5. Any optimal selection is full credit
// (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_KNAPSACK_SELECTION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_KNAPSACK_SELECTION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterKnapsackSelectionEnvironment(Catalog& catalog,
                                                  const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_KNAPSACK_SELECTION_H_
