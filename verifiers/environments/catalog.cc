#include "verifiers/environments/catalog.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "verifiers/environments/activity.h"
#include "verifiers/environments/answer.h"
#include "verifiers/environments/countdown.h"
#include "verifiers/environments/hamiltonian_path.h"
#include "verifiers/environments/knapsack.h"
#include "verifiers/environments/lis.h"
#include "verifiers/environments/multiplication.h"
#include "verifiers/environments/optimization.h"
#include "verifiers/environments/sorting.h"
#include "verifiers/environments/sudoku.h"
#include "verifiers/environments/topological_sort.h"
#include "verifiers/status_macros.h"

namespace referee {

absl::Status RegisterEnvironment(Catalog& catalog,
                                 std::unique_ptr<TaskType> environment,
                                 std::unique_ptr<Verifier> verifier) {
  REFEREE_RETURN_IF_ERROR(catalog.tasks.Register(std::move(environment)));
  return catalog.verifiers.Register(std::move(verifier));
}

absl::Status RegisterBuiltins(Catalog& catalog, const TaskOptions& options) {
  REFEREE_RETURN_IF_ERROR(RegisterBuiltinVerifiers(catalog.verifiers));
  // The one list of task types and environments.
  REFEREE_RETURN_IF_ERROR(RegisterActivityTask(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterLisTask(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterCountdownTask(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterAnswerTask(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterSortingEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterMultiplicationEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterHamiltonianPathEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterTopologicalSortEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterSudokuEnvironment(catalog, options));
  // VAST optimisation environments (optimization.h).
  REFEREE_RETURN_IF_ERROR(RegisterKnapsackEnvironment(catalog, options));
  // After every optimisation environment: it scores them all.
  REFEREE_RETURN_IF_ERROR(environments::RegisterBestCompletionVerifier(catalog));

  // A verifier naming a task type that does not exist is a typo.
  for (const Verifier* verifier : catalog.verifiers.All()) {
    for (absl::string_view task : verifier->Tasks()) {
      if (catalog.tasks.Find(task) == nullptr) {
        return absl::InternalError(absl::StrCat(
            "verifier ", verifier->Name(), " names unknown task ", task));
      }
    }
  }
  return absl::OkStatus();
}

}  // namespace referee
