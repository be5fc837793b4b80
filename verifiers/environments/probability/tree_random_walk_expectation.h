// TreeRandomWalkExpectation (RLVE-Gym "TreeRandomWalkExpectation"): a tree
// on vertices 0..N-1; a walk moves to a uniform random neighbour each step.
// E(S, T) is the expected number of steps from S until T is first reached
// (0 when S = T). The answer is (sum of E(S, T) over all ordered pairs) /
// N^2 modulo 998244353. Reference: crossing an edge from the side with s
// vertices takes 2s - 1 steps on average, and s(N - s) ordered pairs cross
// it each way, so the sum is the sum over edges of s(N - s)(2N - 2).
//
// Level d (RLVE's controller after d updates): N = d + 3; vertices in a
// shuffled order, each joined to a uniform earlier one; edges [min, max],
// shuffled. Levels 0..997 (N <= 1000).
// Instance: {"n": 2..10000, "edges": [[u, v], ...]}: n - 1 edges on
// 0..n-1 forming a tree (no self-loop, no repeat, no cycle).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `tree_random_walk_expectation` (RLVE's ladder): -1 unparseable, -0.5
// outside [0, 998244353), 1 for the value, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_TREE_RANDOM_WALK_EXPECTATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_TREE_RANDOM_WALK_EXPECTATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTreeRandomWalkExpectationEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_TREE_RANDOM_WALK_EXPECTATION_H_
