// DeltaMinPopcount (RLVE-Gym "DeltaMinPopcount"): given a positive integer
// d written in binary, what is the least popcount(n XOR (n + d)) over all
// integers n >= 0?
//
// Reference: adding d to n flips, bit by bit from the lowest, the bits
// where d's bit differs from the incoming carry; reading d from its lowest
// bit with a carry that is 0 at first, each bit of d that differs from the
// carry costs one flipped bit, and there the best n makes the carry equal
// to d's next bit (n can set the carry either way at a position it flips).
// The test checks this against an exhaustive search over n.
//
// Level d (RLVE's controller after d updates): digit_num = 4, then
// floor(1.1 x) + 1 per level (4, 5, 6, ..., 10, 12, 14 at d = 8); d is a
// 1 followed by digit_num - 1 uniform random bits. Levels 0..73
// (digit_num = 9525 <= 10000 digits): the top keeps the prompt near 10 KB;
// the reference is linear (RLVE's controller has no top).
// Instance: {"d": [1, 0|1, ...]} (d's binary digits, most significant
// first, 1..10000 of them, the first a 1). The answer is derived.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `delta_min_popcount` (RLVE's ladder, range [-1, 1]): -1 unparseable; 1
// the minimum; else 0 (no range check, as in RLVE).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_DELTA_MIN_POPCOUNT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_DELTA_MIN_POPCOUNT_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterDeltaMinPopcountEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_DELTA_MIN_POPCOUNT_H_
