// CycleCounting (RLVE-Gym "CycleCounting", Codeforces 11D): the number of
// simple cycles (at least 3 vertices, no repeated vertex; a cycle is its
// set of edges) of an undirected graph.
// Reference: bitmask DP over simple paths that start at the lowest vertex
// of their vertex set; a path closing back to its start with >= 3
// vertices is a cycle, counted once per direction. O(2^N N^2).
//
// Level d (RLVE's controller after d updates): N = d + 4 vertices; density
// p uniform among 25, 45, 65, 85 (%), and floor(p N (N-1) / 200) distinct
// pairs drawn uniformly, in random order. Levels 0..12 (N <= 16: the DP is
// exponential; the count stays below 10^13).
// Instance: {"n": 2..16, "edges": [[u, v], ...]} (a simple graph on
// 0..n-1: no self-loop, no pair twice in either orientation).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `cycle_counting` (RLVE's "(min/max)^beta"): -1 unparseable or negative,
// 1 for the count, else (min(answer, count) / max(answer, count))^beta,
// beta = 10 (param `beta`); so 0 earns 0 unless the count is 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_CYCLE_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_CYCLE_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterCycleCountingEnvironment(Catalog& catalog,
                                              const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_CYCLE_COUNTING_H_
