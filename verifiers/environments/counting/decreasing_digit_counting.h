// DecreasingDigitCounting (RLVE-Gym "DecreasingDigitCounting"; NOIP 2006
// "2^k-ary numbers"): count the integers R that, written in base 2^K, have
// at least two digits, digits strictly increasing from the most to the
// least significant, and at most W bits in binary.
//
// Level d: RLVE's controller after d updates: MAX_K = 2 + d; K uniform in
// 2..MAX_K, W uniform in K+1..K 2^K. Levels 0..10 (K <= 12: counts below
// 2^4095, about 1233 digits).
// Instance: {"k": 2..12, "w": k+1..k 2^k}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `decreasing_digit_counting` (RLVE's "(min/max)^beta" ladder, beta = 10,
// param `beta`): -1 unparseable or negative, 1 for the exact count, else
// (min(answer, count) / max(answer, count))^beta.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_DECREASING_DIGIT_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_DECREASING_DIGIT_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterDecreasingDigitCountingEnvironment(Catalog& catalog,
                                                        const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_DECREASING_DIGIT_COUNTING_H_
