// SumGCDWithIndividual (RLVE-Gym "SumGCDWithIndividual"): the sum of
// gcd(i, N) over 1 <= i <= N (Pillai's arithmetical function).
//
// Level d (RLVE's controller after d updates): MAX_N = 32, then
// floor(1.5 MAX_N) per level (32, 48, 72, 108, 162, 243, 364, 546, 819 at
// level 8); N uniform in 4..MAX_N. Levels 0..59 (MAX_N = 782886321922).
// Instance: {"n": 1..10^12}.
// Reference: prod over p^e || N of p^(e-1) (e (p - 1) + p), by trial
// division (at most 10^6 steps); the answer is at most N d(N) < 10^16.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `sum_gcd_with_individual` (RLVE's (min/max)^beta ladder, checking
// `<= 0`): -1 unparseable or <= 0, 1 exact, else
// (min(a, g) / max(a, g))^beta, beta = 10.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_SUM_GCD_WITH_INDIVIDUAL_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_SUM_GCD_WITH_INDIVIDUAL_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSumGcdWithIndividualEnvironment(Catalog& catalog,
                                                     const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_SUM_GCD_WITH_INDIVIDUAL_H_
