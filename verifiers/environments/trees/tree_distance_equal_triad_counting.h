// TreeDistanceEqualTriadCounting (RLVE-Gym
// "Tree_DistanceEqualTriad_Counting", Luogu P3565): in a tree on vertices
// 1..N, the number of 3-vertex sets whose three pairwise distances are
// equal.
// Reference: such a triple has a centre c with its three vertices at the
// same depth t in three different branches of c; for each c, breadth-
// first search each branch, and accumulate per depth the third elementary
// symmetric sum of the branch counts. O(N^2).
//
// Level d (RLVE's controller after d updates): N = d + 4; vertices in a
// shuffled order, each joined to a uniform earlier one; edges [min, max]
// (1-based), shuffled. Levels 0..496 (N <= 500).
// Instance: {"n": 2..2000, "edges": [[u, v], ...]}: n - 1 edges on 1..n
// forming a tree.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `tree_distance_equal_triad_counting` (RLVE's "(min/max)^beta"): -1
// unparseable or negative, 1 for the count, else (min(answer, count) /
// max(answer, count))^beta, beta = 10 (param `beta`); 0 earns 0 unless the
// count is 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREE_DISTANCE_EQUAL_TRIAD_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREE_DISTANCE_EQUAL_TRIAD_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTreeDistanceEqualTriadCountingEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREE_DISTANCE_EQUAL_TRIAD_COUNTING_H_
