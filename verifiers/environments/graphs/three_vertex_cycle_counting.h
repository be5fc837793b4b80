// ThreeVertexCycleCounting (RLVE-Gym "ThreeVertexCycleCounting", Luogu
// P1989): the number of triangles (3-vertex cycles, as vertex sets) of an
// undirected graph.
// Reference: orient every edge from the endpoint of smaller (degree,
// label) to the other and count, for each vertex u and out-neighbours
// v, w of u with v -> w, the triangle once. O(M sqrt M).
//
// Level d (RLVE's controller after d updates): N = 5, then
// floor(1.1 N) + 1 per level (5, 6, 7, 8, 9, 10, 12, 14, ...); r uniform
// among the ratios 1.0, 1.1, ..., 3.0 with floor(r N) <= N(N-1)/2; M =
// max(1, floor(r N)) distinct pairs drawn uniformly (computed exactly, as
// floor(10 r N / 10)), in random order. Levels 0..48 (N <= 962, M <= 2886).
// Instance: {"n": 2..1000, "edges": [[u, v], ...]} (a simple graph on
// 0..n-1: no self-loop, no pair twice in either orientation; at most 20000
// edges).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `three_vertex_cycle_counting` (RLVE's "(min/max)^beta"): -1 unparseable
// or negative, 1 for the count, else (min(answer, count) /
// max(answer, count))^beta, beta = 10 (param `beta`); 0 earns 0 unless the
// count is 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_THREE_VERTEX_CYCLE_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_THREE_VERTEX_CYCLE_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterThreeVertexCycleCountingEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_THREE_VERTEX_CYCLE_COUNTING_H_
