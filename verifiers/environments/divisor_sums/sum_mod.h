// SumMOD (RLVE-Gym "SumMOD"): the sum of (N mod i) (M mod j) over all
// pairs 1 <= i <= N, 1 <= j <= M with i != j.
//
// Level d (RLVE's controller after d updates): MAX_N_M = 5, then
// floor(1.5 MAX_N_M) per level (5, 7, 10, 15, 22, 33, 49, 73, 109 at
// level 8); N and M uniform in 3..MAX_N_M. Levels 0..47 (MAX_N_M =
// 798381090).
// Instance: {"n": 1..10^9, "m": 1..10^9}.
// Reference: A(N) A(M) - sum_{i <= min(N, M)} (N mod i)(M mod i), where
// A(x) = sum_{i <= x} (x mod i), both over blocks of equal floor(x / i)
// (O(sqrt N + sqrt M)); exact in signed 128 bits (the answer is below
// N^2 M^2 <= 10^36). The answer may be 0 (N = M = 3).
// Answer: one integer in <answer> (else \boxed{}). Verifier `sum_mod`
// (RLVE's (min/max)^beta ladder, checking `< 0`): -1 unparseable or
// negative, 1 exact, else (min(a, g) / max(a, g))^beta, beta = 10 (so 0 when
// exactly one of answer and reference is 0, as RLVE's zero case).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_SUM_MOD_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_SUM_MOD_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSumModEnvironment(Catalog& catalog,
                                       const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_SUM_MOD_H_
