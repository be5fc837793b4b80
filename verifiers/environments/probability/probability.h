// The `probability` family.
// Expectations and probabilities of random processes, as exact fractions or residues modulo a prime (RLVE-Gym's ...Expectation problems).
//
// Adding a member: its file pair in this folder, one line in probability.cc,
// its table test in tests/unit/verifiers/environments/probability/ and its row in
// docs/ENVIRONMENTS.md (DEVELOPERS.md, "Adding an environment").
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_PROBABILITY_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_PROBABILITY_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Registers every member of the family, in the order listed in the .cc.
absl::Status RegisterProbabilityEnvironments(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_PROBABILITY_H_
