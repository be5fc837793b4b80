// Single-machine scheduling, "Late Fees" (seed 003 App. C.2, Table 6; the
// paper's own generator and levels, where `weighted_tardiness` has a
// ladder of ours): order N jobs (processing time p_j, due date d_j, weight
// w_j) on one machine that starts at time 0 and never idles, to minimise
// the total weighted tardiness sum_j w_j * max(0, C_j - d_j), C_j the
// completion time of job j.
//
// Levels: 1..4 are Table 6:
//   level  N  p_range  TF    RDD   W_max  kappa
//   1      5  1..7     0.30  0.60  3      1.0
//   2      6  1..7     0.50  0.60  5      1.0
//   3      7  2..8     0.70  0.60  10     1.2
//   4      7  1..15    0.60  0.60  6      1.0
// Level 0 is a warm-up below the paper's first: N = 4 with level 1's other
// settings. Level d >= 5 continues level 4 with N = d + 3 jobs, up to the
// top level 13 (N = 16: the exact oracle, a dynamic programme over the
// 2^N subsets of jobs, takes N * 2^(N-1) = 524,288 steps, about a
// millisecond).
// The generator is C.2's, in exact integer arithmetic (ids name the same
// problem on every build): p_j uniform in p_range, P = sum_j p_j; d_j =
// round(P * u) for u uniform in [1 - TF - RDD/2, 1 - TF + RDD/2) (drawn
// as a 32-bit fraction of that range; halves round up), clamped to >= 1;
// w_j = 1 + floor(U^kappa * (W_max - 1)) with U = k / 2^16, k uniform in
// 0..2^16-1, the floor decided exactly (kappa = a/b: the largest m with
// k^a * (W_max - 1)^b >= m^b * 2^(16a)), so w_j lies in 1..W_max - 1 (U <
// 1, as in the paper's formula). All p first, then all d, then all w. A
// draw where every order of the jobs costs the same (the optimum equals
// the worst order's cost, e.g. every job on time in any order) is drawn
// again (at most 100 draws); an optimum of 0 that some orders miss is
// kept.
//
// Instance: {"processing": [int, ...] (1..16 jobs, each 1..1000), "due":
// [as many ints, each 1..10^6], "weights": [as many ints, each 1..1000]}.
// An explicit instance may have every order optimal (then every complete
// order is correct).
//
// Answer: seed 003's JSON actions (App. D), one per job in processing
// order, the first action the job that runs first:
//   {"answer": [{"job_index": 2}, {"job_index": 0}, {"job_index": 1}]}
// (json_actions.h: the last "answer" key of the output; other keys of an
// action are ignored). Verifier `machine_scheduling`: the VAST ladder
// (optimization_environment.h) minimising the total weighted tardiness:
// -1 unparseable (no answer array, an action without an integer
// "job_index"); infeasible (-0.5) a job index out of range or repeated,
// more than N actions, or (this verifier only) fewer than N; else
// (optimum / value)^beta (beta = 5), 1 when the value is the optimum's (an
// optimum of 0 reached gives 1). The reference with its last digit changed
// names a job twice or one that does not exist: always infeasible.
//
// Partial solutions (`best_completion`, problems at states): the actions
// are a prefix of the order; the best completion runs the remaining jobs
// after it (from the prefix's total processing time) optimally by the same
// subset DP, exact while k * 2^(k-1) (k jobs left) fits the budget, else
// the better of the earliest-due-date and weighted-shortest-processing-
// time orders; a prefix of the optimal order completes to the optimum.
// The solver's path (states) is the optimal order, job by job: among
// equally cheap orders, the DP's (tardiness.h: ties to the lower job
// index as the last job of every subset).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_MACHINE_SCHEDULING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_MACHINE_SCHEDULING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMachineSchedulingEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_MACHINE_SCHEDULING_H_
