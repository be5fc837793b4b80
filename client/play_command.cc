// `referee play`: an interactive environment in the terminal (DESIGN §11),
// one action per line, for people to try an episode by hand. The episode
// is replayed by Step on every line, as a trainer's would be: in process
// with --local, else by the server at --target.
#include <iostream>
#include <memory>
#include <string>

#include "absl/strings/str_format.h"
#include "client/commands.h"
#include "client/referee_client.h"
#include "engine/problem_store.h"
#include "engine/scorer.h"
#include "engine/stepper.h"
#include "verifiers/environments/catalog.h"
#include "verifiers/environments/env_id.h"

namespace referee {

int RunPlay(const PlayOptions& options, std::istream& in, std::ostream& out) {
  if (options.env.empty()) {
    std::cerr << "referee play: --env=NAME is required (see `referee environments`)\n";
    return 2;
  }
  const std::string id = FormatEnvId(options.env, options.difficulty, options.seed);
  // Either engine answers a StepRequest.
  std::unique_ptr<Catalog> catalog;
  std::unique_ptr<ProblemStore> store;
  std::unique_ptr<Scorer> scorer;
  std::unique_ptr<RefereeClient> client;
  if (options.local) {
    catalog = std::make_unique<Catalog>();
    if (absl::Status s = RegisterBuiltins(*catalog); !s.ok()) {
      std::cerr << "referee play: " << s << "\n";
      return 1;
    }
    store = std::make_unique<ProblemStore>(catalog->tasks);
    absl::StatusOr<std::unique_ptr<Scorer>> made =
        Scorer::Create(*catalog, *store, nullptr, ScorerOptions());
    if (!made.ok()) {
      std::cerr << "referee play: " << made.status() << "\n";
      return 1;
    }
    scorer = *std::move(made);
  } else {
    client = std::make_unique<RefereeClient>(options.target);
  }
  referee::v1::StepRequest request;
  referee::v1::Episode& episode = *request.add_episodes();
  episode.set_episode_id("play");
  episode.set_prompt_id(id);
  auto step = [&]() -> absl::StatusOr<referee::v1::StepResult> {
    referee::v1::StepResponse response;
    if (scorer != nullptr) {
      if (absl::Status s = StepAll(*scorer, request, &response); !s.ok()) return s;
    } else {
      absl::StatusOr<referee::v1::StepResponse> answered = client->Step(request);
      if (!answered.ok()) return answered.status();
      response = *std::move(answered);
    }
    return response.results(0);
  };
  absl::StatusOr<referee::v1::StepResult> result = step();
  if (!result.ok()) {
    std::cerr << "referee play: " << result.status() << "\n";
    return 1;
  }
  if (result->error() != referee::v1::OK) {
    std::cerr << "referee play: " << id << ": " << result->error_message() << "\n";
    return 2;
  }
  out << id << " (" << result->max_turns() << " turns)\n\n" << result->observation() << "\n";
  std::string line;
  while (!result->done()) {
    out << "\n> " << std::flush;
    if (!std::getline(in, line)) {
      out << "\n";
      return 0;  // Left before the end.
    }
    episode.add_actions(line);
    result = step();
    if (!result.ok()) {
      std::cerr << "referee play: " << result.status() << "\n";
      return 1;
    }
    if (result->error() != referee::v1::OK) {
      out << "error: " << result->error_message() << "\n";
      episode.mutable_actions()->RemoveLast();
      continue;
    }
    out << result->observation() << "\n"
        << absl::StrFormat("[turn %d/%d, reward %g, return %g]", result->turn(),
                           result->max_turns(), result->reward(), result->episode_return())
        << "\n";
  }
  out << "\n" << (result->correct() ? "Solved" : "Over")
      << absl::StrFormat(": return %g in %d turns.\n", result->episode_return(),
                         result->turn());
  return 0;
}

}  // namespace referee
