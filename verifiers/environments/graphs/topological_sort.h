// Topological sort (RLVE-Gym "TopologicalSort"): order 0..N-1 so that every
// "a must be before b" constraint holds.
//
// Level d: N(0) = 3, N(d+1) = floor(1.1·N(d)) + 1 (3, 4, ..., 10, 12, 14,
// ...; sorting's ladder); levels 0..30 (N(30) = 139). The generator hides a
// random order of 0..N-1 and constrains each element after the first to
// come after k distinct earlier ones, k uniform in 1..(its position), so
// the hidden order satisfies every constraint.
// Instance: {"n": int (1..1000), "constraints": [[a, b], ...] (0 <= a, b < n,
// a != b, at most 200000; "a before b"), "order": [int, ...] (optional: a
// permutation of 0..n-1 satisfying every constraint, which generated
// instances carry and the reference answer prints; checked when given)}.
// Constraints may repeat and, without "order", may be cyclic (then no
// answer earns full credit); an explicit instance without "order" has an
// empty reference output.
// Answer: the final <answer> (else \boxed{}) content as N whitespace-
// separated integers. Verifier `topological_sort` (RLVE's ladder, range
// [-1, 1]): -1 if unparseable; -0.5 if the count is not N or the integers
// are not a permutation of 0..N-1; else (satisfied constraints /
// constraints)^beta, beta = 10 (1 with no constraints). Full credit
// (correct) only when every constraint holds.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_TOPOLOGICAL_SORT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_TOPOLOGICAL_SORT_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTopologicalSortEnvironment(Catalog& catalog,
                                                const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_TOPOLOGICAL_SORT_H_
