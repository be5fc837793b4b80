// CirculatingDecimalCounting (RLVE-Gym "CirculatingDecimalCounting"):
// count the distinct numbers x / y (1 <= x <= N, 1 <= y <= M integers)
// whose base-K expansion is purely periodic: it repeats from the first
// digit after the point (integers count, with a period of 0s; a
// terminating expansion with a non-zero fractional part does not).
//
// Level d (RLVE's controller after d updates): MAX_N = MAX_M = 5, then
// floor(1.5 x) per level (5, 7, 10, 15, 22, 33, 49, 73, 109 at d = 8);
// MAX_K = 3, then floor(1.1 MAX_K) + 1 per level (3, 4, ..., 10, 12 at
// d = 8); N uniform in 1..MAX_N, M uniform in 1..MAX_M, K uniform in
// 2..MAX_K. Levels 0..30 (MAX_N = MAX_M = 810325, MAX_K = 139: the
// reference is linear in min(N, M); RLVE's controller has no top).
// Instance: {"n": 1..10^9, "m": 1..10^6, "k": 2..10^6}. The count (below
// N * M <= 10^15) is derived: a reduced x / y is purely periodic in base K
// iff gcd(y, K) = 1, so it counts the coprime pairs (x, y) with y coprime
// to K: the sum over d <= min(N, M) coprime to K of
// mu(d) * floor(N / d) * G(floor(M / d)), G(t) the integers in 1..t coprime
// to K.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `circulating_decimal_counting` (RLVE's "(min/max)^beta", beta = 10,
// param `beta`, with RLVE's check `<= 0`): -1 unparseable, negative or 0,
// 1 for the exact count, else (min(answer, count) / max(answer, count))^beta.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_CIRCULATING_DECIMAL_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_CIRCULATING_DECIMAL_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterCirculatingDecimalCountingEnvironment(Catalog& catalog,
                                                           const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_CIRCULATING_DECIMAL_COUNTING_H_
