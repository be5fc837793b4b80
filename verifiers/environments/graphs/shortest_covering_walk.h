// Shortest covering walk (RLVE-Gym "HamiltonianPath", a C16 environment):
// in a weighted directed graph, a walk that visits every vertex at least
// once (vertices and edges may repeat), of least total weight. (RLVE-Gym's
// "HamiltonianPathExistence", every vertex exactly once, is
// `hamiltonian_path`.)
//
// Level d: N = d + 3 vertices labeled 0..N-1; levels 0..12 (N <= 15: the
// reference is exact, a Held-Karp search over the vertices' first visits
// on shortest-path distances, 2^N·N^2 steps). RLVE's generator: a random
// order of all N vertices is a path of N-1 edges weighing 1..N each; then
// other distinct directed edges, weighing 1..max(1, N/2) each, up to
// floor(p·N(N-1)/100) edges in all, the density p (percent) uniform among
// 5, 15, ..., 95 with at least N edges; so a covering walk always exists.
// Instance: {"n": int (2..15), "edges": [[s, t], ...] (0 <= s, t < n,
// s != t, no edge twice, at most n(n-1)), "weights": [int, ...] (one per
// edge, 1..10^6)}; an instance whose edges admit no covering walk is
// rejected. Derived: the least weight and one walk reaching it (the
// reference answer).
// Answer: the final <answer> (else \boxed{}) content as whitespace-separated
// vertices, the walk in order (any length). Verifier
// `shortest_covering_walk` (RLVE's ladder, range [-1, 1]): -1 if
// unparseable; -0.5 if a vertex is outside 0..N-1, some vertex is never
// visited, or two consecutive vertices are not an edge; else
// (least weight / the walk's weight)^beta, beta = 5. Full credit (correct)
// only for a walk of least weight.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_SHORTEST_COVERING_WALK_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_SHORTEST_COVERING_WALK_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterShortestCoveringWalkEnvironment(Catalog& catalog,
                                                     const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_SHORTEST_COVERING_WALK_H_
