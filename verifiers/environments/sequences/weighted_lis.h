// WeightedLIS (RLVE-Gym "WeightedLIS"): given two arrays A and B of length
// N, pick indices i1 < i2 < ... < ik with A[i1] <= A[i2] <= ... <= A[ik]
// (a non-decreasing subsequence of A) maximising B[i1] + ... + B[ik].
//
// Level d (RLVE's controller after d updates): N = 4, then floor(1.1 N) + 1
// per level (4, 5, ..., 10, 12, 14, ...); A[i] uniform in 0..N, B[i]
// uniform in 1..N. Levels 0..66 (N = 4885): the reference is O(N log N)
// (a Fenwick tree of prefix maxima over A's values), the top keeps the
// prompt near 100 KB. Deviation: a draw whose reference (the best
// subsequence ending latest) ties with itself after a change of its last
// digit (last index c ending in 9, c - 9 a valid replacement with the same
// B) is drawn again, at most 100 times; this touches well under 1% of draws.
// Instance: {"a": [1..20000 ints in 0..2^53], "b": [as many ints in
// 1..10^9]}.
// Answer: the final <answer> (else \boxed{}) content: the chosen indices,
// separated by whitespace (possibly none).
// Verifier `weighted_lis` (RLVE's "(answer/gold)^beta", range [-1, 1]): -1
// if unparseable (no answer, a token that is not an integer); -0.5 if an
// index is outside 0..N-1, the indices are not strictly increasing, or A
// decreases along them; else (sum of B over the indices / the best sum)^beta,
// beta = 5 (param `beta`); an empty answer sums to 0 and earns 0. Full
// credit (correct) for any subsequence reaching the best sum.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_WEIGHTED_LIS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_WEIGHTED_LIS_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterWeightedLisEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_WEIGHTED_LIS_H_
