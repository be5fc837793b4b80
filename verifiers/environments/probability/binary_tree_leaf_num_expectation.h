// BinaryTreeLeafNumExpectation (RLVE-Gym "BinaryTreeLeafNumExpectation",
// Luogu P3978): a binary tree with N nodes drawn uniformly among all of
// them (left and right children distinguished); the expected number of
// leaves, as a fraction A/B in lowest terms: N(N+1) / (2(2N-1)) (the
// total leaf count over all trees is N times the Catalan number C(N-1)).
//
// Level d (RLVE's controller after d updates): MAX_N = 5, then
// floor(1.5 MAX_N) per level (5, 7, 10, 15, 22, 33, ...); N uniform in
// 1..MAX_N. Levels 0..47 (MAX_N <= 798381090: the reduced numerator, at
// most N(N+1)/2, stays below 10^18).
// Instance: {"n": 1..10^9}.
// Answer: a fraction `A/B` (any equivalent fraction, reduced before the
// comparison; spaces around the slash allowed, as RLVE) or an integer, in <answer> (else \boxed{}). Verifier
// `binary_tree_leaf_num_expectation` (RLVE's ladder, "gold=answer"): -1
// unparseable, 1 for the expectation, else 0. Differences from RLVE: RLVE
// demands the `A/B` form with A, B > 0 (an integer, e.g. `1` for N = 1, or
// a non-positive part is its wrong_format, -1); here an integer equal to
// the expectation is right and a non-positive value is simply wrong (0).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_BINARY_TREE_LEAF_NUM_EXPECTATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_BINARY_TREE_LEAF_NUM_EXPECTATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterBinaryTreeLeafNumExpectationEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_BINARY_TREE_LEAF_NUM_EXPECTATION_H_
