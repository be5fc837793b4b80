// The `code` family (DESIGN §12): programming tasks, judged by running the
// answer's program against tests in the sandbox (sandbox/), never in the
// engine. `code_task` is the task type and `code_tests` its verifier.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_CODE_CODE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_CODE_CODE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Registers every member of the family, in the order listed in the .cc.
absl::Status RegisterCodeEnvironments(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_CODE_CODE_H_
