// TopologicalSort_MinimalLexicographicalOrder (RLVE-Gym
// "TopologicalSort_MinimalLexicographicalOrder"): order 0..N-1 so that
// every "a before b" constraint holds and, among all such orders, 0 comes
// as early as possible, then 1, then 2, and so on (the least vector of
// positions (pos(0), pos(1), ...), not the least sequence). The answer is
// unique.
//
// Level d (RLVE's controller after d updates): N = 3, then
// floor(1.1 N) + 1 per level (3, 4, ..., 10, 12 at d = 8, ...); a hidden
// random order, and each element after the first follows k uniform in
// 0..min(i, 3) distinct earlier ones of it (RLVE's max_indeg = 3), drawn
// again while there is no constraint; constraints shuffled. Levels 0..50
// (N = 962: the prompt is linear in N; RLVE's controller has no top).
// Instance: {"n": int (2..1000), "constraints": [[a, b], ...] (1..20000
// pairs in 0..n-1: a before b, a != b, no pair twice, no cycle)}. The
// answer is derived: the reverse of the largest-first topological order of
// the reversed constraints (Kahn's algorithm with a max-heap).
// Answer: the final <answer> (else \boxed{}) content, N integers p(0) ...
// p(N-1).
// Verifier `topological_sort_minimal_lexicographical_order` (RLVE's
// two-part ladder, range [-1, 1]): -1 if unparseable (no final answer, or a
// token that is not an integer); -0.5 if not a permutation of 0..N-1
// (RLVE's invalid_solution); else 0.5 (satisfied / constraints)^beta_toposort
// plus, only when every constraint holds, 0.5 (positions equal to the
// answer / N)^beta_lexicographical; both betas 5. 1 and correct only for
// the answer itself; anything else stays below 1.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_TOPOLOGICAL_SORT_MINIMAL_LEXICOGRAPHICAL_ORDER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_TOPOLOGICAL_SORT_MINIMAL_LEXICOGRAPHICAL_ORDER_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTopologicalSortMinimalLexicographicalOrderEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_TOPOLOGICAL_SORT_MINIMAL_LEXICOGRAPHICAL_ORDER_H_
