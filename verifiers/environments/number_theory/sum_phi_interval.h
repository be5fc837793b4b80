// SumPHIInterval (RLVE-Gym "SumPHIInterval"): with F(x) the number of
// integers in [1, x] not coprime to x (x - phi(x)), the sum of F(i) over
// L <= i <= R.
//
// Level d (RLVE's controller after d updates): MAX_DELTA = 5, then
// floor(1.1 MAX_DELTA) + 1 per level (16 at d = 8); L uniform in
// 1..MAX_DELTA^2, R = L + uniform 1..MAX_DELTA. Levels 0..96 (MAX_DELTA =
// 93861).
// Instance: {"l": 1..10^12, "r": l..l + 10^5}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `sum_phi_interval` (RLVE's "(min/max)^beta" ladder, beta = 10): -1
// unparseable or negative; 1 exact; else (min(a, g) / max(a, g))^beta.
// Reference: a segmented sieve over [L, R] with the primes up to sqrt(R).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_SUM_PHI_INTERVAL_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_SUM_PHI_INTERVAL_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSumPhiIntervalEnvironment(Catalog& catalog,
                                               const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_SUM_PHI_INTERVAL_H_
