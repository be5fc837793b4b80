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
#include "verifiers/environments/optimization/knapsack_selection.h"
#include "verifiers/environments/optimization/largest_concatenation.h"
#include "verifiers/environments/optimization/fractional_programming.h"
#include "verifiers/environments/optimization/maximum_independent_set_grid.h"
#include "verifiers/environments/optimization/minimum_max_slicer.h"
#include "verifiers/environments/optimization/value_diminishing_selection.h"
#include "verifiers/environments/optimization/max_segment_coverage_constraint.h"
#include "verifiers/environments/optimization/minimum_sum_difference_submatrix.h"
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
      RegisterKnapsackSelectionEnvironment,
      RegisterLargestConcatenationEnvironment,
      RegisterFractionalProgrammingEnvironment,
      RegisterMaximumIndependentSetGridEnvironment,
      RegisterMinimumMaxSlicerEnvironment,
      RegisterValueDiminishingSelectionEnvironment,
      RegisterMaxSegmentCoverageConstraintEnvironment,
      RegisterMinimumSumDifferenceSubmatrixEnvironment,
  }));
  // After every member: it scores them all.
  return environments::RegisterBestCompletionVerifier(catalog);
}

}  // namespace referee
