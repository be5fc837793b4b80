// Problems named by `env/<name>/<difficulty>/<seed>` ids (DESIGN §8): any
// replica regenerates them from the id, and this cache keeps the most
// recently used ones, bounded in bytes, so a GRPO group's rollouts and the
// next step's batches do not regenerate. Thread-safe.
#ifndef REFEREE_ENGINE_ENVIRONMENT_CACHE_H_
#define REFEREE_ENGINE_ENVIRONMENT_CACHE_H_

#include <cstddef>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "engine/engine_metrics.h"
#include "engine/prepared_lru.h"
#include "verifiers/task_registry.h"

namespace referee {

class EnvironmentCache {
 public:
  // `tasks` must outlive the cache; `metrics` may be null.
  EnvironmentCache(const TaskRegistry& tasks, size_t max_bytes,
                   EngineMetrics* metrics);

  // The problem `id` names, generated on a miss. InvalidArgument says why
  // an id names no problem (malformed, unknown environment, difficulty out
  // of range).
  absl::StatusOr<PreparedProblemPtr> Get(absl::string_view id);

  // Generates the problem `id` names whatever the cache holds (Sample:
  // its ids are new), with its prompt and reference output moved to
  // `shown`, and caches it without them (scoring never reads them), so a
  // sampled problem is neither copied nor kept twice. Errors as Get's.
  absl::StatusOr<PreparedProblemPtr> GenerateShown(absl::string_view id, ShownText& shown);

  // The cached problem of `id`, or null (nothing is generated; a hit
  // counts, a miss does not: Get counts it).
  PreparedProblemPtr Find(absl::string_view id);

  CacheStats stats() const { return lru_.stats(); }
  const TaskRegistry& tasks() const { return tasks_; }

 private:
  const TaskRegistry& tasks_;
  EngineMetrics* const metrics_;
  PreparedLru lru_;
};

}  // namespace referee

#endif  // REFEREE_ENGINE_ENVIRONMENT_CACHE_H_
