// Byte buffers for large, frequent responses (Sample: ~1.4 MB for 1,024
// topological_sort problems), kept warm across calls. A buffer handed to
// gRPC as a slice (no copy) comes back here when gRPC frees the slice, so
// a busy server neither asks malloc for megabytes per call nor touches
// fresh pages: before, page faults on freshly grown heap were a fifth of
// Sample's time on a VM (docs/PERFORMANCE.md, "Sample").
#ifndef REFEREE_SERVER_SLICE_BUFFERS_H_
#define REFEREE_SERVER_SLICE_BUFFERS_H_

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "absl/base/thread_annotations.h"
#include "absl/synchronization/mutex.h"
#include "grpcpp/support/slice.h"

namespace referee {

class SliceBuffers : public std::enable_shared_from_this<SliceBuffers> {
 public:
  // Shared: a slice keeps its pool alive until gRPC frees it.
  static std::shared_ptr<SliceBuffers> Create(size_t max_idle_bytes) {
    return std::shared_ptr<SliceBuffers>(new SliceBuffers(max_idle_bytes));
  }

  // An empty buffer, with the capacity of one used before when there is.
  std::unique_ptr<std::string> Take() ABSL_LOCKS_EXCLUDED(mu_);

  // `buffer` as a gRPC slice, without a copy; the buffer returns here when
  // gRPC frees the slice.
  grpc::Slice ToSlice(std::unique_ptr<std::string> buffer);

  size_t idle_bytes() const ABSL_LOCKS_EXCLUDED(mu_);
  // Buffers handed to gRPC and not freed yet.
  size_t lent() const ABSL_LOCKS_EXCLUDED(mu_);

 private:
  explicit SliceBuffers(size_t max_idle_bytes) : max_idle_bytes_(max_idle_bytes) {}
  // Keeps `buffer` for reuse unless that would pass max_idle_bytes_.
  void Give(std::unique_ptr<std::string> buffer) ABSL_LOCKS_EXCLUDED(mu_);

  struct Lent;
  static void Return(void* lent);

  const size_t max_idle_bytes_;
  mutable absl::Mutex mu_;
  std::vector<std::unique_ptr<std::string>> idle_ ABSL_GUARDED_BY(mu_);
  size_t idle_bytes_ ABSL_GUARDED_BY(mu_) = 0;
  size_t lent_ ABSL_GUARDED_BY(mu_) = 0;
};

}  // namespace referee

#endif  // REFEREE_SERVER_SLICE_BUFFERS_H_
