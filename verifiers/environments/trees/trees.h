// The `trees` family.
// Environments on a tree given as an edge list: centres and diameters,
// distances, independent sets, traversal orders and walks.
//
// Adding a member: its file pair in this folder, one line in trees.cc,
// its table test in tests/unit/verifiers/environments/trees/ and its row in
// docs/ENVIRONMENTS.md (DEVELOPERS.md, "Adding an environment").
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREES_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREES_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Registers every member of the family, in the order listed in the .cc.
absl::Status RegisterTreeEnvironments(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_TREES_TREES_H_
