// VAST optimisation environments (seed 003 §2, App. B–C). Each one exposes
// the two procedures that make a task auto-verifiable:
//   - a feasibility checker that works on partial solutions: a prefix that
//     breaks a constraint never becomes feasible by adding to it (prefix
//     soundness), and
//   - an outcome evaluator giving the objective of a complete solution,
// plus the exact optimum (from a solver cheap at the documented sizes) and a
// budgeted completion solver (Def. 1.6): the best value some completion of a
// feasible partial solution attains, exact when the budget suffices, never
// better than a real completion.
//
// The VAST ladder, shared by every optimisation environment's verifier
// (named after the environment) and by `best_completion`:
//   -1          unparseable (no final answer, or not the answer's format);
//   infeasible  a constraint broken, or (environment verifier only) the
//               solution incomplete: the `infeasible` parameter, -0.5 by
//               default (seed 003's fixed penalty r_cmin);
//   q^beta      otherwise, with q = value / optimum when maximising and
//               optimum / value when minimising (objectives are >= 0; a
//               zero optimum reached gives q = 1), beta = 5 by default.
// `correct` only when the value equals the optimum. `best_completion` grades
// the best completion of the answer read as a partial solution instead of
// the answer itself: the partial-state value νGRPO (seed 003 §3.1) ranks
// candidates by. Put it in a RewardSpec term (weight 0 keeps it a
// diagnostic) and it appears in each result's `components`.
//
// A new optimisation environment derives from
// OptimizationEnvironment<Instance, Solution> and registers with
// RegisterOptimizationEnvironment; `best_completion` picks it up by itself.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_OPTIMIZATION_ENVIRONMENT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_OPTIMIZATION_ENVIRONMENT_H_

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "verifiers/environments/catalog.h"
#include "verifiers/environments/environment.h"
#include "verifiers/environments/optimization/json_action_scanner.h"
#include "verifiers/environments/optimization/json_actions.h"
#include "verifiers/environments/rlve_ladder.h"
#include "verifiers/parsing/final_answer.h"
#include "verifiers/session.h"
#include "verifiers/verifier.h"

namespace referee {
namespace environments {

enum class Goal { kMinimize, kMaximize };

// Work units of `best_completion` by default: about a millisecond of
// search per rollout.
inline constexpr int64_t kDefaultCompletionBudget = 1'000'000;

// What the two verifiers reach through the prepared problem's task type.
class Optimization {
 public:
  virtual ~Optimization() = default;
  // The VAST ladder on `output`: the answer itself when `from_partial` is
  // false, its best completion when true (params: beta, infeasible, and
  // budget when from_partial).
  virtual Verdict Grade(const PreparedProblem& problem,
                        absl::string_view output, const ParamValues& params,
                        bool from_partial) const = 0;
};

// q^beta for `value` against `optimum` (both >= 0; see the header comment).
Verdict GradeAgainstOptimum(Goal goal, int64_t value, int64_t optimum,
                            double beta);

// The problem at a state (DESIGN §8 "States"): the instance and the
// actions already taken (a prefix of the solver's path).
template <typename Instance>
class PreparedState final : public PreparedInstance<Instance> {
 public:
  PreparedState(const TaskType& task, referee::v1::Problem problem, Instance instance,
                std::vector<JsonAction> taken, JsonAction next, size_t text_bytes)
      : PreparedInstance<Instance>(task, std::move(problem), std::move(instance), text_bytes),
        taken_(std::move(taken)),
        next_(std::move(next)) {}
  // The actions of the state, oldest first.
  const std::vector<JsonAction>& taken() const { return taken_; }
  // The solver's next action (the reference answer).
  const JsonAction& next() const { return next_; }

