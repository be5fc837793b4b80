// The shape every interactive environment (the `games` family, DESIGN §11)
// shares. A game is an InstanceEnvironment whose instance is the hidden
// state an episode starts from (the secret, the board, the opponent's
// seed), generated from (difficulty, seed) like any environment, and whose
// prompt is the opening observation. It adds the rules of one turn (Play),
// a turn limit, and a reference policy that solves every instance. The
// server replays an episode's actions from Begin() on every Step, so Play
// must be deterministic and cheap: a 20-turn replay within 50 µs.
//
// The reward ladder all games share (docs/ENVIRONMENTS.md, "Sessions"):
//   - an unparseable or illegal action: -1/limit (a whole episode of them
//     returns -1, Score's reward for no answer), the state unchanged, and
//     an observation that says why;
//   - the action that reaches the best outcome (the secret found, the game
//     won, or drawn against a perfect opponent): +1, done, correct;
//   - an action that loses (the opponent wins, a mine): 0, done;
//   - any other legal action: 0 (games may document their own shaping);
//   - the action that uses the last turn without solving: 0, done.
// So a solved episode returns 1 minus its penalties (1 for the reference
// policy), an unsolved one at most 0: a wrong episode never ties a right
// one, in doubles and in floats.
//
// Score reads the same game as one answer: the actions one per line inside
// the final <answer> block, played in order (lines after the episode ends
// are ignored); the reward is the episode's return, correct if it ended
// solved. No answer block at all: -1.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_GAME_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_GAME_H_

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_join.h"
#include "absl/strings/string_view.h"
#include "verifiers/environments/catalog.h"
#include "verifiers/environments/environment.h"
#include "verifiers/session.h"
#include "verifiers/verifier.h"

namespace referee {
namespace environments {

// This turn's reward for an unparseable or illegal action.
inline double IllegalActionReward(int turn_limit) { return -1.0 / turn_limit; }

// The outcomes of one action, under the shared ladder.
TurnOutcome Continue(std::string observation);
TurnOutcome Solved(std::string observation);
TurnOutcome Lost(std::string observation);
TurnOutcome Illegal(int turn_limit, std::string observation);

// The actions of a Score answer: the non-empty lines of the final answer
// block, trimmed; nullopt if there is no answer block.
std::optional<std::vector<absl::string_view>> AnswerActions(absl::string_view output);

// The words of an action, split at any of `separators` with empty words
// skipped, without allocating (Step replays every action of an episode,
// and each game parses its actions this way). At most kCapacity words are
// kept; size() counts them all, so a check of the expected count comes
// first, and a word past the kept ones reads as empty.
class ActionWords {
 public:
  static constexpr size_t kCapacity = 8;
  ActionWords(absl::string_view action, absl::string_view separators);
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  absl::string_view operator[](size_t k) const {
    return k < std::min(size_, kCapacity) ? words_[k] : absl::string_view();
  }

 private:
  absl::string_view words_[kCapacity];
  size_t size_ = 0;
};

template <typename Instance, typename State>
class GameEnvironment : public InstanceEnvironment<Instance> {
 public:
  using InstanceEnvironment<Instance>::InstanceEnvironment;

  // A stored problem's `difficulty` is whatever its file said: clamped,
  // so a table indexed by level is never read out of range.
  int MaxTurns(int difficulty) const final {
    return TurnLimitAt(std::clamp(difficulty, 0, this->MaxDifficulty()));
  }

  absl::StatusOr<std::unique_ptr<Session>> StartSession(
      const PreparedProblem& problem) const final {
    const Instance& instance = problem.As<PreparedInstance<Instance>>().instance();
    return std::unique_ptr<Session>(new GameSession(*this, instance));
  }

 protected:
  // The most actions an episode of this instance takes (>= 1), and the
  // most at a level (for ListEnvironments): TurnLimit(x) <= TurnLimitAt(d)
  // for every x generated at level d.
  virtual int TurnLimit(const Instance& instance) const = 0;
  virtual int TurnLimitAt(int difficulty) const = 0;
  // The state an episode starts in.
  virtual State Begin(const Instance& instance) const = 0;
  // Plays `action` on `state` under the shared ladder (Continue, Solved,
  // Lost, Illegal). Writes the observation only when `observe`; the turn
  // limit is the session's business, not Play's.
  virtual TurnOutcome Play(const Instance& instance, State& state,
                           absl::string_view action, bool observe) const = 0;
  // The reference policy's actions: played from Begin() they solve the
  // instance within its turn limit (tests check it at every level).
  virtual std::vector<std::string> ReferenceActions(const Instance& instance) const = 0;

  std::string Reference(const Instance& instance) const final {
    return AnswerTagged(absl::StrJoin(ReferenceActions(instance), "\n"));
  }

 private:
  class GameSession final : public Session {
   public:
    GameSession(const GameEnvironment& game, const Instance& instance)
        : game_(game),
          instance_(instance),
          state_(game.Begin(instance)),
          limit_(game.TurnLimit(instance)) {}

    TurnOutcome Act(absl::string_view action, bool observe) override {
      TurnOutcome outcome = game_.Play(instance_, state_, action, observe);
      ++turns_;
      if (!outcome.done && turns_ >= limit_) {
        outcome.done = true;
        outcome.correct = false;
        if (observe) outcome.observation += "\nNo turns left: the episode is over.";
      }
      return outcome;
    }
    int TurnLimit() const override { return limit_; }

   private:
    const GameEnvironment& game_;
    const Instance& instance_;
    State state_;
    const int limit_;
    int turns_ = 0;
  };
};

// Score's verifier of every game: plays the answer's actions (see above).
class EpisodeVerifier final : public Verifier {
 public:
  explicit EpisodeVerifier(std::string name) : name_(std::move(name)) {}
  absl::string_view Name() const override { return name_; }
  absl::string_view Description() const override {
    return "plays the answer's actions (one per line) as an episode; the reward is its return";
  }
  std::vector<absl::string_view> Tasks() const override { return {name_}; }
  ScoreBounds Bounds(const ParamValues&) const override { return {-1.0, 1.0}; }
  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override;

 private:
  const std::string name_;
};

// Registers a game and its EpisodeVerifier (named after it).
absl::Status RegisterGame(Catalog& catalog, std::unique_ptr<TaskType> game);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_GAME_H_
