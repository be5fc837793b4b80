// LASLaser (RLVE-Gym "LASLaser", POI 2013 "Laser"): N segments lie in the
// open first quadrant; at most K rays are shot from the origin, and no
// segment may be crossed by more than one of them. What is the largest
// number of segments the rays can cross in total?
//
// Reference: the 2N endpoint directions, sorted by angle (cross products)
// and merged where collinear, number the directions 1..T; a segment
// covers the interval of directions between its endpoints', and a ray
// crosses it exactly when its direction is in that interval. A ray may as
// well point along an endpoint direction (as in the POI solution and
// RLVE's reference; the test's search also tries the directions between
// them). best_k(i) = the most with <= k rays at directions <= i:
// max(best_k(i - 1), best_{k-1}(L(i) - 1) + cover(i)), L(i) the least
// start among the intervals holding i (so no segment holds two rays).
// O(K T).
//
// Level d (RLVE's controller after d updates): N = 2 + d; each segment's
// endpoints (x1, y1), (x2, y2) uniform in [1, 2N]^2; K uniform among the
// ray counts at which the answer grows (1 and each k whose answer beats
// k - 1's, until every segment is crossed), as RLVE draws it. Levels
// 0..298 (N = 300: the prompt holds N segments; the DP is O(N^2)).
// Instance: {"segments": [[x1, y1, x2, y2], ...] (1..1000 segments,
// coordinates 1..10^6), "k": 1..N}. The answer is derived.
// Deviation: RLVE's prompt ends asking for the most segments "intersected
// by a single ray", while its reference (and the problem it cites) counts
// the segments crossed by all the rays together; the prompt here asks for
// the total, the number RLVE grades.
// Answer: one integer in <answer> (else \boxed{}). Verifier `laser_rays`
// (RLVE's ladder, range [-1, 1]): -1 unparseable; 1 the maximum; else 0
// (no range check, as in RLVE).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_LASER_RAYS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_LASER_RAYS_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterLaserRaysEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_LASER_RAYS_H_
