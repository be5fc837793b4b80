// FibonacciContainingCounting (RLVE-Gym "FibonacciContainingCounting"):
// the number of pairs of positive integers (a, b) such that the sequence
// f(0) = a, f(1) = b, f(n) = f(n-1) + f(n-2) reaches K at some n >= 2.
// Since f(n) = F(n-1) a + F(n) b (F the Fibonacci numbers 1, 1, 2, ...) and
// f increases from n = 1 on, the count is the sum over consecutive
// Fibonacci pairs (F(i-1), F(i)) of the positive solutions of
// F(i-1) a + F(i) b = K.
//
// Level d (RLVE's controller after d updates): MAX_K = 10, then
// floor(1.5 MAX_K) per level (244 at d = 8); K uniform in 2..MAX_K.
// Levels 0..79 (MAX_K = 775020249331746).
// The prompt uses one of three equivalent wordings, drawn after K: RLVE's
// one wording leaves level 0 with 9 problems, and different seeds collide.
// Instance: {"k": 2..10^15, "phrasing": 0..2 (optional, default 0)}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `fibonacci_containing_counting` (RLVE's "(min/max)^beta" ladder, beta =
// 10): -1 unparseable or negative; 1 exact; else (min/max)^beta.
// Reference: per pair, the least b by a modular inverse (RLVE scans b one
// by one) and the solutions counted in one division; O(log^2 K).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_FIBONACCI_CONTAINING_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_FIBONACCI_CONTAINING_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterFibonacciContainingCountingEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_FIBONACCI_CONTAINING_COUNTING_H_
