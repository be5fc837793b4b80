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
#include "verifiers/environments/geometry/sum_triangle_area.h"
#include "verifiers/environments/geometry/visible_line.h"
#include "verifiers/environments/geometry/laser_rays.h"
#include "verifiers/environments/geometry/sum_manhattan_curved_surface.h"
#include "verifiers/environments/geometry/min_sum_distance_square.h"

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
      RegisterSumTriangleAreaEnvironment,
      RegisterVisibleLineEnvironment,
      RegisterLaserRaysEnvironment,
      RegisterSumManhattanCurvedSurfaceEnvironment,
      RegisterMinSumDistanceSquareEnvironment,
  });
}

}  // namespace referee
