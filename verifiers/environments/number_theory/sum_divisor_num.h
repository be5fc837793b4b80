// Sum_DivisorNum (RLVE-Gym "Sum_DivisorNum"): the sum of d(i), the number
// of positive divisors of i, over L <= i <= R.
//
// Level d (RLVE's controller after d updates): MAX_R = 10, then
// floor(1.5 MAX_R) per level (244 at d = 8); R uniform in 2..MAX_R, L
// uniform in 1..R. Levels 0..62 (MAX_R = 786613953093).
// Instance: {"l": 1..r, "r": 1..10^12}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `sum_divisor_num` (RLVE's "(min/max)^beta" ladder with its `<= 0` check,
// beta = 10): -1 unparseable or <= 0; 1 exact; else (min(a, g) /
// max(a, g))^beta. Reference: D(n) = sum_k floor(n / k) over the O(sqrt n)
// blocks of equal quotient; the answer is D(R) - D(L - 1).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_SUM_DIVISOR_NUM_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_SUM_DIVISOR_NUM_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSumDivisorNumEnvironment(Catalog& catalog,
                                              const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_SUM_DIVISOR_NUM_H_
