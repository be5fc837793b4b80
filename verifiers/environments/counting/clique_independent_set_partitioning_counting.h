// CliqueIndependentSetPartitioningCounting (RLVE-Gym
// "Clique_IndependentSet_Partitioning_Counting"): an undirected graph on
// 0..N-1; count the ordered splits of its vertices into two non-empty
// parts S and T with S a clique and T an independent set.
//
// Level d (RLVE's controller after d updates): N = 3 + d; a clique of
// size uniform in 2..N-1 on a uniform sample of the vertices (the rest is
// independent), plus a uniform number (0..|S||T|) of uniform pairs across,
// every edge (u, v) with u < v, shuffled. Levels 0..97 (N <= 100: the
// prompt lists up to N(N-1)/2 edges; RLVE's controller has no top).
// Instance: {"n": 2..200, "edges": [[u, v], ...]} (a simple graph on
// 0..n-1). The count is derived: the vertices sorted by degree (ties by
// label), m the largest i with deg(v_i) >= i - 1, the first m a clique
// and the rest independent when the graph is split at all (Hammer and
// Simeone), else the count is 0; every other split moves at most one
// vertex each way (two vertices of a clique cannot both be in an
// independent set), so it counts the pairs (x in S or none, y in T or
// none) whose swap stays valid, O(N^2).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `clique_independent_set_partitioning_counting` (RLVE's "(min/max)^beta",
// beta = 10, param `beta`): -1 unparseable or negative, 1 for the exact
// count, else (min(answer, count) / max(answer, count))^beta (when the
// count is 0 only 0 earns credit; a positive count gives 0 to the answer 0).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_CLIQUE_INDEPENDENT_SET_PARTITIONING_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_CLIQUE_INDEPENDENT_SET_PARTITIONING_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterCliqueIndependentSetPartitioningCountingEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_CLIQUE_INDEPENDENT_SET_PARTITIONING_COUNTING_H_
