// The shape every generated environment after the first four shares
// (DESIGN §8): its data lives in EnvironmentInstance.instance (JSON in the
// schema it documents), it generates from (difficulty, seed) with the
// project's own PRNG, and scoring reads a native `Instance` prepared once.
// A new environment derives from InstanceEnvironment<Instance> and supplies
// Make / Write / Read / Prompt / Reference; docs/DEVELOPERS.md has the recipe.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ENVIRONMENT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ENVIRONMENT_H_

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "google/protobuf/struct.pb.h"
#include "proto/referee/v1/referee.pb.h"
#include "verifiers/environments/instance_io.h"
#include "verifiers/prepared_problem.h"
#include "verifiers/task_type.h"
#include "verifiers/environments/random.h"

namespace referee {
namespace environments {

// The generator seed of one (environment, difficulty, seed): distinct
// environments and levels draw independent streams from the same seed.
uint64_t GeneratorSeed(absl::string_view name, int difficulty, uint64_t seed);

// The reference output every environment's default verifier reads.
std::string AnswerTagged(absl::string_view answer);

// A prepared problem carrying the environment's native instance.
template <typename Instance>
class PreparedInstance final : public PreparedProblem {
 public:
  PreparedInstance(const TaskType& task, referee::v1::Problem problem,
                   Instance instance, size_t text_bytes = 0)
      : PreparedProblem(task, std::move(problem), text_bytes),
        instance_(std::move(instance)) {}
  const Instance& instance() const { return instance_; }

 private:
  const Instance instance_;
};

template <typename Instance>
class InstanceEnvironment : public TaskType {
 public:
  referee::v1::Problem::TaskCase ProtoCase() const final {
    return referee::v1::Problem::kEnvironment;
  }
  bool Generates() const final { return true; }
  std::vector<std::string> DefaultVerifiers() const override {
    return {std::string(Name())};
  }

  absl::StatusOr<referee::v1::Problem> Generate(int difficulty,
                                                uint64_t seed) const final {
    google::protobuf::Struct instance;
    StructInstanceWriter writer(instance);
    absl::StatusOr<referee::v1::Problem> problem = GenerateInstanceTo(difficulty, seed, writer);
    if (problem.ok()) problem->mutable_environment()->mutable_instance()->Swap(&instance);
    return problem;
  }

  absl::StatusOr<referee::v1::Problem> GenerateInstanceTo(
      int difficulty, uint64_t seed, InstanceWriter& instance_out) const final {
    if (absl::Status s = CheckLevel(difficulty); !s.ok()) return s;
    const Instance instance = MakeFor(difficulty, seed);
    Write(instance, instance_out);
    return Shell(instance, difficulty, seed);
  }

  // Builds the instance natively: no JSON instance in the problem (the id
  // and environment fields regenerate it), so Sample and scoring by id
  // never build or parse a Struct.
  absl::StatusOr<PreparedProblemPtr> GeneratePrepared(const std::string& id, int difficulty,
                                                      uint64_t seed,
                                                      ShownText* shown) const final {
    if (absl::Status s = CheckLevel(difficulty); !s.ok()) return s;
    Instance instance = MakeFor(difficulty, seed);
    referee::v1::Problem problem = Shell(instance, difficulty, seed);
    problem.set_id(id);
    size_t text_bytes = 0;
    if (shown != nullptr) {
      text_bytes = problem.prompt().capacity() + problem.reference_output().capacity();
      MoveShownText(problem, *shown);
    }
    return std::make_shared<PreparedInstance<Instance>>(
        *this, std::move(problem), std::move(instance), text_bytes);
  }

  absl::StatusOr<PreparedProblemPtr> Prepare(
      referee::v1::Problem problem) const final {
    absl::StatusOr<Instance> instance =
        Read(InstanceReader(problem.environment().instance()));
    if (!instance.ok()) return instance.status();
    return std::make_shared<PreparedInstance<Instance>>(
        *this, std::move(problem), *std::move(instance));
  }

  std::string DefaultPrompt(const PreparedProblem& problem) const final {
    return Prompt(problem.As<PreparedInstance<Instance>>().instance());
  }

 private:
  // Make() may size fixed tables by MaxDifficulty(): a level past it is an
  // error here too, not only in the registry's id parsing.
  absl::Status CheckLevel(int difficulty) const {
    if (difficulty < 0 || difficulty > this->MaxDifficulty()) {
      return absl::InvalidArgumentError(
          absl::StrCat(Name(), ": difficulty ", difficulty, " is outside 0..",
                       this->MaxDifficulty()));
    }
    return absl::OkStatus();
  }
  Instance MakeFor(int difficulty, uint64_t seed) const {
    tasks::Rng rng(GeneratorSeed(Name(), difficulty, seed));
    return Make(difficulty, rng);
  }
  // Everything but the id and the JSON instance: level, environment
  // fields, prompt and reference output.
  referee::v1::Problem Shell(const Instance& instance, int difficulty,
                             uint64_t seed) const {
    referee::v1::Problem problem;
    problem.set_difficulty(difficulty);
    referee::v1::EnvironmentInstance& env = *problem.mutable_environment();
    env.set_name(std::string(Name()));
    env.set_difficulty(difficulty);
    env.set_seed(seed);
    problem.set_prompt(Prompt(instance));
    problem.set_reference_output(Reference(instance));
    return problem;
  }

 protected:
  // A random instance of level `difficulty` (0..MaxDifficulty()).
  virtual Instance Make(int difficulty, tasks::Rng& rng) const = 0;
  // The instance as documented JSON; Read(Write(x)) must give x back.
  virtual void Write(const Instance& instance, InstanceWriter& out) const = 0;
  // Checks an instance (bounds on every size) and derives what scoring
  // needs (e.g. the sorted list).
  virtual absl::StatusOr<Instance> Read(const InstanceReader& in) const = 0;
  virtual std::string Prompt(const Instance& instance) const = 0;
  // An output that earns full credit.
  virtual std::string Reference(const Instance& instance) const = 0;
};

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ENVIRONMENT_H_
