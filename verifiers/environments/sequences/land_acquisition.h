// LandAcquisition (RLVE-Gym "LandAcquisition", after USACO's "Land
// Acquisition"): N items with attributes W[i] and L[i] (i = 1..N);
// partition them into non-empty sets, a set costing max W times max L over
// its items, with the least total cost.
//
// Level d (RLVE's controller after d updates): N = d + 4 (12 at d = 8); W
// and L uniform in 1..N^2, drawn again (as RLVE) while the optimum equals
// the best of the naive partitions (one set, all singletons, or the items
// sorted by (W, L) cut once into two sets), up to 20000 draws (then the
// last draw stands; at N = 30 about 1 draw in 800 is kept). Levels 0..26
// (N = 30: the draws needed grow fast with N, and RLVE's own generator,
// which draws without a cap, stalls in the same way).
// Instance: {"w": [1..1000 ints in 1..10^6], "l": [as many ints in
// 1..10^6]}. The optimum is derived: drop every item another one dominates
// (W and L both no larger), sort the rest by W ascending (L then
// descending); an optimal partition cuts this order into runs,
// dp[i] = min over j < i of dp[j] + W[i] * L[j+1], O(N log N + H^2) for H
// undominated items.
// Answer: the final <answer> (else \boxed{}) content as lines, one set per
// line: the (1-based) indices of its items, whitespace-separated; blank
// lines are ignored, and a '\r' breaks lines as a '\n' does (as Python's
// splitlines()).
// Verifier `land_acquisition` (RLVE's "(gold/answer)^beta" ladder, range
// [-1, 1]): -1 if unparseable (no final answer, or a token that is not an
// integer); -0.5 if the lines do not list every item 1..N exactly once
// (RLVE's invalid_solution); else (optimum / cost)^beta, beta = 5. Any
// optimal partition is full credit (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_LAND_ACQUISITION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_LAND_ACQUISITION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterLandAcquisitionEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_LAND_ACQUISITION_H_
