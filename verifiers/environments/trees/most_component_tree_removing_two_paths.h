// MostComponentTreeRemovingTwoPaths (RLVE-Gym
// "MostComponentTreeRemovingTwoPaths", after Luogu P3748): choose two paths
// of a tree (a path may be one vertex) that share no edge, delete every
// vertex on them with its edges, and maximise the number of connected
// components left; the answer is that maximum.
//
// Level d (RLVE's controller after d updates): N = 4, then
// floor(1.1 N) + 1 per level (4, 5, ..., 10, 12, 14 at d = 8, ...); a
// random tree on 1..N as RLVE draws it (shuffle the vertices, join each
// after the first to a uniform earlier one), edges shown shuffled as
// (min, max). Levels 0..49 (N = 962: the prompt is linear in N; RLVE's
// controller has no top).
// Instance: {"n": int (2..1000), "edges": [[u, v], ...] (n - 1 edges on
// 1..n forming a tree)}. The maximum is derived (an O(sum of squared
// degrees) tree DP, see the .cc).
// Answer: one integer in the final <answer> (else \boxed{}).
// Verifier `most_component_tree_removing_two_paths` (RLVE's ladder, range
// [-1, 1]; integer_answer.h kExact): -1 if unparseable; 1 (correct) for the
// maximum; else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_TREES_MOST_COMPONENT_TREE_REMOVING_TWO_PATHS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_TREES_MOST_COMPONENT_TREE_REMOVING_TWO_PATHS_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMostComponentTreeRemovingTwoPathsEnvironment(Catalog& catalog,
                                                                  const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_TREES_MOST_COMPONENT_TREE_REMOVING_TWO_PATHS_H_
