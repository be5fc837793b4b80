// LongestMaxDiffBoundedInterval (RLVE-Gym "LongestMaxDiffBoundedInterval",
// Luogu P3512): given an array A of N integers and K, find the longest
// contiguous A[l..r-1] whose largest and smallest values differ by at most
// K.
//
// Level d (RLVE's controller after d updates): N = 3, then floor(1.1 N) + 1
// per level (3, 4, 5, ..., 10, 12, ...); A[i] uniform in 0..N; K uniform in
// 0..max(max A - min A - 1, 0). Levels 0..70 (N = 6504): the reference is a
// linear two-pointer scan with monotone deques; the top matches `sorting`'s
// and keeps the prompt near 70 KB.
// Instance: {"a": [1..20000 ints in 0..2^53], "k": 0..2^53}.
// Answer: the final <answer> (else \boxed{}) content: two integers l r.
// Verifier `longest_max_diff_bounded_interval` (RLVE's "(answer/gold)^beta",
// range [-1, 1]): -1 if unparseable (no answer, a token that is not an
// integer, not exactly two integers); -0.5 unless 0 <= l < r <= N; -0.2
// (RLVE's "unsuccessful" rung) if max - min over A[l..r-1] exceeds K; else
// ((r - l) / the longest length)^beta, beta = 5 (param `beta`). Full credit
// (correct) for any interval of the longest length.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_LONGEST_MAX_DIFF_BOUNDED_INTERVAL_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_LONGEST_MAX_DIFF_BOUNDED_INTERVAL_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterLongestMaxDiffBoundedIntervalEnvironment(Catalog& catalog,
                                                              const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_LONGEST_MAX_DIFF_BOUNDED_INTERVAL_H_
