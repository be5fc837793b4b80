// MinNoSolutionLinearDiophantineEquation (RLVE-Gym
// "MinNoSolutionLinearDiophantineEquation"): for coprime A, B >= 2, the
// largest z >= 0 for which A x + B y = z has no solution in non-negative
// integers x, y — the Frobenius number A B - A - B. (RLVE's identifier says
// "Min", its prompt and answer the largest.)
//
// Level d (RLVE's controller after d updates): MAX_A_B = 16 * 2^d (4096 at
// d = 8); A and B uniform in 2..MAX_A_B, both drawn again until coprime.
// Levels 0..45 (MAX_A_B = 16 * 2^45 < 10^15; the answer in 128 bits).
// Instance: {"a": 2..10^15, "b": 2..10^15} with gcd(a, b) = 1.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `min_no_solution_linear_diophantine_equation` (RLVE's ladder): -1
// unparseable, 1 for A B - A - B, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_MIN_NO_SOLUTION_LINEAR_DIOPHANTINE_EQUATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_MIN_NO_SOLUTION_LINEAR_DIOPHANTINE_EQUATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMinNoSolutionLinearDiophantineEquationEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_MIN_NO_SOLUTION_LINEAR_DIOPHANTINE_EQUATION_H_
