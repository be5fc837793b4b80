// Quadratic assignment (seed 003 App. C.4, "CF-EU"): place N facilities on
// N distinct grid locations, one per location, so that the flow-weighted
// Manhattan distance between them is as small as possible.
//
// Level d (0..6): N = d + 3 facilities and locations labeled 0..N-1; the
// locations are N distinct cells (x, y) of a g x g grid, g = 3 + floor(d/2)
// (3, 3, 4, 4, 5, 5, 6), drawn uniformly; the facilities fall in C = 2
// clusters of sizes ceil(N/2) and floor(N/2) (a random split) with flow
// H = 10 between two facilities of one cluster and L = 1 across clusters
// (CF-EU with its cluster sizes fixed, so the prompt's size depends on d
// only). The optimum is exact: depth-first branch and bound over the
// facilities (heaviest total flow first, cheapest location first), pruned
// by the Gilmore–Lawler bound (an N-sized linear assignment at every node).
// N <= 9 keeps it to milliseconds (measured: about 1 ms on average at
// level 6, under 3 ms at worst; adversarial explicit flows (collinear
// locations, 0/10^4 flows) take about 10–25 ms).
// Instance: {"locations": [[x, y], ...] (2..9 distinct points, coordinates
// 0..10^4), "flows": [[int, ...], ...] (N rows of N integers, each 0..10^4,
// symmetric, zero on the diagonal)}: any flows, not only clustered ones.
// Answer: the final <answer> (else \boxed{}) content as whitespace-separated
// integers p_0 p_1 ... p_{N-1}: the location of facility 0, facility 1, ...
// in order (a permutation of 0..N-1). Fewer than N values are a partial
// solution: facilities 0..k-1 placed.
// Verifier `qap`: the VAST ladder of optimization.h, minimising
// sum_{i<j} flows[i][j]·(|x_{p_i} - x_{p_j}| + |y_{p_i} - y_{p_j}|);
// infeasible = a location out of range or repeated, more than N values, or
// (this verifier only) fewer than N. `best_completion`: the same branch and
// bound over the unplaced facilities with the prefix fixed, N^3 work units
// per search node (about a microsecond); past the budget, the best completion found (the first
// one the search reaches is the greedy one: each facility in turn at its
// cheapest free location). An empty prefix is the optimum itself.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_QAP_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_QAP_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterQapEnvironment(Catalog& catalog,
                                    const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_QAP_H_
