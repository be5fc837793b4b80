// BannedPointSupersetPathCounting (RLVE-Gym
// "BannedPointSupersetPathCounting"): walk from (0, 0, 0) to (N, M, R);
// each step replaces one coordinate by a different value that keeps all
// of its 1 bits (x -> x' with x AND x' = x, x' != x); count the walks that
// avoid the given banned points, modulo MOD.
//
// Level d (RLVE's controller after d updates): MAX_N_M_R = 1 and MAX_O =
// 10, each floor(1.1 x) + 1 per level (MAX_N_M_R = 9, MAX_O = 29 at d = 8);
// N, M, R uniform in 0..MAX_N_M_R, drawn again until they have >= 2 one
// bits in all; O uniform in 1..min(MAX_O, 2^bits - 2); O distinct banned
// points other than the two ends, each coordinate a random sub-mask of the
// target's (a size uniform in 0..its bits, then a uniform subset of that
// size; drawn again on a repeat), shuffled; MOD uniform in 2..10^4 (RLVE's
// max_MOD). Levels 0..43 (MAX_N_M_R = 404, MAX_O = 962: the reference is
// O(O^2) and the prompt lists the points; RLVE's controller has no top).
// Instance: {"n": 0..2^20, "m": 0..2^20, "r": 0..2^20, "obstacles":
// [[x, y, z], ...] (0..2000 rows, values 0..2^20), "mod": 2..10^9}; Finish
// rejects a target of (0, 0, 0), an obstacle that is not a sub-mask of the
// target coordinate by coordinate, one at either end, and a repeat.
// The count is derived: a walk between comparable points depends only on
// the numbers of bits added per coordinate, F(a, b, c) by a DP over the
// last step; with the obstacles in lexicographic order (a sub-mask comes
// first), first[i] = F(0 -> q_i) - sum of first[j] F(q_j -> q_i) over
// q_j below q_i, and the answer is F(0 -> T) - sum of first[j] F(q_j -> T).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `banned_point_superset_path_counting` (RLVE's ladder): -1 unparseable,
// -0.5 outside [0, MOD), 1 for the exact residue, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_BANNED_POINT_SUPERSET_PATH_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_BANNED_POINT_SUPERSET_PATH_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterBannedPointSupersetPathCountingEnvironment(Catalog& catalog,
                                                                const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_BANNED_POINT_SUPERSET_PATH_COUNTING_H_