 private:
  const std::vector<JsonAction> taken_;
  const JsonAction next_;
};

// How many actions a state problem asks for (seed 003's K; DESIGN §8).
inline constexpr size_t kStateActionsAsked = 1;

// The default beta of the VAST ladder (its verifiers' `beta` parameter).
inline constexpr double kDefaultOptimizationBeta = 5;

// `{"f0": <integer>, "f1": [<integer>, <integer>]}`: an action's shape.
std::string ActionShape(const std::vector<ActionField>& fields);
// A 52-bit hash of an action's canonical JSON (exact in a double).
double ActionKey(absl::string_view canonical);

// A state's prompt: the statement, the action's shape and `note` (what
// the fields mean, when the statement does not say), the actions taken,
// and the one-action answer format.
std::string StatePrompt(absl::string_view statement, const std::vector<ActionField>& fields,
                        absl::string_view note, const std::vector<JsonAction>& taken);

template <typename Instance, typename Solution>
class OptimizationEnvironment : public InstanceEnvironment<Instance>,
                                public Optimization {
 public:
  using InstanceEnvironment<Instance>::InstanceEnvironment;

  Verdict Grade(const PreparedProblem& problem, absl::string_view output,
                const ParamValues& params, bool from_partial) const final {
    const Instance& instance = problem.As<PreparedInstance<Instance>>().instance();
    if (const auto* state = dynamic_cast<const PreparedState<Instance>*>(&problem)) {
      return GradeAtState(instance, state->taken(), output, params);
    }
    const std::optional<absl::string_view> answer = AnswerSpan(output);
    if (!answer) return Unparsed();
    const std::optional<Solution> solution = ParseSolution(instance, *answer);
    if (!solution) return Unparsed();
    const Verdict infeasible{params.Number("infeasible"), false, true};
    if (!Feasible(instance, *solution)) return infeasible;
    int64_t value;
    if (from_partial) {
      value = BestCompletion(instance, *solution,
                             static_cast<int64_t>(params.Number("budget")));
    } else {
      if (!Complete(instance, *solution)) return infeasible;
      value = Evaluate(instance, *solution);
    }
    return GradeAgainstOptimum(goal(), value, Optimum(instance),
                               params.Number("beta"));
  }

  bool PosesStates() const final {
    // Asked for every Step episode: ActionFields() is built once (a benign
    // race: every thread computes the same answer).
    int known = poses_states_.load(std::memory_order_relaxed);
    if (known < 0) {
      known = ActionFields().empty() ? 0 : 1;
      poses_states_.store(known, std::memory_order_relaxed);
    }
    return known == 1;
  }

  absl::StatusOr<int64_t> StateCount(int difficulty, uint64_t seed) const final {
    if (!PosesStates()) return 0;
    absl::StatusOr<Instance> instance = this->MakeFor(difficulty, seed);
    if (!instance.ok()) return instance.status();
    return static_cast<int64_t>(OptimalPath(*instance).size());
  }

  absl::StatusOr<PreparedProblemPtr> PrepareState(referee::v1::Problem problem,
                                                  ShownText* shown) const final {
    if (!PosesStates()) return TaskType::PrepareState(std::move(problem), shown);
    const referee::v1::EnvironmentInstance& env = problem.environment();
    const bool generated = !env.has_instance();
    absl::StatusOr<Instance> instance =
        generated ? this->MakeFor(env.difficulty(), env.seed())
                  : this->Read(InstanceReader(env.instance()));
    if (!instance.ok()) return instance.status();
    std::vector<JsonAction> path = OptimalPath(*instance);
    const size_t k = static_cast<size_t>(env.state());
    if (k >= path.size()) {
      return absl::InvalidArgumentError(absl::StrCat(
          "environment.state: ", k, " is past the solver's path (", path.size(),
          path.size() == 1 ? " action: state 0)" : " actions: states 0..",
          path.size() <= 1 ? "" : absl::StrCat(path.size() - 1, ")")));
    }
    JsonAction next = path[k];
    path.resize(k);
    if (generated) {
      problem.set_difficulty(env.difficulty());
      problem.set_prompt(StateText(*instance, path));
      problem.set_reference_output(WriteJsonActions(ActionFields(), {next}));
    }
    size_t text_bytes = 0;
    if (shown != nullptr) {
      if (!generated) {
        problem.set_prompt(StateText(*instance, path));
        problem.set_reference_output(WriteJsonActions(ActionFields(), {next}));
      }
      text_bytes = problem.prompt().capacity() + problem.reference_output().capacity();
      TaskType::MoveShownText(problem, *shown);
    }
    return std::make_shared<PreparedState<Instance>>(*this, std::move(problem),
                                                     *std::move(instance), std::move(path),
                                                     std::move(next), text_bytes);
  }

  // Step (DESIGN §11; seed 003 §3.2, ν MCTS): one action a turn, from the
  // empty state or a state's (see StepTurn below).
  int MaxTurns(int difficulty) const final {
    if (!PosesStates()) return 0;
    const int actions = MaxActionsAt(std::clamp(difficulty, 0, this->MaxDifficulty()));
    return actions > 0 ? actions + 1 : 0;  // One more: the stop turn.
  }
  absl::StatusOr<std::unique_ptr<Session>> StartSession(
      const PreparedProblem& problem) const final {
    if (MaxTurns(this->MaxDifficulty()) == 0) return TaskType::StartSession(problem);
    std::vector<JsonAction> taken;
    if (const auto* state = dynamic_cast<const PreparedState<Instance>*>(&problem)) {
      taken = state->taken();
    }
    return std::unique_ptr<Session>(new BuildSession(
        *this, problem.As<PreparedInstance<Instance>>().instance(), std::move(taken)));
  }

  // Step's opening: the state prompt (one action asked) of the problem's
  // state (the empty one for a whole problem), and how to stop.
  std::string OpeningObservation(const PreparedProblem& problem) const override {
    if (MaxTurns(this->MaxDifficulty()) == 0) return TaskType::OpeningObservation(problem);
    const auto* state = dynamic_cast<const PreparedState<Instance>*>(&problem);
    return absl::StrCat(
        StateText(problem.As<PreparedInstance<Instance>>().instance(),
                  state != nullptr ? state->taken() : std::vector<JsonAction>()),
        "\nOne action a turn; when the solution is complete, {\"answer\": []} stops.");
  }

  // The solver's path from the problem's state, one `{"answer": [a]}` a
  // turn, then the stop turn when the path leaves the solution room for
  // more actions (an episode that fills it ends on its last action).
  std::vector<std::string> ReferencePolicy(const PreparedProblem& problem,
                                           absl::string_view reference_output) const override {
    if (MaxTurns(this->MaxDifficulty()) == 0) {
      return TaskType::ReferencePolicy(problem, reference_output);
    }
    const Instance& instance = problem.As<PreparedInstance<Instance>>().instance();
    const auto* state = dynamic_cast<const PreparedState<Instance>*>(&problem);
    const std::vector<JsonAction> path = OptimalPath(instance);
    const size_t taken = state != nullptr ? state->taken().size() : 0;
    std::vector<std::string> actions;
    for (size_t k = std::min(taken, path.size()); k < path.size(); ++k) {
      actions.push_back(WriteJsonActions(ActionFields(), {path[k]}));
    }
    if (static_cast<int64_t>(path.size()) < MaxActions(instance)) {
      actions.emplace_back(R"({"answer": []})");
    }
    return actions;
  }

  std::string DefaultPrompt(const PreparedProblem& problem) const override {
    if (const auto* state = dynamic_cast<const PreparedState<Instance>*>(&problem)) {
      return StateText(state->instance(), state->taken());
    }
    return InstanceEnvironment<Instance>::DefaultPrompt(problem);
  }
  std::string DefaultReference(const PreparedProblem& problem) const override {
    if (const auto* state = dynamic_cast<const PreparedState<Instance>*>(&problem)) {
      return WriteJsonActions(ActionFields(), {state->next()});
    }
    return InstanceEnvironment<Instance>::DefaultReference(problem);
  }

 private:
  // One episode of Step: the actions taken so far (a state's first).
  class BuildSession final : public Session {
   public:
    BuildSession(const OptimizationEnvironment& environment, const Instance& instance,
                 std::vector<JsonAction> taken)
        : environment_(environment),
          instance_(instance),
          limit_(static_cast<int>(std::max<int64_t>(
              1, environment.MaxActions(instance) - static_cast<int64_t>(taken.size()) + 1))),
          fields_(environment.ActionFields()),
          taken_(std::move(taken)) {
      // Room for a typical episode's actions at once (more grow as usual).
      taken_.reserve(static_cast<size_t>(std::clamp<int64_t>(environment.MaxActions(instance), 0, 64)));
    }
    TurnOutcome Act(absl::string_view action, bool observe) override {
      return environment_.StepTurn(instance_, fields_, taken_, action, observe);
    }
    // The earlier actions checked at once (TakeFeasiblePrefix), then the
    // last one played as a turn; turn by turn when that road is closed.
    ReplayOutcome Replay(const ActionList& actions, bool observe_last) override {
      const size_t n = actions.size();
      const size_t state = taken_.size();
      if (n >= 2 && environment_.TakeFeasiblePrefix(instance_, fields_, actions, taken_)) {
        ReplayOutcome out;
        out.last = Act(actions[n - 1], observe_last);
        out.total = out.last.reward;  // The earlier turns each earned 0.
        out.played = n;
        return out;
      }
      taken_.resize(state);
      return Session::Replay(actions, observe_last);
    }
    int TurnLimit() const override { return limit_; }

   private:
    const OptimizationEnvironment& environment_;
    const Instance& instance_;
    const int limit_;
    const std::vector<ActionField> fields_;
    std::vector<JsonAction> taken_;
  };

  // Replay's short road. Played one by one, every action before the last
  // would be a feasible action that leaves the solution room for more
  // (each turn 0, the episode going on) exactly when each is read as one
  // action, none fills the solution, and the solution they build together
  // is feasible: by prefix soundness (the header comment) a feasible
  // solution's every prefix is feasible, so one check stands for all
  // (states_test plays random episodes both ways). Appends those actions
  // to `taken` and says whether the road is open; when it is not, the
  // caller plays the turns one by one from its own copy of the state.
  bool TakeFeasiblePrefix(const Instance& instance, const std::vector<ActionField>& fields,
                          const ActionList& actions, std::vector<JsonAction>& taken) const {
    const int64_t max_actions = MaxActions(instance);
    JsonAction action;
    for (size_t k = 0; k + 1 < actions.size(); ++k) {
      if (ScanJsonAction(actions[k], fields, action) == ScannedAnswer::kOneAction) {
        taken.push_back(action);
      } else {
        // Not plain: the general reader alone (the scanner has had its go).
        bool more = false;
        std::optional<std::vector<JsonAction>> read = ReadJsonActions(actions[k], fields, 1, &more);
        if (!read || more || read->size() != 1) return false;
        taken.push_back(std::move((*read)[0]));
      }
      if (static_cast<int64_t>(taken.size()) >= max_actions) return false;  // Full: it ends.
    }
    const std::optional<Solution> solution = FromActions(instance, taken);
    return solution && Feasible(instance, *solution);
  }

  // The VAST ladder's value of the episode's `solution`, or the infeasible
  // reward when it is not a complete feasible solution (nullopt: none).
  TurnOutcome EndEpisode(const Instance& instance, const std::optional<Solution>& solution,
                         std::string observation) const {
    TurnOutcome out;
    out.done = true;
    if (!solution || !Feasible(instance, *solution) || !Complete(instance, *solution)) {
      out.reward = kInvalidReward;
      absl::StrAppend(&observation, " The solution is not complete: the episode is over.");
    } else {
      const int64_t value = Evaluate(instance, *solution);
      const Verdict verdict =
          GradeAgainstOptimum(goal(), value, Optimum(instance), kDefaultOptimizationBeta);
      out.reward = verdict.score;
      out.correct = verdict.correct;
      absl::StrAppend(&observation, " The solution is complete: value ", value,
                      verdict.correct ? " (optimal)." : ".");
    }
    out.observation = std::move(observation);
    return out;
  }

  // One turn (docs/ENVIRONMENTS.md, "Step on optimisation environments"):
  // the answer `{"answer": [ {…} ]}` holds one action, or none to stop.
  // Unparseable: -1 and the episode ends; two or more actions, or one that
  // breaks feasibility: the infeasible reward (-0.5) and it ends; a
  // feasible action: 0, or, when it is the solution's last (MaxActions),
  // the ladder value of the complete solution; stopping: that ladder value
  // if the solution is complete, else the infeasible reward. Seen turns
  // carry components: `feasible`, the action's `action_key` (a 52-bit hash
  // of its canonical JSON, for merging equal actions) and, after a
  // feasible action, `best_completion` (V_B of the state reached on the
  // ladder) and `best_completion_value` (V_B itself). Default beta,
  // infeasible reward and completion budget (a Step has no spec params).
  // `fields` is ActionFields(), made once per episode. A replayed turn
  // (not observed) writes nothing it does not need: a Step replays every
  // earlier action on each call.
  TurnOutcome StepTurn(const Instance& instance, const std::vector<ActionField>& fields,
                       std::vector<JsonAction>& taken, absl::string_view action,
                       bool observe) const {
    std::optional<JsonActions> read = ReadJsonActionList(action, fields, 1);
    TurnOutcome out;
    if (!read) {
      out.reward = kUnparsedReward;
      out.done = true;
      if (observe) {
        out.observation = absl::StrCat(
            "No action read: answer with one action as {\"answer\": [", ActionShape(fields),
            "]}, or {\"answer\": []} to stop. The episode is over.");
        out.components = {{"feasible", 0}};
      }
      return out;
    }
    if (read->actions.empty() && !read->more) {
      return EndEpisode(instance, FromActions(instance, taken),
                        absl::StrCat("You stopped after ", taken.size(),
                                     taken.size() == 1 ? " action." : " actions."));
    }
    const std::string canonical =
        observe && !read->actions.empty() ? WriteJsonAction(fields, read->actions[0]) : "";
    // An infeasible action ends the episode, so `taken` may keep it.
    if (!read->actions.empty()) taken.push_back(std::move(read->actions[0]));
    const std::optional<Solution> solution =
        read->more ? std::nullopt : FromActions(instance, taken);
    if (!solution || !Feasible(instance, *solution)) {
      out.reward = kInvalidReward;
      out.done = true;
      if (observe) {
        out.observation = read->more ? "One action a turn: the episode is over."
                                     : absl::StrCat("Infeasible: ", canonical,
                                                    " breaks a constraint. The episode is over.");
        out.components = {{"feasible", 0}, {"action_key", ActionKey(canonical)}};
      }
      return out;
    }
    const bool full = static_cast<int64_t>(taken.size()) >= MaxActions(instance);
    if (observe) {
      // A solution that takes no more actions is its own only completion.
      const int64_t bound = full && Complete(instance, *solution)
                                ? Evaluate(instance, *solution)
                                : BestCompletion(instance, *solution, kDefaultCompletionBudget);
      out.components = {
          {"feasible", 1},
          {"action_key", ActionKey(canonical)},
          {"best_completion",
           GradeAgainstOptimum(goal(), bound, Optimum(instance), kDefaultOptimizationBeta).score},
          {"best_completion_value", static_cast<double>(bound)}};
    }
    std::string observation =
        observe ? absl::StrCat("Accepted ", canonical, " (", taken.size(),
                               taken.size() == 1 ? " action so far)." : " actions so far).")
                : std::string();
    if (full) {
      std::vector<std::pair<std::string, double>> components = std::move(out.components);
      out = EndEpisode(instance, solution, std::move(observation));
      out.components = std::move(components);
      return out;
    }
    out.observation = std::move(observation);
    return out;
  }

  // A state's answer (K = kStateActionsAsked actions): -1 unparseable,
  // `infeasible` unless exactly K actions that keep the state feasible,
  // else V_B (the best completion of the state they reach) on the ladder.
  Verdict GradeAtState(const Instance& instance, const std::vector<JsonAction>& taken,
                       absl::string_view output, const ParamValues& params) const {
    std::optional<JsonActions> read =
        ReadJsonActionList(output, ActionFields(), kStateActionsAsked);
    if (!read) return Unparsed();
    const Verdict infeasible{params.Number("infeasible"), false, true};
    if (read->more || read->actions.size() != kStateActionsAsked) return infeasible;
    std::vector<JsonAction> actions = taken;
    for (JsonAction& action : read->actions) actions.push_back(std::move(action));
    const std::optional<Solution> solution = FromActions(instance, actions);
    if (!solution || !Feasible(instance, *solution)) return infeasible;
    const int64_t value =
        BestCompletion(instance, *solution, static_cast<int64_t>(params.Number("budget")));
    return GradeAgainstOptimum(goal(), value, Optimum(instance), params.Number("beta"));
  }

 protected:
  virtual Goal goal() const = 0;
  // Where the answer is in the output: the final answer span by default;
  // seed 003's JSON actions (json_actions.h) are read from the whole output.
  virtual std::optional<absl::string_view> AnswerSpan(absl::string_view output) const {
    return parsing::FinalAnswer(output);
  }
  // The answer's content as a solution, possibly partial; nullopt if it is
  // not in the prompt's format. Linear in the answer, bounded memory.
  virtual std::optional<Solution> ParseSolution(
      const Instance& instance, absl::string_view answer) const = 0;
  // The feasibility checker, on partial and complete solutions alike.
  virtual bool Feasible(const Instance& instance,
                        const Solution& solution) const = 0;
  // Whether a feasible solution is complete (a terminal state).
  virtual bool Complete(const Instance& instance,
                        const Solution& solution) const = 0;
  // The outcome evaluator, on complete feasible solutions.
  virtual int64_t Evaluate(const Instance& instance,
                           const Solution& solution) const = 0;
  // The best value of a completion of a feasible partial solution, spending
  // about `budget` work units at most: exact when the budget suffices,
  // else the value of the best completion found (a greedy one at worst).
  virtual int64_t BestCompletion(const Instance& instance,
                                 const Solution& solution,
                                 int64_t budget) const = 0;
  // The exact optimum, computed when the instance was made or read.
  virtual int64_t Optimum(const Instance& instance) const = 0;

  // Seed 003's incremental form (DESIGN §8 "States", §11): the problem at
  // a state (a feasible prefix of actions), one action asked, each action
  // one JSON object in the answer's array.
  // The fields of one action, with Appendix D's names where it has them.
  virtual std::vector<ActionField> ActionFields() const { return {}; }
  // The solution that `actions` build, taken in order from the empty state
  // (a prefix of the solver's path, then the policy's actions): possibly
  // partial, checked by Feasible afterwards. nullopt when they cannot be
  // read as this task's actions at all (an index out of range, a field
  // value the task has no meaning for): graded as infeasible.
  virtual std::optional<Solution> FromActions(const Instance& instance,
                                              const std::vector<JsonAction>& actions) const {
    return std::nullopt;
  }
  // The solver's optimal path: actions that build an optimal solution from
  // the empty state, every prefix feasible (its states are the prefixes
  // before each action, k = 0 .. size - 1). Deterministic.
  virtual std::vector<JsonAction> OptimalPath(const Instance& instance) const { return {}; }
  // The problem's statement without how to answer it (the whole problem's
  // prompt is Statement + its answer format; a state's prompt is
  // Statement + the state + the one-action format).
  virtual std::string Statement(const Instance& instance) const { return {}; }
  // The most actions a solution of `instance` holds (Step ends an episode
  // there), and the most at a level (ListEnvironments' max_turns is one
  // more: the stop turn). 0: not playable with Step.
  virtual int64_t MaxActions(const Instance& instance) const { return 0; }
  virtual int MaxActionsAt(int difficulty) const { return 0; }
  // What an action's fields mean where the statement, written for the
  // whole answer, leaves it open (which index comes next, where labels
  // start); empty when the statement says it all.
  virtual std::string ActionNote(const Instance& instance) const { return {}; }

 private:
  std::string StateText(const Instance& instance, const std::vector<JsonAction>& taken) const {
    return StatePrompt(Statement(instance), ActionFields(), ActionNote(instance), taken);
  }

  mutable std::atomic<int> poses_states_{-1};  // -1 until PosesStates() first runs.
};

// Registers `environment` with its VAST-ladder verifier (named after it).
absl::Status RegisterOptimizationEnvironment(
    Catalog& catalog, std::unique_ptr<TaskType> environment);

// Registers `best_completion` for every optimisation environment already in
// the catalog: once, after them all.
absl::Status RegisterBestCompletionVerifier(Catalog& catalog);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_OPTIMIZATION_ENVIRONMENT_H_
