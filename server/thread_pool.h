// A fixed pool of worker threads with a bounded queue (STYLE §5). Scoring
// work runs here so gRPC's callback threads never block.
#ifndef REFEREE_SERVER_THREAD_POOL_H_
#define REFEREE_SERVER_THREAD_POOL_H_

#include <cstddef>
#include <deque>
#include <thread>
#include <vector>

#include "absl/base/thread_annotations.h"
#include "absl/functional/any_invocable.h"
#include "absl/status/status.h"
#include "absl/synchronization/mutex.h"

namespace referee {

class ThreadPool {
 public:
  using Task = absl::AnyInvocable<void() &&>;

  // `num_threads` workers (at least 1); at most `max_queued` tasks waiting.
  ThreadPool(int num_threads, size_t max_queued);
  ~ThreadPool();  // Runs what is queued, then joins.
  ThreadPool(const ThreadPool&) = delete;
  ThreadPool& operator=(const ThreadPool&) = delete;

  // Queues every task of `tasks`, or none of them: ResourceExhausted when
  // they would take the queue past max_queued (backpressure, not latency).
  // All-or-nothing so a batch is never half scheduled.
  absl::Status ScheduleAll(std::vector<Task> tasks) ABSL_LOCKS_EXCLUDED(mu_);

  int num_threads() const { return static_cast<int>(threads_.size()); }

 private:
  void WorkLoop();
  bool WorkOrShutdown() const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);

  const size_t max_queued_;
  absl::Mutex mu_;
  std::deque<Task> queue_ ABSL_GUARDED_BY(mu_);
  bool shutdown_ ABSL_GUARDED_BY(mu_) = false;
  std::vector<std::thread> threads_;
};

}  // namespace referee

#endif  // REFEREE_SERVER_THREAD_POOL_H_
