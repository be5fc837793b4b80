#include "verifiers/environments/code/programming_task.h"

#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "google/protobuf/util/json_util.h"
#include "verifiers/environments/code/code_task.h"
#include "verifiers/environments/random.h"

namespace referee {
inline namespace programming_task_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

// A generated programming task: each test graded by the environment's own
// verifier on that test's instance.
class PreparedProgrammingTask final : public PreparedCode {
 public:
  PreparedProgrammingTask(const TaskType& code_task, Problem problem, size_t text_bytes,
                          std::vector<PreparedProblemPtr> instances, const Verifier& grader,
                          const ParamValues& params)
      : PreparedCode(code_task, std::move(problem), text_bytes),
        instances_(std::move(instances)),
        grader_(grader),
        params_(params) {}

  bool Passes(size_t test, absl::string_view stdout_text) const override {
    if (test >= instances_.size()) return false;
    const absl::StatusOr<Verdict> verdict =
        grader_.Verify({*instances_[test], stdout_text, params_});
    return verdict.ok() && verdict->correct;
  }

 private:
  const std::vector<PreparedProblemPtr> instances_;
  const Verifier& grader_;
  const ParamValues& params_;
};

std::string Prompt(absl::string_view example_prompt, absl::string_view example_json,
                   const v1::CodeLimits& limits) {
  return absl::StrCat(
      "Write a Python 3 program that solves any problem of the kind below.\n\n"
      "This is one such problem, as it would be posed in words:\n\n",
      example_prompt,
      "\n\nYour program reads one problem on standard input: one line holding a JSON "
      "object with the problem's data. The problem above would be given as:\n\n",
      example_json,
      "\n\nIt must print the answer the problem asks for, in the form the problem asks "
      "for it (what a reply to the problem above would end with). It will be run on ",
      kProgrammingTests,
      " other problems of this kind and size, each with at most ",
      limits.time_seconds(), " seconds of CPU time and ", limits.memory_bytes() >> 20,
      " MiB of memory, with the Python standard library only and no network. Give the "
      "whole program in one ```python code block.");
}

class ProgrammingTask final : public TaskType {
 public:
  ProgrammingTask(const TaskType& environment, const TaskType& code_task,
                  const Verifier& grader, ParamValues params)
      : environment_(environment),
        code_task_(code_task),
        grader_(grader),
        params_(std::move(params)),
        name_(absl::StrCat(kProgrammingPrefix, environment.Name())),
        description_(absl::StrCat("A program that solves ", environment.Name(),
                                  " problems, judged by ", grader.Name(),
                                  " on hidden instances (run in the sandbox).")) {}

  absl::string_view Name() const override { return name_; }
  absl::string_view Description() const override { return description_; }
  absl::string_view Source() const override { return environment_.Source(); }
  Problem::TaskCase ProtoCase() const override { return Problem::kCode; }
  std::vector<std::string> DefaultVerifiers() const override { return {"code_tests"}; }
  bool Generates() const override { return true; }
  absl::string_view DifficultyHelp() const override { return environment_.DifficultyHelp(); }
  int MaxDifficulty() const override { return environment_.MaxDifficulty(); }

  absl::StatusOr<PreparedProblemPtr> Prepare(Problem problem) const override {
    return absl::InvalidArgumentError(absl::StrCat(
        name_, " problems are generated from their id (env/", name_, "/<d>/<seed>); "
        "give an explicit one as a `code` problem"));
  }

  absl::StatusOr<Problem> Generate(int difficulty, uint64_t seed) const override {
    std::vector<PreparedProblemPtr> instances;
    return Build(difficulty, seed, instances);
  }

  absl::StatusOr<PreparedProblemPtr> GeneratePrepared(const std::string& id, int difficulty,
                                                      uint64_t seed,
                                                      ShownText* shown) const override {
    std::vector<PreparedProblemPtr> instances;
    absl::StatusOr<Problem> problem = Build(difficulty, seed, instances);
    if (!problem.ok()) return problem.status();
    problem->set_id(id);
    size_t text_bytes = 0;
    for (const PreparedProblemPtr& instance : instances) {
      text_bytes += instance->ApproximateBytes() / 2;
    }
    if (shown != nullptr) {
      text_bytes += problem->prompt().size();
      shown->prompt = std::move(*problem->mutable_prompt());
      shown->reference_output.clear();
      problem->clear_prompt();
    }
    return std::make_shared<PreparedProgrammingTask>(code_task_, *std::move(problem),
                                                     text_bytes, std::move(instances),
                                                     grader_, params_);
  }

