// PrefixSumMODDistinctPermutation (RLVE-Gym
// "PrefixSumMODDistinctPermutation"): order 1..N (each once) so that the N
// prefix sums are pairwise distinct modulo N.
//
// Level d (RLVE's controller after d updates): MAX_N = 8, then
// floor(1.5 MAX_N) per level (8, 12, 18, 27, 40, 60, 90, 135, 202, ...); N
// uniform among the even numbers in 4..MAX_N (RLVE redraws N uniform in
// 3..MAX_N until it is even: the same distribution). Levels 0..17
// (MAX_N = 7749): the answer stays under 40 KB.
// A solution exists exactly for even N (and N = 1): N, 1, N-2, 3, N-4, 5,
// ... has prefix sums 0, 1, -1, 2, -2, ... modulo N, the stored reference.
// Instance: {"n": even 2..10000}.
// Answer: the final <answer> (else \boxed{}) content as N whitespace-
// separated integers. Verifier `prefix_sum_mod_distinct_permutation` (RLVE's
// "(satisfied/all)^beta", range [-1, 1]): -1 if unparseable (no answer, a
// token that is not an integer); -0.5 if not N integers or not a
// permutation of 1..N; else (distinct prefix sums modulo N / N)^beta,
// beta = 10 (param `beta`). Full credit (correct) for any permutation whose
// prefix sums are all distinct modulo N.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_PREFIX_SUM_MOD_DISTINCT_PERMUTATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_PREFIX_SUM_MOD_DISTINCT_PERMUTATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPrefixSumModDistinctPermutationEnvironment(Catalog& catalog,
                                                                const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_PREFIX_SUM_MOD_DISTINCT_PERMUTATION_H_
