// MinimumMaxSlicer (RLVE-Gym "Minimum_MaxSlicer"): an array A of N positive
// integers and a count M; cut A, in order, into exactly M non-empty
// consecutive batches so that the largest batch sum is as small as
// possible. The batches are named by their last indices end[1] < ... <
// end[M] = N - 1.
//
// Level d (RLVE's controller after d updates): N = 4, then int(1.1 N + 1)
// per level (4, 5, ..., 10, 12, 14 at d = 8, 404 at the top); as RLVE
// draws it: M uniform in 3..max(3, floor(N / 2)), then A[i] uniform in
// 1..N. Levels 0..40 (N = 404: a prompt of about 4 KB; the reference, a
// binary search on the answer with a greedy check, is O(N log ΣA); RLVE's
// controller has no top).
// Instance: {"n": int (1..500), "m": int (1..n), "a": [n ints in
// 1..1000000]}; the optimum and a reference cut are derived: the smallest
// bound D for which the greedy cut (fill each batch while its sum stays
// <= D) needs at most M batches, that greedy cut at D, then batches split
// (at the first indices not yet ends) until there are exactly M (a split
// never raises a batch sum).
// Answer: the M ends end[1] .. end[M], whitespace-separated, in the final
// <answer> (else \boxed{}).
// Verifier `minimum_max_slicer` (RLVE's "(gold/answer)^beta" ladder, range
// [-1, 1]): -1 if unparseable (no final answer, or a token that is not an
// integer); -0.5 if not exactly M values, an end outside 0..N-1, ends not
// strictly increasing, or the last end not N - 1 (RLVE's
// invalid_solution); else (optimum / largest batch sum)^beta, beta = 3.
// Any optimal cut is full credit (correct). No deviation from RLVE but the
// level cap.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_MINIMUM_MAX_SLICER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_MINIMUM_MAX_SLICER_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMinimumMaxSlicerEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_MINIMUM_MAX_SLICER_H_
