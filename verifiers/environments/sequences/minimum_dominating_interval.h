// Minimum_DominatingInterval (RLVE-Gym "Minimum_DominatingInterval"): N
// points 1..N on a line and M intervals [L, R], each with a cost C; choose
// K distinct points, each inside at least one interval, so that the total
// cost of the intervals holding at least one chosen point is as small as
// possible.
//
// Level d (RLVE's controller after d updates): N = 3, then
// floor(1.1 N) + 1 per level (3, 4, ..., 10, 12 at d = 8); M = min(N(N+1)/2,
// 2N) distinct intervals drawn from all N(N+1)/2, costs uniform in 1..10;
// a density p uniform among 0.1, 0.2, 0.3, 0.5, 0.7, 0.9 (RLVE's list) and
// K = max(1, floor(p * covered)) computed exactly in tenths (covered: the
// points inside some interval). Levels 0..30 (N = 139; the reference is
// O(K N^2); RLVE's controller has no top). The reference prints last a
// point whose last-digit change is invalid or costlier; an instance where
// neither the earliest nor the latest optimal choice has one is drawn
// again (the earliest alone fails about 1 time in 300, the two together
// never did in 20000 random instances; at most 64 draws).
// RLVE computes K with a float product, one less for p = 0.7 at some
// counts (e.g. 90); here it is exact.
// Instance: {"n": int (1..200), "k": int (1..n), "intervals": [[l, r, c],
// ...] (up to 1000 rows, 1 <= l <= r <= n, c in 1..10^6)}; k must not
// exceed the number of covered points. The optimum is derived: DP over the
// chosen points left to right, a point i after the chosen point p adding the
// intervals with p < L <= i <= R (those that hold i but no earlier point).
// Answer: the K points in the final <answer> (else \boxed{}),
// whitespace-separated, in any order.
// Verifier `minimum_dominating_interval` (RLVE's "(gold/answer)^beta"
// ladder, range [-1, 1]): -1 if unparseable (no final answer, or a token
// that is not an integer); -0.5 if there are not exactly K numbers, one
// repeats, or one is outside every interval (out of 1..N included; RLVE's
// invalid_solution); else (optimum / cost)^beta, beta = 5. Any choice of
// optimal cost is full credit (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MINIMUM_DOMINATING_INTERVAL_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MINIMUM_DOMINATING_INTERVAL_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMinimumDominatingIntervalEnvironment(Catalog& catalog,
                                                         const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MINIMUM_DOMINATING_INTERVAL_H_
