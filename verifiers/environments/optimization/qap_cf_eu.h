// Quadratic assignment, CF-EU (seed 003 App. C.4, Table 8, and its
// Appendix D "CF-EU Manhattan" prompt; the paper's own setting, where
// `qap` has a ladder of ours): N facilities in C = 2 clusters, flow(i, j)
// = H = 10 when i and j share a cluster and L = 1 otherwise; the locations
// are the cells [row, column] of a g x g grid (more cells than
// facilities); about a quarter of the facilities are already placed (part
// of the instance, fixed). Place the others on distinct free cells to
// minimise
//   cost = sum over all pairs i < j of flow(i, j) * (|r_i - r_j| + |c_i - c_j|)
// (the fixed facilities' pairs included: a constant).
//
// Levels: 1..4 are Table 8 (N = 3, 3, 4, 4 on g = 4, 5, 5, 6); level 0 is
// a warm-up below the paper's first (N = 2, g = 3); level d >= 5 grows
// (N, g): 5 (5, 6), 6 (6, 6), 7 (6, 7), 8 (7, 7), 9 (8, 7), 10 (8, 8),
// 11 (9, 8), 12 (10, 9), the top: the exact oracle below takes about
// 2.5 ms on average there and 20 to 40 ms at worst (levels 11 and 12, 200
// draws each, 2-core VM; under 1 ms on average up to level 10).
// The generator is C.4's (the paper gives the recipe, not the code; ours):
// each facility's cluster uniform in {0, 1}; K = max(1, round(N / 4))
// facilities (halves round up: N = 2..5 -> 1, 6..9 -> 2, 10 -> 3) chosen
// uniformly (a shuffle of 0..N-1, its first K) on K distinct uniform cells
// (a shuffle of the g^2 cells, its first K). A draw is drawn again (at
// most 50 draws) when the reference cannot end with an action whose last
// digit changed is wrong (see "Answer").
//
// Instance: {"grid": g (2..9), "clusters": [N ints, each 0 or 1] (2..10
// facilities, N < g^2), "fixed": [[facility, row, column], ...] (1..N-1
// rows: distinct facilities 0..N-1 on distinct cells, rows and columns
// 0..g-1)}.
//
// Answer: seed 003's JSON actions (App. D), one per unplaced facility, in
// any order:
//   {"answer": [{"facility": 0, "location": [2, 3]}, ...]}
// (json_actions.h: the last "answer" key of the output; other keys of an
// action, e.g. the paper's "action": "add", are ignored). Verifier
// `qap_cf_eu`: the VAST ladder (optimization_environment.h) minimising the
// cost: -1 unparseable (no answer array, an action without an integer
// "facility" and a "location" of two integers); infeasible (-0.5) a
// facility out of range, fixed (even on its own cell) or placed twice, a
// location outside the grid or already taken, more actions than unplaced
// facilities, or (this verifier only) fewer; else (optimum / cost)^beta
// (beta = 5), 1 at the optimum. The reference lists the placed facilities
// in index order but for its last action: the first facility (by index)
// whose column, its last digit changed (9 -> 0, else + 1), falls off the
// grid, onto a taken cell, or onto a cell that costs more, so a corrupted
// reference never earns full credit.
//
// The oracle: depth-first branch and bound over the unplaced facilities
// (the larger cluster's first, then index order), each on the free cells
// in increasing cost against the placed ones. Facilities of one cluster
// are interchangeable (their flows are equal), so a cluster's facilities
// take increasing cells (index row * g + column): each set of cells is
// tried once. A node is pruned by the larger of two lower bounds on the
// cost still to come, for u_0, u_1 unplaced facilities of the clusters (u
// in all):
//   - each cluster's u_c cheapest free cells against the placed
//     facilities, plus L * W(u) + (H - L) * (W(u_0) + W(u_1)), where W(s)
//     is the least sum of pairwise Manhattan distances of s distinct grid
//     cells (0, 0, 1, 4, 8, 16, 25, 38, 54, 72, 96, ...: the exact values,
//     from the row and column occupancy counts of a set, which alone give
//     its sum, under the Gale–Ryser condition);
//   - the same sums split by group (all facilities; each cluster), each
//     group's at least max(W(p + u) - the placed pairs' distances, its u
//     cheapest free cells + W(u)), p its placed facilities.
// Ties go to the first optimum met. `best_completion` and problems at
// states run the same search from the placed facilities (a partial that
// agrees with the optimal placement completes to the optimum at once),
// about one work unit a nanosecond; past the budget, the best completion
// found (the search reaches a completion before it stops). The solver's
// path (states) is the reference's actions in order.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_QAP_CF_EU_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_QAP_CF_EU_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterQapCfEuEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_QAP_CF_EU_H_
