// The `counting` family.
// Combinatorial counting: permutations, partitions, sequences and strings with a property, counted exactly (RLVE-Gym's ...Counting problems).
//
// Adding a member: its file pair in this folder, one line in counting.cc,
// its table test in tests/unit/verifiers/environments/counting/ and its row in
// docs/ENVIRONMENTS.md (DEVELOPERS.md, "Adding an environment").
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Registers every member of the family, in the order listed in the .cc.
absl::Status RegisterCountingEnvironments(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_COUNTING_H_
