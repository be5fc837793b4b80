#include "verifiers/environments/trees/trees.h"

#include "verifiers/environments/trees/tree_distance_equal_triad_counting.h"
#include "verifiers/environments/trees/maximum_independent_set_tree.h"
#include "verifiers/environments/trees/most_component_tree_removing_two_paths.h"
#include "verifiers/environments/trees/banyan_heart.h"
#include "verifiers/environments/trees/dyn_dynamite.h"
#include "verifiers/environments/trees/tree_center.h"
#include "verifiers/environments/trees/binary_tree_preorder.h"
#include "verifiers/environments/trees/tree_walk_max_visited.h"
#include "verifiers/environments/trees/tree_distance_two_order.h"
#include "verifiers/environments/trees/tree_add_one_edge_diameter.h"
#include "verifiers/environments/trees/tree_change_one_edge_diameter.h"

namespace referee {

absl::Status RegisterTreeEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "trees", options, {
      RegisterTreeDistanceEqualTriadCountingEnvironment,
      RegisterMaximumIndependentSetTreeEnvironment,
      RegisterMostComponentTreeRemovingTwoPathsEnvironment,
      RegisterBanyanHeartEnvironment,
      RegisterDynDynamiteEnvironment,
      RegisterTreeCenterEnvironment,
      RegisterBinaryTreePreorderEnvironment,
      RegisterTreeWalkMaxVisitedEnvironment,
      RegisterTreeDistanceTwoOrderEnvironment,
      RegisterTreeAddOneEdgeDiameterEnvironment,
      RegisterTreeChangeOneEdgeDiameterEnvironment,
  });
}

}  // namespace referee
