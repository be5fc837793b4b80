// Activity scheduling (seed 000) as a task type and environment: the data
// is Problem.activity; level d (0..27) has 5 + d rows drawn by seed 000's
// generator (App. A.1, a unique optimum guaranteed); scored by ids_exact
// by default.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_ACTIVITY_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_ACTIVITY_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterActivityTask(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_ACTIVITY_H_
