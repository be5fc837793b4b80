// Polynomial minimum (RLVE-Gym "PolynomialMinimum", seed 001 §"optimization
// problems"), over the integers: given an even-degree polynomial f with a
// positive leading coefficient, find the INTEGER x minimising f.
//
// RLVE builds f = sum over the degrees k in {N, and 2, 4, ..., N-2} of
// a_k (x - s_k)^k with a_k >= 1: a sum of convex terms, so f is strictly
// convex and its real minimiser m lies between min s_k and max s_k. Here
// the answer is an integer: the integer minimiser is floor(m) or ceil(m),
// found exactly by scanning min s..max s (f is strictly monotone outside);
// instances where two integers tie are regenerated (generated) or
// rejected (explicit), so the integer minimiser x* is unique.
//
// Level d (0..12): degree N = 2 + 2·floor(d/2), one term per even degree
// 2..N, a_k uniform in 1..2 (RLVE's max_weight 2), s_k uniform in -S..S
// with S = 2 + ceil(d/2). The prompt shows f expanded (sympy's style:
// "2*x**4 - 8*x**3 + x**2 - x + 7").
// Instance: {"terms": [[a, s, k], ...]} (1..10 terms, a in 1..100, s in
// -100..100, k even in 2..20), f = sum a (x - s)^k; with S = max |s|, it
// must hold that sum a (1 + S)^k <= 10^18 (every coefficient fits int64;
// then sum a (3S)^k <= 3^20·10^18 < 10^30, so every f(x) the verifier
// evaluates, |x| <= 2S, fits __int128: checked too), and the integer
// minimiser must be unique. Read scans at most 201 integers.
// Answer: the final <answer> (else \boxed{}) content as one integer x.
// Verifier `polynomial_minimum` (RLVE's rule with the reference point
// x = 0, range [-1, 1]): -1 if unparseable or not exactly one integer;
// else, with f0 = f(0) and f* = f(x*): 1 (correct) if f(x) = f*; 0 if
// f(x) >= f0; else ((f0 - f(x)) / (f0 - f*))^beta, beta = 5. RLVE's 0.95
// threshold for inexact real minima is not needed: x* is exact. For
// |x| > 2S every term exceeds its value at 0, so f(x) > f0 and the score
// is 0 without evaluating (huge answers included).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_POLYNOMIAL_MINIMUM_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_POLYNOMIAL_MINIMUM_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPolynomialMinimumEnvironment(Catalog& catalog,
                                                  const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_POLYNOMIAL_MINIMUM_H_
