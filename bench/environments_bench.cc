// Every registered environment in process, at levels 0, 4 and 8 (or its
// top level if lower): generation (`gen/NAME/LEVEL`: GeneratePrepared, the
// cache-miss path of an env id) and scoring (`score/NAME/LEVEL`: its default
// verifier on 1 KB outputs, reasoning filler then the reference answer, and
// the same with a digit changed, alternating; `best/NAME/LEVEL` the same for
// `best_completion` where it applies). The bar: no environment
// scores slower than 50 µs per 1 KB rollout at level 8. Interactive
// environments also get `replay/NAME/LEVEL`: what one Step of an episode
// with 20 actions (or its limit less one) costs beyond the problem lookup,
// a new session, every action replayed, the last one observed (issue #29's
// bar: 50 µs); the actions are the reference's but its last, then an
// illegal "?" while turns remain.
//   taskset -c 1 build/bench/environments_bench --benchmark_min_time=0.05
// Registered at run time from the registry, so a new environment is
// measured the day it registers.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "benchmark/benchmark.h"
#include "verifiers/environments/catalog.h"
#include "verifiers/environments/games/game.h"
#include "verifiers/session.h"

namespace referee {
namespace {

const Catalog& Builtins() {
  static Catalog* const kCatalog = [] {
    auto* catalog = new Catalog();
    if (!RegisterBuiltins(*catalog).ok()) std::abort();
    return catalog;
  }();
  return *kCatalog;
}

// About 1 KB: reasoning filler, then `answer`.
std::string Output(const std::string& answer) {
  std::string text = "<think>\n";
  while (text.size() + answer.size() < 1024) {
    text += "Check the constraint again: 3 + 4 = 7, which is within the "
            "limit, so keep it.\n";
  }
  return text + "</think>\n" + answer;
}

// The reference with its last digit changed.
std::string Corrupted(std::string output) {
  const size_t at = output.find_last_of("0123456789");
  if (at == std::string::npos) return output + " 0";
  output[at] = output[at] == '9' ? '0' : static_cast<char>(output[at] + 1);
  return output;
}

void Generate(benchmark::State& state, const TaskType* task, int level) {
  uint64_t seed = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(task->GeneratePrepared("env/x", level, seed++, nullptr));
  }
}

void Score(benchmark::State& state, const TaskType* task, int level,
           const Verifier* verifier) {
  std::vector<PreparedProblemPtr> problems;
  std::vector<std::string> outputs;
  for (uint64_t seed = 0; seed < 16; ++seed) {
    problems.push_back(*task->GeneratePrepared("env/x", level, seed, nullptr));
    const std::string& reference = problems.back()->problem().reference_output();
    outputs.push_back(Output(seed % 2 == 0 ? reference : Corrupted(reference)));
  }
  const ParamValues params = *ParamValues::Resolve(
      verifier->Params(), google::protobuf::Struct(), "params");
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(verifier->Verify({*problems[i], outputs[i], params}));
    i = (i + 1) % problems.size();
  }
}

void Replay(benchmark::State& state, const TaskType* task, int level) {
  std::vector<PreparedProblemPtr> problems;
  std::vector<std::vector<std::string>> actions;
  for (uint64_t seed = 0; seed < 8; ++seed) {
    problems.push_back(*task->GeneratePrepared("env/x", level, seed, nullptr));
    const int turns = std::min(20, task->MaxTurns(level) - 1);
    std::vector<std::string> played;
    const std::vector<std::string> reference = task->ReferencePolicy(
        *problems.back(), problems.back()->problem().reference_output());
    for (size_t k = 0; k + 1 < reference.size() && static_cast<int>(played.size()) < turns;
         ++k) {
      played.push_back(reference[k]);
    }
    while (static_cast<int>(played.size()) < turns) played.push_back("?");
    actions.push_back(std::move(played));
  }
  size_t i = 0;
  for (auto _ : state) {
    std::unique_ptr<Session> session = *task->StartSession(*problems[i]);
    ReplayOutcome replay = session->Replay(ActionList(actions[i]), /*observe_last=*/true);
    benchmark::DoNotOptimize(replay);
    i = (i + 1) % problems.size();
  }
  state.counters["turns"] = static_cast<double>(actions[0].size());
}

void RegisterAll() {
  const Catalog& catalog = Builtins();
  const Verifier* best = catalog.verifiers.Find("best_completion");
  for (const TaskType* task : catalog.tasks.All()) {
    if (!task->Generates()) continue;
    std::vector<int> levels;
    for (int level : {0, 4, 8}) {
      levels.push_back(std::min(level, task->MaxDifficulty()));
    }
    levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
    const Verifier* main =
        catalog.verifiers.Find(task->DefaultVerifiers().front());
    for (int level : levels) {
      const std::string at = absl::StrCat(task->Name(), "/", level);
      benchmark::RegisterBenchmark(("gen/" + at).c_str(), Generate, task,
                                   level);
      benchmark::RegisterBenchmark(("score/" + at).c_str(), Score, task, level,
                                   main);
      if (task->MaxTurns(level) > 0) {
        benchmark::RegisterBenchmark(("replay/" + at).c_str(), Replay, task, level);
      }
      if (best != nullptr && best->Accepts(task->Name())) {
        benchmark::RegisterBenchmark(("best/" + at).c_str(), Score, task,
                                     level, best);
      }
    }
  }
}

}  // namespace
}  // namespace referee

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  referee::RegisterAll();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
