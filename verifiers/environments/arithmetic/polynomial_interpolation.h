// PolynomialInterpolation (RLVE-Gym "PolynomialInterpolation"): recover
// the integer coefficients of a degree-N polynomial from its values at
// N + 1 distinct integer points.
//
// Level d (RLVE's controller after d updates): N = 2, then
// floor(1.1 N) + 1 per level (2, 3, 4, ..., 10, 12, 14, ...); a_0..a_{N-1}
// uniform in -5..5, a_N in 1..5 (RLVE's max_weight 5); the points are N + 1
// distinct x drawn from -N..N in random order, shown with f(x). Levels
// 0..15 (N <= 26: every f(x) is computed exactly in 128 bits).
// Instance: {"coefficients": [a_0, ..., a_N] (3..27 ints in -10..10,
// a_N != 0), "x": [N + 1 distinct ints in -N..N]}; the values are derived.
// Answer: a_0 a_1 ... a_N (N + 1 integers) in <answer> (else \boxed{}).
// Verifier `polynomial_interpolation` (RLVE's ladder,
// "mean([gold=answer])^beta", sequence_answer.h): -1 unparseable, -0.5
// not N + 1 integers, else (coefficients right / (N + 1))^beta, beta = 10.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_POLYNOMIAL_INTERPOLATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_POLYNOMIAL_INTERPOLATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPolynomialInterpolationEnvironment(Catalog& catalog,
                                                        const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_POLYNOMIAL_INTERPOLATION_H_
