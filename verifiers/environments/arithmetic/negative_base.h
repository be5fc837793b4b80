// NegativeBase (RLVE-Gym "NegativeBase"): write a non-zero integer N in
// base -R (digits 0..R-1, most significant first).
//
// Level d (RLVE's controller after d updates): MAX_N = 4·2^d, MAX_R =
// min(MAX_N, 16); N uniform in -MAX_N..MAX_N except 0, R uniform in
// 2..MAX_R. Levels 0..51 (MAX_N = 2^53, exact as a JSON number; RLVE has no top
// level).
// Instance: {"n": non-zero integer in -2^53..2^53, "r": 2..10^6}.
// Answer: the digits separated by spaces in <answer> (else \boxed{}).
// Verifier `negative_base` (RLVE's ladder, "mean([gold=answer])", no
// power): -1 unparseable (a token that is not an integer); 0 when the
// number of digits differs from the representation's (RLVE's
// wrong_length, an empty answer included); else the fraction of positions
// equal to the (unique) representation, 1 and correct iff all are.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_NEGATIVE_BASE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_NEGATIVE_BASE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterNegativeBaseEnvironment(Catalog& catalog,
                                             const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_NEGATIVE_BASE_H_
