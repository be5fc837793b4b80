#include "verifiers/task_registry.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace referee {

using referee::v1::Problem;

absl::Status TaskRegistry::Register(std::unique_ptr<TaskType> task) {
  std::string name(task->Name());
  if (tasks_.contains(name)) {
    return absl::AlreadyExistsError(absl::StrCat("duplicate task: ", name));
  }
  const Problem::TaskCase proto_case = task->ProtoCase();
  if (proto_case != Problem::kEnvironment &&
      proto_case != Problem::TASK_NOT_SET) {
    if (!by_case_.emplace(proto_case, task.get()).second) {
      return absl::AlreadyExistsError(
          absl::StrCat("task ", name, ": its Problem field is taken"));
    }
  }
  task->index_ = ordered_.size();
  task->family_ = family_;
  ordered_.push_back(task.get());
  tasks_.emplace(std::move(name), std::move(task));
  return absl::OkStatus();
}

absl::Status TaskRegistry::RegisterDerived(std::unique_ptr<TaskType> task,
                                           const TaskType& like) {
  std::string name(task->Name());
  if (tasks_.contains(name) || derived_.contains(name)) {
    return absl::AlreadyExistsError(absl::StrCat("duplicate task: ", name));
  }
  task->index_ = like.index_;
  task->family_ = like.family_;
  derived_.emplace(std::move(name), std::move(task));
  return absl::OkStatus();
}

const TaskType* TaskRegistry::Find(absl::string_view name) const {
  auto it = tasks_.find(name);
  if (it != tasks_.end()) return it->second.get();
  auto derived = derived_.find(name);
  return derived == derived_.end() ? nullptr : derived->second.get();
}

const TaskType* TaskRegistry::ForProblem(const Problem& problem) const {
  if (problem.has_environment()) return Find(problem.environment().name());
  auto it = by_case_.find(problem.task_case());
  return it == by_case_.end() ? nullptr : it->second;
}

std::string TaskRegistry::Names(bool environments_only) const {
  std::vector<absl::string_view> names;
  for (const TaskType* task : ordered_) {
    if (!environments_only || task->Generates()) names.push_back(task->Name());
  }
  return absl::StrJoin(names, ", ");
}

namespace {

absl::Status Named(const std::string& id, const absl::Status& status) {
  return absl::Status(status.code(),
                      absl::StrCat("problem ", id, ": ", status.message()));
}

}  // namespace

absl::StatusOr<PreparedProblemPtr> TaskRegistry::Prepare(Problem problem) const {
  if (problem.id().empty()) {
    return absl::InvalidArgumentError("problem has an empty id");
  }
  const std::string id = problem.id();
  if (problem.task_case() == Problem::TASK_NOT_SET) {
    return Named(id, absl::InvalidArgumentError(absl::StrCat(
                         "no task (set one of activity, lis, countdown, "
                         "answer, environment)")));
  }
  const TaskType* task = ForProblem(problem);
  if (task == nullptr) {
    return Named(id, absl::InvalidArgumentError(absl::StrCat(
                         "unknown environment '", problem.environment().name(),
                         "' (environments: ", Names(true), ")")));
  }
  if (problem.has_environment()) {
    const referee::v1::EnvironmentInstance& env = problem.environment();
    if (env.has_state()) {
      if (env.state() < 0) {
        return Named(id, absl::InvalidArgumentError(absl::StrCat(
                             "environment.state: ", env.state(), " is negative")));
      }
      if (!env.has_instance() && (env.difficulty() < 0 || env.difficulty() > task->MaxDifficulty())) {
        return Named(id, absl::InvalidArgumentError(absl::StrCat(
                             "environment.difficulty: ", env.difficulty(),
                             " is outside 0..", task->MaxDifficulty(), " for ", task->Name())));
      }
      absl::StatusOr<PreparedProblemPtr> at_state =
          task->PrepareState(std::move(problem), /*shown=*/nullptr);
      if (!at_state.ok()) return Named(id, at_state.status());
      return at_state;
    }
    if (env.has_instance()) {
      if (task->ProtoCase() != Problem::kEnvironment) {
        return Named(id, absl::InvalidArgumentError(absl::StrCat(
                             "environment.instance: ", task->Name(),
                             " problems give their data in the '",
                             task->Name(), "' field")));
      }
    } else {
      if (!task->Generates()) {
        return Named(id, absl::InvalidArgumentError(absl::StrCat(
                             task->Name(), " has no generator")));
      }
      if (env.difficulty() < 0 || env.difficulty() > task->MaxDifficulty()) {
        return Named(id, absl::InvalidArgumentError(absl::StrCat(
                             "environment.difficulty: ", env.difficulty(),
                             " is outside 0..", task->MaxDifficulty(),
                             " for ", task->Name())));
      }
      absl::StatusOr<PreparedProblemPtr> generated =
          task->GeneratePrepared(id, env.difficulty(), env.seed(), /*shown=*/nullptr);
      if (!generated.ok()) return Named(id, generated.status());
      return generated;
    }
  }
  absl::StatusOr<PreparedProblemPtr> prepared = task->Prepare(std::move(problem));
  if (!prepared.ok()) return Named(id, prepared.status());
  return prepared;
}

}  // namespace referee
