#include "client/delayed_runner.h"

#include <utility>

#include "absl/time/clock.h"
#include "absl/time/time.h"

namespace referee {

DelayedRunner::DelayedRunner() : thread_([this] { Loop(); }) {}

DelayedRunner::~DelayedRunner() {
  {
    absl::MutexLock lock(&mu_);
    stopping_ = true;
  }
  thread_.join();
}

void DelayedRunner::RunAt(Clock::time_point when, std::function<void()> task) {
  absl::MutexLock lock(&mu_);
  // The loop sleeps until its first task: wake it only for an earlier one.
  const bool earlier = tasks_.empty() || when < tasks_.begin()->first;
  tasks_.emplace(when, std::move(task));
  if (earlier) ++added_;
}

void DelayedRunner::Loop() {
  absl::MutexLock lock(&mu_);
  while (!stopping_) {
    const Clock::time_point now = Clock::now();
    if (!tasks_.empty() && tasks_.begin()->first <= now) {
      std::function<void()> task = std::move(tasks_.begin()->second);
      tasks_.erase(tasks_.begin());
      mu_.Unlock();
      task();
      task = nullptr;  // Its captures die outside the lock too.
      mu_.Lock();
      continue;
    }
    // Until the first task is due, a new one is added, or the end.
    const absl::Duration wait =
        tasks_.empty() ? absl::Milliseconds(100)
                       : absl::FromChrono(tasks_.begin()->first - now);
    seen_added_ = added_;
    mu_.AwaitWithTimeout(absl::Condition(this, &DelayedRunner::WakeUp), wait);
  }
}

}  // namespace referee
