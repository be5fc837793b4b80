// CongruentEquation (RLVE-Gym "CongruentEquation"): the smallest positive
// integer x with A x ≡ 1 (mod B), for coprime A and B (the inverse of A
// modulo B, in 1..B-1).
//
// Level d (RLVE's controller after d updates): MAX_A_B = 5 * 2^d (1280 at
// d = 8); A uniform in 1..MAX_A_B and B uniform in 2..MAX_A_B, drawn again
// until gcd(A, B) = 1. Levels 0..47 (MAX_A_B = 5 * 2^47 < 2^53).
// Instance: {"a": 1..10^15, "b": 2..10^15} with gcd(a, b) = 1.
// Answer: one integer in <answer> (else \boxed{}), of any length. Verifier
// `congruent_equation` (RLVE's ladder): -1 unparseable or <= 0; -0.5 if
// A x mod B != 1; 1 for the smallest solution; 0 for a larger one.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_CONGRUENT_EQUATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_CONGRUENT_EQUATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterCongruentEquationEnvironment(Catalog& catalog,
                                                  const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_CONGRUENT_EQUATION_H_
