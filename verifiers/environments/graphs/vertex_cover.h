// Vertex cover (RLVE-Gym style, the NP-complete decision version with a
// cheap check): choose at most K vertices of an undirected graph so that
// every edge has at least one endpoint among them.
//
// Level d: N = d + 6 vertices labeled 0..N-1 and K = floor(N/3); levels
// 0..94 (N <= 100). The generator plants a cover S of K random vertices:
// each s in S first gets two edges to distinct random vertices outside S
// (its private edges: only s covers them), then distinct edges are drawn
// among the other pairs that touch S (within S or from S to the rest) until
// there are max(2K, floor(p·P/100)) edges, P = K(K-1)/2 + K(N-K) the pairs
// touching S and the density p (percent) uniform in 40..60. S is a cover of
// size K, so an answer always exists.
// Why the corrupted reference (one number of S changed) is never correct:
// the changed number is out of range or repeats a vertex of S (-0.5), or
// names a vertex w outside S in place of some s in S. Then s's two private
// edges (s, u1), (s, u2), u1 != u2 both outside S, are covered in S by s
// alone; in S - {s} + {w} they are covered only if w is an endpoint, and w
// equals at most one of u1, u2, so an edge stays uncovered.
// Instance: {"n": int (1..100), "k": int (1..n), "edges": [[u, v], ...]
// (0 <= u, v < n, u != v, no pair twice in either orientation, at most
// n(n-1)/2), "cover": [int, ...] (optional: 1..k distinct vertices covering
// every edge, which generated instances carry and the reference answer
// prints; checked when given)}. Whether a cover of size K exists is not
// checked otherwise (that is NP-complete); an explicit instance without
// "cover" has an empty reference output.
// Answer: the final <answer> (else \boxed{}) content as at most K distinct
// whitespace-separated vertices, in any order.
// Verifier `vertex_cover` (RLVE's ladder, range [-1, 1]): -1 if
// unparseable; -0.5 if there are more than K numbers, or one is out of range
// or repeated; else (edges with an endpoint in the answer / edges)^beta,
// beta = 5 (1 if there are no edges). Full credit (correct) only for a
// cover; a smaller cover than the planted one is as good.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_VERTEX_COVER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_VERTEX_COVER_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterVertexCoverEnvironment(Catalog& catalog,
                                            const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_VERTEX_COVER_H_
