// The `graphs` family.
// Environments on a graph given as an edge list: paths, orders, colourings,
// covers, shortest paths and spanning trees.
//
// Adding a member: its file pair in this folder, one line in graphs.cc,
// its table test in tests/unit/verifiers/environments/graphs/ and its row in
// docs/ENVIRONMENTS.md (DEVELOPERS.md, "Adding an environment").
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRAPHS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRAPHS_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Registers every member of the family, in the order listed in the .cc.
absl::Status RegisterGraphEnvironments(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRAPHS_H_
