// Minimum directed spanning tree (RLVE-Gym "MinimumDirectedSpanningTree"):
// choose N-1 edges of a weighted directed graph forming a spanning
// arborescence rooted at a given vertex (every vertex reachable from the
// root, every other vertex with exactly one chosen incoming edge), of least
// total weight.
//
// Level d (0..25): N = 4, then floor(1.1 N) + 1 per level (4, 5, ..., 10,
// 12, 14 at d = 8; 93 at the top, d = 25, where a dense graph shows about
// 7 700 edges) vertices labeled 0..N-1. The density p is drawn uniformly
// from RLVE's list 10%, 20%, 30%, 40%, 50%, 70%, 90% among those with
// M = floor(p·N(N-1)) > N - 1. As RLVE draws it: a shuffled order of the
// vertices, the first is the root and each later one gets an edge from a
// uniformly chosen earlier one; then other ordered pairs, a uniform sample,
// up to M edges in all; every weight uniform in 1..M; the edges are shown
// shuffled. The top level keeps the prompt near RLVE's other graph ports'
// size (N <= 100); the reference is Chu-Liu/Edmonds (contract the cycles
// of the cheapest incoming edges, recurse, expand), O(N·E), exact.
// Instance: {"n": int (2..100), "root": int (0..n-1), "edges": [[s, t],
// ...] (1..n(n-1) pairs, 0 <= s, t < n, s != t, no ordered pair twice),
// "weights": [int, ...] (one per edge, 1..10^6)}; every vertex must be
// reachable from the root (checked).
// Answer: the final <answer> (else \boxed{}) content as the endpoints of
// the chosen edges, "s_1 t_1 s_2 t_2 ...", whitespace-separated, edges in
// any order (direction matters).
// Verifier `minimum_directed_spanning_tree` (RLVE's ladder, range [-1,
// 1]): -1 if unparseable or an odd number of integers; -0.5 if not N-1
// pairs, not a spanning arborescence rooted at the root (a vertex out of
// range, s = t, an edge into the root, a vertex with two incoming edges or
// none, a cycle), or a pair that is not an edge of the graph; else
// (optimum / weight)^beta, beta = 5. Full credit (correct) only for an
// arborescence of the least weight (any such one).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MINIMUM_DIRECTED_SPANNING_TREE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MINIMUM_DIRECTED_SPANNING_TREE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMinimumDirectedSpanningTreeEnvironment(Catalog& catalog,
                                                            const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MINIMUM_DIRECTED_SPANNING_TREE_H_
