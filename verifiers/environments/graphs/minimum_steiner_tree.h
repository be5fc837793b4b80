// MinimumSteinerTree (RLVE-Gym "MinimumSteinerTree"): choose edges of a
// weighted undirected graph that form a connected graph containing K given
// vertices (the terminals), of least total weight.
//
// Level d: RLVE's controller, N = d + 4 vertices (12 at d = 8); levels
// 0..16 (N = 20: the exact reference's work stays near 10^6 steps; RLVE's
// controller has no top). The density p is uniform among the percents 10,
// 20, ..., 100 with floor(p N (N-1) / 200) > N - 1 (RLVE's list, in exact
// integers); the generator draws a random spanning tree (shuffled vertices,
// each after the first joined to a uniform earlier one), then other pairs
// uniformly until floor(p N (N-1) / 200) edges, each weight uniform in
// 1..N, edges shuffled and shown as (u, v, w), u < v; K is uniform in
// 3..min(20, N - 1) and the terminals a uniform sample of K vertices.
// Instance: {"n": int (2..20), "edges": [[u, v, w], ...] (at most
// n(n-1)/2 rows, 0 <= u, v < n, u != v, no pair twice, 1 <= w <= 10^6),
// "terminals": [2..n distinct vertices]}; the terminals must lie in one
// component (checked). The optimum and a reference tree are derived: the
// Dreyfus-Wagner subset DP (O(3^K N + 2^K E log N)) or, when cheaper, the
// minimum spanning tree of the terminals plus every subset of the other
// vertices (O(2^(N-K) E)).
// Answer: the final <answer> (else \boxed{}) content as the chosen edges'
// endpoints, "u_1 v_1 u_2 v_2 ...", whitespace-separated, any order and
// orientation. Verifier `minimum_steiner_tree` (RLVE's ladder, range
// [-1, 1]): -1 if a token is not an integer or the count is odd (RLVE's
// wrong_format); -0.5 if a vertex is out of range, a pair is not an edge
// of the graph, a terminal is not an endpoint of some chosen edge, or the
// chosen edges are not connected (RLVE's invalid_solution); else
// (optimum / total weight)^beta, beta = 5, where an edge listed twice
// counts twice (as RLVE sums it). Correct iff the weight is the optimum.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MINIMUM_STEINER_TREE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MINIMUM_STEINER_TREE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMinimumSteinerTreeEnvironment(Catalog& catalog,
                                                   const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MINIMUM_STEINER_TREE_H_
