// SameAdjacencyCounting (RLVE-Gym "SameAdjacencyCounting"): count the
// length-N sequences over 1..M with at least one pair of equal adjacent
// elements, modulo MOD: M^N - M (M-1)^(N-1).
//
// Level d (RLVE's controller after d updates): MAX_N = 7 and MAX_M = 2,
// then floor(1.5 x) + 1 each per level (MAX_N 7, 11, 17, ..., 209 and
// MAX_M 2, 4, 7, ..., 92 at d = 8); N uniform in 2..MAX_N, M uniform in
// 2..MAX_M, MOD uniform in M..2M. Levels 0..79 (MAX_N < 10^15, where
// RLVE's float 1.5 x + 1 is still exact).
// Instance: {"n": 2..2^53, "m": 2..2^53, "mod": 2..2^53}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `same_adjacency_counting` (RLVE's ladder): -1 unparseable, -0.5 outside
// [0, MOD), 1 for the count mod MOD, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_SAME_ADJACENCY_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_SAME_ADJACENCY_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSameAdjacencyCountingEnvironment(Catalog& catalog,
                                                      const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_SAME_ADJACENCY_COUNTING_H_
