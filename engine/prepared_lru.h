// A byte-bounded LRU of prepared problems by string key, shared by the
// caches in front of Prepare (problems generated from env ids, problems
// sent inline). Thread-safe; problems are shared pointers, so an evicted
// one lives on in the batches still scoring it.
#ifndef REFEREE_ENGINE_PREPARED_LRU_H_
#define REFEREE_ENGINE_PREPARED_LRU_H_

#include <cstddef>
#include <cstdint>
#include <list>
#include <string>

#include "absl/base/thread_annotations.h"
#include "absl/container/flat_hash_map.h"
#include "absl/strings/string_view.h"
#include "absl/synchronization/mutex.h"
#include "verifiers/prepared_problem.h"
#include "verifiers/task_type.h"

namespace referee {

class PreparedLru {
 public:
  // `name` labels the metrics: referee_<name>_cache_*.
  PreparedLru(std::string name, size_t max_bytes)
      : name_(std::move(name)), max_bytes_(max_bytes) {}

  // The problem cached under `key`, or null. Counts a hit, and a miss
  // unless `count_miss` is false (a caller that looks again later, and
  // counts the miss then).
  PreparedProblemPtr Find(absl::string_view key, bool count_miss = true)
      ABSL_LOCKS_EXCLUDED(mu_);

  // Caches `problem` under `key` as the most recent entry, then evicts the
  // least recent ones past the bound (never the last one left). When `key`
  // is already cached (another thread prepared it too), that entry is kept.
  // `bytes`: what the entry holds besides its key.
  void Insert(absl::string_view key, PreparedProblemPtr problem, size_t bytes)
      ABSL_LOCKS_EXCLUDED(mu_);

  CacheStats stats() const ABSL_LOCKS_EXCLUDED(mu_);

 private:
  struct Entry {
    std::string key;
    PreparedProblemPtr problem;
    size_t bytes;
  };

  const std::string name_;
  const size_t max_bytes_;
  mutable absl::Mutex mu_;
  std::list<Entry> lru_ ABSL_GUARDED_BY(mu_);  // Most recent first.
  absl::flat_hash_map<absl::string_view, std::list<Entry>::iterator> index_
      ABSL_GUARDED_BY(mu_);
  size_t bytes_ ABSL_GUARDED_BY(mu_) = 0;
  uint64_t hits_ ABSL_GUARDED_BY(mu_) = 0;
  uint64_t misses_ ABSL_GUARDED_BY(mu_) = 0;
};

}  // namespace referee

#endif  // REFEREE_ENGINE_PREPARED_LRU_H_
