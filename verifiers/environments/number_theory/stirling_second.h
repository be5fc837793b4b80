// StirlingSecond (RLVE-Gym "StirlingSecond"): the number of ways to put N
// distinct balls into R distinct boxes with no box empty (the surjections,
// R! S(N, R)), modulo 10^9 + 7.
//
// Level d (RLVE's controller after d updates): MAX_N = 7 and MAX_R = 2,
// each then floor(1.1 x) + 1 per level (MAX_N = 20, MAX_R = 10 at d = 8);
// N uniform in 2..MAX_N, R uniform in 2..min(N, MAX_R). Levels 0..99
// (MAX_R = 93861).
// The prompt tells one of three equivalent stories (balls into boxes,
// books onto shelves, tasks to workers), drawn after N and R: RLVE's one
// story leaves so few problems at low levels that seeds collide.
// Instance: {"n": 1..10^9, "r": 1..min(n, 10^5), "phrasing": 0..2
// (optional, default 0)}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `stirling_second` (RLVE's ladder): -1 unparseable, -0.5 outside
// [0, 10^9 + 7), 1 for sum_k (-1)^k C(R, k) (R - k)^N mod 10^9 + 7, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_STIRLING_SECOND_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_STIRLING_SECOND_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterStirlingSecondEnvironment(Catalog& catalog,
                                               const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_STIRLING_SECOND_H_
