// Maximum weight matching (RLVE-Gym "MaximumWeightMatching"): choose edges
// of a weighted undirected graph, no two sharing a vertex, of the largest
// total weight.
//
// Level d (0..10): N = 5, then floor(1.1 N) + 1 per level (5, 6, 7, 8, 9,
// 10, 12, 14, 16 at d = 8; 20 at the top, d = 10) vertices labeled
// 0..N-1. The density p is drawn uniformly from RLVE's list 10%, 30%, 40%
// among those giving at least one edge; E = floor(p·N(N-1)/200) distinct
// vertex pairs are drawn uniformly (a shuffle of all pairs u < v), each
// with a weight uniform in 1..N; the edges are written u < v in that
// shuffled order. The top level is capped by the exact reference: a
// memoised search over the sets of still-unmatched vertices (the lowest one
// is left alone or matched with a remaining neighbour), exponential in N
// (about 15 000 states at N = 20); RLVE's N grows without bound.
// Instance: {"n": int (2..20), "edges": [[u, v], ...] (1..n(n-1)/2 pairs,
// 0 <= u, v < n, u != v, no unordered pair twice), "weights": [int, ...]
// (one per edge, 1..10^6)}; at least one edge (checked: the optimum must be
// positive).
// Answer: the final <answer> (else \boxed{}) content as the endpoints of
// the chosen edges, "u_1 v_1 u_2 v_2 ...", whitespace-separated, edges in
// any order and either orientation (none chosen: empty).
// Verifier `maximum_weight_matching` (RLVE's ladder, range [-1, 1]): -1 if
// unparseable or an odd number of integers; -0.5 if a vertex appears twice
// or a pair is not an edge of the graph (a vertex out of range, u = v, no
// such edge); else (weight / optimum)^beta, beta = 5. Full credit (correct)
// only for a matching of the optimal weight (any such matching).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MAXIMUM_WEIGHT_MATCHING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MAXIMUM_WEIGHT_MATCHING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMaximumWeightMatchingEnvironment(Catalog& catalog,
                                                      const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MAXIMUM_WEIGHT_MATCHING_H_
