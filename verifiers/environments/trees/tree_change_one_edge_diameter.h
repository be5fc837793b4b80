// TreeChangeOneEdgeDiameter (RLVE-Gym): a tree on vertices 1..N and a
// goal, minimise or maximise; remove one edge and add one edge (possibly
// the removed one) so that the result is again a tree, making its diameter
// (the number of edges on its longest path) as small, or as large, as
// possible.
//
// Level d (RLVE's controller after d updates): N = 4 + d (12 at d = 8);
// levels 0..14 (N = 18 at the top; RLVE's controller has no top). The top
// keeps N below 19, so no full block of ten labels (10..19) exists: from
// any optimal answer, raising the last digit of v2 again and again leaves
// the labels or reaches an invalid or worse answer, and the reference is
// chosen as one where a single step already does (the registry's
// corruption test). As RLVE draws it: a uniform order of the vertices,
// each after the first joined to a uniform earlier one; the edges shown as
// (min, max) in random order; then the goal, minimise or maximise, with
// equal chance.
// Instance: {"n": int (4..18), "maximize": int (0 or 1), "edges": [[u,
// v], ...] (n - 1 rows; u, v in 1..n forming a tree)}; the least or
// largest diameter and an optimal answer are derived.
// Answer: the final <answer> (else \boxed{}) content: four integers
// u1 v1 u2 v2, the edge removed (either order) and the edge added.
// Verifier `tree_change_one_edge_diameter` (RLVE's ladder, range [-1, 1]):
// -1 unless the answer is exactly four integers (RLVE's wrong_format); -0.5
// if u1-v1 is not an edge of the tree, or u2-v2 is a loop, has a vertex
// outside 1..N or does not reconnect the two parts (RLVE's
// invalid_solution); else, minimising, (least diameter / the answer's)^beta
// and, maximising, (the answer's diameter / the largest)^beta, beta = 5
// (one `beta` for both goals: RLVE has two parameters, both 5 by default).
// Full credit (correct) only for an optimal answer; any one earns it.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREE_CHANGE_ONE_EDGE_DIAMETER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREE_CHANGE_ONE_EDGE_DIAMETER_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTreeChangeOneEdgeDiameterEnvironment(Catalog& catalog,
                                                         const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREE_CHANGE_ONE_EDGE_DIAMETER_H_
