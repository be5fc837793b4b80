// Graceful drain (SIGTERM; docs/RELIABILITY.md "Drain"). While draining,
// health says NOT_SERVING and the server keeps answering — new work calls
// get UNAVAILABLE (retryable: send them to another replica), live
// ScoreStreams stop reading and end with UNAVAILABLE once the batches they
// accepted are answered — until no work call is left or the grace ends.
// Only then does gRPC stop accepting connections.
#ifndef REFEREE_SERVER_DRAIN_H_
#define REFEREE_SERVER_DRAIN_H_

#include <functional>

#include "absl/base/thread_annotations.h"
#include "absl/container/flat_hash_set.h"
#include "absl/status/status.h"
#include "absl/synchronization/mutex.h"
#include "absl/time/time.h"

namespace referee {

// The status of work refused or cut short by a drain.
absl::Status DrainingError();

class DrainState {
 public:
  // A live stream, told when the drain starts.
  class Stream {
   public:
    virtual ~Stream() = default;
    // Called under the DrainState's lock: stop reading. Returns what to run
    // once the lock is released (gRPC calls), or null. The stream must stay
    // alive until that has run.
    virtual std::function<void()> BeginDrain() = 0;
  };

  // A work call (Score, ScoreStream, Sample, PutProblems, ...) starts:
  // false while draining, and then the call must answer DrainingError().
  // Otherwise EndCall() must follow when it answers.
  bool BeginCall() ABSL_LOCKS_EXCLUDED(mu_);
  void EndCall() ABSL_LOCKS_EXCLUDED(mu_);

  // BeginCall/EndCall as an object: `admitted()` false while draining;
  // EndCall when destroyed (held by the call until it answers).
  class Call {
   public:
    explicit Call(DrainState& drain) : drain_(&drain), admitted_(drain.BeginCall()) {}
    ~Call() {
      if (admitted_) drain_->EndCall();
    }
    Call(const Call&) = delete;
    Call& operator=(const Call&) = delete;
    bool admitted() const { return admitted_; }

   private:
    DrainState* drain_;
    bool admitted_;
  };

  // Streams are calls too (BeginCall first); registered so the drain can
  // reach them. RemoveStream before the stream is destroyed.
  void AddStream(Stream* stream) ABSL_LOCKS_EXCLUDED(mu_);
  void RemoveStream(Stream* stream) ABSL_LOCKS_EXCLUDED(mu_);

  // Starts draining: new calls are refused, live streams stop reading.
  void Start() ABSL_LOCKS_EXCLUDED(mu_);
  bool draining() const ABSL_LOCKS_EXCLUDED(mu_);

  // Waits until no work call is in flight or `deadline`; true when idle.
  bool WaitIdle(absl::Time deadline) ABSL_LOCKS_EXCLUDED(mu_);

  // Waits until no call has been refused for `quiet` or `deadline`; true
  // when quiet. Clients move away from a draining replica once refused;
  // gRPC's own shutdown cancels (CANCELLED, not UNAVAILABLE) calls that
  // reach it in the instant it stops, so it waits for them to stop coming.
  bool WaitQuiet(absl::Duration quiet, absl::Time deadline) ABSL_LOCKS_EXCLUDED(mu_);

 private:
  bool Idle() const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) { return calls_ == 0; }

  mutable absl::Mutex mu_;
  bool draining_ ABSL_GUARDED_BY(mu_) = false;
  int calls_ ABSL_GUARDED_BY(mu_) = 0;
  absl::Time last_refusal_ ABSL_GUARDED_BY(mu_) = absl::InfinitePast();
  absl::flat_hash_set<Stream*> streams_ ABSL_GUARDED_BY(mu_);
};

}  // namespace referee

#endif  // REFEREE_SERVER_DRAIN_H_
