// MaxMultiplicationFixedSum (RLVE-Gym "MaxMultiplicationFixedSum"): the
// largest product of positive integers (repeats allowed) that sum to N.
//
// Level d (RLVE's controller after d updates): MAX_N = 10, then
// floor(1.5 MAX_N) per level (10, 15, 22, 33, 49, 73, 109, 163, 244, ...);
// N uniform in 4..MAX_N. Levels 0..17 (MAX_N = 9369: answers of up to
// ~1500 digits, exact with BigNat). The answer is 3^(N/3) for N = 0 mod 3,
// 4·3^((N-4)/3) for N = 1, 2·3^((N-2)/3) for N = 2 (1, 2, 3 for N = 1, 2,
// 3, which RLVE never draws).
// Instance: {"n": 1..10000}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `max_multiplication_fixed_sum` (RLVE's ladder, "gold=answer"): -1
// unparseable, 1 for the maximum product, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_MAX_MULTIPLICATION_FIXED_SUM_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_MAX_MULTIPLICATION_FIXED_SUM_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMaxMultiplicationFixedSumEnvironment(Catalog& catalog,
                                                          const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_MAX_MULTIPLICATION_FIXED_SUM_H_
