// SubsequenceReversalLNDS (RLVE-Gym "SubsequenceReversalLNDS", after Luogu
// P3607): given A[1..N], choose indices i_1 < ... < i_k (k >= 1) and reverse
// the values at them (A[i_1] <-> A[i_k], A[i_2] <-> A[i_{k-1}], ...); the
// answer is the greatest length of a longest non-decreasing subsequence
// the result can have.
//
// Level d (RLVE's controller after d updates): N = 4 + d, A[i] uniform in
// 1..N. Levels 0..36 (N <= 40: the reference is O(N^4)).
// Instance: {"values": [1..40 ints, |v| <= 10^9]}.
// Reference: an interval DP over (segment l..r, value window [lo, hi] of
// the ranks): f = the best of the window without its low or high end, the
// segment without A[l] (counting A[l] if it equals lo), without A[r]
// (counting A[r] if it equals hi), or with A[l] and A[r] swapped (counting
// A[r] at the front if it equals lo and A[l] at the back if it equals hi);
// reversal pairs are nested, so this covers every choice. About
// N^2 M^2 / 4 steps (M = distinct values).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `subsequence_reversal_lnds` (RLVE's "gold=answer"): -1 unparseable, 1 for
// the maximum, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SUBSEQUENCE_REVERSAL_LNDS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SUBSEQUENCE_REVERSAL_LNDS_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSubsequenceReversalLndsEnvironment(Catalog& catalog,
                                                        const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SUBSEQUENCE_REVERSAL_LNDS_H_
