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
#include "absl/base/call_once.h"
#include "verifiers/environments/instance_fields.h"
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

// What the catalogue says of a member, given once to its base's
// constructor (the base answers TaskType's Name(), Source(), MaxDifficulty(),
// Description() and DifficultyHelp() from it). The views are string
// literals or constants that outlive the member.
//
//   CrtEnvironment()
//       : InstanceEnvironment({"crt", "RLVE-Gym:CRT", kMaxDifficulty,
//                              "Find a non-negative integer ...",
//                              /*difficulty_help=*/"MAX_X = 5, MAX_M = 2; ..."}) {}
struct About {
  absl::string_view name;             // The task type, and its own verifier's name.
  absl::string_view source;           // Where the definition comes from: "RLVE-Gym:CRT".
  int max_difficulty = -1;            // Levels 0..max_difficulty.
  absl::string_view description;      // One sentence for `referee environments`.
  absl::string_view difficulty_help = {};  // What a level sets.
};

// A prepared problem carrying the environment's native instance (and, for
// an optimisation environment's state, the state: optimization_environment.h).
template <typename Instance>
class PreparedInstance : public PreparedProblem {
 public:
  PreparedInstance(const TaskType& task, referee::v1::Problem problem,
                   Instance instance, size_t text_bytes = 0)
      : PreparedProblem(task, std::move(problem), text_bytes),
        instance_(std::move(instance)) {}
  const Instance& instance() const { return instance_; }

 private:
  const Instance instance_;
};

// What an environment with declared fields (instance_fields.h) says of
// them, for the registry-wide tests; reached by dynamic_cast from TaskType.
class DeclaredInstance {
 public:
  virtual ~DeclaredInstance() = default;
  // The declared fields in order; empty when the member writes and reads
  // its instance itself.
  virtual std::vector<FieldInfo> DeclaredFieldInfo() const = 0;
};

template <typename Instance>
class InstanceEnvironment : public TaskType, public DeclaredInstance {
 public:
  explicit InstanceEnvironment(const About& about) : about_(about) {}

  absl::string_view Name() const final { return about_.name; }
  absl::string_view Source() const final { return about_.source; }
  absl::string_view Description() const final { return about_.description; }
  absl::string_view DifficultyHelp() const final { return about_.difficulty_help; }
  int MaxDifficulty() const final { return about_.max_difficulty; }
  std::vector<FieldInfo> DeclaredFieldInfo() const final { return Fields().Info(); }
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
    absl::StatusOr<Instance> instance = MakeFor(difficulty, seed);
    if (!instance.ok()) return instance.status();
    Write(*instance, instance_out);
    return Shell(*instance, difficulty, seed);
  }

  // Builds the instance natively: no JSON instance in the problem (the id
  // and environment fields regenerate it), so Sample and scoring by id
  // never build or parse a Struct.
  absl::StatusOr<PreparedProblemPtr> GeneratePrepared(const std::string& id, int difficulty,
                                                      uint64_t seed,
                                                      ShownText* shown) const final {
    if (absl::Status s = CheckLevel(difficulty); !s.ok()) return s;
    absl::StatusOr<Instance> made = MakeFor(difficulty, seed);
    if (!made.ok()) return made.status();
    Instance& instance = *made;
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

  std::string DefaultPrompt(const PreparedProblem& problem) const override {
    return Prompt(problem.As<PreparedInstance<Instance>>().instance());
  }
  std::string DefaultReference(const PreparedProblem& problem) const override {
    return Reference(problem.As<PreparedInstance<Instance>>().instance());
  }

 protected:
  // Make, then Finish: a generated instance passes the checks an explicit
  // one does (failing them is a generator bug, reported as Internal).
  absl::StatusOr<Instance> MakeFor(int difficulty, uint64_t seed) const {
    tasks::Rng rng(GeneratorSeed(Name(), difficulty, seed));
    Instance instance = Make(difficulty, rng);
    if (absl::Status s = Finish(instance); !s.ok()) {
      return absl::InternalError(absl::StrCat(Name(), " generated a bad instance at level ",
                                              difficulty, " seed ", seed, ": ", s.message()));
    }
    return instance;
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
  const InstanceFields<Instance>& Fields() const {
    absl::call_once(fields_once_, [this] {
      fields_ = std::make_unique<InstanceFields<Instance>>();
      DeclareFields(*fields_);
    });
    return *fields_;
  }
  const About about_;
  mutable absl::once_flag fields_once_;
  mutable std::unique_ptr<InstanceFields<Instance>> fields_;
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
  // A random instance of level `difficulty` (0..MaxDifficulty()); Finish
  // runs on it next.
  virtual Instance Make(int difficulty, tasks::Rng& rng) const = 0;
  // The instance's fields, declared once (instance_fields.h): they give
  // Write and Read below. A member that declares none writes and reads
  // its instance itself (overriding both).
  virtual void DeclareFields(InstanceFields<Instance>& fields) const {}
  // After the declared fields are read, and after Make: the checks across
  // fields (an error names the field: BadInstance) and the derived data
  // scoring needs (the answer, a sorted copy).
  virtual absl::Status Finish(Instance& instance) const { return absl::OkStatus(); }
  // The instance as documented JSON; Read(Write(x)) must give x back.
  virtual void Write(const Instance& instance, InstanceWriter& out) const {
    Fields().Write(instance, out);
  }
  // Checks an instance (bounds on every size) and derives what scoring
  // needs (e.g. the sorted list).
  virtual absl::StatusOr<Instance> Read(const InstanceReader& in) const {
    Instance instance;
    if (absl::Status s = Fields().Read(in, instance); !s.ok()) return s;
    if (absl::Status s = Finish(instance); !s.ok()) return s;
    return instance;
  }
  virtual std::string Prompt(const Instance& instance) const = 0;
  // An output that earns full credit.
  virtual std::string Reference(const Instance& instance) const = 0;
};

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ENVIRONMENT_H_
