// MaximumLexicographicalOrderSubsequence (RLVE-Gym
// "MaximumLexicographicalOrderSubsequence", Luogu P3487): given an array A
// of N positive integers and K, write the lexicographically largest
// subsequence of A of length K (its values, in order).
//
// Level d (RLVE's controller after d updates): N = 3, then floor(1.1 N) + 1
// per level (3, 4, 5, ..., 10, 12, ...); K uniform in 2..N-1; A[i] uniform
// in 1..N. Levels 0..70 (N = 6504): the reference is a linear monotone
// stack; the top matches `sorting`'s and keeps the prompt near 70 KB.
// Instance: {"a": [1..20000 ints in 1..2^53], "k": 1..N}.
// Answer: the final <answer> (else \boxed{}) content: K integers, the
// chosen subsequence's values, separated by whitespace.
// Verifier `maximum_lexicographical_order_subsequence` (RLVE's
// "mean([gold=answer])^beta", range [-1, 1]): -1 if unparseable (no answer,
// a token that is not an integer); -0.5 unless exactly K integers forming
// a subsequence of A; else (positions equal to the lexicographically
// largest subsequence / K)^beta, beta = 5 (param `beta`). The largest
// subsequence's values are unique: full credit (correct) only for them.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MAXIMUM_LEXICOGRAPHICAL_ORDER_SUBSEQUENCE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MAXIMUM_LEXICOGRAPHICAL_ORDER_SUBSEQUENCE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMaximumLexicographicalOrderSubsequenceEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MAXIMUM_LEXICOGRAPHICAL_ORDER_SUBSEQUENCE_H_
