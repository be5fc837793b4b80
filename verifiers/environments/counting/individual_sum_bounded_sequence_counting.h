// IndividualSumBounded_SequenceCounting (RLVE-Gym
// "IndividualSumBounded_SequenceCounting"): count the sequences
// X[1], ..., X[K] of integers with X[1] >= 1, 1 <= X[i] <= M for
// i = 2..K, and X[1] + ... + X[K] <= N, modulo MOD. With 1 + M (K-1) <= N
// every choice of X[2..K] leaves N - (X[2] + ... + X[K]) >= 1 values for
// X[1]: N M^(K-1) - (K-1) M^(K-2) M(M+1)/2.
//
// Level d (RLVE's controller after d updates): MAX_N = 4 * 2^d; N uniform
// in 2..MAX_N; K log-uniform: an octave b uniform in
// 1..floor(log2 (N-1)), then K uniform in 2^b..min(2^(b+1) - 1, N - 1)
// (K = 2 when N = 2). RLVE draws K = int(2^u) for a float u uniform in
// [1, log2 N]; generation here uses integers only, so K is uniform within
// an octave and every octave is equally likely. M uniform in
// 1..floor((N-1)/(K-1)); MOD uniform in 2..10^9. Levels 0..51
// (MAX_N = 2^53).
// Instance: {"n": 2..2^53, "k": 2..n, "m": 1..floor((n-1)/(k-1)),
// "mod": 2..2^53}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `individual_sum_bounded_sequence_counting` (RLVE's ladder): -1
// unparseable, -0.5 outside [0, MOD), 1 for the count mod MOD, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_INDIVIDUAL_SUM_BOUNDED_SEQUENCE_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_INDIVIDUAL_SUM_BOUNDED_SEQUENCE_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterIndividualSumBoundedSequenceCountingEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_INDIVIDUAL_SUM_BOUNDED_SEQUENCE_COUNTING_H_
