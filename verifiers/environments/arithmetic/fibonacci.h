// Fibonacci (RLVE-Gym "Fibonacci"): the N-th term of a second-order linear
// recurrence A[n] = P·A[n-1] + Q·A[n-2], modulo MOD.
//
// Level d (RLVE's controller after d updates): MAX_N = 3·2^d, N uniform in
// 3..MAX_N; A[1], A[2] uniform in 0..MOD-1, P, Q uniform in 1..MOD-1, MOD =
// 10000 (RLVE's default modulo). Levels 0..51 (MAX_N < 2^53, exact as a
// JSON number; RLVE has no top level). The reference uses 2x2 matrix powers
// (O(log N)).
// Instance: {"n": 1..2^53, "a1", "a2", "p", "q": 0..MOD-1, "mod": 2..10^9
// (optional, default 10000)}.
// Answer: one integer in <answer> (else \boxed{}). Verifier `fibonacci`
// (RLVE's ladder, "gold=answer"): -1 unparseable, 1 for A[N] mod MOD, else
// 0 (RLVE has no range check here).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_FIBONACCI_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_FIBONACCI_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterFibonacciEnvironment(Catalog& catalog,
                                          const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_FIBONACCI_H_
