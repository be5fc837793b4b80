// The `optimization` family.
// VAST optimisation tasks (seed 003), graded against the exact optimum by
// optimization_environment.h, and `best_completion`, which scores them all.
//
// Adding a member: its file pair in this folder, one line in optimization.cc,
// its table test in tests/unit/verifiers/environments/optimization/ and its row in
// docs/ENVIRONMENTS.md (DEVELOPERS.md, "Adding an environment").
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_OPTIMIZATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_OPTIMIZATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Registers every member of the family, in the order listed in the .cc.
absl::Status RegisterOptimizationEnvironments(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_OPTIMIZATION_H_
