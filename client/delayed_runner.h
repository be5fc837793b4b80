// Runs functions at given times on one thread of its own: the C++ client's
// backoff between attempts and its per-attempt health checks, which must
// not sleep on gRPC's callback threads.
#ifndef REFEREE_CLIENT_DELAYED_RUNNER_H_
#define REFEREE_CLIENT_DELAYED_RUNNER_H_

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <thread>

#include "absl/base/thread_annotations.h"
#include "absl/synchronization/mutex.h"

namespace referee {

class DelayedRunner {
 public:
  using Clock = std::chrono::steady_clock;

  DelayedRunner();
  // Runs what is due no more; waits for a function that is running.
  ~DelayedRunner();
  DelayedRunner(const DelayedRunner&) = delete;
  DelayedRunner& operator=(const DelayedRunner&) = delete;

  // Runs `task` on the runner's thread at `when` (at once when past).
  void RunAt(Clock::time_point when, std::function<void()> task) ABSL_LOCKS_EXCLUDED(mu_);

 private:
  void Loop() ABSL_LOCKS_EXCLUDED(mu_);
  // The loop's wait ends: stopping, or a task added since it looked that
  // is due before the one it waits for.
  bool WakeUp() const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
    return stopping_ || added_ != seen_added_;
  }

  absl::Mutex mu_;
  std::multimap<Clock::time_point, std::function<void()>> tasks_ ABSL_GUARDED_BY(mu_);
  bool stopping_ ABSL_GUARDED_BY(mu_) = false;
  uint64_t added_ ABSL_GUARDED_BY(mu_) = 0;
  uint64_t seen_added_ ABSL_GUARDED_BY(mu_) = 0;
  std::thread thread_;  // Last: starts once the rest exists.
};

}  // namespace referee

#endif  // REFEREE_CLIENT_DELAYED_RUNNER_H_
