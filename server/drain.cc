#include "server/drain.h"

#include <algorithm>
#include <vector>

namespace referee {

absl::Status DrainingError() {
  return absl::UnavailableError(
      "server shutting down; send this work (and any batch of a stream "
      "without a response) to another replica");
}

bool DrainState::BeginCall() {
  absl::MutexLock lock(&mu_);
  if (draining_) {
    last_refusal_ = absl::Now();
    return false;
  }
  ++calls_;
  return true;
}

void DrainState::EndCall() {
  absl::MutexLock lock(&mu_);
  --calls_;
}

void DrainState::AddStream(Stream* stream) {
  absl::MutexLock lock(&mu_);
  streams_.insert(stream);
}

void DrainState::RemoveStream(Stream* stream) {
  absl::MutexLock lock(&mu_);
  streams_.erase(stream);
}

void DrainState::Start() {
  std::vector<std::function<void()>> then;
  {
    absl::MutexLock lock(&mu_);
    if (draining_) return;
    draining_ = true;
    last_refusal_ = absl::Now();  // WaitQuiet counts from here at least.
    for (Stream* stream : streams_) {
      if (std::function<void()> next = stream->BeginDrain()) {
        then.push_back(std::move(next));
      }
    }
  }
  for (std::function<void()>& next : then) next();
}

bool DrainState::draining() const {
  absl::MutexLock lock(&mu_);
  return draining_;
}

bool DrainState::WaitIdle(absl::Time deadline) {
  absl::MutexLock lock(&mu_);
  return mu_.AwaitWithDeadline(absl::Condition(this, &DrainState::Idle), deadline);
}

bool DrainState::WaitQuiet(absl::Duration quiet, absl::Time deadline) {
  absl::MutexLock lock(&mu_);
  while (true) {
    const absl::Time quiet_at = last_refusal_ + quiet;
    const absl::Time now = absl::Now();
    if (now >= quiet_at) return true;
    if (now >= deadline) return false;
    // Nothing signals a refusal: sleep until the quiet would be reached,
    // then look again (a refusal in between moved it).
    static constexpr bool kNever = false;
    mu_.AwaitWithDeadline(absl::Condition(&kNever), std::min(quiet_at, deadline));
  }
}

}  // namespace referee
