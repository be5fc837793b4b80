#include "verifiers/environments/catalog.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "verifiers/environments/arithmetic/arithmetic.h"
#include "verifiers/environments/code/code.h"
#include "verifiers/environments/code/programming_task.h"
#include "verifiers/environments/counting/counting.h"
#include "verifiers/environments/divisor_sums/divisor_sums.h"
#include "verifiers/environments/game_theory/game_theory.h"
#include "verifiers/environments/geometry/geometry.h"
#include "verifiers/environments/games/games.h"
#include "verifiers/environments/graphs/graphs.h"
#include "verifiers/environments/trees/trees.h"
#include "verifiers/environments/legacy/legacy.h"
#include "verifiers/environments/logic/logic.h"
#include "verifiers/environments/number_theory/number_theory.h"
#include "verifiers/environments/optimization/optimization.h"
#include "verifiers/environments/probability/probability.h"
#include "verifiers/environments/puzzles/puzzles.h"
#include "verifiers/environments/sequences/sequences.h"
#include "verifiers/environments/strings/strings.h"
#include "verifiers/status_macros.h"

namespace referee {

absl::Status RegisterEnvironment(Catalog& catalog,
                                 std::unique_ptr<TaskType> environment,
                                 std::unique_ptr<Verifier> verifier) {
  REFEREE_RETURN_IF_ERROR(catalog.tasks.Register(std::move(environment)));
  return catalog.verifiers.Register(std::move(verifier));
}

absl::Status RegisterFamily(Catalog& catalog, absl::string_view family,
                            const TaskOptions& options,
                            std::initializer_list<RegisterFunction> members) {
  catalog.tasks.BeginFamily(family);
  for (RegisterFunction member : members) {
    const absl::Status status = member(catalog, options);
    if (!status.ok()) {
      catalog.tasks.BeginFamily("");
      return status;
    }
  }
  catalog.tasks.BeginFamily("");
  return absl::OkStatus();
}

absl::Status RegisterBuiltins(Catalog& catalog, const TaskOptions& options) {
  REFEREE_RETURN_IF_ERROR(RegisterBuiltinVerifiers(catalog.verifiers));
  // The one list of families; each lists its members.
  REFEREE_RETURN_IF_ERROR(RegisterLegacyEnvironments(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterSequenceEnvironments(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterStringEnvironments(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterGraphEnvironments(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterTreeEnvironments(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterArithmeticEnvironments(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterLogicEnvironments(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterOptimizationEnvironments(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterPuzzleEnvironments(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterNumberTheoryEnvironments(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterProbabilityEnvironments(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterDivisorSumsEnvironments(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterCountingEnvironments(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterGameEnvironments(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterGameTheoryEnvironments(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterGeometryEnvironments(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterCodeEnvironments(catalog, options));
  // After every family: each environment as a programming task, code:<name>.
  REFEREE_RETURN_IF_ERROR(RegisterProgrammingTasks(catalog));

  for (const TaskType* task : catalog.tasks.All()) {
    if (task->family().empty() || task->Source().empty()) {
      return absl::InternalError(absl::StrCat(
          "task ", task->Name(), " has no family or no source: register it "
          "from its family's registration function (RegisterFamily)"));
    }
  }
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
