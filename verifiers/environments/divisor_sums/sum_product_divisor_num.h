// SumProductDivisorNum (RLVE-Gym "SumProductDivisorNum"): the sum of
// d(i j) over 1 <= i <= N, 1 <= j <= M, where d(n) is the number of
// positive divisors of n.
//
// Level d (RLVE's controller after d updates): MAX_N_M = 5, then
// floor(1.5 MAX_N_M) per level (5, 7, 10, 15, 22, 33, 49, 73, 109 at
// level 8); N and M uniform in 2..MAX_N_M. Levels 0..30 (MAX_N_M =
// 810325).
// Instance: {"n": 1..10^6, "m": 1..10^6}.
// Reference: d(i j) = sum over u | i, v | j of [gcd(u, v) = 1], so the sum
// is sum_{g <= min(N, M)} mu(g) S(N/g) S(M/g) with
// S(x) = sum_{k <= x} d(k) = sum_{k <= x} floor(x / k); mu and d from one
// linear sieve up to max(N, M). The answer is below 4 * 10^14.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `sum_product_divisor_num` (RLVE's (min/max)^beta ladder, checking
// `<= 0`): -1 unparseable or <= 0, 1 exact, else
// (min(a, g) / max(a, g))^beta, beta = 10.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_SUM_PRODUCT_DIVISOR_NUM_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_SUM_PRODUCT_DIVISOR_NUM_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSumProductDivisorNumEnvironment(Catalog& catalog,
                                                     const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_SUM_PRODUCT_DIVISOR_NUM_H_
