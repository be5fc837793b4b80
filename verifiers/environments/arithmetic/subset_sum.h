// Subset sum (RLVE-Gym "SubsetSum" style, NP-complete with a cheap check):
// choose some of N distinct positive integers summing exactly to a target.
//
// Level d: N = d + 4 numbers, distinct and uniform in 1..10·N²; levels
// 0..96 (N <= 100, numbers <= 10^5). The generator plants a subset (each
// number in it with odds 1/2, one random number if that left it empty) and
// the target is its sum, so an answer always exists.
// Instance: {"values": [int, ...] (1..100 distinct numbers, each
// 1..10^9), "target": int (1..10^11), "subset": [int, ...] (optional:
// distinct indices into values summing to the target, which generated
// instances carry and the reference answer prints; checked when given)}.
// Whether some subset reaches the target is not checked otherwise (that is
// NP-complete); an explicit instance without "subset" has an empty
// reference output.
// Answer: the final <answer> (else \boxed{}) content as the chosen indices
// (0-based), whitespace-separated, in any order.
// Verifier `subset_sum` (range [-1, 1]): -1 if unparseable; -0.5 if an
// index is out of range or repeated (so also more than N numbers); else 1
// (correct) if the chosen numbers sum to the target and 0 otherwise (an
// empty answer sums to 0, never the target). With distinct numbers,
// changing one index of the reference (its last digit) gives a repeat, an
// unknown index, or a swap of one number for a different one, which
// changes the sum.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_SUBSET_SUM_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_SUBSET_SUM_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSubsetSumEnvironment(Catalog& catalog,
                                          const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_SUBSET_SUM_H_
