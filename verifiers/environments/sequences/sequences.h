// The `sequences` family.
// Environments whose answer is a sequence of integers graded position by
// position (RLVE's Sorting ladder).
//
// Adding a member: its file pair in this folder, one line in sequences.cc,
// its table test in tests/unit/verifiers/environments/sequences/ and its row in
// docs/ENVIRONMENTS.md (DEVELOPERS.md, "Adding an environment").
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SEQUENCES_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SEQUENCES_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Registers every member of the family, in the order listed in the .cc.
absl::Status RegisterSequenceEnvironments(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SEQUENCES_H_
