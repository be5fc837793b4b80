#include "server/environment_cache.h"

#include "absl/strings/str_cat.h"
#include "verifiers/environments/env_id.h"

namespace referee {

EnvironmentCache::EnvironmentCache(const TaskRegistry& tasks, size_t max_bytes,
                                   ServerMetrics* metrics)
    : tasks_(tasks), max_bytes_(max_bytes), metrics_(metrics) {}

absl::StatusOr<PreparedProblemPtr> EnvironmentCache::Get(absl::string_view id) {
  {
    absl::MutexLock lock(&mu_);
    auto it = index_.find(id);
    if (it != index_.end()) {
      ++hits_;
      lru_.splice(lru_.begin(), lru_, it->second);
      return it->second->problem;
    }
    ++misses_;
  }
  const std::optional<EnvId> env = ParseEnvId(id);
  if (!env) {
    return absl::InvalidArgumentError(
        "not env/<name>/<difficulty>/<seed> with canonical decimal integers");
  }
  // Generated outside the lock; two threads may generate the same id once
  // each, and the second insert is dropped.
  absl::StatusOr<PreparedProblemPtr> prepared =
      tasks_.Prepare(EnvIdProblem(id, *env));
  if (!prepared.ok()) return prepared.status();
  if (metrics_ != nullptr) {
    metrics_->RecordGenerated((*prepared)->task().Name(), 1);
  }
  const size_t bytes = (*prepared)->ApproximateBytes() + id.size();
  absl::MutexLock lock(&mu_);
  if (index_.contains(id)) return prepared;
  lru_.push_front(Entry{std::string(id), *prepared, bytes});
  index_[lru_.front().id] = lru_.begin();
  bytes_ += bytes;
  while (bytes_ > max_bytes_ && lru_.size() > 1) {
    bytes_ -= lru_.back().bytes;
    index_.erase(lru_.back().id);
    lru_.pop_back();
  }
  return prepared;
}

PreparedProblemPtr EnvironmentCache::Find(absl::string_view id) {
  absl::MutexLock lock(&mu_);
  auto it = index_.find(id);
  if (it == index_.end()) return nullptr;
  ++hits_;
  lru_.splice(lru_.begin(), lru_, it->second);
  return it->second->problem;
}

CacheStats EnvironmentCache::stats() const {
  absl::MutexLock lock(&mu_);
  return {"environment", hits_, misses_, bytes_, lru_.size()};
}

}  // namespace referee
