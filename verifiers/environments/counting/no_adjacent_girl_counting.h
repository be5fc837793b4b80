// NoAdjacentGirlCounting (RLVE-Gym "NoAdjacentGirlCounting"): count the
// ways to line up N distinct boys, M distinct girls and 2 distinct
// teachers so that no two girls stand next to each other and the two
// teachers do not stand next to each other. The count is
// (N+2)! A(N+3, M) - 2 (N+1)! A(N+2, M) (A(x, y) = x!/(x-y)!): boys and
// teachers first, girls into the gaps, minus the lines where the teachers
// form a block.
//
// Level d: RLVE's controller after d updates: MAX = 2, then
// floor(1.1 MAX) + 1 per level (2, 3, 4, 5, 6, 7, 8, 9, 10 at d = 8); N and
// M uniform in 1..MAX, drawn again while the count is 0 (M > N + 3).
// Levels 0..44 (MAX = 490; counts below 10^2300).
// Instance: {"n": 1..500, "m": 1..n+3} (the count is exact: big integers).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `no_adjacent_girl_counting` (RLVE's "(min/max)^beta" ladder, beta = 10,
// param `beta`): -1 unparseable or negative, 1 for the exact count, else
// (min(answer, count) / max(answer, count))^beta.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_NO_ADJACENT_GIRL_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_NO_ADJACENT_GIRL_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterNoAdjacentGirlCountingEnvironment(Catalog& catalog,
                                                       const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_NO_ADJACENT_GIRL_COUNTING_H_
