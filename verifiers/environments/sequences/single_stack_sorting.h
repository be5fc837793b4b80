// SingleStackSorting (RLVE-Gym "SingleStackSorting"): the numbers 0..N-1
// wait in a queue in increasing order; operation `a` moves the queue's
// front onto a stack, `b` moves the stack's top to the output. Given a
// target output (a permutation reachable this way), write operations
// producing it.
//
// Level d (RLVE's controller after d updates): N = 3, then floor(1.1 N) + 1
// per level (3, 4, 5, ..., 10, 12, ...); two weights w_a, w_b uniform in
// 1..N, and a random run of operations, each `a` with probability
// w_a / (w_a + w_b) while both are possible (the only possible one
// otherwise: RLVE draws again until an operation applies, the same law),
// until N numbers are out; the target is what it outputs. Levels 0..70
// (N = 6504): linear generation and scoring; the top matches `sorting`'s.
// The operations producing a target are unique (the next output must be
// pushed, then popped at once), so the reference is that string.
// Instance: {"target": [a permutation of 0..N-1 a stack can produce, N in
// 1..20000]}.
// Answer: the final <answer> (else \boxed{}) content, surrounding whitespace
// stripped: a string of a's and b's.
// Verifier `single_stack_sorting` (RLVE's "mean([gold=answer])^beta", range
// [-1, 1]), reading the operations in order and stopping at the first
// problem: -1 for a character other than a and b (or no answer); -0.5 for
// `a` with the queue empty or `b` with the stack empty, or fewer than N
// numbers output at the end; else (positions where the output matches the
// target / N)^beta, beta = 10 (param `beta`). Full credit (correct) only for
// the target.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SINGLE_STACK_SORTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SINGLE_STACK_SORTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSingleStackSortingEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SINGLE_STACK_SORTING_H_
