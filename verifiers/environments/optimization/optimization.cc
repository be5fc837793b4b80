#include "verifiers/environments/optimization/optimization.h"

#include "verifiers/environments/optimization/assignment.h"
#include "verifiers/environments/optimization/bin_packing.h"
#include "verifiers/environments/optimization/knapsack.h"
#include "verifiers/environments/optimization/machine_scheduling.h"
#include "verifiers/environments/optimization/max_sat.h"
#include "verifiers/environments/optimization/polyomino_cover.h"
#include "verifiers/environments/optimization/qap.h"
#include "verifiers/environments/optimization/qap_cf_eu.h"
#include "verifiers/environments/optimization/role_assignment.h"
#include "verifiers/environments/optimization/tsp.h"
#include "verifiers/environments/optimization/weighted_tardiness.h"
#include "verifiers/environments/optimization/wished_assignments.h"
#include "verifiers/environments/optimization/optimization_environment.h"
#include "verifiers/status_macros.h"

namespace referee {

absl::Status RegisterOptimizationEnvironments(Catalog& catalog, const TaskOptions& options) {
  REFEREE_RETURN_IF_ERROR(RegisterFamily(catalog, "optimization", options, {
      RegisterKnapsackEnvironment,
      RegisterAssignmentEnvironment,
      RegisterTspEnvironment,
      RegisterQapEnvironment,
      RegisterWeightedTardinessEnvironment,
      RegisterBinPackingEnvironment,
      RegisterMaxSatEnvironment,
      RegisterRoleAssignmentEnvironment,
      RegisterWishedAssignmentsEnvironment,
      RegisterPolyominoCoverEnvironment,
      RegisterQapCfEuEnvironment,
      RegisterMachineSchedulingEnvironment,
  }));
  // After every member: it scores them all.
  return environments::RegisterBestCompletionVerifier(catalog);
}

}  // namespace referee
