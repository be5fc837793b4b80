// Max_NonAdjacent_KElementSum (RLVE-Gym "Max_NonAdjacent_KElementSum"):
// given an array A of N positive integers and K, select exactly K indices,
// no two adjacent (never both i and i + 1), maximising the sum of A over
// them.
//
// Level d (RLVE's controller after d updates): N = 4, then floor(1.1 N) + 1
// per level (4, 5, ..., 10, 12, 14, ...); K uniform in 2..floor(N/2); A[i]
// uniform in 1..N. Levels 0..66 (N = 4885): the reference is the greedy
// with regret (a heap over a linked list, O(N log N)), the top keeps the
// prompt near 60 KB. Deviation: a draw where every selected index x of the
// reference could be replaced by x with its last digit changed (a valid
// selection with the same sum) is drawn again, at most 100 times; this
// needs K equal values next to valid twins and touches almost no draws.
// Instance: {"a": [2..20000 ints in 1..10^9], "k": 1..floor(N/2)}.
// Answer: the final <answer> (else \boxed{}) content: K indices in any
// order, separated by whitespace.
// Verifier `max_non_adjacent_k_element_sum` (RLVE's "(answer/gold)^beta",
// range [-1, 1]): -1 if unparseable (no answer, a token that is not an
// integer); -0.5 if there are not exactly K indices, one repeats, one is
// outside 0..N-1, or two are adjacent; else (their sum / the best
// sum)^beta, beta = 5 (param `beta`). Full credit (correct) for any
// selection reaching the best sum.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MAX_NON_ADJACENT_K_ELEMENT_SUM_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MAX_NON_ADJACENT_K_ELEMENT_SUM_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMaxNonAdjacentKElementSumEnvironment(Catalog& catalog,
                                                          const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MAX_NON_ADJACENT_K_ELEMENT_SUM_H_
