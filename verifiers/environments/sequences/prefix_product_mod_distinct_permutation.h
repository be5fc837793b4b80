// PrefixProductMODDistinctPermutation (RLVE-Gym
// "PrefixProductMODDistinctPermutation"): order 1..N (each once) so that
// the N prefix products are pairwise distinct modulo N.
//
// Level d (RLVE's controller after d updates): MAX_N = 8, then
// floor(1.5 MAX_N) per level (8, 12, 18, 27, 40, 60, 90, 135, 202, ...); N
// uniform among 4 and the primes in 3..MAX_N (RLVE redraws N uniform in
// 3..MAX_N until it is 4 or prime: the same distribution). Levels 0..17
// (MAX_N = 7749): the answer stays under 40 KB.
// A solution exists exactly for N = 1, 4 and the primes. For a prime N the
// reference is 1, 2/1, 3/2, ..., (N-1)/(N-2), N (divisions modulo N), with
// prefix products 1, 2, ..., N-1, 0; for N = 4 it is 1 3 2 4 (products 1,
// 3, 2, 0).
// Instance: {"n": 4 or a prime in 2..10000}.
// Answer: the final <answer> (else \boxed{}) content as N whitespace-
// separated integers. Verifier `prefix_product_mod_distinct_permutation`
// (RLVE's "(satisfied/all)^beta", range [-1, 1]): -1 if unparseable (no
// answer, a token that is not an integer); -0.5 if not N integers or not a
// permutation of 1..N; else (distinct prefix products modulo N / N)^beta,
// beta = 10 (param `beta`). Full credit (correct) for any permutation whose
// prefix products are all distinct modulo N.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_PREFIX_PRODUCT_MOD_DISTINCT_PERMUTATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_PREFIX_PRODUCT_MOD_DISTINCT_PERMUTATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPrefixProductModDistinctPermutationEnvironment(Catalog& catalog,
                                                                    const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_PREFIX_PRODUCT_MOD_DISTINCT_PERMUTATION_H_
