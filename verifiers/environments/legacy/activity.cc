#include "verifiers/environments/legacy/activity.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "verifiers/environments/environment.h"
#include "verifiers/environments/legacy/sequence_reference.h"
#include "verifiers/environments/legacy/truth/activity_truth.h"

namespace referee {
inline namespace activity_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

// Past about 32 rows a unique optimum gets rare: the generator's rejection
// loop takes ~2 ms a problem at 32 rows and ~50 ms at 64.
constexpr int kMinRows = 5;
constexpr int kMaxRows = 32;

class ActivityTask final : public TaskType {
 public:
  absl::string_view Name() const override { return "activity"; }
  absl::string_view Source() const override { return "seed 000:activity"; }
  absl::string_view Description() const override {
    return "Activity scheduling (seed 000): the largest set of pairwise "
           "compatible intervals, answered as \\answer{k} and \\ids{...}.";
  }
  Problem::TaskCase ProtoCase() const override { return Problem::kActivity; }
  std::vector<std::string> DefaultVerifiers() const override {
    return {"ids_exact"};
  }

  absl::StatusOr<PreparedProblemPtr> Prepare(Problem problem) const override {
    absl::Status status = tasks::PrepareActivity(*problem.mutable_activity());
    if (!status.ok()) return status;
    return std::make_shared<tasks::PreparedActivity>(*this, std::move(problem));
  }

  std::string DefaultPrompt(const PreparedProblem& problem) const override {
    return tasks::ActivityPrompt(problem.problem().activity(), /*hint=*/false);
  }

  bool Generates() const override { return true; }
  absl::string_view DifficultyHelp() const override {
    return "rows = 5 + difficulty (seed 000 App. A.1 intervals, unique "
           "optimum)";
  }
  int MaxDifficulty() const override { return kMaxRows - kMinRows; }

  absl::StatusOr<Problem> Generate(int difficulty,
                                   uint64_t seed) const override {
    tasks::Rng rng(environments::GeneratorSeed(Name(), difficulty, seed));
    tasks::ActivityGeneratorOptions options;
    options.min_rows = options.max_rows = kMinRows + difficulty;
    Problem problem = tasks::GenerateActivity(rng, options);
    problem.set_difficulty(difficulty);
    problem.set_reference_output(environments::SequenceReference(
        problem.activity().solution(), problem.activity().answer(),
        tasks::SortedByEnd(problem.activity())));
    return problem;
  }
};

}  // namespace
}  // namespace activity_cc

absl::Status RegisterActivityTask(Catalog& catalog, const TaskOptions& options) {
  return catalog.tasks.Register(std::make_unique<ActivityTask>());
}

}  // namespace referee
