// The explicit list of task types a server or CLI knows (STYLE §3, §11),
// the twin of VerifierRegistry. Filled once before serving, then only
// read, so lookups take no lock. Each task type gets a dense index, so
// per-task tables are vectors: there is no cap on how many task types exist.
#ifndef REFEREE_VERIFIERS_TASK_REGISTRY_H_
#define REFEREE_VERIFIERS_TASK_REGISTRY_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "verifiers/task_type.h"

namespace referee {

class TaskRegistry {
 public:
  TaskRegistry() = default;
  TaskRegistry(const TaskRegistry&) = delete;
  TaskRegistry& operator=(const TaskRegistry&) = delete;

  // AlreadyExists for a duplicate name or a second type claiming the same
  // non-environment proto case. The task's family() is the family begun
  // last (RegisterFamily in verifiers/environments/catalog.h).
  absl::Status Register(std::unique_ptr<TaskType> task);
  // The family folder the following Register() calls belong to; "" ends it.
  void BeginFamily(absl::string_view family) { family_ = std::string(family); }

  // A task type Find() knows but All() does not list: the programming
  // task of each environment, `code:<name>` (DESIGN §12). It shares
  // `like`'s index and family, so specs and metrics treat its problems as
  // `like`'s, and registry-wide loops (listings, the registry-wide tests)
  // see the catalogue once.
  absl::Status RegisterDerived(std::unique_ptr<TaskType> task, const TaskType& like);

  // The task type called `name` (derived ones too), or nullptr.
  const TaskType* Find(absl::string_view name) const;
  // The task type of `problem`: by its oneof case, or for `environment` by
  // the instance's name. Null if none (no task, or an unknown environment).
  const TaskType* ForProblem(const referee::v1::Problem& problem) const;
  // Every task type in registration order; All()[i]->index() == i.
  const std::vector<const TaskType*>& All() const { return ordered_; }
  size_t size() const { return ordered_.size(); }

  // Checks a problem and prepares it with its task type (generating it when
  // it is an environment instance without an explicit `instance`).
  // InvalidArgument messages start with "problem ID: ".
  absl::StatusOr<PreparedProblemPtr> Prepare(referee::v1::Problem problem) const;

  // Comma-separated names, for help texts and error messages.
  std::string Names(bool environments_only = false) const;

 private:
  absl::flat_hash_map<std::string, std::unique_ptr<TaskType>> tasks_;
  absl::flat_hash_map<std::string, std::unique_ptr<TaskType>> derived_;
  absl::flat_hash_map<int, const TaskType*> by_case_;
  std::vector<const TaskType*> ordered_;
  std::string family_;
};

}  // namespace referee

#endif  // REFEREE_VERIFIERS_TASK_REGISTRY_H_
