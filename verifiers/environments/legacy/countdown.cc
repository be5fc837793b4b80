#include "verifiers/environments/legacy/countdown.h"

#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "verifiers/environments/environment.h"
#include "verifiers/environments/legacy/truth/countdown_truth.h"
#include "verifiers/environments/legacy/truth/countdown_solver.h"

namespace referee {
inline namespace countdown_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

// Levels 0..3 add numbers (3..6, seed 002's range); each level after that
// doubles the ranges (numbers 1..100·2^(d-3), targets 1..1000·2^(d-3)), so
// the ladder keeps going without more numbers, which the exact distance
// search could not afford. At level 16 numbers reach 819,200.
constexpr int kMaxDifficulty = 16;

class CountdownTask final : public TaskType {
 public:
  explicit CountdownTask(const TaskOptions& options)
      : cache_(options.cache_bytes) {}

  absl::string_view Name() const override { return "countdown"; }
  absl::string_view Source() const override { return "seed 002:countdown"; }
  absl::string_view Description() const override {
    return "Countdown (seed 002): an arithmetic expression over all the "
           "numbers that equals the target, in <answer> tags.";
  }
  Problem::TaskCase ProtoCase() const override { return Problem::kCountdown; }
  std::vector<std::string> DefaultVerifiers() const override {
    return {"countdown_sparse"};
  }

  absl::StatusOr<PreparedProblemPtr> Prepare(Problem problem) const override {
    absl::Status status = tasks::ValidateCountdown(problem.countdown());
    if (!status.ok()) return status;
    return std::make_shared<tasks::PreparedCountdown>(*this, std::move(problem),
                                                      cache_);
  }

  std::string DefaultPrompt(const PreparedProblem& problem) const override {
    return tasks::CountdownPrompt(problem.problem().countdown());
  }

  bool Generates() const override { return true; }
  absl::string_view DifficultyHelp() const override {
    return "numbers = min(3 + difficulty, 6) in 1..100, targets in 1..1000; "
           "from difficulty 4 on, 6 numbers in 1..100*2^(d-3), targets in "
           "1..1000*2^(d-3)";
  }
  int MaxDifficulty() const override { return kMaxDifficulty; }

  absl::StatusOr<Problem> Generate(int difficulty,
                                   uint64_t seed) const override {
    tasks::Rng rng(environments::GeneratorSeed(Name(), difficulty, seed));
    tasks::CountdownGeneratorOptions options;
    options.min_numbers = options.max_numbers = std::min(3 + difficulty, 6);
    const int64_t scale = int64_t{1} << std::max(0, difficulty - 3);
    options.max_number *= scale;
    options.max_target *= scale;
    Problem problem = tasks::GenerateCountdown(rng, options);
    problem.set_difficulty(difficulty);
    return problem;
  }

  std::vector<CacheStats> Caches() const override {
    const tasks::CountdownSolverCache::Stats stats = cache_.stats();
    return {{"countdown", stats.hits, stats.misses, stats.bytes,
             stats.entries}};
  }

 private:
  // Solution tables by (numbers, target); the verifiers reach it through
  // PreparedCountdown.
  mutable tasks::CountdownSolverCache cache_;
};

}  // namespace
}  // namespace countdown_cc

absl::Status RegisterCountdownTask(Catalog& catalog,
                                   const TaskOptions& options) {
  return catalog.tasks.Register(std::make_unique<CountdownTask>(options));
}

}  // namespace referee
