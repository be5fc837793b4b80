// A fixed pool of worker threads with a bounded queue (STYLE §5). Scoring,
// problem checking and generation run here so gRPC's callback threads (and
// with them health checks) never block.
//
// The queue is bounded by cost, not by task count: a task's cost is the
// rollouts (or problems) it works on, so a queue of a few huge batches and
// one of many small ones are held to the same amount of waiting work.
//
// Calls take turns: each ScheduleAll is one job, and workers take one task
// from each waiting job in rotation, not every task of the oldest job
// first. A small request queued behind a huge batch waits for about one
// task (slice) of it, not all of it (head-of-line blocking).
#ifndef REFEREE_ENGINE_THREAD_POOL_H_
#define REFEREE_ENGINE_THREAD_POOL_H_

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
  struct Work {
    Task task;
    size_t cost = 1;  // Rollouts or problems; at least 1 is counted.
  };

  // `num_threads` workers (at least 1); at most `max_queued_cost` of work
  // waiting.
  ThreadPool(int num_threads, size_t max_queued_cost);
  ~ThreadPool();  // Runs what is queued, then joins.
  ThreadPool(const ThreadPool&) = delete;
  ThreadPool& operator=(const ThreadPool&) = delete;

  // Queues all of `work`, or none of it: ResourceExhausted when its cost
  // would take the queued cost past max_queued_cost (backpressure, not
  // latency) — except into an empty queue, so a batch larger than the
  // limit still runs, alone. All-or-nothing so a batch is never half
  // scheduled.
  absl::Status ScheduleAll(std::vector<Work> work) ABSL_LOCKS_EXCLUDED(mu_);

  // Cost waiting to run (for tests and metrics).
  size_t queued_cost() const ABSL_LOCKS_EXCLUDED(mu_);

  int num_threads() const { return static_cast<int>(threads_.size()); }

 private:
  void WorkLoop();
  bool WorkOrShutdown() const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);

  const size_t max_queued_cost_;
  mutable absl::Mutex mu_;
  // Waiting jobs in turn order; each holds its tasks not yet started.
  std::deque<std::deque<Work>> jobs_ ABSL_GUARDED_BY(mu_);
  size_t queued_cost_ ABSL_GUARDED_BY(mu_) = 0;
  bool shutdown_ ABSL_GUARDED_BY(mu_) = false;
  std::vector<std::thread> threads_;
};

}  // namespace referee

#endif  // REFEREE_ENGINE_THREAD_POOL_H_
