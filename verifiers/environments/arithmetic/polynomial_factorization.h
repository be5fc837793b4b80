// PolynomialFactorization (RLVE-Gym "PolynomialFactorization"): a monic
// polynomial of degree N with N integer roots is shown expanded; find the
// roots a_1..a_N with P(x) = (x - a_1)...(x - a_N).
//
// Level d (RLVE's controller after d updates): N = d + 3 roots, each
// uniform in -N..N (repeats allowed). Levels 0..23 (N = 26): the
// coefficients are the roots' elementary symmetric sums, |c_k| <=
// C(N,k) 26^k <= 27^26 < 2^127 for up to 26 roots of size <= 26, so the
// expansion runs in 128-bit integers with no overflow; RLVE's Python
// integers have no cap, and past N = 26 a coefficient (26^26 alone is
// below, 27^27 above 2^127) may not fit (deviation: the level cap).
// Instance: {"roots": [1..26 ints in -26..26]} (the hidden factorisation;
// the prompt's coefficients and the sorted roots are derived).
// Prompt: P(x) with its non-zero terms from the highest power down, e.g.
// "P(x) = x^3 - 4*x^2 + x + 6".
// Answer: the final <answer> (else \boxed{}) content: N whitespace-
// separated integers (`[+-]?[0-9]+`), in any order.
// Verifier `polynomial_factorization` (RLVE's "(satisfied/all)^beta"
// ladder, range [-1, 1]): -1 if there is no final answer, a token is not an
// integer, or there are not exactly N of them (RLVE's wrong_format); else
// satisfied = the answer's values matched one-for-one against the roots as
// a multiset (a huge token matches none), reward (satisfied / N)^beta,
// beta = 5 by default (the `beta` param); correct iff all N match. The
// roots of P form one multiset, so every right answer is that multiset in
// some order, and each order earns 1.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_POLYNOMIAL_FACTORIZATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_POLYNOMIAL_FACTORIZATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPolynomialFactorizationEnvironment(Catalog& catalog,
                                                        const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_POLYNOMIAL_FACTORIZATION_H_
