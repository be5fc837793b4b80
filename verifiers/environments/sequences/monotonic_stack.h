// MonotonicStack (RLVE-Gym "MonotonicStack"): for an array A[1..N], C[i]
// is the number of j > i with A[i] > A[k] for every k in i+1..j (how far
// the run of entries strictly below A[i] reaches right of i); give
// C[1] + ... + C[N].
//
// Level d (RLVE's controller after d updates): N = 4, then
// floor(1.1 N) + 1 per level (4, 5, 6, ..., 14 at level 8); A[i] uniform in
// 1..N. Levels 0..70 (N = 7155).
// Instance: {"values": [int, ...]}: 1..20000 values with |v| <= 2^53.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `monotonic_stack` (RLVE's "gold=answer", no params): -1 unparseable, 1
// for the exact sum, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MONOTONIC_STACK_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MONOTONIC_STACK_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMonotonicStackEnvironment(Catalog& catalog,
                                               const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MONOTONIC_STACK_H_
