// TreeMaximumVisitedVertex (RLVE-Gym "TreeMaximumVisitedVertex", after
// Luogu P3412): a tree on the vertices 0..N-1 and a length M; give a walk
// of exactly M steps along edges (vertices may repeat) starting at vertex 0
// that visits as many distinct vertices as possible.
//
// The most (RLVE's closed form): with L the largest depth (in edges) of a
// vertex below 0, M + 1 if M <= L (down a longest path), else
// min(N, L + 1 + floor((M - L) / 2)) (each vertex off one longest path
// costs a step there and a step back; a walk's vertices beyond a simple
// path cost two steps each, so no walk does better). The reference builds
// such a walk: bounces between 0 and a neighbour first if steps are left
// over in pairs, then an Euler tour of the longest path plus the first
// off-path vertices in breadth-first order, the path's branch last, ending
// at its deepest vertex (and one step back when a single step is left
// over).
//
// Level d (RLVE's controller after d updates): N = 3, then
// floor(1.1 N) + 1 per level (3, 4, ..., 10, 12 at d = 8); M uniform in
// 2..2(N-1)-1, then a random tree (trees.h RandomTreeEdges, RLVE's draws),
// its edges shown as (min, max) in random order. Levels 0..50 (N = 962: an
// answer of up to 1921 vertices; RLVE's controller has no top). Deviation
// in the draws only: a draw whose reference cannot end so that changing
// the last digit of its last vertex (the registry-wide property test's
// corruption) gives no other optimal walk is drawn again (at most 100
// draws; it needs ten siblings whose labels fill a decade, so practically
// never).
// Instance: {"n": int (2..1000), "m": int (1..2n), "edges": [[u, v], ...]
// (n - 1 edges on 0..n-1 forming a tree)}; the most and a walk are
// derived.
// Answer: the final <answer> (else \boxed{}) content as M + 1
// whitespace-separated vertices.
// Verifier `tree_walk_max_visited` (RLVE's "(answer/gold)^beta" ladder,
// range [-1, 1]): -1 if unparseable (no final answer, a token that is not
// an integer, or no integer at all); -0.5 if there are not M + 1 integers,
// one is outside 0..N-1, the first is not 0, or two consecutive ones are
// not joined by an edge (RLVE's invalid_solution); else (distinct vertices
// / the most)^beta, beta = 3. Any optimal walk is full credit (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREE_WALK_MAX_VISITED_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREE_WALK_MAX_VISITED_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTreeWalkMaxVisitedEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREE_WALK_MAX_VISITED_H_
