// MaxRMQExpectation (RLVE-Gym "MaxRMQExpectation", Luogu P3600): an array
// A[1..N] with entries independent and uniform in 1..X, and Q intervals
// [L, R]; M_i = min of A over interval i. The expected value of
// max(M_1, ..., M_Q), modulo a prime MOD.
// Reference: E = sum over t = 1..X of (1 - P(every interval holds an entry
// < t)); for each t a DP over the last position holding an entry < t
// (odds (t-1)/X each), with a sliding window over the allowed previous
// position. O(X N).
//
// Level d (RLVE's controller after d updates): N = d + 2; X uniform in
// 2..N, Q uniform in 1..N, each interval from two uniform endpoints in
// 1..N (sorted); MOD uniform among 666623333, 998244353, 10^9 + 7. Levels
// 0..498 (N <= 500).
// Instance: {"n": 1..1000, "x": 1..1000, "intervals": [[L, R], ...]
// (1..1000 rows, 1 <= L <= R <= n), "mod": 666623333 | 998244353 |
// 1000000007}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `max_rmq_expectation` (RLVE's ladder): -1 unparseable, -0.5 outside
// [0, MOD), 1 for E mod MOD, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_MAX_RMQ_EXPECTATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_MAX_RMQ_EXPECTATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMaxRmqExpectationEnvironment(Catalog& catalog,
                                                  const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_MAX_RMQ_EXPECTATION_H_
