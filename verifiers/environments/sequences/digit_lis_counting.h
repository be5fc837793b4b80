// DigitLISCounting (RLVE-Gym "DigitLISCounting"): the power of an integer
// is the length of the longest strictly increasing subsequence of its
// decimal digits; count the integers in [L, R] whose power is exactly K.
//
// Level d (RLVE's controller after d updates): N = 2 + d digits; R uniform
// among the N-digit integers, L uniform in 0..R, K uniform in
// 1..min(N, 10). Levels 0..16 (N <= 18: R and the count stay below 10^18,
// exact in 64 bits; RLVE's controller has no top).
// Instance: {"l": "digits", "r": "digits", "k": 1..10}: l <= r < 10^18
// given as strings of at most 18 digits (JSON numbers are exact only to
// 2^53).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `digit_lis_counting` (RLVE's "(min/max)^beta", beta = 10): -1
// unparseable or negative, 1 for the exact count, else (min(answer, gold)
// / max(answer, gold))^10 (only 0 earns credit when the count is 0).
// Deviation: 0 is the one-digit string "0", of power 1 (RLVE's digit DP
// gives it power 0, so it never counts 0 when L = 0 and K = 1).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_DIGIT_LIS_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_DIGIT_LIS_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterDigitLisCountingEnvironment(Catalog& catalog,
                                                 const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_DIGIT_LIS_COUNTING_H_
