#include "engine/prepared_lru.h"

#include <utility>

namespace referee {

PreparedProblemPtr PreparedLru::Find(absl::string_view key, bool count_miss) {
  absl::MutexLock lock(&mu_);
  auto it = index_.find(key);
  if (it == index_.end()) {
    if (count_miss) ++misses_;
    return nullptr;
  }
  ++hits_;
  lru_.splice(lru_.begin(), lru_, it->second);
  return it->second->problem;
}

void PreparedLru::Insert(absl::string_view key, PreparedProblemPtr problem,
                         size_t bytes) {
  bytes += key.size();
  absl::MutexLock lock(&mu_);
  if (index_.contains(key)) return;
  lru_.push_front(Entry{std::string(key), std::move(problem), bytes});
  index_[lru_.front().key] = lru_.begin();
  bytes_ += bytes;
  while (bytes_ > max_bytes_ && lru_.size() > 1) {
    bytes_ -= lru_.back().bytes;
    index_.erase(lru_.back().key);
    lru_.pop_back();
  }
}

CacheStats PreparedLru::stats() const {
  absl::MutexLock lock(&mu_);
  return {name_, hits_, misses_, bytes_, lru_.size()};
}

}  // namespace referee
