// FixedModKSelectionCounting (RLVE-Gym "FixedModK_Selection_Counting"):
// given n, k, r (0 <= r < k) and p, compute the sum over i >= 0 of the
// binomial coefficients C(nk, ik + r) modulo p — the number of subsets of
// an nk-element set whose size is r modulo k.
//
// Level d (RLVE's controller after d updates): MAX_N = 8 * 2^d, MAX_K = 5,
// then floor(1.1 MAX_K) + 1 per level (5, 6, 7, ..., 14, 16 at d = 8);
// n uniform in 1..MAX_N, k uniform in 2..MAX_K, r uniform in 0..k-1,
// p uniform in 2..10^6 (RLVE's MOD_range). Levels 0..24 (MAX_N =
// 134217728, MAX_K = 93: the reference is O(k^2 log(nk)); RLVE's
// controller has no top).
// Instance: {"n": 1..10^15, "k": 1..200, "r": 0..k-1, "mod": 2..10^9}.
// The answer is derived: (1 + x)^(nk) reduced modulo x^k - 1 by repeated
// squaring, coefficients modulo p, read at x^r.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `fixed_mod_k_selection_counting` (RLVE's ladder): -1 unparseable, -0.5
// outside [0, p), 1 for the exact residue, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_FIXED_MOD_K_SELECTION_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_FIXED_MOD_K_SELECTION_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterFixedModKSelectionCountingEnvironment(Catalog& catalog,
                                                           const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_FIXED_MOD_K_SELECTION_COUNTING_H_
