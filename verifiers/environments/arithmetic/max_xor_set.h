// MaxXorSet (RLVE-Gym "MaxXorSet"): choose indices of an array A of N
// positive integers so that the XOR of the chosen elements is as large as
// possible.
//
// Level d (RLVE's controller after d updates): N = 3, then
// floor(1.1 N) + 1 per level (12 at level 8); B = the least b >= 3 with
// 2^b - 2 >= 2N, then MAX_bit_length uniform in B..B+4 (one of RLVE's five
// parameter sets); every A[i] uniform in 1..2^MAX_bit_length - 2. Levels
// 0..70 (N <= 6504).
// Instance: {"a": [int, ...]}: 1..100000 values in 1..2^53 - 1.
// Answer: the chosen 0-based indices in <answer> (else \boxed{}),
// whitespace-separated, any number of them in any order (a repeated index
// cancels itself, as in RLVE; none is the empty XOR 0). Verifier
// `max_xor_set` (RLVE's "(answer/gold)^beta", param beta = 5): -1
// unparseable (a token that is not an integer), -0.5 an index outside
// 0..N-1, else (XOR of the chosen / the largest XOR)^beta, 1 and correct
// only for the largest (a GF(2) linear basis, O(N log max A)). The
// reference ends with an index whose one-digit slip names an element of a
// different value, so that slip is never another optimum.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_MAX_XOR_SET_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_MAX_XOR_SET_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMaxXorSetEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_MAX_XOR_SET_H_
