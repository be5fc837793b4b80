// Minimum-weight path cover of a DAG from vertex 1 (RLVE-Gym
// "MinPathCover_DAG", after Luogu P4043): in a weighted DAG on vertices
// 1..N where 1 reaches every vertex, choose paths that all start at 1 and
// together cover every edge, minimising the total weight of all paths (an
// edge used by several paths counts each time).
//
// Level d (0..96): N = d + 4 vertices (12 at d = 8, 100 at the top). As
// RLVE draws it: vertex t = 2..N gets edges from a uniform random set of
// k of the vertices 1..t-1, k uniform in 1..t-1; every weight uniform in
// 1..N(N-1); the edges are shown shuffled. (RLVE means to shuffle the
// topological order of 2..N but shuffles a copy, so its edges always go
// from a smaller label to a larger one; this port draws what RLVE draws.)
// The top level keeps the prompt near RLVE's other graph ports' size
// (about N²/4 edges). The optimum is a minimum-cost flow with lower
// bounds: each edge carries f_e >= 1 paths, every vertex but 1 receives at
// least as many as leave it; with f_e = 1 + g_e, vertices with more
// outgoing than incoming edges must be fed the difference from vertex 1 or
// from vertices with more incoming edges, along edges of cost w
// (successive shortest paths, exact); the reference splits f into paths.
// Instance: {"n": int (2..100), "edges": [[s, t], ...] (1..n(n-1)/2
// pairs, 1 <= s, t <= n), "weights": [int, ...] (one per edge,
// 1..10^6)}; no self-loop, no ordered pair twice, no cycle, and vertex 1
// reaches every vertex (checked).
// Answer: the final <answer> (else \boxed{}) content as lines, one path per
// line (lines end at \n, \r, \v or \f, as Python's splitlines() has them):
// its vertices in order, whitespace-separated; blank lines ignored.
// Verifier `min_path_cover_dag` (RLVE's ladder, range [-1, 1]): -1 if
// unparseable (no final answer, or a token that is not an integer); -0.5
// if a path does not start at 1 or two consecutive vertices are not an
// edge; -0.2 if some edge is covered by no path (no paths at all
// included); else (optimum / total weight)^beta, beta = 5. Full credit
// (correct) only for a cover of the least total weight (any such cover).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MIN_PATH_COVER_DAG_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MIN_PATH_COVER_DAG_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMinPathCoverDagEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MIN_PATH_COVER_DAG_H_
