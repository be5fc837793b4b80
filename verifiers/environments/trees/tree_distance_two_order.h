// MultiDrink (RLVE-Gym): a tree on the vertices 0..N-1; order all the
// vertices so that each two consecutive ones are at distance at most 2.
//
// Level d (RLVE's controller after d updates): N = 4 + d (12 at d = 8);
// levels 0..96 (N = 100 at the top, a prompt of some 1 KB; RLVE's
// controller has no top). As RLVE draws it: N one-vertex paths; while more
// than one is left, two different paths i, j are drawn with odds
// proportional to their lengths (two independent draws, again until they
// differ); with odds 1/2 the last vertex a of i is joined to a uniform one
// of b (the first of j) and b's neighbours so far, else b to a uniform one
// of a and a's neighbours; i and j are replaced by their concatenation at
// the end of the list. The final path is an answer; the edges are shown as
// (min, max) in random order.
// Instance: {"n": int (4..100), "edges": [[u, v], ...] (a tree on
// 0..n-1), "order": [n ints] (a permutation of 0..n-1 whose consecutive
// vertices are at distance <= 2)}. Not every tree has such an order, and
// finding one is POI's MultiDrink, so the instance carries one; the
// reference prints it.
// Answer: the final <answer> (else \boxed{}) content as p_0 p_1 ...
// p_{N-1}, whitespace-separated integers.
// Verifier `tree_distance_two_order` (RLVE's "(satisfied/all)^beta"
// ladder, range [-1, 1]): -1 if unparseable (no final answer or a token
// that is not an integer: RLVE's wrong_format); -0.5 unless the answer is
// a permutation of 0..N-1 (RLVE's invalid_solution); else (consecutive
// pairs at distance <= 2 / (N - 1))^beta, beta = 5. Full credit (correct)
// only when every pair is; any such order earns it.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREE_DISTANCE_TWO_ORDER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREE_DISTANCE_TWO_ORDER_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTreeDistanceTwoOrderEnvironment(Catalog& catalog,
                                                     const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREE_DISTANCE_TWO_ORDER_H_
