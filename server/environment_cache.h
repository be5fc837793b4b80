// Problems named by `env/<name>/<difficulty>/<seed>` ids (DESIGN §8): any
// replica regenerates them from the id, and this cache keeps the most
// recently used ones, bounded in bytes, so a GRPO group's rollouts and the
// next step's batches do not regenerate. Thread-safe.
#ifndef REFEREE_SERVER_ENVIRONMENT_CACHE_H_
#define REFEREE_SERVER_ENVIRONMENT_CACHE_H_

#include <cstddef>
#include <list>
#include <string>

#include "absl/base/thread_annotations.h"
#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/synchronization/mutex.h"
#include "server/metrics.h"
#include "verifiers/task_registry.h"

namespace referee {

class EnvironmentCache {
 public:
  // `tasks` must outlive the cache; `metrics` may be null.
  EnvironmentCache(const TaskRegistry& tasks, size_t max_bytes,
                   ServerMetrics* metrics);

  // The problem `id` names, generated on a miss. InvalidArgument says why
  // an id names no problem (malformed, unknown environment, difficulty out
  // of range).
  absl::StatusOr<PreparedProblemPtr> Get(absl::string_view id)
      ABSL_LOCKS_EXCLUDED(mu_);

  // The cached problem of `id`, or null (nothing is generated; a hit
  // counts, a miss does not: Get counts it).
  PreparedProblemPtr Find(absl::string_view id) ABSL_LOCKS_EXCLUDED(mu_);

  CacheStats stats() const ABSL_LOCKS_EXCLUDED(mu_);

 private:
  struct Entry {
    std::string id;
    PreparedProblemPtr problem;
    size_t bytes;
  };

  const TaskRegistry& tasks_;
  const size_t max_bytes_;
  ServerMetrics* const metrics_;
  mutable absl::Mutex mu_;
  std::list<Entry> lru_ ABSL_GUARDED_BY(mu_);  // Most recent first.
  absl::flat_hash_map<absl::string_view, std::list<Entry>::iterator> index_
      ABSL_GUARDED_BY(mu_);
  size_t bytes_ ABSL_GUARDED_BY(mu_) = 0;
  uint64_t hits_ ABSL_GUARDED_BY(mu_) = 0;
  uint64_t misses_ ABSL_GUARDED_BY(mu_) = 0;
};

}  // namespace referee

#endif  // REFEREE_SERVER_ENVIRONMENT_CACHE_H_
