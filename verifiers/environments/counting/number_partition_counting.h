// NumberPartitionCounting (RLVE-Gym "NumberPartitionCounting"): the number
// of ways to write N as a sum of exactly K positive integers, order not
// mattering (partitions of N into exactly K parts).
//
// Level d (RLVE's controller after d updates): MAX_N = 10, then
// floor(1.5 MAX_N) per level (10, 15, 22, 33, 49, 73, 109, 163, 244 at
// d = 8); N uniform in 1..MAX_N, K uniform in 1..N. Levels 0..12
// (MAX_N = 1234; every count fits in 128 bits).
// Instance: {"n": 1..1400, "k": 1..n} (p(1400) < 2^128; O(K (N - K))).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `number_partition_counting` (RLVE's "(min/max)^beta" ladder, beta = 10,
// param `beta`): -1 unparseable or <= 0, 1 for the exact count, else
// (min(answer, count) / max(answer, count))^beta.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_NUMBER_PARTITION_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_NUMBER_PARTITION_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterNumberPartitionCountingEnvironment(Catalog& catalog,
                                                        const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_NUMBER_PARTITION_COUNTING_H_
