// Maximum_IndependentSet_Tree (RLVE-Gym "Maximum_IndependentSet_Tree"): a
// tree on 0..N-1 whose vertices carry positive weights; choose vertices, no
// two adjacent, of the largest total weight.
//
// Level d (RLVE's controller after d updates): N = 4, then
// floor(1.1 N) + 1 per level (4, 5, ..., 10, 12, 14 at d = 8, ...); a
// random tree as RLVE draws it (shuffle the vertices, join each after the
// first to a uniform earlier one; edges shown in that order as (min, max)),
// weights uniform in 1..N. Levels 0..49 (N = 962: the prompt is linear in
// N; RLVE's controller has no top).
// Instance: {"n": int (1..1000), "edges": [[u, v], ...] (n - 1 edges on
// 0..n-1 forming a tree), "weights": [n ints in 1..10^6]}. The optimum is
// derived (tree DP).
// Answer: the chosen vertices in the final <answer> (else \boxed{}),
// whitespace-separated, in any order; an empty answer is the empty set.
// Verifier `maximum_independent_set_tree` (RLVE's "(answer/gold)^beta"
// ladder, range [-1, 1]): -1 if unparseable (no final answer, or a token
// that is not an integer); -0.5 if a vertex repeats, is out of range, or two
// chosen vertices are adjacent (RLVE's invalid_solution); else (weight /
// optimum)^beta, beta = 3. Any independent set of optimal weight is full
// credit (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_TREES_MAXIMUM_INDEPENDENT_SET_TREE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_TREES_MAXIMUM_INDEPENDENT_SET_TREE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMaximumIndependentSetTreeEnvironment(Catalog& catalog,
                                                          const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_TREES_MAXIMUM_INDEPENDENT_SET_TREE_H_
