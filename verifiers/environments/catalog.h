// Everything a server or CLI can score: the verifier registry and the task
// registry, filled together by RegisterBuiltins (the one list of task types)
// and only read afterwards.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_CATALOG_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_CATALOG_H_

#include <initializer_list>
#include <memory>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
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

// One environment's (or task type's) registration function, e.g.
// RegisterSortingEnvironment.
using RegisterFunction = absl::Status (*)(Catalog&, const TaskOptions&);

// Registers `members` in order as the family `family`: the name of the
// folder under verifiers/environments/ they live in, which every task type
// they register reports as family() (EnvironmentInfo.family). Each family
// folder's registration function is one call of this.
absl::Status RegisterFamily(Catalog& catalog, absl::string_view family,
                            const TaskOptions& options,
                            std::initializer_list<RegisterFunction> members);

// Registers every built-in verifier and every family of task types
// (environments register their own verifiers too), then checks that every
// verifier names only registered task types and that every task type has
// a family and a source.
absl::Status RegisterBuiltins(Catalog& catalog,
                              const TaskOptions& options = TaskOptions());

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_CATALOG_H_
