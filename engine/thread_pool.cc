#include "engine/thread_pool.h"

#include <algorithm>
#include <iterator>
#include <utility>

#include "absl/strings/str_cat.h"

namespace referee {

ThreadPool::ThreadPool(int num_threads, size_t max_queued_cost)
    : max_queued_cost_(max_queued_cost) {
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

absl::Status ThreadPool::ScheduleAll(std::vector<Work> work) {
  size_t cost = 0;
  for (Work& one : work) {
    one.cost = std::max<size_t>(one.cost, 1);
    cost += one.cost;
  }
  absl::MutexLock lock(&mu_);
  if (queued_cost_ > 0 && queued_cost_ + cost > max_queued_cost_) {
    return absl::ResourceExhaustedError(absl::StrCat(
        "server overloaded: ", queued_cost_, " rollouts queued, ", cost,
        " more would pass the limit of ", max_queued_cost_, " (--max_queued)"));
  }
  if (work.empty()) return absl::OkStatus();
  queued_cost_ += cost;
  jobs_.emplace_back(std::make_move_iterator(work.begin()),
                     std::make_move_iterator(work.end()));
  return absl::OkStatus();
}

size_t ThreadPool::queued_cost() const {
  absl::MutexLock lock(&mu_);
  return queued_cost_;
}

bool ThreadPool::WorkOrShutdown() const {
  return shutdown_ || !jobs_.empty();
}

void ThreadPool::WorkLoop() {
  while (true) {
    Task task;
    {
      absl::MutexLock lock(&mu_);
      mu_.Await(absl::Condition(this, &ThreadPool::WorkOrShutdown));
      // Drain the queue before honouring shutdown: queued work is in-flight
      // batches that clients are waiting for.
      if (jobs_.empty()) return;
      std::deque<Work>& job = jobs_.front();
      task = std::move(job.front().task);
      queued_cost_ -= job.front().cost;
      job.pop_front();
      // The job's next task waits for one task of every other job.
      if (job.empty()) {
        jobs_.pop_front();
      } else if (jobs_.size() > 1) {
        jobs_.push_back(std::move(job));
        jobs_.pop_front();
      }
    }
    std::move(task)();
  }
}

}  // namespace referee
