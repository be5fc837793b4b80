// SumLCM (RLVE-Gym "SumLCM"): the sum of lcm(i, j) over all pairs
// 1 <= i <= N, 1 <= j <= M.
//
// Level d (RLVE's controller after d updates): MAX_N_M = 5, then
// floor(1.5 MAX_N_M) per level (5, 7, 10, 15, 22, 33, 49, 73, 109 at
// level 8); N and M uniform in 2..MAX_N_M. Levels 0..30 (MAX_N_M =
// 810325).
// Instance: {"n": 1..10^6, "m": 1..10^6}.
// Reference: sum over T <= min(N, M) of h(T) tri(N/T) tri(M/T), where
// tri(x) = x(x+1)/2 and h(T) = T prod_{p | T} (1 - p) (= sum_{e | T}
// mu(e) e T), from a linear sieve; exact in signed 128 bits (each term is at
// most N^2 M^2 / (4 T^2), the answer below 10^24). RLVE's own reference
// (Moebius blocks per d) gives the same value.
// Answer: one integer in <answer> (else \boxed{}). Verifier `sum_lcm`
// (RLVE's (min/max)^beta ladder, checking `<= 0`): -1 unparseable or
// <= 0, 1 exact, else (min(a, g) / max(a, g))^beta, beta = 10.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_SUM_LCM_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_SUM_LCM_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSumLcmEnvironment(Catalog& catalog,
                                       const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_SUM_LCM_H_
