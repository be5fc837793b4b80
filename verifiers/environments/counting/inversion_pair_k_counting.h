// InversionPairK_Counting (RLVE-Gym "InversionPairK_Counting"): count the
// permutations of 1..N with exactly K inversions (pairs i < j with
// a_i > a_j), modulo MOD.
//
// Level d (RLVE's controller after d updates): N = 3, then
// floor(1.1 N) + 1 per level (3, 4, 5, ..., 10, 12 at d = 8); K uniform in
// 0..N(N-1)/2, MOD uniform in 2..10^6 (RLVE's max_MOD). Levels 0..33
// (N <= 186; the reference is O(N * K) = O(N^3)).
// Instance: {"n": 1..200, "k": 0..n(n-1)/2, "mod": 2..10^15}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `inversion_pair_k_counting` (RLVE's ladder): -1 unparseable, -0.5 outside
// [0, MOD), 1 for the count mod MOD, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_INVERSION_PAIR_K_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_INVERSION_PAIR_K_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterInversionPairKCountingEnvironment(Catalog& catalog,
                                                       const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_INVERSION_PAIR_K_COUNTING_H_
