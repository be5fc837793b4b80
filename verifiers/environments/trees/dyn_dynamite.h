// DynDynamite (RLVE-Gym "DynDynamite", after POI's "Dynamite"): a tree on
// 0..N-1 with some key vertices; choose exactly M centers (vertices, a
// vertex may be named more than once) so that the largest distance (in
// edges) from a key vertex to its nearest center is as small as possible.
//
// Level d (RLVE's controller after d updates): N = d + 3 (11 at d = 8); a
// random tree as RLVE draws it (shuffled vertices, each after the first
// joined to a uniform earlier one, edges as (min, max), then the edge list
// shuffled); the number of keys uniform in 2..N, the keys a uniform subset
// in random order; M uniform in 1..keys-1. Levels 0..97 (N = 100: the
// prompt is linear in N; RLVE's controller has no top). The reference
// prints last a center whose last-digit change loses a key; an instance
// where no optimal choice allows that is drawn again (never seen in 20000
// random trees; at most 64 draws).
// Instance: {"n": int (2..100), "edges": [[u, v], ...] (n - 1 edges on
// 0..n-1 forming a tree), "keys": [2..n distinct ints in 0..n-1], "m": int
// (1..keys - 1)}. The optimum t* (>= 1, as M < keys) is derived: the least
// t for which the greedy (deepest uncovered key first, a center exactly t
// above it) needs at most M centers; binary search over t, O(N log N).
// Answer: the M centers in the final <answer> (else \boxed{}),
// whitespace-separated, in any order, repeats allowed (as RLVE).
// Verifier `dyn_dynamite` (RLVE's "(gold/answer)^beta" ladder, range
// [-1, 1]): -1 if unparseable (no final answer, or a token that is not an
// integer); -0.5 if there are not exactly M numbers or one is out of
// 0..N-1 (RLVE's invalid_solution); else (t* / D)^beta, D the largest
// distance from a key to its nearest chosen center, beta = 5. Any choice
// with D = t* is full credit (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_TREES_DYN_DYNAMITE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_TREES_DYN_DYNAMITE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterDynDynamiteEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_TREES_DYN_DYNAMITE_H_
