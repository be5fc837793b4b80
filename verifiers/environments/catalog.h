// Everything a server or CLI can score: the verifier registry and the task
// registry, filled together by RegisterBuiltins (the one list of task types)
// and only read afterwards.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_CATALOG_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_CATALOG_H_

#include <memory>

#include "absl/status/status.h"
#include "verifiers/registry.h"
#include "verifiers/task_registry.h"
#include "verifiers/task_type.h"

namespace referee {

struct Catalog {
  VerifierRegistry verifiers;
  TaskRegistry tasks;
};

// Registers an environment and the verifier of its reward ladder.
absl::Status RegisterEnvironment(Catalog& catalog,
                                 std::unique_ptr<TaskType> environment,
                                 std::unique_ptr<Verifier> verifier);

// Registers every built-in verifier and task type (environments register
// their own verifiers too), then checks that every verifier names only
// registered task types.
absl::Status RegisterBuiltins(Catalog& catalog,
                              const TaskOptions& options = TaskOptions());

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_CATALOG_H_
