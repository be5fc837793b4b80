// FactorialTrailingZeroCount (RLVE-Gym "FactorialTrailingZeroCount"): the
// number of trailing zeros of N! written in base K: min over the prime
// powers p^c exactly dividing K of floor(v_p(N!) / c) (Legendre).
//
// Level d (RLVE's controller after d updates): MAX_N_K = 10, then
// floor(1.5 MAX_N_K) per level (244 at d = 8); N uniform in 3..MAX_N_K, K
// uniform in 2..MAX_N_K. Levels 0..62 (MAX_N_K = 786613953093; K is
// factored by trial division).
// Instance: {"n": 1..10^15, "k": 2..10^12}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `factorial_trailing_zero_count` (RLVE's ladder): -1 unparseable, 1 exact,
// else 0 (no range check: a negative answer is simply wrong).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_FACTORIAL_TRAILING_ZERO_COUNT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_FACTORIAL_TRAILING_ZERO_COUNT_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterFactorialTrailingZeroCountEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_FACTORIAL_TRAILING_ZERO_COUNT_H_
