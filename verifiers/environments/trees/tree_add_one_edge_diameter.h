// TreeAddOneEdgeDiameter (RLVE-Gym): a tree on vertices 1..N whose edges
// have weights, and a length L; add exactly one edge of length L between
// two vertices x and y (x = y allowed: a loop that changes nothing) so that
// the diameter of the result, the largest shortest-path distance between
// two vertices, is as small as possible.
//
// Level d (RLVE's controller after d updates): N = 4 + d (12 at d = 8);
// levels 0..14 (N = 18 at the top; RLVE's controller has no top). The top
// keeps N below 19, so no full block of ten labels (10..19) exists: from
// any optimal pair, raising the last digit of y again and again leaves the
// labels or reaches a worse pair, and the reference is chosen as a pair
// where one such step already does (the registry's corruption test).
// As RLVE draws it: a uniform order of the vertices, each after the first
// joined to a uniform earlier one; each edge's weight uniform in 0..N; the
// edges shown as (min, max, w) in random order; L uniform in 0..N.
// Instance: {"n": int (4..18), "l": int (0..1000), "edges": [[u, v, w],
// ...] (n - 1 rows; u, v in 1..n forming a tree, w in 0..1000)}; the
// distances, the least diameter and an optimal pair are derived.
// Answer: the final <answer> (else \boxed{}) content: two integers x y.
// Verifier `tree_add_one_edge_diameter` (RLVE's "(gold/answer)^beta"
// ladder, range [-1, 1]): -1 unless the answer is exactly two integers
// (RLVE's wrong_format); -0.5 if x or y is outside 1..N (RLVE's
// invalid_solution); else (least diameter / the answer's diameter)^beta,
// beta = 5 (1 when both are 0). Full credit (correct) only for an optimal
// pair; any one earns it.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREE_ADD_ONE_EDGE_DIAMETER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREE_ADD_ONE_EDGE_DIAMETER_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTreeAddOneEdgeDiameterEnvironment(Catalog& catalog,
                                                      const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREE_ADD_ONE_EDGE_DIAMETER_H_
