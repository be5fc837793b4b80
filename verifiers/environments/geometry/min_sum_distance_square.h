// MinSumDistanceSquare (RLVE-Gym "MinSumDistanceSquare", Luogu P3162):
// N groups of points on the x-axis; choose X to minimise the sum over the
// groups of the squared distance from X to the group's nearest point. An
// optimal X is X' / N for an integer X' (the mean of one point per
// group); the answer is an integer X'.
//
// Reference (RLVE's sweep): start with every group's leftmost point; the
// events are the consecutive pairs (a, b) of each sorted group, in order of
// a + b (where X passes their midpoint the group's nearest point moves from
// a to b); after each, the chosen points' N * sum(x^2) - (sum x)^2 is N^2
// times their least squared-distance sum, at X = sum(x) / N. The least
// over the sweep gives X' = sum(x). The gold is cost(X') = sum over groups
// of min (X' - N x)^2 (N^2 times the sum of squares), computed exactly.
// The test checks the gold against every integer X' in a range that holds
// the optimum.
//
// Level d (RLVE's controller after d updates): M = 2, then floor(1.1 M) + 1
// per level (2, 3, ..., 10 at d = 8); M coordinates uniform in [-M, M];
// N uniform in 2..M; point i goes to group i for i < N, the rest to uniform
// groups, the assignment shuffled (every group is non-empty). Levels 0..51
// (M = 962; the sweep is O(M log M); RLVE's controller has no top).
// Instance: {"n": 2..1000, "x": [-10^6..10^6, ...] (n..1000 points),
// "group": [0..n-1, ...] (one per point, every group used)}. Groups list
// their points in point order.
// Answer: one integer X' in <answer> (else \boxed{}). Verifier
// `min_sum_distance_square` (RLVE's "(gold/answer)^beta" on the costs,
// range [-1, 1]): -1 unparseable (not exactly one integer); 1 if
// cost(X') equals the gold (any optimal X', or cost 0); else
// (gold / cost(X'))^beta, beta = 5 (param `beta`). Costs are exact for
// |X'| <= 2^40 (far past every optimum, |X'| <= 10^9); beyond, the ratio is
// below 10^-8 and is taken in long double; an integer past 64 bits earns 0
// (RLVE's ratio there is below 10^-100).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_MIN_SUM_DISTANCE_SQUARE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_MIN_SUM_DISTANCE_SQUARE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMinSumDistanceSquareEnvironment(Catalog& catalog,
                                                     const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_MIN_SUM_DISTANCE_SQUARE_H_
