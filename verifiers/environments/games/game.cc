#include "verifiers/environments/games/game.h"

#include <algorithm>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/str_split.h"
#include "verifiers/environments/rlve_ladder.h"
#include "verifiers/parsing/final_answer.h"

namespace referee {
namespace environments {

TurnOutcome Continue(std::string observation) {
  return {std::move(observation), 0.0, false, false, {}};
}

TurnOutcome Solved(std::string observation) {
  return {std::move(observation), 1.0, true, true, {}};
}

TurnOutcome Lost(std::string observation) {
  return {std::move(observation), 0.0, true, false, {}};
}

TurnOutcome Illegal(int turn_limit, std::string observation) {
  return {std::move(observation), IllegalActionReward(turn_limit), false, false, {}};
}

ActionWords::ActionWords(absl::string_view action, absl::string_view separators) {
  auto separator = [separators](char c) {
    return separators.find(c) != absl::string_view::npos;
  };
  size_t i = 0;
  while (i < action.size()) {
    while (i < action.size() && separator(action[i])) ++i;
    if (i == action.size()) break;
    const size_t start = i;
    while (i < action.size() && !separator(action[i])) ++i;
    if (size_ < kCapacity) words_[size_] = action.substr(start, i - start);
    ++size_;
  }
}

std::optional<std::vector<absl::string_view>> AnswerActions(absl::string_view output) {
  const std::optional<absl::string_view> answer = parsing::FinalAnswer(output);
  if (!answer) return std::nullopt;
  std::vector<absl::string_view> actions;
  for (absl::string_view line : absl::StrSplit(*answer, '\n')) {
    line = absl::StripAsciiWhitespace(line);
    if (!line.empty()) actions.push_back(line);
  }
  return actions;
}

absl::StatusOr<Verdict> EpisodeVerifier::Verify(const VerifyInput& input) const {
  const std::optional<std::vector<absl::string_view>> actions = AnswerActions(input.output);
  if (!actions) return Unparsed();
  absl::StatusOr<std::unique_ptr<Session>> session =
      input.prepared.task().StartSession(input.prepared);
  if (!session.ok()) return session.status();
  // An empty answer block is an episode with no action: unsolved, 0.
  // Actions after the one that ends the episode are not played.
  const ReplayOutcome replay = (*session)->Replay(ActionList(*actions), /*observe_last=*/false);
  const bool solved = replay.last.done && replay.last.correct;
  // limit penalties of -1/limit may sum to a hair below -1 in doubles.
  return Verdict{std::max(replay.total, kUnparsedReward), solved, true};
}

absl::Status RegisterGame(Catalog& catalog, std::unique_ptr<TaskType> game) {
  std::string name(game->Name());
  return RegisterEnvironment(catalog, std::move(game),
                             std::make_unique<EpisodeVerifier>(std::move(name)));
}

}  // namespace environments
}  // namespace referee
