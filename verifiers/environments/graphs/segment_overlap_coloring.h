// MinimumChromaticNumber_SegmentOverlap (RLVE-Gym): N closed segments
// [l, r] on a line; give each a colour, two segments sharing a point
// coloured differently, with as few colours as possible.
//
// The fewest colours is the largest number of segments through one point
// (an interval graph is perfect): the sweep by left end that reuses the
// colour of a segment already ended, else opens a new one, reaches it.
//
// Level d (RLVE's controller after d updates): N = 3, then
// floor(1.1 N) + 1 per level (3, 4, ..., 10, 12 at d = 8); levels 0..30
// (N = 139 at the top, a prompt of some 3 KB; RLVE's controller has no
// top). As RLVE draws it: a bound B uniform in 2..N; B - 1 distinct values
// of 1..N, sorted, with N appended, split N into B consecutive group sizes
// (the differences; the last may be 0); each group draws 2 x size endpoints
// uniformly (with repeats) from 1..2N-1, sorts them and pairs them up
// (disjoint segments or touching ones, so each group is one colour class
// apart from shared ends); all segments are then shuffled.
// Instance: {"n": int (3..139), "segments": [[l, r], ...] (exactly n, 1 <=
// l <= r <= 2n - 1)}; the fewest colours is derived.
// Answer: the final <answer> (else \boxed{}) content as c_0 c_1 ... c_{N-1},
// whitespace-separated integers (any integers are colours, as RLVE reads
// them with int()).
// Verifier `segment_overlap_coloring` (RLVE's "(gold/answer)^beta" ladder,
// range [-1, 1]): -1 if unparseable (no final answer or a token that is
// not an integer: RLVE's wrong_format); -0.5 if there are not exactly N
// colours or two segments sharing a point share a colour (RLVE's
// invalid_solution); else (fewest colours / colours used)^beta, beta = 5.
// Full credit (correct) only for an optimal colouring; any one earns it.
// Deviation: a colour token past 64 bits (and -2^63 itself) makes the
// answer invalid (-0.5): such tokens are read as one value, so two
// different huge colours could not be told apart; RLVE would accept them.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_SEGMENT_OVERLAP_COLORING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_SEGMENT_OVERLAP_COLORING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSegmentOverlapColoringEnvironment(Catalog& catalog,
                                                       const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_SEGMENT_OVERLAP_COLORING_H_
