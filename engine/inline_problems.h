// Problems sent inline in a request (DESIGN §3: a stateless client, or the
// verl adapter's Problem-JSON labels). The same problem arrives in every
// request of a dataset epoch, and preparing it (validation, the ground
// truth an Activity or LIS problem implies) costs more than scoring its
// group: this cache prepares each distinct problem once.
//
// The key is what scoring reads: the id, the difficulty and the task
// (deterministically serialized). The prompt and reference_output are never
// read when scoring and are dropped before Prepare, so problems that differ
// only in them share an entry. A problem is only ever served for exactly
// the bytes it was prepared from: a changed answer is a new key.
#ifndef REFEREE_ENGINE_INLINE_PROBLEMS_H_
#define REFEREE_ENGINE_INLINE_PROBLEMS_H_

#include <cstddef>
#include <string>

#include "absl/status/statusor.h"
#include "proto/referee/v1/referee.pb.h"
#include "engine/prepared_lru.h"
#include "verifiers/task_registry.h"

namespace referee {

// The cache key of `problem`: the fields scoring reads, and only those.
std::string InlineProblemKey(const referee::v1::Problem& problem);

class InlineProblemCache {
 public:
  // `tasks` must outlive the cache. The most recent problem is kept even
  // past `max_bytes`.
  InlineProblemCache(const TaskRegistry& tasks, size_t max_bytes)
      : tasks_(tasks), lru_("inline_problem", max_bytes) {}

  // `problem` prepared (without prompt and reference_output), from the
  // cache when the same key was prepared before. Errors are Prepare's.
  absl::StatusOr<PreparedProblemPtr> Get(const referee::v1::Problem& problem);

  CacheStats stats() const { return lru_.stats(); }

 private:
  const TaskRegistry& tasks_;
  PreparedLru lru_;
};

}  // namespace referee

#endif  // REFEREE_ENGINE_INLINE_PROBLEMS_H_
