// BanyanHeart (RLVE-Gym "BanyanHeart"): a tree on 1..N is grown from vertex
// 1, one vertex at a time, each new vertex joined to one already present
// (any order the final tree allows); a marker, the heart, starts on 1 and
// after each addition moves one edge toward the new vertex. Which vertices
// can the heart end on?
//
// Level d (RLVE's controller after d updates): N = 4 + d (12 at d = 8);
// levels 0..496 (N = 500: the prompt and the answer are linear in N;
// RLVE's controller has no top). A random tree on 1..N as RLVE draws it
// (shuffle the vertices, join each after the first to a uniform earlier
// one), edges shown shuffled as (min, max).
// Instance: {"n": int (2..1000), "edges": [[u, v], ...] (n - 1 edges on
// 1..n forming a tree)}. The set is derived (a linear tree DP, checked
// against every growth order in the unit test); it is never empty.
// Answer: N characters T or F in the final <answer> (else \boxed{}), the
// i-th for vertex i, after trimming surrounding ASCII whitespace.
// Verifier `banyan_heart` (RLVE's "(intersection/union)^beta" ladder, range
// [-1, 1]): -1 (RLVE's wrong_format) if there is no final answer, or it is
// not exactly N characters each T or F (case matters); else (vertices
// marked T in both / vertices marked T in either)^beta, beta = 5. Full
// credit (correct) only for the exact set.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_TREES_BANYAN_HEART_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_TREES_BANYAN_HEART_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterBanyanHeartEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_TREES_BANYAN_HEART_H_
