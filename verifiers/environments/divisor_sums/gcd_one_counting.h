// GCDOne_Counting (RLVE-Gym "GCDOne_Counting"): the number of pairs
// (x, y), 1 <= x <= N, 1 <= y <= M, with gcd(x, y) = 1.
//
// Level d (RLVE's controller after d updates): MAX_N_M = 5, then
// floor(1.5 MAX_N_M) per level (5, 7, 10, 15, 22, 33, 49, 73, 109 at
// level 8); N and M uniform in 2..MAX_N_M. Levels 0..30 (MAX_N_M =
// 810325).
// Instance: {"n": 1..10^6, "m": 1..10^6}.
// Reference: sum over d <= min(N, M) of mu(d) floor(N/d) floor(M/d)
// (Moebius function from a linear sieve); the answer is at most N M.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `gcd_one_counting` (RLVE's (min/max)^beta ladder, checking `<= 0`): -1
// unparseable or <= 0, 1 exact, else (min(a, g) / max(a, g))^beta,
// beta = 10.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_GCD_ONE_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_GCD_ONE_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterGcdOneCountingEnvironment(Catalog& catalog,
                                               const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_GCD_ONE_COUNTING_H_
