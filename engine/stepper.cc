#include "engine/stepper.h"

#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engine/batch_runner.h"
#include "engine/spec.h"
#include "verifiers/parsing/utf8.h"
#include "verifiers/session.h"

namespace referee {
namespace {

using referee::v1::Episode;
using referee::v1::StepRequest;
using referee::v1::StepResponse;
using referee::v1::StepResult;

// Episodes per pool task: a replay costs up to a few dozen turns' work.
constexpr size_t kMinSliceEpisodes = 16;
// The lowest reward an episode can earn (games' ladder, and every
// environment's ladder floor): what a failed episode gets.
constexpr float kErrorReward = -1.0f;

void Fail(StepResult* result, referee::v1::ErrorCode code, std::string message,
          float reward = kErrorReward) {
  result->set_error(code);
  result->set_error_message(std::move(message));
  result->set_reward(reward);
  result->set_episode_return(reward);
  result->set_done(false);
  result->set_correct(false);
  result->clear_observation();
  result->clear_components();
}

// Checks every action's size and encoding; false (and the result failed).
bool ActionsValid(const Scorer& scorer, const Episode& episode, StepResult* result) {
  for (int k = 0; k < episode.actions_size(); ++k) {
    const std::string& action = episode.actions(k);
    if (action.size() > scorer.options().max_output_bytes) {
      Fail(result, referee::v1::OUTPUT_TOO_LARGE,
           absl::StrCat("actions[", k, "]: ", action.size(), " bytes, over the ",
                        scorer.options().max_output_bytes, " allowed"));
      return false;
    }
    if (!parsing::IsValidUtf8(action)) {
      Fail(result, referee::v1::INVALID_UTF8,
           absl::StrCat("actions[", k, "]: not valid UTF-8"));
      return false;
    }
  }
  return true;
}

// The opening observation: the problem's prompt (or the task's own, for a
// problem given without one; an optimisation environment's is its
// one-action-a-turn prompt).
std::string Opening(const PreparedProblem& problem) {
  return problem.task().OpeningObservation(problem);
}

void PlayInteractive(const PreparedProblem& problem, const Episode& episode,
                     StepResult* result) {
  absl::StatusOr<std::unique_ptr<Session>> session = problem.task().StartSession(problem);
  if (!session.ok()) {
    Fail(result, referee::v1::VERIFIER_FAILED, std::string(session.status().message()));
    return;
  }
  const int limit = (*session)->TurnLimit();
  result->set_max_turns(limit);
  const int n = episode.actions_size();
  if (n > limit) {
    Fail(result, referee::v1::INVALID_ARGUMENT,
         absl::StrCat(n, " actions: this episode ends after at most ", limit));
    return;
  }
  ReplayOutcome replay = (*session)->Replay(ActionList(episode.actions()), /*observe_last=*/true);
  if (replay.played < static_cast<size_t>(n)) {
    Fail(result, referee::v1::INVALID_ARGUMENT,
         absl::StrCat("actions[", replay.played, "]: the episode ended at turn ", replay.played));
    return;
  }
  TurnOutcome& last = replay.last;
  const double total = replay.total;
  if (n == 0) last.observation = Opening(problem);
  result->set_observation(std::move(last.observation));
  for (const auto& [name, value] : last.components) (*result->mutable_components())[name] = value;
  result->set_reward(static_cast<float>(last.reward));
  result->set_done(last.done);
  result->set_correct(last.done && last.correct);
  // A whole episode of penalties sums to a hair below -1 in doubles; the
  // ladder's floor is -1.
  result->set_episode_return(static_cast<float>(std::max(total, -1.0)));
}

// What Score gives an error on a single-turn problem under the request's
// spec (DESIGN §3): its error_reward, else its floor, else the floor of the
// task's default spec. Compiled once per slice, when first needed.
class SingleTurnErrorReward {
 public:
  SingleTurnErrorReward(const Scorer& scorer, const referee::v1::RewardSpec& spec)
      : scorer_(scorer), spec_(spec) {}

  float For(const TaskType& task) {
    if (spec_.has_error_reward()) return static_cast<float>(spec_.error_reward());
    if (spec_.terms_size() > 0) {
      if (!compiled_) {
        absl::StatusOr<CompiledSpec> spec = CompileTerms(spec_, scorer_.catalog());
        floor_ = spec.ok() ? spec->bounds.floor : kErrorReward;
        compiled_ = true;
      }
      return static_cast<float>(floor_);
    }
    const CompiledSpec* defaults = scorer_.defaults().For(task);
    return defaults != nullptr ? static_cast<float>(defaults->bounds.floor) : kErrorReward;
  }

