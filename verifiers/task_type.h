// The task-type interface (DESIGN §8, STYLE §11): everything the server,
// the client and the tests need to know about one kind of problem. A task
// type checks and prepares problems; an environment is a task type that can
// also generate them from (difficulty, seed). Task types are registered in
// a TaskRegistry once, before serving, and only read afterwards:
// Prepare() and Generate() run concurrently on pool threads.
#ifndef REFEREE_VERIFIERS_TASK_TYPE_H_
#define REFEREE_VERIFIERS_TASK_TYPE_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/string_view.h"
#include "proto/referee/v1/referee.pb.h"
#include "verifiers/parsing/final_answer.h"
#include "verifiers/prepared_problem.h"
#include "verifiers/session.h"

namespace referee {
namespace environments {
class InstanceWriter;
}  // namespace environments

// Sizes of what task types keep between requests. Passed at registration,
// so each server (and each test) owns its caches: no globals.
struct TaskOptions {
  // Bound of each task type's own cache (e.g. Countdown's solution tables).
  size_t cache_bytes = size_t{256} << 20;
};

// One cache a task type keeps, read by /metrics at scrape time as
// referee_<name>_cache_{hits_total,misses_total,bytes,entries}.
struct CacheStats {
  std::string name;
  uint64_t hits = 0;
  uint64_t misses = 0;
  uint64_t bytes = 0;
  uint64_t entries = 0;
};

class TaskType {
 public:
  virtual ~TaskType() = default;

  // Registry key, `env/<name>/...` id part and the `task` metrics label.
  virtual absl::string_view Name() const = 0;
  // One line for ListEnvironments and `referee environments`.
  virtual absl::string_view Description() const = 0;
  // Where its definition comes from (EnvironmentInfo.source, DESIGN §8):
  // "RLVE-Gym:<RLVE-Gym's identifier>" for a port ("RLVE-Gym:Sorting"),
  // "seed 004:<puzzle>", "VAST:<task>", "seed 000:activity", or "Referee"
  // for one of our own.
  virtual absl::string_view Source() const = 0;
  // Which Problem oneof case carries this task's data. Environments added
  // after the first four use kEnvironment (EnvironmentInstance).
  virtual referee::v1::Problem::TaskCase ProtoCase() const = 0;
  // The verifiers an empty spec uses for it, each of weight 1.
  virtual std::vector<std::string> DefaultVerifiers() const = 0;

  // Checks `problem` (its task data is this type's) and fills in the ground
  // truth it omits. Errors are InvalidArgument describing the data; the
  // caller prefixes the problem's id.
  virtual absl::StatusOr<PreparedProblemPtr> Prepare(
      referee::v1::Problem problem) const = 0;

  // The prompt shown to a model for `problem` when its file gave none (the
  // demo data, explicit instances); empty if the type has no prompt format.
  // Not called when scoring.
  virtual std::string DefaultPrompt(const PreparedProblem& problem) const {
    return "";
  }
  // An output that earns full credit for `problem` (an explicit instance's
  // reference, which its file does not carry); empty if the type cannot
  // say. Not called when scoring.
  virtual std::string DefaultReference(const PreparedProblem& problem) const {
    return "";
  }

  // --- Environments (types that generate). The defaults say "cannot".

  // Whether Generate() works; only then is it an environment.
  virtual bool Generates() const { return false; }
  // What one difficulty level changes, for ListEnvironments.
  virtual absl::string_view DifficultyHelp() const { return ""; }
  // The highest level Generate() accepts (sizes past it would make
  // generation or prompts unreasonably large).
  virtual int MaxDifficulty() const { return -1; }
  // The problem for (difficulty, seed): the same bytes on every build and
  // platform. Sets prompt, difficulty, the task data (ground truth
  // included) and reference_output; the caller sets the id. Called only
  // with 0 <= difficulty <= MaxDifficulty().
  virtual absl::StatusOr<referee::v1::Problem> Generate(int difficulty,
                                                        uint64_t seed) const {
    return absl::UnimplementedError("this task has no generator");
  }

  // Generate(), with the explicit instance written to `instance` instead
  // of into the Problem (which then has none): `referee generate` writes
  // it as JSON without building a Struct (issue #27). Unimplemented for
  // task types whose data is not an EnvironmentInstance.
  virtual absl::StatusOr<referee::v1::Problem> GenerateInstanceTo(
      int difficulty, uint64_t seed, environments::InstanceWriter& instance) const {
    return absl::UnimplementedError("this task writes no environment instance");
  }

