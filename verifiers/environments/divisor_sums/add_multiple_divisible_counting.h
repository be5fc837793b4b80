// AddMultiple_Divisible_Counting (RLVE-Gym
// "AddMultiple_Divisible_Counting"): the number of pairs 1 <= a < b <= N
// such that a + b divides a b.
//
// Level d (RLVE's controller after d updates): MAX_N = 16, then
// floor(1.5 MAX_N) per level (16, 24, 36, 54, 81, 121, 181, 271, 406 at
// level 8); N uniform in 6..MAX_N. Levels 0..44 (MAX_N = 885410839).
// Instance: {"n": 1..10^9}.
// Reference: with g = gcd(a, b), a = g x, b = g y, (a + b) | a b iff
// (x + y) | g, so the pairs are b = t (x + y) y for coprime x < y and
// t >= 1: the count is the sum over coprime x < y of floor(N / ((x+y) y)).
// Moebius over d | gcd(x + y, y) turns it into
// sum_d mu(d) sum_{j <= sqrt(N)/d} sum_{k = j+1}^{2j-1} floor(N/(d^2 j) / k)
// (inner sums by blocks of equal quotient; about 13 ms at N = 10^9). The
// answer is below 5 * 10^9; it is 0 for N < 6 (explicit instances only).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `add_multiple_divisible_counting` (RLVE's (min/max)^beta ladder,
// checking `<= 0`): -1 unparseable or <= 0 (unless 0 is the reference), 1
// exact, else (min(a, g) / max(a, g))^beta, beta = 10.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_ADD_MULTIPLE_DIVISIBLE_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_ADD_MULTIPLE_DIVISIBLE_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterAddMultipleDivisibleCountingEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_ADD_MULTIPLE_DIVISIBLE_COUNTING_H_
