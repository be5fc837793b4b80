// Tournament_LongestPath (RLVE-Gym): a tournament (exactly one arc
// between any two of the vertices 0..N-1) and a start S; find the longest
// path from S that visits no vertex twice.
//
// The longest such path visits every vertex S reaches: the strongly
// connected components of a tournament are totally ordered (every arc
// between two goes from the earlier to the later), a strong one with 3 or
// more vertices has a Hamiltonian cycle through any vertex (Camion, Moon),
// and every tournament has a Hamiltonian path.
//
// Level d (RLVE's controller after d updates): N = 3 + d (11 at d = 8);
// levels 0..47 (N = 50 at the top, 1225 arcs, a prompt of some 12 KB;
// RLVE's controller has no top). As RLVE draws it: odds q/1000, q uniform
// in 0..999 (RLVE's random()); each pair i < j gets the arc i -> j with
// those odds, else j -> i; S uniform in 0..N-1. Arcs are shown sorted.
// Instance: {"n": int (3..50), "s": int (0..n-1), "arcs": [[u, v], ...]
// (exactly n(n-1)/2 rows, u != v in 0..n-1, each pair once either way)};
// the reachable count and a longest path are derived.
// Answer: the final <answer> (else \boxed{}) content as v_1 v_2 ..., a
// path starting at S, whitespace-separated integers.
// Verifier `tournament_longest_path` (RLVE's "(answer/gold)^beta" ladder,
// range [-1, 1]): -1 if unparseable (no final answer, a token that is not
// an integer, or no integer at all: RLVE's wrong_format); -0.5 if it does
// not start at S, names a vertex outside 0..N-1 or twice, or two
// consecutive vertices are not joined by an arc in that direction (RLVE's
// invalid_solution); else (vertices on the path / vertices S reaches,
// S included)^beta, beta = 5. Full credit (correct) only for a longest
// path; any one earns it.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_TOURNAMENT_LONGEST_PATH_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_TOURNAMENT_LONGEST_PATH_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTournamentLongestPathEnvironment(Catalog& catalog,
                                                      const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_TOURNAMENT_LONGEST_PATH_H_
