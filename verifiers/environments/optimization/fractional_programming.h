// FractionalProgramming (RLVE-Gym "FractionalProgramming"): two arrays A
// and B of N positive integers and a count K; choose K distinct indices
// maximising (sum of their A) / (sum of their B).
//
// Level d (RLVE's controller after d updates): N = 3, then int(1.1 N + 1)
// per level (3, 4, 5, ..., 10, 12 at d = 8, 962 at the top). As RLVE draws
// it: K uniform in 2..N-1, then B[i] uniform in 1..N, then A[i] uniform in
// 1..2·B[i]. Levels 0..50 (N = 962, as largest_concatenation; the exact
// reference takes a few sorts of N keys; RLVE's controller has no top).
// Reference, exact (a deviation in how the optimum is found, not in what
// it is): RLVE bisects the ratio 256 times in floating point; here
// Dinkelbach's iteration runs on exact rationals: from the ratio p/q of
// some K indices, take the K largest keys A[i]·q - p·B[i] (integers); if
// their sum is 0, no K indices beat p/q, else their ratio is strictly
// larger and becomes p/q. Every comparison is an integer cross product in
// 128 bits (sums <= 10^9, products <= 10^15, sums of N products <= 10^18:
// no overflow is possible under the instance bounds). The reference lists
// an optimal choice with last an index whose last-digit change (what the
// registry-wide property test tries) gives no optimal choice; when every
// index of it has an optimal twin, it is swapped for its twin and tried
// again (<= 4N swaps), and a draw where that fails is redrawn (<= 100
// draws; a deviation in the draws only).
// Instance: {"a": [1..1000 ints in 1..10^6], "b": [as many ints in
// 1..10^6], "k": int (1..N)}; the reference is derived.
// Answer: the K chosen indices, in any order, in the final <answer> (else
// \boxed{}), whitespace-separated.
// Verifier `fractional_programming` (RLVE's "(answer/gold)^beta" ladder,
// range [-1, 1]): -1 if unparseable (no final answer, or a token that is
// not an integer); -0.5 if not exactly K indices, an index outside 0..N-1,
// or a repeat (RLVE's invalid_solution); else ((ΣA·ΣB*) / (ΣB·ΣA*))^beta,
// beta = 5, the chosen ratio over the optimal one: 1 and correct iff the
// cross products are equal (any optimal choice), else kept below 1 (never
// above: the optimum is exact).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_FRACTIONAL_PROGRAMMING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_FRACTIONAL_PROGRAMMING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterFractionalProgrammingEnvironment(Catalog& catalog,
                                                      const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_FRACTIONAL_PROGRAMMING_H_
