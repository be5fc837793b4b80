// Multi-turn environments (DESIGN §11). An episode is its problem plus the
// policy's actions so far; the server keeps nothing between Steps and
// replays the actions from the start each time, so any replica serves any
// turn. A Session is that replay's state: built from a prepared problem
// (TaskType::StartSession), fed the actions in order.
#ifndef REFEREE_VERIFIERS_SESSION_H_
#define REFEREE_VERIFIERS_SESSION_H_

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

// One episode being replayed. Not thread-safe; a Step builds its own.
class Session {
 public:
  virtual ~Session() = default;
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
