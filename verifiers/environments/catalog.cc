#include "verifiers/environments/catalog.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "verifiers/environments/activity.h"
#include "verifiers/environments/answer.h"
#include "verifiers/environments/assignment.h"
#include "verifiers/environments/bin_packing.h"
#include "verifiers/environments/countdown.h"
#include "verifiers/environments/graph_coloring.h"
#include "verifiers/environments/futoshiki.h"
#include "verifiers/environments/nonogram.h"
#include "verifiers/environments/hamiltonian_path.h"
#include "verifiers/environments/polynomial_minimum.h"
#include "verifiers/environments/gcd_lcm.h"
#include "verifiers/environments/max_sat.h"
#include "verifiers/environments/minimum_spanning_tree.h"
#include "verifiers/environments/qap.h"
#include "verifiers/environments/sat.h"
#include "verifiers/environments/shortest_path.h"
#include "verifiers/environments/knapsack.h"
#include "verifiers/environments/lis.h"
#include "verifiers/environments/multiplication.h"
#include "verifiers/environments/optimization.h"
#include "verifiers/environments/sorting.h"
#include "verifiers/environments/subset_sum.h"
#include "verifiers/environments/sudoku.h"
#include "verifiers/environments/topological_sort.h"
#include "verifiers/environments/tsp.h"
#include "verifiers/environments/vertex_cover.h"
#include "verifiers/environments/weighted_tardiness.h"
#include "verifiers/environments/undead.h"
#include "verifiers/environments/kenken.h"
#include "verifiers/environments/sudoku_unique.h"
#include "verifiers/environments/bridges.h"
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
  REFEREE_RETURN_IF_ERROR(RegisterAssignmentEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterGraphColoringEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterWeightedTardinessEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterShortestPathEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterTspEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterUndeadEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterKenkenEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterSatEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterBinPackingEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterMinimumSpanningTreeEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterFutoshikiEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterQapEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterGcdLcmEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterVertexCoverEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterSudokuUniqueEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterMaxSatEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterSubsetSumEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterPolynomialMinimumEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterBridgesEnvironment(catalog, options));
  REFEREE_RETURN_IF_ERROR(RegisterNonogramEnvironment(catalog, options));
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
