// FixedOneEdgeNum_SpanningTree (RLVE-Gym): an undirected graph whose edges
// weigh 0 or 1; pick a spanning tree holding exactly K edges of weight 1.
//
// Level d (RLVE's controller after d updates): N = 4, then
// floor(1.1 N) + 1 per level (4, 5, ..., 10, 12, 14 at d = 8); levels 0..29
// (N = 139 at the top, at most 417 edges, a prompt of some 5 KB; RLVE's
// controller has no top). As RLVE draws it: an edge ratio r uniform among
// 1.0, 1.1, ..., 3.0 with floor(r N) <= N(N-1)/2; a uniform order of the
// vertices, each after the first joined to a uniform earlier one (the
// planted tree), each tree edge weighing 1 with odds q/1000, q uniform in
// 0..999 (RLVE's random()); K = the planted tree's weight; then uniform
// other pairs until there are floor(r N) edges, each weighing 1 with odds
// q'/1000 (a new q'); the edges are shown as (min, max, w) in random
// order. Integer tenths, so the counts are exact on every build (RLVE's
// doubles give one edge fewer at three (N, r) of these levels: N = 45 with
// r = 1.4 or 2.8, N = 50 with r = 2.3, e.g. 114, not 115).
// Instance: {"n": int (3..139), "k": int (0..n-1), "edges": [[u, v, w],
// ...] (1..n(n-1)/2 rows; u != v in 0..n-1, no pair twice, w in 0..1; the
// graph connected and some spanning tree holding exactly k edges of weight
// 1)}. The reference tree is derived: the weight-1 edges the weight-0 ones
// cannot do without, more weight-1 edges up to k, then weight-0 edges.
// Answer: the final <answer> (else \boxed{}) content as u_1 v_1 ...
// u_{N-1} v_{N-1}, whitespace-separated integers read two at a time as
// edges (either way round), in any order.
// Verifier `spanning_tree_fixed_ones` (RLVE's ladder, range [-1, 1]): -1
// if unparseable (no final answer, a token that is not an integer, or an
// odd number of integers: RLVE's wrong_format); -0.5 unless the pairs are
// N - 1 edges of the graph touching every vertex and connecting them all
// (RLVE's invalid_solution); 0 if the tree holds another number of
// weight-1 edges; 1 (correct) if it holds exactly K. Any such tree earns 1.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_SPANNING_TREE_FIXED_ONES_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_SPANNING_TREE_FIXED_ONES_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSpanningTreeFixedOnesEnvironment(Catalog& catalog,
                                                      const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_SPANNING_TREE_FIXED_ONES_H_
