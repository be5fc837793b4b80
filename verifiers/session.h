// Multi-turn environments (DESIGN §11). An episode is its problem plus the
// policy's actions so far; the server keeps nothing between Steps and
// replays the actions from the start each time, so any replica serves any
// turn. A Session is that replay's state: built from a prepared problem
// (TaskType::StartSession), fed the actions in order.
#ifndef REFEREE_VERIFIERS_SESSION_H_
#define REFEREE_VERIFIERS_SESSION_H_

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/string_view.h"

namespace referee {

// What one action did.
struct TurnOutcome {
  // The environment's reply to the action, shown to the policy. Only
  // written when the caller asks to see it: replaying earlier turns skips
  // the text.
  std::string observation;
  double reward = 0;     // This turn's reward.
  bool done = false;     // The episode ended with this action.
  bool correct = false;  // It ended in the best outcome there is (when done).
  // Diagnostics of the turn (StepResult.components): e.g. an optimisation
  // environment's feasibility and best completion of the state reached.
  // Only written when the caller asks to see the turn.
  std::vector<std::pair<std::string, double>> components;
};

// The actions of an episode, in order: a view of any container of
// strings (a StepRequest's repeated field, a vector of strings or views)
// that outlives it.
class ActionList {
 public:
  template <typename Strings>
  explicit ActionList(const Strings& strings)
      : strings_(&strings),
        size_(static_cast<size_t>(strings.size())),
        at_([](const void* container, size_t k) -> absl::string_view {
          return (*static_cast<const Strings*>(container))[static_cast<int>(k)];
        }) {}
  size_t size() const { return size_; }
  absl::string_view operator[](size_t k) const { return at_(strings_, k); }

 private:
  const void* strings_;
  size_t size_;
  absl::string_view (*at_)(const void*, size_t);
};

// What replaying an episode's actions did (Session::Replay).
struct ReplayOutcome {
  TurnOutcome last;  // The turn of the last action played.
  double total = 0;  // The sum of every played turn's reward.
  // How many actions were played: all of them, unless one before the last
  // ended the episode (the ones after it are not played).
  size_t played = 0;
};

// One episode being replayed. Not thread-safe; a Step builds its own.
class Session {
 public:
  virtual ~Session() = default;
  // Plays `actions` in order from this session's state, each as Act
  // would, observing the last one when `observe_last`; stops after the
  // action that ends the episode. A session may take a shorter road to
  // the same outcome (an optimisation episode checks the feasibility of
  // the earlier actions once, not turn by turn): the result, every
  // reward summed in `total` included, is the same.
  virtual ReplayOutcome Replay(const ActionList& actions, bool observe_last) {
    ReplayOutcome out;
    const size_t n = actions.size();
    while (out.played < n && !out.last.done) {
      out.last = Act(actions[out.played], observe_last && out.played + 1 == n);
      out.total += out.last.reward;
      ++out.played;
    }
    return out;
  }
  // Applies the next action (parsed in linear time, never executed). An
  // unparseable or illegal action is a turn too: the environment's penalty,
  // and an observation that says why. Called only while the episode is not
  // done and fewer than the turn limit's actions were played; the action
  // that reaches the limit ends the episode.
  virtual TurnOutcome Act(absl::string_view action, bool observe) = 0;
  // The most actions this episode takes (its level's limit).
  virtual int TurnLimit() const = 0;
};

}  // namespace referee

#endif  // REFEREE_VERIFIERS_SESSION_H_
