// CowDanceShow (RLVE-Gym "CowDanceShow"): N cows dance in label order on a
// stage with K spots; cow i dances for d[i]. Cows 1..K start at time 0, and
// whenever a cow leaves, the next cow in label order takes its spot at that
// moment. Give the time the last cow finishes.
//
// Level d (RLVE's controller after d updates): N = 4 + d (12 at level 8);
// d[i] uniform in 1..N, K uniform in 2..N-1. Levels 0..996 (N <= 1000;
// RLVE's controller has no top).
// Instance: {"d": [int, ...], "k": int}: 1..20000 dance times in 1..10^9,
// 1 <= k <= their number (the finishing time stays below 2^53).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `cow_dance_show` (RLVE's "gold=answer", no params): -1 unparseable, 1 for
// the finishing time (K spots as a min-heap of end times, O(N log K)),
// else 0 (negative answers too, as in RLVE).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_COW_DANCE_SHOW_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_COW_DANCE_SHOW_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterCowDanceShowEnvironment(Catalog& catalog,
                                             const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_COW_DANCE_SHOW_H_
