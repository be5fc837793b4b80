#include "server/slice_buffers.h"

#include <utility>

namespace referee {

// What a slice carries to its destroy callback.
struct SliceBuffers::Lent {
  std::shared_ptr<SliceBuffers> pool;
  std::unique_ptr<std::string> buffer;
};

std::unique_ptr<std::string> SliceBuffers::Take() {
  {
    absl::MutexLock lock(&mu_);
    if (!idle_.empty()) {
      std::unique_ptr<std::string> buffer = std::move(idle_.back());
      idle_.pop_back();
      idle_bytes_ -= buffer->capacity();
      buffer->clear();
      return buffer;
    }
  }
  return std::make_unique<std::string>();
}

grpc::Slice SliceBuffers::ToSlice(std::unique_ptr<std::string> buffer) {
  auto* lent = new Lent{shared_from_this(), std::move(buffer)};
  {
    // Counted under the lock Give() takes: what this thread wrote into the
    // buffer is then ordered before its reuse for ThreadSanitizer too (it
    // cannot see the hand-off through gRPC).
    absl::MutexLock lock(&mu_);
    ++lent_;
  }
  std::string& bytes = *lent->buffer;
  return grpc::Slice(bytes.data(), bytes.size(), &SliceBuffers::Return, lent);
}

void SliceBuffers::Return(void* lent) {
  std::unique_ptr<Lent> owned(static_cast<Lent*>(lent));
  owned->pool->Give(std::move(owned->buffer));
}

void SliceBuffers::Give(std::unique_ptr<std::string> buffer) {
  absl::MutexLock lock(&mu_);
  --lent_;
  if (idle_bytes_ + buffer->capacity() > max_idle_bytes_) return;  // Freed.
  idle_bytes_ += buffer->capacity();
  idle_.push_back(std::move(buffer));
}

size_t SliceBuffers::idle_bytes() const {
  absl::MutexLock lock(&mu_);
  return idle_bytes_;
}

size_t SliceBuffers::lent() const {
  absl::MutexLock lock(&mu_);
  return lent_;
}

}  // namespace referee
