// GCDPrime_Counting (RLVE-Gym "GCDPrime_Counting"): the number of pairs
// (x, y), 1 <= x <= N, 1 <= y <= M, whose gcd is a prime.
//
// Level d (RLVE's controller after d updates): MAX_N_M = 5, then
// floor(1.5 MAX_N_M) per level (5, 7, 10, 15, 22, 33, 49, 73, 109 at
// level 8); N and M uniform in 2..MAX_N_M. Levels 0..30 (MAX_N_M =
// 810325).
// Instance: {"n": 1..10^6, "m": 1..10^6}.
// Reference: sum over primes p <= min(N, M) of the coprime pairs of
// [1, N/p] x [1, M/p], each sum_d mu(d) floor(N/(pd)) floor(M/(pd))
// (Moebius function from a linear sieve; O(min(N, M) log log)); the answer
// is at most N M. It is 0 only when min(N, M) = 1 (explicit instances).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `gcd_prime_counting` (RLVE's (min/max)^beta ladder, checking `< 0`): -1
// unparseable or negative, 1 exact, else (min(a, g) / max(a, g))^beta,
// beta = 10 (0 when exactly one of answer and reference is 0, as RLVE's
// zero case).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_GCD_PRIME_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_GCD_PRIME_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterGcdPrimeCountingEnvironment(Catalog& catalog,
                                               const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_GCD_PRIME_COUNTING_H_
