// GraphIsomorphism (RLVE-Gym "GraphIsomorphism"): two undirected graphs G1
// and G2 on the vertices 0..N-1 with the same number M of edges; find a
// permutation p of 0..N-1 that maps the edges of G1 exactly onto the edges
// of G2 (a graph isomorphism).
//
// Level d (RLVE's controller after d updates): N = 3 + d (11 at d = 8);
// levels 0..97 (N = 100; RLVE's controller has no top). As RLVE draws it:
// an edge density p uniform among 5%, 15%, ..., 95% with
// M = floor(p·N(N-1)/2) > 0 (integer percents, so the count is exact on
// every build), M distinct pairs of 0..N-1 as G1 in random order, a uniform
// hidden permutation, and G2 = the images of G1's edges, shuffled.
// Instance: {"n": int (3..100), "edges1": [[u, v], ...] (a simple graph on
// 0..n-1, at least one edge), "edges2": [[u, v], ...] (a simple graph on
// 0..n-1, as many edges as edges1), "mapping": [n ints] (a permutation of
// 0..n-1 mapping edges1 onto edges2, checked: the reference; generated
// instances carry the hidden one)}.
// Answer: p(0), ..., p(N-1) in the final <answer> (else \boxed{}),
// whitespace-separated.
// Verifier `graph_isomorphism` (RLVE's "(overlap/all)^beta" ladder, range
// [-1, 1]): -1 if unparseable (no final answer, or a token that is not an
// integer); -0.5 if not exactly N integers, a repeat or a value outside
// 0..N-1 (RLVE's invalid_solution); else (edges of G1 whose image is an
// edge of G2 / M)^beta, beta = 10. Any isomorphism is full credit
// (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRAPH_ISOMORPHISM_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRAPH_ISOMORPHISM_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterGraphIsomorphismEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRAPH_ISOMORPHISM_H_
