// TreeEliminationExpectation (RLVE-Gym "TreeElimination_Expectation"): a
// rooted tree on vertices 1..N (root 1) starts uncoloured; each step picks
// an uncoloured vertex uniformly at random and colours every vertex on its
// path to the root. The expected number of steps until every vertex is
// coloured, modulo 10^9 + 7. (It is the sum over vertices v of
// 1 / size(subtree(v)): v is picked iff it comes first among its subtree.)
//
// Level d (RLVE's controller after d updates): N = d + 3; vertices 2..N are
// shuffled and each is hung under a uniform earlier vertex of the order
// (1 first). Levels 0..997 (N <= 1000).
// Instance: {"n": 2..10000, "parents": [[parent, child], ...]} with n - 1
// rows, every child in 2..n exactly once, parents in 1..n, all vertices
// reachable from 1 (a tree rooted at 1); the prompt lists the rows in order.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `tree_elimination_expectation` (RLVE's ladder): -1 unparseable, -0.5
// outside [0, 10^9 + 7), 1 for the expectation mod 10^9 + 7, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_TREE_ELIMINATION_EXPECTATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_TREE_ELIMINATION_EXPECTATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTreeEliminationExpectationEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_TREE_ELIMINATION_EXPECTATION_H_
