// SubsetSumSequence (RLVE-Gym "SubsetSumSequence"): the positive integers
// that are sums of distinct powers of K (K^0 = 1 included), in increasing
// order, form the sequence 1, K, K + 1, K^2, ...; give its N-th term
// (1-based). It is N written in binary and read in base K.
//
// Level d (RLVE's controller after d updates): MAX_N = 3·2^d, MAX_K =
// min(MAX_N, d + 2); N uniform in 1..MAX_N, then K uniform in 2..MAX_K.
// Levels 0..51 (MAX_N = 3·2^51 < 2^53, the largest exact JSON integer; the
// term, a big integer, has at most 90 digits).
// Instance: {"n": 1..2^53, "k": 2..1000} (the term is derived, exactly).
// Answer: the final <answer> (else \boxed{}) content, one decimal integer
// of any length (ASCII whitespace around it and a leading + allowed, as
// Python's int()). Verifier `subset_sum_sequence` (RLVE's ladder, range
// [-1, 1]): -1 if unparseable or if the answer is <= 0 (RLVE's
// wrong_format); 0 if its base-K digits are not all 0 or 1 (RLVE's
// invalid_solution, worth 0 there); else (min(answer, term) /
// max(answer, term))^beta, beta = 2 (param `beta`); 1 and correct only
// for the term. The base-K digits are checked exactly whenever that
// credit is not 0 in double precision (an answer of at most a few hundred
// digits, as the term is short); past that both outcomes are 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SUBSET_SUM_SEQUENCE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SUBSET_SUM_SEQUENCE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSubsetSumSequenceEnvironment(Catalog& catalog,
                                                  const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SUBSET_SUM_SEQUENCE_H_
