// GCD and LCM (seed 001 RLVE, classical number theory; RLVE-Gym has LCM
// and GCD counting environments, this one asks for both values directly):
// the greatest common divisor and least common multiple of K positive
// integers.
//
// Level d (0..12): K = 2 + floor(d/2) numbers, each a divisor of a hidden
// L <= 10^(3+d): L is built by multiplying primes drawn uniformly from
// 2..29 while the product stays <= 10^(3+d) (so L > 10^(3+d)/29); a
// common part takes, for each prime p^e of L, with probability 1/2 an
// exponent uniform in 0..e (else 0); each number takes for every p an
// exponent uniform between the common part's and L's. So every number and
// the LCM are <= 10^(3+d) <= 10^15: all exact in int64 (and in JSON).
// Instance: {"values": [int, ...] (1..50 integers, each 1..10^15)}; the LCM
// must be <= 10^18 (checked with overflow-safe arithmetic, else rejected).
// GCD and LCM are computed in Read / Make.
// Answer: the final <answer> (else \boxed{}) content as two integers, the
// GCD then the LCM. Verifier `gcd_lcm` (range [-1, 1]): -1 if unparseable
// or not exactly 2 integers; else (values right) / 2: 0, 0.5 or 1. Correct
// iff both are right.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_GCD_LCM_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_GCD_LCM_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterGcdLcmEnvironment(Catalog& catalog,
                                       const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_GCD_LCM_H_
