// PreorderTraversal (RLVE-Gym "PreorderTraversal"): a binary tree on the
// labels 0..N-1 is given by its in-order and post-order sequences (which
// fix it, the labels being distinct); give its pre-order sequence.
//
// Level d (RLVE's controller after d updates): N = 3, then floor(1.1 N) + 1
// per level (3, 4, ..., 10, 12 at d = 8); levels 0..50 (N = 962: the
// prompt holds 2N labels; RLVE's controller has no top). As RLVE draws it:
// the labels shuffled (that order is the in-order sequence), then a root
// position uniform in the list, its left subtree built from the labels
// before it and its right subtree from those after, recursively (the left
// subtree's draws first). Built and read back with explicit stacks, never
// recursion, however deep the tree.
// Instance: {"inorder": [a permutation of 0..N-1, N in 1..1000],
// "postorder": [a permutation of 0..N-1]} (rejected unless one binary tree
// has both sequences); the pre-order sequence is derived.
// Answer: the final <answer> (else \boxed{}) content as whitespace-separated
// integers.
// Verifier `binary_tree_preorder` (RLVE's "mean([gold=answer])^beta"
// ladder, range [-1, 1]): -1 if unparseable (no final answer, or a token
// that is not an integer); 0 if there are not exactly N integers (RLVE's
// wrong_length is 0, not -0.5); else (positions equal to the pre-order
// sequence / N)^beta, beta = 10. Correct iff it is the pre-order sequence.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_TREES_BINARY_TREE_PREORDER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_TREES_BINARY_TREE_PREORDER_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterBinaryTreePreorderEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_TREES_BINARY_TREE_PREORDER_H_
