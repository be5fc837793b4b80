// IntegerFactorizationCounting (RLVE-Gym "IntegerFactorizationCounting"):
// the number of ways to write N as a product of at least two DISTINCT
// integers greater than 1, order ignored (N itself alone does not count).
//
// Level d (RLVE's controller after d updates): MAX_N = 16, then
// floor(1.5 MAX_N) per level (16, 24, 36, 54, 81, 121, 181, 271, 406 at
// level 8); N uniform in 4..MAX_N. Levels 0..44 (MAX_N = 885410839).
// Instance: {"n": 1..10^9}.
// Reference: a 0/1 knapsack over the divisors of N (at most 1344 of them):
// ways[t] = the sets of distinct divisors > 1 with product t, each divisor
// added once; the answer is ways[N] - 1 (the set {N}). Divisors are indexed
// by their exponent vectors, so t / x is an index difference. 0 for N = 1,
// primes and squares of primes.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `integer_factorization_counting` (RLVE's (min/max)^beta ladder, checking
// `< 0`): -1 unparseable or negative, 1 exact, else
// (min(a, g) / max(a, g))^beta, beta = 10 (0 when exactly one of answer and
// reference is 0, as RLVE's zero case).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_INTEGER_FACTORIZATION_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_INTEGER_FACTORIZATION_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterIntegerFactorizationCountingEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_INTEGER_FACTORIZATION_COUNTING_H_
