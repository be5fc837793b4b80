// The `legacy` family.
// The seed tasks that came before the environment framework: seed 000's
// Activity and LIS, seed 002's Countdown, and the generic `answer` task
// (math answers, not generated). Their own Problem fields and ground truth
// live here, their verifiers at verifiers/ (ids_exact, countdown_ast, ...).
//
// Adding a member: its file pair in this folder, one line in legacy.cc,
// its table test in tests/unit/verifiers/environments/legacy/ and its row in
// docs/ENVIRONMENTS.md (DEVELOPERS.md, "Adding an environment").
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_LEGACY_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_LEGACY_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Registers every member of the family, in the order listed in the .cc.
absl::Status RegisterLegacyEnvironments(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_LEGACY_H_
