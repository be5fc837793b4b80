// Bin packing (seed 003 App. B, "Bin Packing"): put every item into bins of
// capacity C, the sizes in each bin adding up to at most C, using as few
// bins as possible.
//
// Level d (0..10): N = d + 4 items labeled 0..N-1 (N <= 14), capacity
// C = 20 + 5d, sizes uniform in max(1, floor(C/10))..floor(6C/10). The
// optimum is exact: dynamic programming over subsets of items, the state of
// each subset being the lexicographically least (bins used, load of the
// last bin) over the orders of packing it (N·2^(N-1) steps; at most
// 524,288 at N = 16).
// Instance: {"sizes": [int, ...] (1..16 items, each 1..capacity),
// "capacity": int (1..10^6)}.
// Answer: the final <answer> (else \boxed{}) content, one bin per line, each
// line the labels of the items in that bin separated by spaces, e.g.
// "<answer>\n0 3\n1 2\n4\n</answer>" (blank lines ignored; each item in
// exactly one bin). A line holding anything but integers is unparseable.
// Verifier `bin_packing`: the VAST ladder of optimization.h, minimising the
// number of (non-empty) bins; infeasible = a label out of range or listed
// twice (more than N labels in all), a bin over C, or (main verifier only)
// an item left out. A partial solution is the bins listed so far.
// `best_completion` keeps the listed bins and packs the remaining items into
// their spare room and new bins: exact by the same subset DP (existing bins
// first, each with its spare room, then new bins of capacity C) while
// k·2^(k-1) (k items left) fits the budget, else first-fit decreasing.
// Parsing keeps at most N + 1 labels whatever the output's length.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_BIN_PACKING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_BIN_PACKING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterBinPackingEnvironment(Catalog& catalog,
                                           const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_BIN_PACKING_H_
