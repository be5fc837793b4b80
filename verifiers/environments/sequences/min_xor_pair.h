// MinXorPair (RLVE-Gym "MinXorPair"): given N distinct non-negative
// integers A[0..N-1], pick indices i < j minimising
// (A[i] AND A[j]) XOR (A[i] OR A[j]) (which is A[i] XOR A[j]).
//
// Level d (RLVE's controller after d updates): N = 3, then floor(1.1 N) + 1
// per level (3, 4, 5, ..., 10, 12, ...); a bit length B = 3 at level 0,
// then after each update the least B with 2^B > 2N; A is N distinct values
// drawn uniformly from 0..2^B - 1, in a random order. Levels 0..70
// (N = 6504, B = 14): the top matches `sorting`'s and keeps the prompt near
// 100 KB.
// The least value: sorting A, the minimum is reached by two neighbours in
// sorted order (if a < b < c then a XOR c > min(a XOR b, b XOR c)).
// Instance: {"a": [2..20000 distinct ints in 0..2^53]}.
// Answer: the final <answer> (else \boxed{}) content: two integers i j.
// Verifier `min_xor_pair` (RLVE's "(gold/answer)^beta", range [-1, 1]): -1
// if unparseable (no answer, a token that is not an integer, not exactly two
// integers); -0.5 unless 0 <= i < j < N; else (least value / A[i] XOR
// A[j])^beta, beta = 5 (param `beta`; the values are distinct, so both are
// positive). Full credit (correct) for any pair reaching the least value.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MIN_XOR_PAIR_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MIN_XOR_PAIR_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMinXorPairEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MIN_XOR_PAIR_H_
