// BoundedMeanSubarrayCounting (RLVE-Gym "BoundedMeanSubarrayCounting"):
// given an array A of N integers and an integer K, count the non-empty
// contiguous subarrays whose mean is at least K.
//
// Level d (RLVE's controller after d updates): N = 3, then int(1.1 N + 1)
// per level (12 at d = 8); A's entries uniform in 0..N, K uniform in
// min(A)..max(A) (so the count is at least 1: the largest entry alone).
// Levels 0..50 (N = 962: a prompt of about 4 KB; RLVE's controller has no
// top). The count: with prefix sums P(i) = sum of (A[t] - K) for t < i,
// the subarray A[i..j-1] qualifies iff P(i) <= P(j); the pairs i < j with
// P(i) <= P(j) are counted by a merge sort, in O(N log N).
// Instance: {"a": [2..1000 ints in 0..1000], "k": min(a)..max(a)}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `bounded_mean_subarray_counting` (RLVE's "(min/max)^beta" ladder,
// beta = 10, param `beta`): -1 unparseable or negative, 1 for the exact
// count, else (min(answer, count) / max(answer, count))^beta.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_BOUNDED_MEAN_SUBARRAY_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_BOUNDED_MEAN_SUBARRAY_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterBoundedMeanSubarrayCountingEnvironment(Catalog& catalog,
                                                            const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_BOUNDED_MEAN_SUBARRAY_COUNTING_H_
