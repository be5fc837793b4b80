// Shortest path (RLVE-Gym "ShortestPath"): find a minimum-weight path from
// vertex 0 to vertex N-1 in a weighted directed graph.
//
// Level d (0..96): N = d + 4 vertices labeled 0..N-1. The generator plants
// a path 0, (a random order of 1..N-2), N-1 with weights uniform in
// 1..max(1, N/3), then adds other directed edges, weights uniform in
// max(1, N/2)..N, until floor(p·N(N-1)/100) edges in all, the density p
// (percent) uniform among 20, 25, 30, 35, 40; as in RLVE the direct edge
// 0 -> N-1 and two-edge shortcuts 0 -> t -> N-1 are never added (the
// candidate that would close one is skipped, so a level may hold slightly
// fewer edges). N-1 is always reachable; the optimum comes from Dijkstra
// (O(N^2)) at generation / Read.
// Instance: {"n": int (2..100), "edges": [[s, t, w], ...] (1..n(n-1) rows,
// 0 <= s, t < n, s != t, no ordered pair twice, 1 <= w <= 10^6)}; vertex
// n-1 must be reachable from 0 (checked). The reference is Dijkstra's path
// (the smallest label first among equal distances; the first parent found
// is kept on ties), a function of the graph, not of the edge order.
// Answer: the final <answer> (else \boxed{}) content as the path's vertices
// p_1 ... p_k, whitespace-separated. Verifier `shortest_path` (RLVE's
// ladder, range [-1, 1]): -1 if unparseable or empty; -0.5 if it is not a
// path: a vertex out of range, p_1 != 0, p_k != N-1, a vertex repeated
// (positive weights make every shortest walk simple, so this excludes no
// optimum; it also bounds the answer to N tokens), or a consecutive pair
// that is not an edge; else (optimal weight / path weight)^beta, beta = 5.
// Correct iff the path's weight is optimal (any shortest path).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_SHORTEST_PATH_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_SHORTEST_PATH_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterShortestPathEnvironment(Catalog& catalog,
                                             const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_SHORTEST_PATH_H_
