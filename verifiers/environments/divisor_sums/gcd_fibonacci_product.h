// GCDFibonacciProduct (RLVE-Gym "GCDFibonacciProduct", after Luogu
// P3704): the product of f(gcd(i, j)) over all pairs 1 <= i <= N,
// 1 <= j <= M, with f the Fibonacci numbers (f(0) = 0, f(1) = 1), modulo
// MOD.
//
// Level d (RLVE's controller after d updates): MAX_N_M = 5, then
// floor(1.5 MAX_N_M) per level (5, 7, 10, 15, 22, 33, 49, 73, 109 at
// level 8); N and M uniform in 3..MAX_N_M, MOD uniform among RLVE's three
// primes 666623333, 998244353 and 10^9 + 7. Levels 0..25 (MAX_N_M =
// 106,710), where one reference takes a few milliseconds.
// Instance: {"n": 1..106710, "m": 1..106710, "mod": one of the three
// primes} (RLVE needs N, M >= 3).
// Reference: f(d) is raised to c(d), the number of pairs with gcd d:
// c(d) = (N / d)(M / d) - sum over k >= 2 of c(kd) (integer division),
// from the largest d down, O(n log n) for n = min(N, M); no inverses
// (RLVE divides by f(d) modulo MOD; none of f(1..3 * 10^6) is 0 modulo any
// of the three primes, so both give the product itself). Exponents are
// reduced modulo MOD - 1 (Fermat) where f(d) is not 0 modulo MOD.
// Answer: one integer in <answer> (else \boxed{}), read as Python's int().
// Verifier `gcd_fibonacci_product` (RLVE's ladder): -1 unparseable, -0.5
// outside [0, MOD), 1 the product modulo MOD, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_GCD_FIBONACCI_PRODUCT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_GCD_FIBONACCI_PRODUCT_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterGcdFibonacciProductEnvironment(Catalog& catalog,
                                                    const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_GCD_FIBONACCI_PRODUCT_H_