  // The prepared problem of (difficulty, seed) under `id`, what an env id
  // names. The default is Generate() then Prepare(); environments override
  // it to skip the JSON round trip of their instance, which the prepared
  // problem's Problem then leaves out (its id regenerates it). With
  // `shown`, the prompt and reference output go there (Sample hands them
  // out); environments move them, so the prepared problem (cached) leaves
  // them out too, and its ApproximateBytes still counts them.
  virtual absl::StatusOr<PreparedProblemPtr> GeneratePrepared(const std::string& id,
                                                              int difficulty, uint64_t seed,
                                                              ShownText* shown) const {
    absl::StatusOr<referee::v1::Problem> problem = Generate(difficulty, seed);
    if (!problem.ok()) return problem.status();
    problem->set_id(id);
    // Copied, not moved: Prepare() builds the prepared problem, and its
    // size estimate must keep counting the text.
    if (shown != nullptr) {
      shown->prompt = problem->prompt();
      shown->reference_output = problem->reference_output();
    }
    return Prepare(*std::move(problem));
  }

  // --- States (DESIGN §8; seed 003's ν GRPO state sampler): optimisation
  // environments pose a problem at a state along the solver's path. The
  // defaults say "no states".
  // Whether the type poses states at all (Sample's `states: true`).
  virtual bool PosesStates() const { return false; }
  // How many states the problem of (difficulty, seed) has: the solver's
  // path's length (state k = after its first k actions, k < the count).
  // 0 for a type without states.
  virtual absl::StatusOr<int64_t> StateCount(int difficulty, uint64_t seed) const {
    return 0;
  }
  // `problem` (an EnvironmentInstance with `state` set: generated from its
  // difficulty and seed, or its explicit instance) prepared at that state.
  // With `shown`, the prompt and reference output go there, as in
  // GeneratePrepared.
  virtual absl::StatusOr<PreparedProblemPtr> PrepareState(referee::v1::Problem problem,
                                                          ShownText* shown) const {
    return absl::InvalidArgumentError(
        absl::StrCat(Name(), " poses no states (only optimisation environments do)"));
  }

  // Moves `problem`'s prompt and reference output to `shown`.
  static void MoveShownText(referee::v1::Problem& problem, ShownText& shown) {
    shown.prompt = std::move(*problem.mutable_prompt());
    shown.reference_output = std::move(*problem.mutable_reference_output());
    problem.clear_prompt();
    problem.clear_reference_output();
  }

  // --- Interactive environments (DESIGN §11). The defaults say "one turn".
  // Step's opening observation of `problem` (no action yet): its prompt,
  // or the task's own for a problem given without one.
  virtual std::string OpeningObservation(const PreparedProblem& problem) const {
    if (!problem.problem().prompt().empty()) return problem.problem().prompt();
    return DefaultPrompt(problem);
  }
  // The most actions an episode of level `difficulty` takes; 0 for a
  // single-turn task (Step then plays it as one turn, scored as Score
  // scores the action).
  virtual int MaxTurns(int difficulty) const { return 0; }
  // A new episode of `problem` (prepared by this type), played by Step.
  // The session may keep references into `problem`: the caller keeps the
  // problem alive while it plays.
  virtual absl::StatusOr<std::unique_ptr<Session>> StartSession(
      const PreparedProblem& problem) const {
    return absl::UnimplementedError("a single-turn task has no session");
  }

  // The reference policy's Step actions for `problem`, whose reference
  // output is `reference_output` (benchmarks, examples and tests play
  // them; they earn the episode's full return). By default one action a
  // line of the final answer (the games); optimisation environments give
  // their solver's path from the problem's state, one JSON action a turn.
  virtual std::vector<std::string> ReferencePolicy(const PreparedProblem& problem,
                                                   absl::string_view reference_output) const {
    std::vector<std::string> actions;
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(reference_output);
    for (absl::string_view line :
         absl::StrSplit(answer.value_or(""), '\n', absl::SkipWhitespace())) {
      actions.emplace_back(absl::StripAsciiWhitespace(line));
    }
    return actions;
  }

  // The caches this type keeps (for /metrics).
  virtual std::vector<CacheStats> Caches() const { return {}; }

  // Dense, 0-based, in registration order: indexes per-task tables.
  size_t index() const { return index_; }
  // The family folder under verifiers/environments/ it is registered from
  // ("graphs", "puzzles", ...; EnvironmentInfo.family).
  const std::string& family() const { return family_; }

 private:
  friend class TaskRegistry;
  size_t index_ = 0;
  std::string family_;
};

}  // namespace referee

#endif  // REFEREE_VERIFIERS_TASK_TYPE_H_
