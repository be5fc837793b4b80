// libFuzzer target for Step (DESIGN §11, engine/stepper.h): any action
// sequence against any interactive environment, replayed by StepAll as a
// server would. The first bytes pick the environment, level and seed; the
// rest are the actions, one per line. No input may crash, hang or leak;
// every result keeps the ladder's bounds (reward and return in [-1, 1],
// `correct` only when done) or is a per-episode error at the floor.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "engine/problem_store.h"
#include "engine/scorer.h"
#include "engine/stepper.h"
#include "verifiers/environments/catalog.h"
#include "verifiers/environments/env_id.h"

namespace {

struct World {
  World() {
    if (!referee::RegisterBuiltins(catalog, {}).ok()) std::abort();
    referee::ScorerOptions options;
    options.max_output_bytes = 256;
    scorer = referee::Scorer::Create(catalog, store, nullptr, options).value();
    for (const referee::TaskType* task : catalog.tasks.All()) {
      if (task->Generates() && task->MaxTurns(0) > 0) games.push_back(task);
    }
    if (games.empty()) std::abort();
  }
  referee::Catalog catalog;
  referee::ProblemStore store{catalog.tasks};
  std::unique_ptr<referee::Scorer> scorer;
  std::vector<const referee::TaskType*> games;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static World* world = new World();
  if (size < 3 || size > 8192) return 0;
  const referee::TaskType& game = *world->games[data[0] % world->games.size()];
  // Low levels: generation stays cheap, so the fuzzer spends its time on
  // the actions.
  const int level = data[1] % (std::min(game.MaxDifficulty(), 3) + 1);
  const uint64_t seed = data[2];
  const std::string text(reinterpret_cast<const char*>(data + 3), size - 3);
  referee::v1::StepRequest request;
  referee::v1::Episode* episode = request.add_episodes();
  episode->set_prompt_id(referee::FormatEnvId(game.Name(), level, seed));
  for (absl::string_view action : absl::StrSplit(text, '\n')) {
    episode->add_actions(std::string(action));
    if (episode->actions_size() > 64) break;
  }
  // Each prefix too, as successive Steps of one episode would send.
  referee::v1::Episode whole = *episode;
  for (int k = 0; k < whole.actions_size(); ++k) {
    referee::v1::Episode* prefix = request.add_episodes();
    prefix->set_prompt_id(whole.prompt_id());
    for (int j = 0; j <= k; ++j) prefix->add_actions(whole.actions(j));
  }
  referee::v1::StepResponse response;
  if (!referee::StepAll(*world->scorer, request, &response).ok()) std::abort();
  if (response.results_size() != request.episodes_size()) std::abort();
  for (const referee::v1::StepResult& result : response.results()) {
    if (result.reward() < -1 || result.reward() > 1) std::abort();
    if (result.episode_return() < -1 || result.episode_return() > 1) std::abort();
    if (result.correct() && !result.done()) std::abort();
    if (result.error() != referee::v1::OK && result.episode_return() != -1) std::abort();
  }
  return 0;
}
