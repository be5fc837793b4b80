// MinimumSpanningTreeCounting (RLVE-Gym "MinimumSpanningTreeCounting"): the
// number of minimum spanning trees of an undirected weighted graph, modulo
// MOD (0 if the graph is disconnected).
// Reference: Kruskal by weight classes. Before a class, contract the
// components of the lighter edges; the class's edges between different
// components form a multigraph whose every connected part must be spanned
// by any MST in exactly as many ways as it has spanning trees (Kirchhoff:
// a cofactor of its Laplacian). The determinant mod MOD (any MOD, prime or
// not) by Euclidean row elimination, which never divides.
//
// Level d (RLVE's controller after d updates): N = 4, then
// floor(1.1 N) + 1 per level (4, 5, ..., 10, 12, 14, ...); r uniform among
// the ratios 1.0, 1.1, ..., 5.0 with floor(r N) <= N(N-1)/2 (exact
// tenths); W = max(1, floor(r N / 10)) + 1; a random tree (shuffled
// vertices, each joined to a uniform earlier one) plus other uniform pairs
// up to floor(r N) edges, weights uniform in 1..W, shuffled; MOD uniform in
// 2..10000. Levels 0..25 (N <= 93).
// Instance: {"n": 2..100, "edges": [[u, v, w], ...] (1..n(n-1)/2 edges on
// 0..n-1, u != v, no pair twice in either orientation, w in 1..10^6),
// "mod": 2..10^9}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `minimum_spanning_tree_counting` (RLVE's ladder): -1 unparseable, -0.5
// outside [0, MOD), 1 for the count mod MOD, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MINIMUM_SPANNING_TREE_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MINIMUM_SPANNING_TREE_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMinimumSpanningTreeCountingEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MINIMUM_SPANNING_TREE_COUNTING_H_
