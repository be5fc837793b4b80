// Canon (RLVE-Gym "Canon"): count the sequences T[1..M] of M pairwise
// distinct non-empty subsets of {1..N} in which every element of {1..N}
// lies in an even number of the T[i] (0 included), modulo MOD.
//
// Level d (RLVE's controller after d updates): MAX_N_M = 3, then
// floor(1.1 MAX_N_M) + 1 per level (3, 4, 5, ..., 10, 12 at d = 8); N and M
// uniform in 2..MAX_N_M, MOD uniform in 2..10^6. Levels 0..98
// (MAX_N_M = 93861: the reference is linear in M).
// Instance: {"n": 1..10^15, "m": 1..10^5, "mod": 2..10^9}. The count is
// derived: with subsets as non-zero vectors of GF(2)^N and t = 2^N - 1,
// f(0) = 1, f(1) = 0, f(i) = t(t-1)...(t-i+2) - f(i-1) - (i-1)(t-i+2) f(i-2)
// (the first i-1 distinct, the last fixed as their sum, less the ways that
// sum is 0 or repeats one of them), taken mod MOD (any MOD: no division).
// Answer: one integer in <answer> (else \boxed{}). Verifier `canon`
// (RLVE's ladder): -1 unparseable, -0.5 outside [0, MOD), 1 for the
// count mod MOD, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_CANON_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_CANON_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterCanonEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_CANON_H_
