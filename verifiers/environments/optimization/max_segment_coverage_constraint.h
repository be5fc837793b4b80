// MaxSegmentCoverageConstraint (RLVE-Gym "MaxSegmentCoverageConstraint"): N
// closed segments [l, r] on the integer line and constraints (p, x): at
// most x selected segments may cover point p; select as many segments as
// possible.
//
// Level d (RLVE's controller after d updates): N = 3 + d; as RLVE draws
// it: each segment's l uniform in 0..2N, then r uniform in l..2N; the
// constraint points are a uniform random subset (size uniform in 1..the
// number of points covered at all) of the covered points in 0..2N, each
// with x uniform in 1..its coverage, listed in random order. Levels 0..97
// (N = 100: a prompt of about 3 KB; RLVE's controller has no top).
// Deviation in the draws only: the reference lists an optimal selection
// whose last index's last-digit change (9 -> 0, else + 1: what the
// registry-wide property test tries) gives no optimal selection; a draw
// where no listing does is redrawn (at most 100 draws).
// Instance: {"n": int (1..200), "segments": n rows [l, r], 0 <= l <= r <=
// 400, "constraints": 1..401 rows [p, x], p in 0..400, x in 1..400}; the
// optimum and an optimal selection are derived by the sweep that is
// optimal for this problem: constraint points left to right, the segments
// started so far and not yet ended kept, and while more than x of them
// cover p the one reaching farthest right is dropped (any cover of a later
// point it would have given, a dropped shorter one gives too, or less).
// Answer: the selected segment indices, in any order, whitespace-separated,
// in the final <answer> (else \boxed{}); an empty answer selects nothing.
// Verifier `max_segment_coverage_constraint` (RLVE's "(answer/gold)^beta"
// ladder, range [-1, 1]): -1 if unparseable (no final answer, or a token
// that is not an integer); -0.5 if an index repeats or is outside 0..N-1,
// or a constraint is broken (RLVE's invalid_solution); else (selected /
// optimum)^beta, beta = 5. Any optimal selection is full credit (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_MAX_SEGMENT_COVERAGE_CONSTRAINT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_MAX_SEGMENT_COVERAGE_CONSTRAINT_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMaxSegmentCoverageConstraintEnvironment(Catalog& catalog,
                                                             const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_MAX_SEGMENT_COVERAGE_CONSTRAINT_H_
