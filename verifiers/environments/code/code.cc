#include "verifiers/environments/code/code.h"

#include "verifiers/environments/code/code_task.h"

namespace referee {

absl::Status RegisterCodeEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "code", options, {
      RegisterCodeTask,
      RegisterCodeTestsVerifier,
  });
}

}  // namespace referee
