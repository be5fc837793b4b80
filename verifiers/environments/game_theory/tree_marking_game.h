// TriumphalArch (RLVE-Gym "TriumphalArch", after Luogu P3554, POI 2013
// "Triumphal arch"): a tree on 0..N-1; vertex 0 is black, the others
// white, and Bob stands on 0. Each turn Alice blackens up to K vertices,
// then Bob may step to an adjacent vertex; Bob wins on reaching a white
// vertex, Alice once every vertex is black. The least K with which Alice
// wins.
//
// Reference: Bob never gains by stepping back (Alice keeps blackening), so
// he walks down from 0. Root the tree at 0 and let c(u) be u's children.
// For a given K, the blackening Alice still owes when Bob arrives at u is
// f(u) = c(u) - K + sum over children v of max(f(v), 0): she must blacken
// u's children now, and whatever a child's subtree needs beyond its own
// turn must be done in advance. Alice wins iff f(0) <= 0; that is
// monotone in K, so binary search over 0..max c(u): O(N log N).
//
// Level d (RLVE's controller after d updates): N = 3 + d; the tree drawn
// as RLVE does (shuffle the labels, join each to a uniformly chosen
// earlier one; RandomTreeEdges), edges shown in shuffled order. Levels
// 0..997 (N = 1000; the prompt lists every edge).
// Instance: {"n": 2..1000, "edges": n - 1 pairs forming a tree on
// 0..n-1} (RLVE needs N >= 3).
// Answer: one integer in <answer> (else \boxed{}), read as Python's int().
// Verifier `tree_marking_game` (RLVE's ladder): -1 unparseable, 1 the least
// K, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_TREE_MARKING_GAME_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_TREE_MARKING_GAME_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTreeMarkingGameEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_TREE_MARKING_GAME_H_
