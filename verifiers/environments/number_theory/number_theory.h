// The `number_theory` family.
// Environments on divisibility, congruences, primes and classical integer
// sequences modulo a number (RLVE-Gym's number-theory problems).
//
// Adding a member: its file pair in this folder, one line in
// number_theory.cc, its table test in
// tests/unit/verifiers/environments/number_theory/ and its row in
// docs/ENVIRONMENTS.md (DEVELOPERS.md, "Adding an environment").
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_NUMBER_THEORY_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_NUMBER_THEORY_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Registers every member of the family, in the order listed in the .cc.
absl::Status RegisterNumberTheoryEnvironments(Catalog& catalog,
                                              const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_NUMBER_THEORY_H_
