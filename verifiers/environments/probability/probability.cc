#include "verifiers/environments/probability/probability.h"

#include "verifiers/environments/probability/binary_tree_leaf_num_expectation.h"
#include "verifiers/environments/probability/divisor_flip_expectation.h"
#include "verifiers/environments/probability/max_rmq_expectation.h"
#include "verifiers/environments/probability/polya_model.h"
#include "verifiers/environments/probability/random_range_max_expectation.h"
#include "verifiers/environments/probability/tree_elimination_expectation.h"
#include "verifiers/environments/probability/tree_random_walk_expectation.h"
#include "verifiers/environments/probability/cinema_seating_probability.h"

namespace referee {

absl::Status RegisterProbabilityEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "probability", options, {
      RegisterTreeEliminationExpectationEnvironment,
      RegisterTreeRandomWalkExpectationEnvironment,
      RegisterDivisorFlipExpectationEnvironment,
      RegisterMaxRmqExpectationEnvironment,
      RegisterRandomRangeMaxExpectationEnvironment,
      RegisterBinaryTreeLeafNumExpectationEnvironment,
      RegisterPolyaModelEnvironment,
      RegisterCinemaSeatingProbabilityEnvironment,
  });
}

}  // namespace referee
