// MaxXorPath (RLVE-Gym): an undirected graph with weighted edges; the
// largest XOR of the edge weights along a path (a walk: edges may repeat,
// each use counting) from vertex 0 to vertex N-1.
//
// Every walk's XOR is the XOR of one fixed 0..N-1 path and some cycles,
// so the answer is that path's XOR maximised over the linear span (GF(2))
// of the cycle XORs: a depth-first tree's path XORs and one cycle per
// non-tree edge give the basis.
//
// Level d (RLVE's controller after d updates): N = 4, then
// floor(1.1 N) + 1 per level (4, 5, ..., 10, 12, 14 at d = 8); a bit
// length B = 3, raised after each update while 2^B < 2N (5 at d = 8);
// levels 0..19 (N = 50 and B = 7 at the top, at most 1102 edges, a prompt
// of some 15 KB; RLVE's controller has no top). As RLVE draws it: an edge
// density t/10 uniform among t = 1..9 with floor(t N(N-1)/20) >= N, a bit
// count b uniform in B..B+4 and a basis-size cap c uniform in 0..b-1; then
// floor(t N(N-1)/20) uniform distinct pairs (their drawn order is the
// adjacency order); a recursive depth-first search from 0 gives each tree
// edge a uniform weight in 0..2^b-1 and each other edge, when first met,
// a uniform one while the cycle basis has fewer than c vectors, else the
// weight closing a zero cycle XOR-ed with each basis vector (bits high to
// low, each with odds 1/2); every cycle met enters the basis. Drawn again
// if N-1 is not reached or the answer is 2^b - 1. Edges are shown as
// (min, max, w) in random order. Integer tenths, so the counts are exact
// on every build (RLVE's doubles give one edge fewer at N = 36 with t = 3
// or 6, N = 45 with t = 7).
// Instance: {"n": int (2..50), "edges": [[u, v, w], ...] (0..n(n-1)/2 rows;
// u != v in 0..n-1, no pair twice, w in 0..2^20-1; n-1 reachable from 0)};
// the answer is derived.
// Answer: the final <answer> (else \boxed{}) content, one integer.
// Verifier `max_xor_path` (RLVE's ladder, range [-1, 1]): -1 if it is not
// one integer (RLVE's wrong_format), 1 (correct) if it equals the maximum,
// else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MAX_XOR_PATH_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MAX_XOR_PATH_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMaxXorPathEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MAX_XOR_PATH_H_
