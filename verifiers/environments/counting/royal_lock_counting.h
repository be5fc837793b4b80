// RoyalLockCounting (RLVE-Gym "RoyalLockCounting"): count the ways to put K
// kings on an N x N board with no two attacking each other (no two on
// squares that touch by a side or a corner); the kings are identical.
//
// Level d (RLVE's controller after d updates): N = d + 3; K uniform in
// 1..max(1, floor(N^2 / 4)) (the count is then positive: ceil(N/2)^2 kings
// fit).
// Levels 0..11 (N = 14; RLVE's controller has no top): the reference is
// RLVE's row-by-row DP over the rows' king masks (no two neighbours in a
// row, none touching the previous row's), with the kings placed so far;
// its work grows about 2.4x per level (some 15 million additions at
// N = 14, K = 49). Every count is exact in 128 bits: each 2 x 2 block holds
// at most one king, so the count is below 5^49 < 2^114 for N <= 14.
// Instance: {"n": 3..14, "k": 1..floor(n^2 / 4)}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `royal_lock_counting` (RLVE's "(min/max)^beta" ladder, beta = 10, param
// `beta`): -1 unparseable or negative, 1 for the exact count, else
// (min(answer, count) / max(answer, count))^beta (so 0 earns 0; RLVE's
// special case of a zero count cannot arise with K <= N^2 / 4).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_ROYAL_LOCK_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_ROYAL_LOCK_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterRoyalLockCountingEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_ROYAL_LOCK_COUNTING_H_
