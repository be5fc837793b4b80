// SlidingWindow (RLVE-Gym "SlidingWindow"): a list A of N integers and a
// window size K; give the minimum of every window of K consecutive values,
// left to right (N - K + 1 numbers).
//
// Level d (RLVE's controller after d updates): N = 5, then
// floor(1.1 N) + 1 per level (5, 6, 7, 8, 9, 10, 12, ..., 16 at level 8);
// K uniform in 2..N-1, values uniform in -floor(N/20)..N. Levels 0..60
// (N <= 3031).
// Instance: {"values": [int, ...], "k": int}: 1..20000 values with
// |v| <= 2^53, 1 <= k <= the number of values.
// Answer: the final <answer> (else \boxed{}) content as whitespace-separated
// integers. Verifier `sliding_window` (RLVE's "mean([gold=answer])^beta",
// range [-1, 1]): -1 unparseable; -0.5 if not N - K + 1 integers (RLVE's
// invalid_solution); else (positions equal to the window minima /
// (N - K + 1))^beta, beta = 10; correct only for all minima right.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SLIDING_WINDOW_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SLIDING_WINDOW_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSlidingWindowEnvironment(Catalog& catalog,
                                              const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SLIDING_WINDOW_H_
