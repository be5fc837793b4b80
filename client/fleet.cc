#include "client/fleet.h"

#include <algorithm>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_split.h"

namespace referee {
namespace {

constexpr std::chrono::milliseconds kCooldown{1000};
constexpr std::chrono::milliseconds kMaxCooldown{30000};

// A gRPC target with a resolver scheme: "scheme://..." or one of the
// schemes gRPC writes without slashes ("ipv4:127.0.0.1:1,127.0.0.1:2").
// "localhost:50051" is host:port, not scheme "localhost".
bool HasScheme(const std::string& target) {
  for (absl::string_view scheme :
       {"dns:", "ipv4:", "ipv6:", "unix:", "unix-abstract:", "vsock:", "xds:"}) {
    if (absl::StartsWith(target, scheme)) return true;
  }
  const size_t colon = target.find("://");
  if (colon == std::string::npos || colon == 0) return false;
  return std::all_of(target.begin(), target.begin() + colon, [](char c) {
    return absl::ascii_isalnum(c) || c == '+' || c == '-' || c == '.';
  });
}

}  // namespace

std::vector<std::string> SplitTargets(const std::string& target) {
  if (HasScheme(target)) return {target};
  std::vector<std::string> targets;
  for (absl::string_view part : absl::StrSplit(target, ',')) {
    part = absl::StripAsciiWhitespace(part);
    if (!part.empty()) targets.emplace_back(part);
  }
  if (targets.empty()) targets.push_back(target);  // gRPC names the error.
  return targets;
}

bool RetryableStatus(absl::StatusCode code) {
  return code == absl::StatusCode::kUnavailable ||
         code == absl::StatusCode::kCancelled ||
         code == absl::StatusCode::kResourceExhausted;
}

Fleet::Fleet(size_t replicas, std::chrono::milliseconds probe_interval)
    : size_(std::max<size_t>(1, replicas)),
      probe_interval_(probe_interval),
      states_(size_) {}

size_t Fleet::Start() {
  absl::MutexLock lock(&mu_);
  return next_++;
}

size_t Fleet::Pick(size_t start, int attempt, std::vector<size_t>* due_probes) {
  const Clock::time_point now = Clock::now();
  absl::MutexLock lock(&mu_);
  for (size_t step = 0; step < size_; ++step) {
    const size_t index = (start + attempt + step) % size_;
    State& state = states_[index];
    if (state.down_until <= now) return index;
    if (!state.probing && (state.last_probe == Clock::time_point::min() ||
                           now - state.last_probe >= probe_interval_)) {
      state.probing = true;
      state.last_probe = now;
      due_probes->push_back(index);
    }
  }
  return (start + attempt) % size_;
}

void Fleet::Answered(size_t index) {
  const Clock::time_point now = Clock::now();
  absl::MutexLock lock(&mu_);
  State& state = states_[index];
  ++state.answered;
  // No cooldown ends here: a draining replica still answers the calls it
  // accepted while refusing new ones. A SERVING probe ends it.
  if (state.down_until <= now) state.failures = 0;
}

void Fleet::Failed(size_t index) {
  const Clock::time_point now = Clock::now();
  absl::MutexLock lock(&mu_);
  State& state = states_[index];
  if (state.down_until > now) return;
  state.failures = std::min(state.failures + 1, 30);
  const auto cooldown =
      std::min<std::chrono::milliseconds>(kMaxCooldown, kCooldown * (1 << std::min(state.failures - 1, 5)));
  state.down_until = now + cooldown;
}

void Fleet::ProbeDone(size_t index, bool serving) {
  absl::MutexLock lock(&mu_);
  State& state = states_[index];
  state.probing = false;
  if (serving) {
    state.failures = 0;
    state.down_until = Clock::time_point{};
  }
}

std::vector<Fleet::ReplicaState> Fleet::States() const {
  const Clock::time_point now = Clock::now();
  absl::MutexLock lock(&mu_);
  std::vector<ReplicaState> states;
  for (const State& state : states_) {
    states.push_back({state.answered, state.failures, state.down_until > now});
  }
  return states;
}

}  // namespace referee
