#include "verifiers/environments/logic/logic.h"

#include "verifiers/environments/logic/sat.h"
#include "verifiers/environments/logic/two_sat.h"
#include "verifiers/environments/logic/circuit_satisfiability.h"
#include "verifiers/environments/logic/cryptarithmetic.h"
#include "verifiers/environments/logic/difference_constraint_system.h"
#include "verifiers/environments/logic/integer_inequalities.h"
#include "verifiers/environments/logic/round_robin_scores.h"
#include "verifiers/environments/logic/matrix_permutation_equivalence.h"

namespace referee {

absl::Status RegisterLogicEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "logic", options, {
      RegisterSatEnvironment,
      RegisterTwoSatEnvironment,
      RegisterCircuitSatisfiabilityEnvironment,
      RegisterCryptarithmeticEnvironment,
      RegisterDifferenceConstraintSystemEnvironment,
      RegisterIntegerInequalitiesEnvironment,
      RegisterRoundRobinScoresEnvironment,
      RegisterMatrixPermutationEquivalenceEnvironment,
  });
}

}  // namespace referee
