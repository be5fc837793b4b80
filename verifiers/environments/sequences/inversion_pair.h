// InversionPair (RLVE-Gym "InversionPair"): two arrays A and B of N
// distinct integers each; adjacent swaps inside A or inside B may be made.
// The sum of (A[i] - B[i])^2 is least when the k-th smallest of A faces the
// k-th smallest of B; the answer is the least number of adjacent swaps that
// reaches such an arrangement: the inversion count of the permutation that
// sends each A[i] to the position of the B value of the same rank.
//
// Level d (RLVE's controller after d updates): N = 3, then
// floor(1.1 N) + 1 per level (3, 4, 5, ..., 10, 12, ...); A and B are each
// N distinct values drawn from 0..2N-1, in random order. Levels 0..70
// (N(70) = 6504; the answer stays below N^2 / 2).
// Instance: {"a": [int, ...], "b": [int, ...]}: the same length 1..20000,
// values distinct within each array, |v| <= 2^53.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `inversion_pair` (RLVE's "(min/max)^beta", beta = 10): -1 unparseable or
// negative, 1 for the exact count, else (min(answer, gold) /
// max(answer, gold))^10 (so 0 earns 0 unless the count is 0).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_INVERSION_PAIR_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_INVERSION_PAIR_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterInversionPairEnvironment(Catalog& catalog,
                                              const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_INVERSION_PAIR_H_
