// KPartition (RLVE-Gym "KPartition"), the K-partition problem (3-partition
// generalised): divide a multiset S of N positive integers into N/K tuples
// of K elements each, every tuple summing to T = sum(S) / (N/K).
//
// Level d (RLVE's controller after d updates): N/K = 2 + d and K uniform
// in {2, 3, 4, 5} (one of RLVE's four parameter sets), so N = (2 + d) K
// (10 K at level 8); T uniform in max(K, floor(N K / 10))..N K; each of
// the N/K planted tuples is a uniform composition of T into K positive
// parts (K - 1 distinct cuts in 1..T-1), shuffled; then S is shuffled.
// Levels 0..198 (N/K = 200, N <= 1000: the prompt is linear in N).
// Instance: {"k": 2..100, "values": [1..2000 ints in 1..10^9] (S; N is
// their length, a multiple of k, and sum(S) a multiple of N/k),
// "partition": [N ints in 1..10^9] (optional: S rearranged into the
// tuples, block of k after block of k, checked; generated instances carry
// the planted one and the reference prints it)}. Without "partition"
// nothing promises a solution (the problem is NP-complete) and the
// reference output is empty.
// Answer: the final <answer> (else \boxed{}) content as N/K lines of K
// whitespace-separated integers (blank lines skipped; lines split where
// Python's splitlines() splits ASCII text). Verifier `k_partition` (RLVE's
// ladder, range [-1, 1]):
// -1 if unparseable (no final answer, a token that is not an integer);
// -0.5 if not N/K lines, a line without exactly K integers, or the
// integers not the multiset S; 0 if a tuple does not sum to T; else 1.
// Any valid partition is correct, not only the stored one.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_K_PARTITION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_K_PARTITION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterKPartitionEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_K_PARTITION_H_
