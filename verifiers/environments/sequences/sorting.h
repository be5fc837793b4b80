// Sorting (seed 001 §4.1, RLVE-Gym "Sorting"): sort a list of integers in
// ascending order.
//
// Level d: N(0) = 3, N(d+1) = floor(1.1·N(d)) + 1 (3, 4, 5, ..., 10, 12,
// 14, ...), values uniform in 0..5N (repeats allowed); levels 0..70
// (N(70) = 6504).
// Instance: {"values": [int, ...]} (1..20000 integers, |v| <= 2^53).
// Answer: the final <answer> (else \boxed{}) content as whitespace-separated
// integers. Verifier `sorting` (RLVE's ladder, range [-1, 1]): -1 if
// unparseable; -0.5 if the count is not N; else (matching positions / N)^beta,
// beta = 10. Full credit (correct) only for the sorted list.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SORTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SORTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSortingEnvironment(Catalog& catalog,
                                        const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SORTING_H_