 private:
  const Scorer& scorer_;
  const referee::v1::RewardSpec& spec_;
  bool compiled_ = false;
  double floor_ = kErrorReward;
};

}  // namespace

absl::Status ValidateStepRequest(const Scorer& scorer, const StepRequest& request) {
  if (request.episodes_size() == 0) {
    return absl::InvalidArgumentError("episodes: at least one is required");
  }
  if (static_cast<size_t>(request.episodes_size()) > scorer.options().max_batch) {
    return absl::InvalidArgumentError(absl::StrCat(
        "episodes: ", request.episodes_size(), " over the limit of ",
        scorer.options().max_batch, " (--max_batch)"));
  }
  return absl::OkStatus();
}

void StepRange(const Scorer& scorer, const StepRequest& request, size_t begin, size_t end,
               StepResponse* response) {
  // Single-turn episodes with their one action are scored together, as
  // one Score request under the request's spec.
  referee::v1::ScoreRequest turns;
  std::vector<size_t> turn_of;
  std::vector<const TaskType*> task_of;    // Of each single turn, for metrics.
  SingleTurnErrorReward error_reward(scorer, request.spec());
  for (size_t i = begin; i < end; ++i) {
    const Episode& episode = request.episodes(static_cast<int>(i));
    StepResult* result = response->mutable_results(static_cast<int>(i));
    result->set_episode_id(episode.episode_id());
    result->set_turn(episode.actions_size());
    absl::StatusOr<PreparedProblemPtr> problem = scorer.FindProblem(episode.prompt_id());
    if (!problem.ok() || *problem == nullptr) {
      Fail(result, referee::v1::UNKNOWN_PROMPT,
           problem.ok() ? absl::StrCat("unknown prompt_id '", episode.prompt_id(), "'")
                        : absl::StrCat("prompt_id '", episode.prompt_id(),
                                       "': ", problem.status().message()));
      continue;
    }
    const PreparedProblem& prepared = **problem;
    const TaskType& task = prepared.task();
    // Interactive or not by the task, never by the problem's own
    // `difficulty` (a stored problem's is unchecked).
    const bool interactive = task.MaxTurns(task.MaxDifficulty()) > 0;
    if (interactive) {
      if (ActionsValid(scorer, episode, result)) PlayInteractive(prepared, episode, result);
    } else if (episode.actions_size() == 0) {
      result->set_max_turns(1);
      result->set_observation(Opening(prepared));
    } else if (episode.actions_size() > 1) {
      Fail(result, referee::v1::INVALID_ARGUMENT,
           absl::StrCat(episode.actions_size(), " actions: a single-turn problem takes one"),
           error_reward.For(task));
      result->set_max_turns(1);
    } else {
      // Its one action is scored as Score scores it: size, encoding and
      // errors included, with the spec's error reward.
      result->set_max_turns(1);
      referee::v1::Rollout* rollout = turns.add_rollouts();
      rollout->set_prompt_id(episode.prompt_id());
      rollout->set_output(episode.actions(0));
      turn_of.push_back(i);
      task_of.push_back(&task);
    }
    if (EngineMetrics* metrics = scorer.metrics();
        metrics != nullptr && result->error() == referee::v1::OK &&
        episode.actions_size() > 0 && interactive) {
      metrics->RecordStep(task.Name(), result->done(), result->episode_return());
    }
  }
  if (turn_of.empty()) return;
  *turns.mutable_spec() = request.spec();
  turns.set_details(true);
  referee::v1::ScoreResponse scored;
  absl::Status status = scorer.ScoreAll(turns, &scored);
  for (size_t k = 0; k < turn_of.size(); ++k) {
    StepResult* result = response->mutable_results(static_cast<int>(turn_of[k]));
    if (!status.ok()) {
      // The spec is the request's: the same error for each of its turns.
      Fail(result, referee::v1::INVALID_ARGUMENT, absl::StrCat("spec: ", status.message()));
      continue;
    }
    const referee::v1::RolloutResult& one = scored.results(static_cast<int>(k));
    if (one.error() != referee::v1::OK) {
      // Score's own error reward (the spec's), as Score would answer.
      Fail(result, one.error(), one.error_message(), scored.rewards(static_cast<int>(k)));
      continue;
    }
    result->set_reward(scored.rewards(static_cast<int>(k)));
    result->set_episode_return(scored.rewards(static_cast<int>(k)));
    result->set_done(true);
    result->set_correct(one.correct());
    *result->mutable_components() = one.components();
    result->set_observation(one.correct() ? "Correct." : "Not correct.");
    if (EngineMetrics* metrics = scorer.metrics(); metrics != nullptr) {
      metrics->RecordStep(task_of[k]->Name(), true, result->episode_return());
    }
  }
}

absl::Status StepAll(const Scorer& scorer, const StepRequest& request,
                     StepResponse* response) {
  if (absl::Status valid = ValidateStepRequest(scorer, request); !valid.ok()) return valid;
  response->clear_results();
  for (int i = 0; i < request.episodes_size(); ++i) response->add_results();
  StepRange(scorer, request, 0, static_cast<size_t>(request.episodes_size()), response);
  return absl::OkStatus();
}

absl::Status StepOnPool(const Scorer& scorer, ThreadPool& pool, const StepRequest& request,
                        StepResponse* response, std::function<bool()> cancelled,
                        absl::AnyInvocable<void(absl::Status) &&> done) {
  if (absl::Status valid = ValidateStepRequest(scorer, request); !valid.ok()) return valid;
  response->clear_results();
  for (int i = 0; i < request.episodes_size(); ++i) response->add_results();
  auto finish = std::make_shared<absl::AnyInvocable<void(absl::Status) &&>>(std::move(done));
  return RunSlicesOnPool(
      pool, static_cast<size_t>(request.episodes_size()), kMinSliceEpisodes,
      std::move(cancelled),
      [&scorer, &request, response](size_t begin, size_t end) {
        StepRange(scorer, request, begin, end, response);
      },
      [finish](bool finished) {
        std::move (*finish)(finished ? absl::OkStatus()
                                     : absl::CancelledError("call cancelled"));
      });
}

}  // namespace referee
