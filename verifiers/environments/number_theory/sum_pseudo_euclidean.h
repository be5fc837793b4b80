// SumPseudoEuclidean (RLVE-Gym "SumPseudoEuclidean", Luogu P3764): with
// f(a, b) = 0 if a == b, f(a - b, 2b) + 1 if a > b, f(2a, b - a) + 1 if
// a < b, and 0 where the recursion never ends, what is the sum of f(i, j)
// over 1 <= i, j <= N?
//
// Reference (RLVE's closed form): 2 * sum over odd l <= N of
// floor(log2 l) * floor(N / l), summed over the blocks of equal N / l and,
// inside a block, the runs of equal floor(log2 l): O(sqrt N + log N)
// steps. (The recursion keeps a + b; it ends exactly when (a + b) /
// gcd(a, b) is a power of two.) The test checks it against running f
// itself, with a loop bound, for every N up to 60.
//
// Level d (RLVE's controller after d updates): MAX_N = 5, then
// floor(1.5 MAX_N) per level (5, 7, 10, 15, 22, 33, 49, 73, 109 at d = 8);
// N uniform in 5..MAX_N. Deviation: level 0 draws as level 1 (MAX_N = 7),
// since RLVE's level 0 holds the one problem N = 5. Levels 0..47 (MAX_N =
// 798381090): about 56,000 blocks at the top, near 1 ms; the sum stays
// below 10^13 (RLVE's controller has no top).
// Instance: {"n": 5..1000000000}. The answer is derived.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `sum_pseudo_euclidean` (RLVE's "(min/max)^beta", range [-1, 1]): -1
// unparseable or negative; 1 the sum; else (min(a, g) / max(a, g))^beta,
// beta = 10 (param `beta`).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_SUM_PSEUDO_EUCLIDEAN_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_SUM_PSEUDO_EUCLIDEAN_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSumPseudoEuclideanEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_SUM_PSEUDO_EUCLIDEAN_H_
