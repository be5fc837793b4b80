// DiscreteLogarithm (RLVE-Gym "DiscreteLogarithm"): given X, Z and
// K = X^Y mod Z for a hidden Y, find the smallest non-negative y with
// X^y mod Z = K (Z need not be prime, X need not be coprime to Z).
//
// Level d (RLVE's controller after d updates): MAX_Z = 10, then
// floor(1.2 MAX_Z) + 1 per level (10, 13, 16, 20, 25, 31, 38, 46, 56 at
// d = 8); Z uniform in 2..MAX_Z, X and Y uniform in 2..Z. Levels 0..61
// (MAX_Z = 918515): the reference scans y = 0..Y.
// Instance: {"z": 2..10^6, "x": 2..z, "y": 0..z} (K = x^y mod z derived;
// the answer is at most y).
// Answer: one integer in <answer> (else \boxed{}), of any length. Verifier
// `discrete_logarithm` (RLVE's "(gold/answer)^beta" ladder, beta = 2,
// invalid_answer = 0): -1 unparseable or negative; 1 for the smallest y;
// 0 if X^answer mod Z != K; else (gold / answer)^beta (0 when gold = 0).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_DISCRETE_LOGARITHM_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_DISCRETE_LOGARITHM_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterDiscreteLogarithmEnvironment(Catalog& catalog,
                                                  const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_DISCRETE_LOGARITHM_H_
