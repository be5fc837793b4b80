#include "client/bench_workload.h"

#include <algorithm>
#include <functional>
#include <optional>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "client/commands.h"
#include "verifiers/environments/catalog.h"
#include "verifiers/environments/env_id.h"
#include "verifiers/environments/legacy/truth/datasets.h"

namespace referee {
namespace {

constexpr int kProblemsPerTask = 64;

// Reasoning-like filler of `bytes` bytes (none if the answer alone is
// longer), then the answer.
std::string Padded(int bytes, const std::string& answer) {
  static constexpr char kFiller[] =
      "Let me think step by step and check each case before answering. ";
  std::string output;
  const size_t want = static_cast<size_t>(std::max<int>(
      0, bytes - static_cast<int>(answer.size())));
  while (output.size() < want) output += kFiller;
  output.resize(want);
  return output + answer;
}

// Rollout `index` of a group of `size`: its output.
using MakeOutput =
    std::function<std::string(const referee::v1::Problem&, int index, int size)>;

struct TaskWorkload {
  std::vector<referee::v1::Problem> problems;
  MakeOutput make_output;
  bool put = true;  // Env problems need no PutProblems.
};

absl::StatusOr<std::vector<referee::v1::Problem>> Generate(
    const std::string& task) {
  tasks::DatasetOptions dataset;
  dataset.task = task;
  dataset.count = kProblemsPerTask;
  dataset.seed = 7;
  dataset.numbers = "3..4";
  return tasks::GenerateDataset(dataset);
}

// Even rollouts: the solution; odd: the solution without its last ID.
std::string IdsAnswer(const google::protobuf::RepeatedField<int32_t>& solution,
                      int index) {
  const int keep = solution.size() - (index % 2);
  return absl::StrCat("\\ids{",
                      absl::StrJoin(solution.begin(), solution.begin() + keep, ","),
                      "}");
}

// The reference output with its last digit changed: a wrong answer that
// still parses.
std::string Corrupted(std::string output) {
  const size_t at = output.find_last_of("0123456789");
  if (at != std::string::npos) output[at] = output[at] == '9' ? '0' : output[at] + 1;
  return output;
}

// env/NAME/LEVEL: 64 problems env/NAME/LEVEL/0..63, addressed by id alone
// (nothing to put); even rollouts the reference output, odd ones it with a
// digit changed.
absl::StatusOr<TaskWorkload> EnvironmentTask(const std::string& task,
                                             int output_bytes) {
  const std::string id_of_seed_0 = absl::StrCat(task, "/0");  // Views below.
  const std::optional<EnvId> env = ParseEnvId(id_of_seed_0);
  if (!env) {
    return absl::InvalidArgumentError(
        absl::StrCat("--task: '", task, "' is not env/NAME/LEVEL"));
  }
  static const Catalog* const kCatalog = [] {
    auto* catalog = new Catalog();
    (void)RegisterBuiltins(*catalog);
    return catalog;
  }();
  TaskWorkload workload;
  for (uint64_t seed = 0; seed < kProblemsPerTask; ++seed) {
    const std::string id = FormatEnvId(env->name, env->difficulty, seed);
    auto prepared = kCatalog->tasks.Prepare(
        EnvIdProblem(id, EnvId{env->name, env->difficulty, seed, std::nullopt}));
    if (!prepared.ok()) return prepared.status();
    workload.problems.push_back((*prepared)->problem());
  }
  workload.put = false;
  workload.make_output = [output_bytes](const referee::v1::Problem& p, int i, int) {
    return Padded(output_bytes, i % 2 == 0 ? p.reference_output()
                                           : Corrupted(p.reference_output()));
  };
  return workload;
}

absl::StatusOr<TaskWorkload> MakeTask(const std::string& task, int output_bytes) {
  TaskWorkload workload;
  if (task == "answer") {
    referee::v1::Problem problem;
    problem.set_id("bench-answer");
    problem.mutable_answer()->set_answer("42");
    workload.problems.push_back(problem);
    workload.make_output = [output_bytes](const referee::v1::Problem&, int i, int) {
      return Padded(output_bytes, i % 2 == 0 ? "\\boxed{42}" : "\\boxed{41}");
    };
    return workload;
  }
  if (task == "math_expr") {
    referee::v1::Problem problem;
    problem.set_id("bench-math-expr");
    problem.mutable_answer()->set_answer("(x+1)^2");
    workload.problems.push_back(problem);
    workload.make_output = [output_bytes](const referee::v1::Problem&, int i, int) {
      return Padded(output_bytes, i % 2 == 0 ? "\\boxed{x^2+2x+1}" : "\\boxed{x^2+2x}");
    };
    return workload;
  }
  if (task == "activity" || task == "lis") {
    auto problems = Generate(task);
    if (!problems.ok()) return problems.status();
    workload.problems = *std::move(problems);
    workload.make_output = [output_bytes](const referee::v1::Problem& p, int i, int) {
      return Padded(output_bytes, IdsAnswer(p.has_activity() ? p.activity().solution()
                                                             : p.lis().solution(),
                                            i));
    };
    return workload;
  }
  if (task == "countdown") {
    auto problems = Generate(task);
    if (!problems.ok()) return problems.status();
    workload.problems = *std::move(problems);
    workload.make_output = [output_bytes](const referee::v1::Problem& p,
                                          int kind, int group_size) {
      if (kind == group_size - 1) return Padded(output_bytes, "I give up.");
      const auto& numbers = p.countdown().numbers();
      static constexpr char kOps[] = {'+', '-', '*', '/'};
      std::string answer;
      for (int k = 0; k < numbers.size(); ++k) {
        // One rollout per group leaves a number out.
        if (kind == group_size - 2 && k == numbers.size() - 1) break;
        if (k > 0) absl::StrAppend(&answer, " ", std::string(1, kOps[(kind + k) % 4]), " ");
        absl::StrAppend(&answer, numbers[(k + kind) % numbers.size()]);
      }
      return Padded(output_bytes, absl::StrCat("<answer>", answer, "</answer>"));
    };
    return workload;
  }
  if (IsEnvId(task)) return EnvironmentTask(task, output_bytes);
  return absl::InvalidArgumentError(absl::StrCat(
      "--task: '", task,
      "' is not one of answer, math_expr, activity, lis, countdown, env/NAME/LEVEL"));
}

}  // namespace

absl::StatusOr<BenchWorkload> MakeBenchWorkload(
    const BenchWorkloadOptions& options) {
  if (options.batch_size <= 0 || options.group_size <= 0 ||
      options.output_bytes < 0) {
    return absl::InvalidArgumentError(
        "--batch_size and --group_size must be positive, --output_bytes >= 0");
  }
  std::vector<std::string> names =
      absl::StrSplit(options.tasks, ',', absl::SkipEmpty());
  if (names.empty()) return absl::InvalidArgumentError("--task: empty");
  std::vector<TaskWorkload> parts;
  BenchWorkload workload;
  for (const std::string& name : names) {
    auto part = MakeTask(name, options.output_bytes);
    if (!part.ok()) return part.status();
    if (part->put && !options.inline_problems) {
      workload.problems.insert(workload.problems.end(), part->problems.begin(),
                               part->problems.end());
    }
    parts.push_back(*std::move(part));
  }
  if (absl::Status s = ParseSpec(options.spec_json, workload.request.mutable_spec());
      !s.ok()) {
    return s;
  }
  if (options.spec_json.empty() && names == std::vector<std::string>{"countdown"}) {
    workload.request.mutable_spec()->add_terms()->set_verifier("countdown_ast");
  }
  // Group g comes from task g % tasks, problem (g / tasks) % problems.
  absl::flat_hash_set<std::string> carried;  // Ids already in request.problems.
  for (int i = 0; workload.request.rollouts_size() < options.batch_size; ++i) {
    const int group = i / options.group_size;
    const TaskWorkload& part = parts[group % parts.size()];
    const auto& problem =
        part.problems[(group / parts.size()) % part.problems.size()];
    if (options.inline_problems && carried.insert(problem.id()).second) {
      referee::v1::Problem& label = *workload.request.add_problems();
      label = problem;
      label.clear_prompt();
      label.clear_reference_output();
    }
    referee::v1::Rollout& rollout = *workload.request.add_rollouts();
    rollout.set_prompt_id(problem.id());
    rollout.set_output(part.make_output(problem, i % options.group_size,
                                        options.group_size));
  }
  return workload;
}

}  // namespace referee
