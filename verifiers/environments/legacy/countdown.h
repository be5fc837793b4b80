// Countdown (seed 002) as a task type and environment: the data is
// Problem.countdown; level d (0..16) has min(3 + d, 6) numbers, and past 6
// numbers each level doubles the number and target ranges; a solution over all the
// numbers always exists. Keeps the per-problem solution tables in an LRU
// cache of TaskOptions::cache_bytes (metrics: referee_countdown_cache_*).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_COUNTDOWN_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_COUNTDOWN_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterCountdownTask(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_COUNTDOWN_H_
