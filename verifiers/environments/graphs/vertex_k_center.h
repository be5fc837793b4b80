// Vertex_KCenter (RLVE-Gym): a connected graph with weighted edges and a
// count K; choose K distinct vertices so that the largest distance (by
// shortest paths) from any vertex to its nearest chosen one, the radius,
// is as small as possible.
//
// Level d (RLVE's controller after d updates): N = 4 + d (12 at d = 8);
// levels 0..16 (N = 20 at the top: the problem is NP-hard and RLVE's
// reference tries every K-subset; ours searches radii with an exact
// cover search, still exponential in the worst case, so the top keeps it
// to milliseconds; RLVE's controller has no top). As RLVE draws it: K
// uniform in 1..N-1; an edge density p uniform among 2%, 5%, 10%, 15%,
// ..., 50%, 60%, 70%, 80%, 90% with floor(p N(N-1)/200) >= N - 1; a
// uniform order of the vertices, each after the first joined to a uniform
// earlier one with a weight uniform in 1..N; then uniform other pairs, each
// with a weight uniform in 1..N, up to floor(p N(N-1)/200) edges; the edges
// shown as (min, max, w) in random order.
// Instance: {"n": int (3..20), "k": int (1..n-1), "edges": [[u, v, w], ...]
// (1..n(n-1)/2 rows; u != v in 0..n-1, no pair twice, w in 1..1000; the
// graph connected)}; the distances, the least radius and an optimal set
// are derived.
// Answer: the final <answer> (else \boxed{}) content as K vertices, any
// order, whitespace-separated integers.
// Verifier `vertex_k_center` (RLVE's "(gold/answer)^beta" ladder, range
// [-1, 1]): -1 if unparseable (no final answer or a token that is not an
// integer: RLVE's wrong_format); -0.5 if a vertex repeats, there are not
// exactly K or one is outside 0..N-1 (RLVE's invalid_solution); else
// (least radius / the answer's radius)^beta, beta = 5. Full credit
// (correct) only for an optimal set; any one earns it.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_VERTEX_K_CENTER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_VERTEX_K_CENTER_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterVertexKCenterEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_VERTEX_K_CENTER_H_
