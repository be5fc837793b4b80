// SelfPowerSequenceMOD (RLVE-Gym "SelfPowerSequenceMOD"): with a[0] = 1
// and a[n] = 2^a[n-1] (a power tower of 2s), b[n] = a[n] mod MOD is
// eventually constant; find that constant.
//
// Level d (RLVE's controller after d updates): MAX_MOD = 16 * 2^d (4096 at
// d = 8); MOD uniform in 3..MAX_MOD. Levels 0..35 (MAX_MOD = 16 * 2^35 <
// 5.5 * 10^11: phi is taken by trial division along the chain).
// Instance: {"mod": 2..10^12}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `self_power_sequence_mod` (RLVE's ladder): -1 unparseable, -0.5 outside
// [0, MOD), 1 for the limit, else 0. Reference: f(1) = 0, f(m) =
// 2^(f(phi(m)) + phi(m)) mod m (Euler's theorem, generalised to any m).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_SELF_POWER_SEQUENCE_MOD_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_SELF_POWER_SEQUENCE_MOD_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSelfPowerSequenceModEnvironment(Catalog& catalog,
                                                     const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_SELF_POWER_SEQUENCE_MOD_H_
