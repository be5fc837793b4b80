// The `logic` family.
// Environments on propositional formulas (SAT with a planted assignment).
//
// Adding a member: its file pair in this folder, one line in logic.cc,
// its table test in tests/unit/verifiers/environments/logic/ and its row in
// docs/ENVIRONMENTS.md (DEVELOPERS.md, "Adding an environment").
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_LOGIC_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_LOGIC_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Registers every member of the family, in the order listed in the .cc.
absl::Status RegisterLogicEnvironments(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_LOGIC_H_
