// Single-machine total weighted tardiness (seed 003 App. C.2, "Late
// Fees"): order N jobs on one machine (no preemption, no idle time, from
// time 0) to minimise sum_j w_j · max(0, C_j - d_j), C_j the completion
// time of job j.
//
// Level d (0..12): N = d + 4 jobs labeled 0..N-1 (N <= 16), processing
// times uniform in 1..7+d, weights uniform in 1..min(10, 3+d) (C.2's skewed
// weights without the skew: integers only). Due dates follow C.2's TF/RDD
// recipe in integer tenths: TF10 = min(7, 3 + floor(d/2)), RDD10 = 6, P =
// the total processing time, d_j uniform in
// [floor(P·max(0, 20 - 2·TF10 - RDD10) / 20), floor(P·(20 - 2·TF10 + RDD10) / 20)],
// then clamped to 1..P-1. The clamp to P - 1 replaces a re-draw loop: the
// last job of any order completes at P > d_j, so the optimum is always
// positive and no order is optimal by default. The optimum is exact
// (dynamic programming over subsets of jobs, N·2^(N-1) steps, at most
// 524,288 at N = 16).
// Instance: {"processing": [int, ...] (1..16 jobs, each 1..1000), "due":
// [int, ...] (as many, each 0..10^6), "weights": [int, ...] (as many, each
// 1..1000)}. An explicit instance may have optimum 0 (every job on time in
// some order); then only an optimal order scores above 0.
// Answer: the final <answer> (else \boxed{}) content as the job labels in
// processing order, whitespace-separated, each job exactly once.
// Verifier `weighted_tardiness`: the VAST ladder of optimization.h,
// minimising the total weighted tardiness; infeasible = a label out of range
// or repeated, or (main verifier only) fewer than N labels. A partial
// solution is a prefix of the order. `best_completion` schedules the
// remaining jobs after the prefix (starting at the prefix's total
// processing time) optimally by the same subset DP, exact while
// k·2^(k-1) (k remaining jobs) fits the budget, else the better of the
// earliest-due-date and weighted-shortest-processing-time orders.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_WEIGHTED_TARDINESS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_WEIGHTED_TARDINESS_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterWeightedTardinessEnvironment(Catalog& catalog,
                                                  const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_WEIGHTED_TARDINESS_H_
