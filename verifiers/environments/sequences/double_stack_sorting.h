// DoubleStackSorting (RLVE-Gym "DoubleStackSorting"): the numbers 0..N-1
// wait in a queue in increasing order; with two stacks S1 and S2, produce a
// given output order by the operations `a` (queue front onto S1), `b` (S1's
// top to the output), `c` (queue front onto S2) and `d` (S2's top to the
// output).
//
// Level d (RLVE's controller after d updates): N = 4, then
// floor(1.1 N) + 1 per level (4, 5, ..., 10, 12, 14 at level 8); four
// weights uniform in 1..N, then operations drawn with those weights among
// the ones possible at the time (RLVE draws among all four and skips an
// impossible one: the same distribution, in bounded work) until N numbers
// are out; the output they give is the instance. Levels 0..49 (N = 962;
// the prompt is linear in N, the instance check quadratic).
// Instance: {"output": [1..1000 ints]}, a permutation of 0..N-1 (N its
// length) that two stacks can produce (checked: numbers x < y < z output
// in the order z, x, y cannot share a stack for x and y, and these
// conflicts must form a bipartite graph; each side is one stack).
// Answer: the final <answer> (else \boxed{}) content, trimmed of ASCII
// whitespace, as a string of the letters a, b, c, d with nothing between
// them. Verifier `double_stack_sorting` (RLVE's "mean([gold=answer])^beta",
// range [-1, 1]): -1 if unparseable (no final answer, or any other
// character, checked before the operations run); -0.5 if an operation is
// impossible (a push with the queue empty, a pop from an empty stack) or the
// output does not hold all N numbers at the end; else (positions where the
// output equals the given order / N)^beta, beta = 10 (param `beta`). Any
// operation string producing the order is correct, not only the stored one.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_DOUBLE_STACK_SORTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_DOUBLE_STACK_SORTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterDoubleStackSortingEnvironment(Catalog& catalog,
                                                   const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_DOUBLE_STACK_SORTING_H_
