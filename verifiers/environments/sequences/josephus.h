// Josephus (RLVE-Gym "Josephus"): N people 1..N stand in a circle; counting
// starts at person 1, whoever says M leaves, and counting restarts at 1
// with the next person; give the order in which all N leave.
//
// Level d (RLVE's controller after d updates): MAX_N = 3, then
// floor(1.1 MAX_N) + 1 per level (3, 4, 5, ..., 10, 12, ...); N uniform in
// 3..MAX_N, M uniform in 2..N. Levels 0..60 (N <= 2504).
// Instance: {"n": 1..20000, "m": 1..10^9}.
// Answer: the final <answer> (else \boxed{}) content as whitespace-separated
// integers. Verifier `josephus` (RLVE's "mean([gold=answer])^beta", range
// [-1, 1]): -1 unparseable; -0.5 if not N integers, a repeat, or a value
// outside 1..N (RLVE's invalid_answer); else (positions equal to the
// elimination order / N)^beta, beta = 10; correct only for the order itself.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_JOSEPHUS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_JOSEPHUS_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterJosephusEnvironment(Catalog& catalog,
                                         const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_JOSEPHUS_H_
