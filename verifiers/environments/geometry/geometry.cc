#include "verifiers/environments/geometry/geometry.h"

#include "verifiers/environments/geometry/anchors_covering_point.h"
#include "verifiers/environments/geometry/compose.h"
#include "verifiers/environments/geometry/convex_hull.h"
#include "verifiers/environments/geometry/equivalence.h"
#include "verifiers/environments/geometry/grid_triangle_counting.h"
#include "verifiers/environments/geometry/largest_convex_polygon.h"
#include "verifiers/environments/geometry/largest_rectangle_among_points.h"
#include "verifiers/environments/geometry/overlap_iou.h"
#include "verifiers/environments/geometry/reflect_place.h"
#include "verifiers/environments/geometry/rotate_place.h"
#include "verifiers/environments/geometry/smallest_circle.h"
#include "verifiers/environments/geometry/symmetry.h"
#include "verifiers/environments/geometry/translate.h"

namespace referee {

absl::Status RegisterGeometryEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "geometry", options, {
      RegisterConvexHullEnvironment,
      RegisterLargestConvexPolygonEnvironment,
      RegisterGridTriangleCountingEnvironment,
      RegisterLargestRectangleAmongPointsEnvironment,
      RegisterSmallestCircleEnvironment,
      // Seed 003's spatial-2D subtasks (App. C.1, Table 5).
      RegisterTranslateEnvironment,
      RegisterRotatePlaceEnvironment,
      RegisterReflectPlaceEnvironment,
      RegisterComposeEnvironment,
      RegisterEquivalenceEnvironment,
      RegisterSymmetryEnvironment,
      RegisterOverlapIouEnvironment,
      RegisterAnchorsCoveringPointEnvironment,
  });
}

}  // namespace referee
