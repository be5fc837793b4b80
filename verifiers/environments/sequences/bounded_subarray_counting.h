// BoundedSubarrayCounting (RLVE-Gym "BoundedSubarrayCounting"): an array A
// of N positive integers is repeated M times into B (length N·M); count the
// non-empty contiguous subarrays of B whose sum is at most K.
//
// Level d (RLVE's controller after d updates): N = 3 and M = 2, each then
// floor(1.1 x) + 1 per level (N: 3, 4, 5, ..., 12 at level 8; M: 2, 3,
// 4, ..., 10 at level 8); A[i] uniform in 1..N, K uniform in
// max(A)..M·sum(A). Levels 0..50 (N = 962, M = 874, N·M = 840788).
// Instance: {"values": [int, ...], "m": int, "k": int}: 1..20000 values in
// 1..10^9, 1 <= m <= 10^6 with N·m <= 5·10^6, 0 <= k <= 2^53.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `bounded_subarray_counting` (RLVE's "(min/max)^beta", beta = 10): -1
// unparseable or negative, 1 for the exact count, else (min(answer, gold)
// / max(answer, gold))^10.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_BOUNDED_SUBARRAY_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_BOUNDED_SUBARRAY_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterBoundedSubarrayCountingEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_BOUNDED_SUBARRAY_COUNTING_H_
