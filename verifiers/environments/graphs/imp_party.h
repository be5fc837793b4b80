// ImpParty (RLVE-Gym "ImpParty", after Luogu P3524): an undirected graph on
// 3N vertices that holds a clique of 2N vertices; find any clique of N.
//
// Level d (RLVE's controller after d updates): N = 3 + d (11 at d = 8);
// levels 0..30 (N = 33, 99 vertices: the prompt holds about 4N^2 edges;
// RLVE's controller has no top). As RLVE draws it: a uniform 2N-subset of
// 0..3N-1 is the clique, all its pairs are edges, plus k distinct pairs
// (k uniform in 0..2N·N) between the clique and the N other vertices; the
// edges are shown shuffled as (min, max).
// Instance: {"n": int (2..33), "edges": [[u, v], ...] (a simple graph on
// 0..3n-1), "clique": [2n distinct vertices, every two joined by an edge]}
// (the clique the prompt promises, checked; generated instances carry the
// planted one).
// Answer: N vertices in the final <answer> (else \boxed{}), whitespace-
// separated, in any order.
// Verifier `imp_party` (RLVE's "(satisfied/all)^beta" ladder, range
// [-1, 1]): -1 if unparseable (no final answer, or a token that is not an
// integer); -0.5 if not exactly N integers, a vertex outside 0..3N-1, or a
// vertex twice (RLVE's invalid_solution); else (pairs of chosen vertices
// joined by an edge / (N(N-1)/2))^beta, beta = 5. Any clique of N vertices
// is full credit (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_IMP_PARTY_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_IMP_PARTY_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterImpPartyEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_IMP_PARTY_H_
