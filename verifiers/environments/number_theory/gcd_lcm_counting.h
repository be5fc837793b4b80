// GcdLcmCounting (RLVE-Gym "GcdLcmCounting"): the number of ordered pairs
// of positive integers (P, Q) with gcd(P, Q) = G and lcm(P, Q) = L: 0 if G
// does not divide L, else 2^(number of distinct primes of L / G).
//
// Level d (RLVE's controller after d updates): MAX_LCM = 10, then
// floor(1.5 MAX_LCM) per level (244 at d = 8). With odds 1/100 a pair with
// no solution: L uniform in 1..MAX_LCM and G uniform in 1..L, drawn again
// until G does not divide L; else L uniform in 1..MAX_LCM and G a uniform
// divisor of L. Levels 0..62 (MAX_LCM = 786613953093).
// Instance: {"gcd": 1..10^12, "lcm": 1..10^12}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `gcd_lcm_counting` (RLVE's ladder, "(min/max)^beta", beta = 10): -1
// unparseable or negative; when the count is 0: 1 for 0, else 0; else 0
// for an answer that is not a power of two (RLVE's not_power_2; 0 counts
// as one and earns (0/gold)^beta = 0), and (min(a, g) / max(a, g))^beta
// for a power of two a. An answer above 10^18 scores 0 (RLVE would give a
// power of two at most (2^11 / 10^18)^10 < 10^-150).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_GCD_LCM_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_GCD_LCM_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterGcdLcmCountingEnvironment(Catalog& catalog,
                                               const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_GCD_LCM_COUNTING_H_
