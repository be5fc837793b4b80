// ValueDiminishingSelection (RLVE-Gym "ValueDiminishingSelection"): N items,
// item i with a base value W[i] and a diminishing factor R[i]; choose an
// ordered sequence of distinct items, where each chosen item gains its W
// minus the R of every item chosen before it, with the largest total gain
// (a negative total counts as 0, as RLVE scores it).
//
// Level d (RLVE's controller after d updates): N = 3, then int(1.1 N + 1)
// per level (3, 4, 5, ..., 10, 12 at d = 8, 367 at the top); as RLVE draws
// it: W[i] uniform in 0..floor(N² / 2), then R[i] uniform in 1..N. Levels
// 0..40 (N = 367: the reference, an O(N²) dynamic program, stays near
// 1 ms; RLVE's controller has no top). Deviation in the draws only: the
// reference lists an optimal sequence whose last item x has a last-digit
// change x' (9 -> 0, else + 1: what the registry-wide property test tries)
// that gives no optimal sequence; a draw where no item of the largest R in
// the found optimal set is such an x is redrawn (at most 100 draws).
// Instance: {"n": int (1..400), "w": [n ints in 0..1000000], "r": [n ints
// in 1..1000000]}; the optimum and an optimal sequence are derived: for a
// fixed set the penalty sum over pairs (earlier R) is least with R
// ascending, so a dynamic program over the items by R descending, each new
// item put first (charged its R once per item already chosen), finds the
// best gain for every count.
// Answer: the chosen item indices in order, whitespace-separated, in the
// final <answer> (else \boxed{}); an empty answer chooses nothing (gain 0).
// Verifier `value_diminishing_selection` (RLVE's "(answer/gold)^beta"
// ladder, range [-1, 1]): -1 if unparseable (no final answer, or a token
// that is not an integer); -0.5 if an index repeats or is outside 0..N-1
// (RLVE's invalid_solution); else (max(0, gain) / optimum)^beta, beta = 5,
// and 1 when the optimum is 0. Any optimal sequence is full credit
// (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_VALUE_DIMINISHING_SELECTION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_VALUE_DIMINISHING_SELECTION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterValueDiminishingSelectionEnvironment(Catalog& catalog,
                                                          const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_VALUE_DIMINISHING_SELECTION_H_
