// TreeCenter (RLVE-Gym "TreeCenter"): a tree with positive vertex costs C
// and positive edge weights; choose the vertex r minimising
// sum_i dist(i, r) * C[i] (a weighted median of the tree).
//
// Level d: RLVE's controller, N = d + 4 vertices (4 at d = 0, 12 at
// d = 8); levels 0..496 (N = 500; the prompt is linear in N). Costs are
// uniform in 1..N, the tree is drawn as RLVE draws one (shuffled vertices,
// each after the first joined to a uniform earlier one), each edge gets a
// weight uniform in 1..N, and the edges are shown shuffled as (u, v, w),
// u < v.
// Instance: {"n": int (2..1000), "costs": [n ints in 1..10^6], "edges":
// [[u, v, w], ...] (n - 1 rows, 0 <= u, v < n, 1 <= w <= 10^6, forming a
// tree on 0..n-1: checked)}. Costs fit in 64 bits: at most
// 1000 * (999 * 10^6) * 10^6 < 10^18.
// Answer: the final <answer> (else \boxed{}) content, one integer r.
// Verifier `tree_center` (RLVE's "(gold/answer)^beta" ladder, range
// [-1, 1]): -1 unless exactly one integer, or if r is not in 0..N-1 (RLVE's
// wrong_format); else (least cost / cost of r)^beta, beta = 8. Correct iff r
// is a vertex of least cost (any of them: with positive costs and weights
// there are at most two, adjacent).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREE_CENTER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREE_CENTER_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTreeCenterEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREE_CENTER_H_
