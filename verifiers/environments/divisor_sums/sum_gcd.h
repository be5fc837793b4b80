// SumGCD (RLVE-Gym "SumGCD"): the sum of gcd(i, j)^K over all pairs
// 1 <= i <= N, 1 <= j <= M.
//
// Level d (RLVE's controller after d updates): MAX_N_M = 5, then
// floor(1.5 MAX_N_M) per level (5, 7, 10, 15, 22, 33, 49, 73, 109 at
// level 8); N and M uniform in 2..MAX_N_M, K uniform in 1..5 (RLVE's
// max_K). Levels 0..30 (MAX_N_M = 810325).
// Instance: {"n": 1..10^6, "m": 1..10^6, "k": 1..5}.
// Reference: sum over d <= min(N, M) of J_K(d) floor(N/d) floor(M/d), with
// Jordan's totient J_K(d) = sum_{e | d} mu(d/e) e^K (so that
// sum_{e | g} J_K(e) = g^K), from a linear sieve; exact in
// unsigned 128 bits (the answer is below N M min(N, M)^4 / 4 < 3 * 10^35).
// Answer: one integer in <answer> (else \boxed{}). Verifier `sum_gcd`
// (RLVE's (min/max)^beta ladder, checking `<= 0`): -1 unparseable or
// <= 0, 1 exact, else (min(a, g) / max(a, g))^beta, beta = 10.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_SUM_GCD_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_SUM_GCD_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSumGcdEnvironment(Catalog& catalog,
                                       const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_SUM_GCD_H_
