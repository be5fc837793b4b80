// WYRLevelingGround (RLVE-Gym "WYRLevelingGround"): an array H[0..N-1] and
// two distinct positive integers A, B; one operation adds +A, -A, +B or -B
// to every entry of one non-empty block of consecutive positions. Give the
// least number of operations that makes every entry 0.
//
// Level d (RLVE's controller after d updates): N = 2, then
// floor(1.1 N) + 1 per level (2, 3, 4, ..., 10 at level 8); A and B uniform
// in 1..2N, redrawn until distinct; two biases pA, pB uniform in
// {0, 2^-20, ..., 1} (RLVE: uniform reals); each H[i] = a A + b B with a, b
// uniform in 0..2N, a negated with probability pA, then b with probability
// pB. Levels 0..70 (N = 5912, |H[i]| <= 8N^2 < 2.8·10^8).
// Instance: {"a": int, "b": int, "h": [int, ...]}: 1 <= a, b <= 10^9,
// a != b, 1..20000 entries with |h| <= 10^9, each a multiple of gcd(a, b)
// (else no sequence of operations reaches 0).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `wyr_leveling_ground` (RLVE's "gold=answer", no params): -1 unparseable,
// 1 for the least number of operations, else 0 (negative answers too, as
// in RLVE).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_WYR_LEVELING_GROUND_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_WYR_LEVELING_GROUND_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterWyrLevelingGroundEnvironment(Catalog& catalog,
                                                  const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_WYR_LEVELING_GROUND_H_
