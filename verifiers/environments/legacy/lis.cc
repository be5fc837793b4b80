#include "verifiers/environments/legacy/lis.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "verifiers/environments/environment.h"
#include "verifiers/environments/legacy/sequence_reference.h"
#include "verifiers/environments/legacy/truth/lis_truth.h"

namespace referee {
inline namespace lis_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

constexpr int kMinValues = 5;
constexpr int kMaxValues = 64;

class LisTask final : public TaskType {
 public:
  absl::string_view Name() const override { return "lis"; }
  absl::string_view Source() const override { return "seed 000:lis"; }
  absl::string_view Description() const override {
    return "Longest increasing subsequence (seed 000): its length and 1-based "
           "IDs, answered as \\answer{k} and \\ids{...}.";
  }
  Problem::TaskCase ProtoCase() const override { return Problem::kLis; }
  std::vector<std::string> DefaultVerifiers() const override {
    return {"ids_exact"};
  }

  absl::StatusOr<PreparedProblemPtr> Prepare(Problem problem) const override {
    absl::Status status = tasks::PrepareLis(*problem.mutable_lis());
    if (!status.ok()) return status;
    return std::make_shared<PreparedProblem>(*this, std::move(problem));
  }

  std::string DefaultPrompt(const PreparedProblem& problem) const override {
    return tasks::LisPrompt(problem.problem().lis(), /*hint=*/false);
  }

  bool Generates() const override { return true; }
  absl::string_view DifficultyHelp() const override {
    return "values = 5 + difficulty (seed 000 App. A.2, values 1..1000, a "
           "unique LIS of length >= 2)";
  }
  int MaxDifficulty() const override { return kMaxValues - kMinValues; }

  absl::StatusOr<Problem> Generate(int difficulty,
                                   uint64_t seed) const override {
    tasks::Rng rng(environments::GeneratorSeed(Name(), difficulty, seed));
    tasks::LisGeneratorOptions options;
    options.min_rows = options.max_rows = kMinValues + difficulty;
    Problem problem = tasks::GenerateLis(rng, options);
    problem.set_difficulty(difficulty);
    problem.set_reference_output(environments::SequenceReference(
        problem.lis().solution(), problem.lis().answer(), {}));
    return problem;
  }
};

}  // namespace
}  // namespace lis_cc

absl::Status RegisterLisTask(Catalog& catalog, const TaskOptions& options) {
  return catalog.tasks.Register(std::make_unique<LisTask>());
}

}  // namespace referee
