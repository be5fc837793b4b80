// Countdown cost per problem (cold: building the solution tables and the
// first rollout's distance) and per rollout (warm: parse, validity and the
// distance search on cached tables), for 3 to 6 numbers. Speed is measured
// here, never asserted in tests. Run: build/bench/countdown_bench
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "benchmark/benchmark.h"
#include "proto/referee/v1/referee.pb.h"
#include "verifiers/countdown_answer.h"
#include "verifiers/environments/legacy/truth/countdown_truth.h"
#include "verifiers/environments/legacy/truth/countdown_solver.h"
#include "verifiers/environments/random.h"

namespace referee {
namespace {

// Generated problems of n numbers, and for each a valid but (usually)
// incorrect answer: the numbers joined by " + ", the kind of near miss a
// policy emits.
struct Workload {
  std::vector<referee::v1::Problem> problems;
  std::vector<std::string> answers;
};

const Workload& WorkloadFor(int n) {
  static std::vector<Workload>* const kCache = new std::vector<Workload>(7);
  Workload& w = (*kCache)[n];
  if (w.problems.empty()) {
    tasks::Rng rng(1000 + n);
    tasks::CountdownGeneratorOptions options;
    options.min_numbers = options.max_numbers = n;
    for (int i = 0; i < 256; ++i) {
      w.problems.push_back(tasks::GenerateCountdown(rng, options));
      std::string answer = "<think>...</think><answer>";
      for (int k = 0; k < n; ++k) {
        absl::StrAppend(&answer, k ? " + " : "",
                        w.problems.back().countdown().numbers(k));
      }
      w.answers.push_back(answer + "</answer>");
    }
  }
  return w;
}

std::vector<int64_t> Numbers(const referee::v1::Problem& p) {
  return {p.countdown().numbers().begin(), p.countdown().numbers().end()};
}

void BM_CountdownCold(benchmark::State& state) {
  const Workload& w = WorkloadFor(static_cast<int>(state.range(0)));
  size_t i = 0;
  for (auto _ : state) {
    const referee::v1::Problem& p = w.problems[i % w.problems.size()];
    tasks::CountdownSolver solver(Numbers(p), p.countdown().target());
    const CountdownAnswer answer =
        ReadCountdownAnswer(p.countdown(), w.answers[i % w.answers.size()]);
    if (answer.valid && !answer.correct) {
      benchmark::DoNotOptimize(solver.Distance(*answer.expression));
    }
    ++i;
  }
}
BENCHMARK(BM_CountdownCold)->DenseRange(3, 6)->Unit(benchmark::kMillisecond);

void BM_CountdownWarm(benchmark::State& state) {
  const Workload& w = WorkloadFor(static_cast<int>(state.range(0)));
  std::vector<std::unique_ptr<tasks::CountdownSolver>> solvers;
  for (const auto& p : w.problems) {
    solvers.push_back(
        std::make_unique<tasks::CountdownSolver>(Numbers(p), p.countdown().target()));
  }
  size_t i = 0;
  for (auto _ : state) {
    const size_t k = i % w.problems.size();
    const CountdownAnswer answer =
        ReadCountdownAnswer(w.problems[k].countdown(), w.answers[k]);
    if (answer.valid && !answer.correct) {
      benchmark::DoNotOptimize(solvers[k]->Distance(*answer.expression));
    }
    ++i;
  }
}
BENCHMARK(BM_CountdownWarm)->DenseRange(3, 6)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace referee

BENCHMARK_MAIN();
