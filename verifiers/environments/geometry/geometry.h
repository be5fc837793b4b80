// The `geometry` family.
// Points, polygons and areas on integer coordinates, kept exact: twice an
// area rather than the area, cross products in 128 bits, and what the
// members share (general-position point sets, the convex hull, the
// shoelace sum) in lattice_points.h.
//
// Adding a member: its file pair in this folder, one line in geometry.cc,
// its table test in tests/unit/verifiers/environments/geometry/ and its row
// in docs/ENVIRONMENTS.md (DEVELOPERS.md, "Adding an environment").
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_GEOMETRY_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_GEOMETRY_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Registers every member of the family, in the order listed in the .cc.
absl::Status RegisterGeometryEnvironments(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_GEOMETRY_H_
