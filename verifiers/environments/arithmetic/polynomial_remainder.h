// PolynomialRemainder (RLVE-Gym "PolynomialRemainder"): the remainder S of
// dividing P by Q, integer polynomials with P = Q·R + S, deg S < deg Q = M.
//
// Level d (RLVE's controller after d updates): N = deg P = 3, then
// floor(1.1 N) + 1 per level (3, 4, 5, ..., 10, 12, 14, ...); M = deg Q
// drawn uniformly from the distinct values of {2, 3, 4, 5 that are <= N}
// and {floor(N·k/10) >= 2 : k = 1, 3, 5, 7, 9}; Q and R have coefficients
// uniform in -5..5 and a leading coefficient in 1..5, S has M coefficients
// in -5..5, and P = Q·R + S is shown with Q. Levels 0..34 (N <= 205).
// Instance: {"divisor": Q's coefficients from x^0 up (3..501 ints),
// "quotient": R's (1..501 ints), "remainder": S's (exactly deg Q ints)},
// coefficients in -10^6..10^6, the leading ones of Q and R non-zero,
// deg Q + deg R <= 500. P = Q·R + S is derived.
// Answer: s_0 s_1 ... s_{M-1} (M integers, x^0 first, zero padded) in
// <answer> (else \boxed{}). Verifier `polynomial_remainder` (RLVE's
// ladder, "mean([gold=answer])^beta", sequence_answer.h): -1 unparseable,
// -0.5 not M integers, else (coefficients right / M)^beta, beta = 10.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_POLYNOMIAL_REMAINDER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_POLYNOMIAL_REMAINDER_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPolynomialRemainderEnvironment(Catalog& catalog,
                                                    const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_POLYNOMIAL_REMAINDER_H_
