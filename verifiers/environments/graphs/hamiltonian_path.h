// Hamiltonian path (RLVE-Gym "HamiltonianPathExistence"): find a path in a
// directed graph that visits every vertex exactly once.
//
// Level d: N = d + 3 vertices labeled 0..N-1; levels 0..97 (N <= 100). The
// generator hides a random Hamiltonian path, then adds distinct directed
// edges up to floor(p·N(N-1)/100) in all, the density p (percent) uniform
// among 5, 15, ..., 95 with at least N edges; a path always exists.
// Instance: {"n": int (2..100), "edges": [[s, t], ...] (0 <= s, t < n,
// s != t, no edge twice, at most n(n-1)), "path": [int, ...] (optional: a
// Hamiltonian path of the graph, which generated instances carry and the
// reference answer prints; checked when given)}. Whether a path exists is
// not checked otherwise (that is NP-complete); an explicit instance without
// "path" has an empty reference output.
// Answer: the final <answer> (else \boxed{}) content as N whitespace-
// separated vertices. Verifier `hamiltonian_path` (RLVE's ladder, range
// [-1, 1]): -1 if unparseable; -0.5 if the count is not N or the vertices
// are not a permutation of 0..N-1; else (consecutive pairs that are edges /
// (N-1))^beta, beta = 5. Full credit (correct) only for a Hamiltonian path.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_HAMILTONIAN_PATH_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_HAMILTONIAN_PATH_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterHamiltonianPathEnvironment(Catalog& catalog,
                                                const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_HAMILTONIAN_PATH_H_
