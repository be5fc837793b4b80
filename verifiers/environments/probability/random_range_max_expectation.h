// RandomRangeMaxExpectation (RLVE-Gym "RandomRangeMaxExpectation", Luogu
// P3352): an array A of N integers; Q times, a subarray is drawn uniformly
// among the M = N(N+1)/2 and all its entries become its maximum. For each
// position, the expected final value times M^Q (an integer: the sum over
// all M^Q operation sequences), modulo 10000.
// Reference: a_i = maxA - #{v in 1..maxA : a_i < v}. For a threshold v the
// entries < v form maximal runs; a run [l, r] survives an operation inside
// it or clear of it, and an operation reaching in from the left (l
// choices of start) or right (N-1-r choices of end) cuts it to the part
// past the operation. So g[l][r] = the weighted number of operation
// sequences with [l, r] a maximal run, started at (number of thresholds
// with [l, r] a maximal run) = max(0, min(neighbours) - max(A[l..r])),
// evolves in O(N^2) per operation with prefix sums; answer_i = maxA M^Q -
// sum of g[l][r] over l <= i <= r. O(Q N^2).
//
// Level d (RLVE's controller after d updates): N = 3, then
// floor(1.1 N) + 1 per level (3, 4, ..., 10, 12, 14, ...); Q uniform in
// 1..N, entries uniform in 0..N. Levels 0..30 (N <= 139).
// Instance: {"array": [1..200 ints in 0..10^9], "q": 1..200}.
// Answer: N integers in <answer> (else \boxed{}). Verifier
// `random_range_max_expectation` (RLVE's "mean([gold=answer])^beta"): -1
// unparseable (a non-integer token), -0.5 not N integers, else (positions
// right / N)^beta, beta = 3 (param `beta`); correct iff all N.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_RANDOM_RANGE_MAX_EXPECTATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_RANDOM_RANGE_MAX_EXPECTATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterRandomRangeMaxExpectationEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_RANDOM_RANGE_MAX_EXPECTATION_H_
