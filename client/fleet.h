// Failover bookkeeping over Referee replicas for the C++ client, the same
// policy as the Python client's referee_client/_fleet.py (docs/RELIABILITY.md,
// "Clients under failure"): attempts go to the replicas in turn, skipping
// those cooling down; a replica that refused (UNAVAILABLE) or stalled cools
// down for 1 s, doubling up to 30 s, at most once per cooldown period; a
// cooling replica is probed for health in the background and rejoins as
// soon as it answers SERVING.
#ifndef REFEREE_CLIENT_FLEET_H_
#define REFEREE_CLIENT_FLEET_H_

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/base/thread_annotations.h"
#include "absl/status/status.h"
#include "absl/synchronization/mutex.h"

namespace referee {

// "A:1,B:2" is two replica targets. A target with a URI scheme
// ("dns:///svc:50051", "ipv4:A:1,B:2", "unix:/path") is one, commas and
// all: gRPC resolves it to its addresses itself.
std::vector<std::string> SplitTargets(const std::string& target);

// Statuses a call may be repeated on, on another replica. Scoring is a pure
// function, so a repeat can never change a reward. UNAVAILABLE: a replica
// is down, unreachable or draining; CANCELLED (which the client never asks
// for): a replica stopped under the call; RESOURCE_EXHAUSTED: that replica
// is overloaded, another may not be.
bool RetryableStatus(absl::StatusCode code);

class Fleet {
 public:
  using Clock = std::chrono::steady_clock;

  Fleet(size_t replicas, std::chrono::milliseconds probe_interval);

  size_t size() const { return size_; }
  // Where a new call starts: replicas in turn.
  size_t Start() ABSL_LOCKS_EXCLUDED(mu_);
  // The replica for attempt `attempt` of a call that started at `start`:
  // the next in turn that is not cooling down, or simply the next when all
  // are. Appends to `due_probes` the cooling replicas it passed that are
  // due a health probe (now marked as being probed: call ProbeDone).
  size_t Pick(size_t start, int attempt, std::vector<size_t>* due_probes)
      ABSL_LOCKS_EXCLUDED(mu_);
  // Counts an answer; ends no cooldown (see fleet.cc).
  void Answered(size_t index) ABSL_LOCKS_EXCLUDED(mu_);
  // Cools a replica down, unless it is cooling already: the failures of
  // calls that were in flight when it went down are one failure.
  void Failed(size_t index) ABSL_LOCKS_EXCLUDED(mu_);
  void ProbeDone(size_t index, bool serving) ABSL_LOCKS_EXCLUDED(mu_);

  struct ReplicaState {
    int64_t answered = 0;
    int failures = 0;  // In a row.
    bool cooling_down = false;
  };
  std::vector<ReplicaState> States() const ABSL_LOCKS_EXCLUDED(mu_);

 private:
  struct State {
    Clock::time_point down_until{};
    Clock::time_point last_probe = Clock::time_point::min();  // Never.
    int failures = 0;
    bool probing = false;
    int64_t answered = 0;
  };

  const size_t size_;
  const std::chrono::milliseconds probe_interval_;
  mutable absl::Mutex mu_;
  std::vector<State> states_ ABSL_GUARDED_BY(mu_);
  size_t next_ ABSL_GUARDED_BY(mu_) = 0;
};

}  // namespace referee

#endif  // REFEREE_CLIENT_FLEET_H_
