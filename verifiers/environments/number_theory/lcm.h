// LCM (RLVE-Gym "LCM"): the least common multiple of two integers.
//
// Level d (RLVE's controller after d updates): MAX_a_b = 15, then
// floor(1.5 MAX_a_b) per level (366 at d = 8); a and b uniform in
// 2..MAX_a_b, then one of ten phrasings of the question (our own wording;
// RLVE draws one of its ten). Levels 0..78 (MAX_a_b = 775020249331746; the
// LCM is computed in 128 bits).
// Instance: {"a": 1..10^15, "b": 1..10^15, "phrasing": 0..9 (optional,
// default 0)}.
// Answer: one integer in <answer> (else \boxed{}). Verifier `lcm` (RLVE's
// ladder): -1 unparseable, 1 for lcm(a, b), else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_LCM_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_LCM_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterLcmEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_LCM_H_
