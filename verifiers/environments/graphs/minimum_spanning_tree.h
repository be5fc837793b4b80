// Minimum spanning tree (RLVE-Gym "MinimumSpanningTree"): choose N-1 edges
// of a weighted undirected graph that connect all N vertices, of least
// total weight.
//
// Level d (0..97): N = d + 3 vertices labeled 0..N-1. The generator joins
// the vertices by a random tree (a shuffled order, each vertex linked to a
// uniformly chosen earlier one, as RLVE does), then adds other vertex pairs
// until min(N(N-1)/2, max(N, floor(p·N(N-1)/200))) edges in all (so
// there is always a cycle, hence a choice; N = 3 is the triangle), p
// (percent) uniform among 20, 25, 30, 35, 40 (a narrow band, so the prompt
// grows steadily with the level). The E edge weights are DISTINCT, a
// uniform sample of 1..2E (RLVE's weights repeat; distinct ones make the
// minimum spanning tree unique). Edges are written u < v, shuffled.
// Instance: {"n": int (2..100), "edges": [[u, v, w], ...] (1..n(n-1)/2
// rows, 0 <= u, v < n, u != v, no unordered pair twice, 1 <= w <= 10^6, all
// w distinct)}; the graph must be connected (checked). The optimum and the
// reference tree come from Kruskal (O(E log E)) in Make/Read.
// Answer: the final <answer> (else \boxed{}) content as the N-1 chosen
// edges' endpoints, "u_1 v_1 u_2 v_2 ...", whitespace-separated, edges in
// any order and either orientation. Verifier `minimum_spanning_tree`
// (RLVE's ladder, range [-1, 1]): -1 if unparseable or an odd number of
// integers; -0.5 if not N-1 pairs, a pair that is not an edge of the graph
// (a vertex out of range, u = v, no such edge), an edge twice, or a cycle
// (N-1 acyclic edges always span); else (MST weight / tree weight)^beta,
// beta = 5. Correct iff it is the (unique) minimum spanning tree.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MINIMUM_SPANNING_TREE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MINIMUM_SPANNING_TREE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMinimumSpanningTreeEnvironment(Catalog& catalog,
                                                    const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MINIMUM_SPANNING_TREE_H_
