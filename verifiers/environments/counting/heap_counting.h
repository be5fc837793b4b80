// HeapCounting (RLVE-Gym "HeapCounting"): count the permutations P of
// 1..N with P[i] > P[floor(i/2)] for every 2 <= i <= N (labellings of the
// N-node complete binary tree that are min-heaps), modulo a prime P.
//
// Level d (RLVE's controller after d updates): MAX_N = 10, then
// floor(1.1 MAX_N) + 1 per level (10, 12, 14, 16, 18, 20, 23, 26, 29 at
// d = 8); N uniform in 3..MAX_N, P a prime drawn uniformly from the primes
// in 2..5N (so P may be at most N: Lucas' theorem). Levels 0..91
// (MAX_N = 93861).
// Instance: {"n": 1..100000, "p": a prime in 2..10^9}.
// Answer: one integer in <answer> (else \boxed{}). Verifier `heap_counting`
// (RLVE's ladder): -1 unparseable, -0.5 outside [0, P), 1 for the count
// mod P, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_HEAP_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_HEAP_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterHeapCountingEnvironment(Catalog& catalog,
                                             const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_HEAP_COUNTING_H_
