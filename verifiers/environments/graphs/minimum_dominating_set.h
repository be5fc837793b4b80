// Minimum_DominatingSet (RLVE-Gym "Minimum_DominatingSet"): an undirected
// graph on the vertices 0..N-1 with a cost C[i] per vertex; choose distinct
// vertices so that every vertex is chosen or has a chosen neighbour (a
// dominating set), at the least total cost.
//
// Level d (RLVE's controller after d updates): N = 4 + d (12 at d = 8);
// levels 0..44 (N = 48: the exact branch and bound stays within a few
// milliseconds; RLVE's controller has no top). As RLVE draws it: an edge
// density p uniform among 2%, 5%, 10%, 15%, ..., 50%, 60%, 70%, 80%, 90%
// with M = floor(p·N(N-1)/2) > 0 (integer percents, so the count is exact
// on every build), M distinct pairs of 0..N-1 in random order, then
// C[i] uniform in 1..10. Deviation in the draws only: a draw whose optimal
// set found by the reference, listed with any of its vertices last, turns
// into another optimal dominating set when the last vertex's last digit is
// changed (9 -> 0, else + 1) is redrawn (edges and costs; at most 100
// draws; about 5% of the smallest graphs, under 3% from N = 8), so that
// the corrupted reference of the registry-wide property test is never full
// credit.
// Instance: {"n": int (2..48), "edges": [[u, v], ...] (a simple graph on
// 0..n-1), "costs": [n ints in 1..1000]}; the reference (a minimum-cost
// dominating set, by branch and bound) is derived.
// Answer: the chosen vertices, in any order, in the final <answer> (else
// \boxed{}), whitespace-separated.
// Verifier `minimum_dominating_set` (RLVE's "(gold/answer)^beta" ladder,
// range [-1, 1]): -1 if unparseable (no final answer, or a token that is
// not an integer); -0.5 if a vertex repeats or is outside 0..N-1, or the
// set does not dominate every vertex (an empty answer included; RLVE's
// invalid_solution); else (minimum cost / cost of the set)^beta, beta = 5.
// Any minimum-cost dominating set is full credit (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MINIMUM_DOMINATING_SET_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MINIMUM_DOMINATING_SET_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMinimumDominatingSetEnvironment(Catalog& catalog,
                                                     const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MINIMUM_DOMINATING_SET_H_
