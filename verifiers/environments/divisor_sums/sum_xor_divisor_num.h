// SumXorDivisorNum (RLVE-Gym "SumXorDivisorNum"): the sum of
// d(i XOR j XOR X) over 0 <= i <= N, 0 <= j <= M, where d(n) is the number
// of positive divisors of n and d(0) = 0.
//
// Level d (RLVE's controller after d updates): MAX_N_M = 5, then
// floor(1.5 MAX_N_M) per level (5, 7, 10, 15, 22, 33, 49, 73, 109 at
// level 8); N and M uniform in 3..MAX_N_M, X uniform in 0..MAX_N_M.
// Levels 0..36 (MAX_N_M = 9230100).
// Instance: {"n": 0..10^7, "m": 0..10^7, "x": 0..10^7}.
// Reference: [0, N] and [0, M] split into aligned power-of-two blocks (one
// per set bit of N + 1 and of M + 1); a block of 2^a values XOR a block of
// 2^b values (and X) covers an aligned block of 2^max(a,b) values, each
// 2^min(a,b) times, whose divisor counts sum to D(hi) - D(lo - 1) with
// D(v) = sum_{k <= v} floor(v / k) (O(sqrt v), memoised). The answer is
// below 2 * 10^16.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `sum_xor_divisor_num` (RLVE's (min/max)^beta ladder, checking `< 0`): -1
// unparseable or negative, 1 exact, else (min(a, g) / max(a, g))^beta,
// beta = 10 (a 0 reference, N = M = X = 0 in explicit instances only,
// takes only 0).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_SUM_XOR_DIVISOR_NUM_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_SUM_XOR_DIVISOR_NUM_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSumXorDivisorNumEnvironment(Catalog& catalog,
                                                 const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_SUM_XOR_DIVISOR_NUM_H_
