// Longest increasing subsequence (seed 000) as a task type and environment: the data
// is Problem.lis; level d has 5 + d values drawn by seed 000's
// generator (App. A.2, a unique LIS of length >= 2); scored by ids_exact
// by default.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_LIS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_LIS_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterLisTask(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_LIS_H_
