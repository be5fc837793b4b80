// DerangementExtension (RLVE-Gym "DerangementExtension"): count the
// permutations p of 1..N with exactly M fixed points (p[i] = i), modulo
// MOD — C(N, M) times the number of derangements of N - M elements.
//
// Level d (RLVE's controller after d updates): N = 4 + d; M uniform in
// 0..N; MOD one of RLVE's primes 666623333, 998244353, 10^9 + 7 (drawn
// uniformly). Levels 0..9996 (N <= 10000).
// Instance: {"n": 1..100000, "m": 0..n, "mod": 2..10^15} (any modulus: the
// binomial is multiplied out from its prime factorisation, no inverses).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `derangement_extension` (RLVE's ladder): -1 unparseable, -0.5 outside
// [0, MOD), 1 for C(N, M) * D(N - M) mod MOD, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_DERANGEMENT_EXTENSION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_DERANGEMENT_EXTENSION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterDerangementExtensionEnvironment(Catalog& catalog,
                                                     const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_DERANGEMENT_EXTENSION_H_
