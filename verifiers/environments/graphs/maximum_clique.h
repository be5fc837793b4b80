// MaximumClique (RLVE-Gym "MaximumClique"): an undirected graph on the
// vertices 0..N-1; choose as many distinct vertices as possible, every two
// of them joined by an edge (a maximum clique).
//
// Level d (RLVE's controller after d updates): N = 4 + 2d (20 at d = 8);
// levels 0..30 (N = 64: the exact reference works on 64-bit vertex sets;
// RLVE's controller has no top). As RLVE draws it: an edge density p
// uniform among 5%, 15%, ..., 95% with M = floor(p·N(N-1)/2) > 0 (integer
// percents, so the count is exact on every build), then M distinct pairs
// of 0..N-1 in random order. Deviation in the draws only: a graph whose
// maximum clique found by the reference, listed with any of its vertices
// last, turns into another maximum clique when the last vertex's last
// digit is changed (9 -> 0, else + 1) is redrawn (at most 100 draws; under
// 1% of graphs at any level), so that the corrupted reference of the
// registry-wide property test is never full credit.
// Instance: {"n": int (2..64), "edges": [[u, v], ...] (a simple graph on
// 0..n-1)}; the reference (a maximum clique, by branch and bound with a
// greedy-colouring bound) is derived.
// Answer: the chosen vertices, in any order, in the final <answer> (else
// \boxed{}), whitespace-separated.
// Verifier `maximum_clique` (RLVE's "(answer/gold)^beta" ladder, range
// [-1, 1]): -1 if unparseable (no final answer, or a token that is not an
// integer); -0.5 if a vertex repeats, is outside 0..N-1, or two chosen
// vertices are not joined (RLVE's invalid_solution); else (k / K)^beta
// with k the number chosen and K the maximum clique size, beta = 5 (an
// empty answer earns 0). Any maximum clique is full credit (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MAXIMUM_CLIQUE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MAXIMUM_CLIQUE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMaximumCliqueEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MAXIMUM_CLIQUE_H_
