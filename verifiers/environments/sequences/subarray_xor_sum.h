// SubarrayXorSum (RLVE-Gym "SubarrayXorSum"): the sum, over all N(N+1)/2
// contiguous subarrays of an array A, of the bitwise XOR of the subarray.
//
// Level d (RLVE's controller after d updates): N = 3 + d; A[i] uniform in
// 0..N. Levels 0..997 (N <= 1000).
// Instance: {"values": [int, ...]}: 1..20000 values in 0..10^9 (the sum
// stays below 2.2·10^17).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `subarray_xor_sum` (RLVE's "gold=answer", no params): -1 unparseable, 1
// for the exact sum, else 0 (negative answers included, as in RLVE).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SUBARRAY_XOR_SUM_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SUBARRAY_XOR_SUM_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSubarrayXorSumEnvironment(Catalog& catalog,
                                               const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SUBARRAY_XOR_SUM_H_
