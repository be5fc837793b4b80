// VisibleLine (RLVE-Gym "VisibleLine"): N distinct lines y = A x + B;
// answer the indices of the visible ones, those that are strictly above
// every other line at some x (seen from y = +infinity). A line that only
// touches the top at a single point (three or more lines through it) or
// lies under a parallel line is hidden: this is exactly the set RLVE's
// reference computes (its stack pops on a zero cross product too), and
// the prompt states it that way (RLVE's prompt says "has the maximum
// y-value", which reads as also counting such ties; its reference does
// not).
//
// Level d (RLVE's controller after d updates): N = 3, then
// floor(1.1 N) + 1 per level (3, 4, ..., 10, 12, 14, 16 at d = 8); each
// line's (A, B) uniform in [-N, N]^2, redrawn until the N lines are
// distinct. Levels 0..50 (N = 962: the answer lists up to N indices and
// the prompt holds N lines; generation is O(N log N); RLVE's controller
// has no top).
// Instance: {"lines": [[A, B], ...]}, 1..1000 distinct lines with
// |A|, |B| <= 10^9 (checked). The visible set is derived: the lines sorted
// by slope (the highest intercept kept per slope) form the upper hull of
// the points (A, B), kept while each turn is strictly clockwise (cross
// products in 128 bits).
// Answer: the indices (0-based) of the visible lines, separated by spaces,
// in any order, in <answer> (else \boxed{}); read as a set (repeats
// collapse, as RLVE's set()). Verifier `visible_line` (RLVE's
// "(intersection/union)^beta" ladder, range [-1, 1]): -1 if unparseable or
// an index is outside 0..N-1 (RLVE's wrong_format, kHugeToken included);
// 1 for the visible set; else (|answer ∩ visible| / |answer ∪ visible|)^beta,
// beta = 5 (param `beta`); an empty answer earns 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_VISIBLE_LINE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_VISIBLE_LINE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterVisibleLineEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_VISIBLE_LINE_H_