 private:
  // The problem of (difficulty, seed), and its tests' prepared instances.
  absl::StatusOr<Problem> Build(int difficulty, uint64_t seed,
                                std::vector<PreparedProblemPtr>& instances) const {
    Problem out;
    out.set_difficulty(difficulty);
    v1::CodeProblem& code = *out.mutable_code();
    code.set_language("python3");
    tasks::Rng seeds(seed);
    std::string example_prompt, example_json;
    size_t longest_answer = 0;
    for (int k = 0; k <= kProgrammingTests; ++k) {
      absl::StatusOr<Problem> instance = environment_.Generate(difficulty, seeds.Next());
      if (!instance.ok()) return instance.status();
      if (!instance->environment().has_instance()) {
        return absl::InternalError(absl::StrCat(environment_.Name(), " wrote no instance"));
      }
      std::string json;
      if (!google::protobuf::util::MessageToJsonString(instance->environment().instance(),
                                                       &json)
               .ok()) {
        return absl::InternalError("cannot write the instance as JSON");
      }
      if (k == 0) {
        example_prompt = instance->prompt();
        example_json = std::move(json);
        continue;
      }
      v1::CodeTest& test = *code.add_tests();
      test.set_stdin(absl::StrCat(json, "\n"));
      test.set_expected_stdout(instance->reference_output());
      longest_answer = std::max(longest_answer, instance->reference_output().size());
      instance->set_id(absl::StrCat(name_, "#", k));
      instance->clear_prompt();
      absl::StatusOr<PreparedProblemPtr> prepared = environment_.Prepare(*std::move(instance));
      if (!prepared.ok()) return prepared.status();
      instances.push_back(*std::move(prepared));
    }
    // Room for any answer the environment's own reference might give.
    code.mutable_limits()->set_output_bytes(static_cast<int64_t>(
        std::min<size_t>(kMaxCodeOutput, std::max<size_t>(kDefaultCodeOutput, 4 * longest_answer))));
    if (absl::Status s = CompleteCodeProblem(code); !s.ok()) return s;
    out.set_prompt(Prompt(example_prompt, example_json, code.limits()));
    return out;
  }

  const TaskType& environment_;
  const TaskType& code_task_;
  const Verifier& grader_;
  const ParamValues params_;
  const std::string name_;
  const std::string description_;
};

}  // namespace
}  // namespace programming_task_cc

absl::Status RegisterProgrammingTasks(Catalog& catalog) {
  const TaskType* code_task = catalog.tasks.Find("code");
  if (code_task == nullptr) return absl::InternalError("the code task is not registered");
  // A copy: registering adds to what is being walked.
  const std::vector<const TaskType*> tasks = catalog.tasks.All();
  for (const TaskType* task : tasks) {
    // The games family is played over turns against an opponent: there is
    // no one answer for a program to print. (Optimisation environments also
    // have turns in Step, but one answer in Score: they qualify.)
    if (!task->Generates() || task->ProtoCase() != Problem::kEnvironment ||
        task->family() == "games" || task->DefaultVerifiers().empty()) {
      continue;
    }
    const Verifier* grader = catalog.verifiers.Find(task->DefaultVerifiers().front());
    if (grader == nullptr) continue;
    absl::StatusOr<ParamValues> params =
        ParamValues::Resolve(grader->Params(), google::protobuf::Struct(), "params");
    if (!params.ok()) return params.status();
    if (absl::Status s = catalog.tasks.RegisterDerived(
            std::make_unique<ProgrammingTask>(*task, *code_task, *grader, *std::move(params)),
            *code_task);
        !s.ok()) {
      return s;
    }
  }
  return absl::OkStatus();
}

}  // namespace referee
