#include "server/thread_pool.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"

namespace referee {

ThreadPool::ThreadPool(int num_threads, size_t max_queued)
    : max_queued_(max_queued) {
  num_threads = std::max(num_threads, 1);
  threads_.reserve(num_threads);
  for (int i = 0; i < num_threads; ++i) {
    threads_.emplace_back([this] { WorkLoop(); });
  }
}

ThreadPool::~ThreadPool() {
  {
    absl::MutexLock lock(&mu_);
    shutdown_ = true;
  }
  for (std::thread& thread : threads_) thread.join();
}

absl::Status ThreadPool::ScheduleAll(std::vector<Task> tasks) {
  absl::MutexLock lock(&mu_);
  if (queue_.size() + tasks.size() > max_queued_) {
    return absl::ResourceExhaustedError(
        absl::StrCat("server overloaded: ", queue_.size(),
                     " scoring tasks queued (limit ", max_queued_, ")"));
  }
  for (Task& task : tasks) queue_.push_back(std::move(task));
  return absl::OkStatus();
}

bool ThreadPool::WorkOrShutdown() const {
  return shutdown_ || !queue_.empty();
}

void ThreadPool::WorkLoop() {
  while (true) {
    Task task;
    {
      absl::MutexLock lock(&mu_);
      mu_.Await(absl::Condition(this, &ThreadPool::WorkOrShutdown));
      // Drain the queue before honouring shutdown: queued work is in-flight
      // batches that clients are waiting for.
      if (queue_.empty()) return;
      task = std::move(queue_.front());
      queue_.pop_front();
    }
    std::move(task)();
  }
}

}  // namespace referee
