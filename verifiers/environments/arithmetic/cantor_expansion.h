// CantorExpansion (RLVE-Gym "CantorExpansion"): the rank of a sequence
// among the distinct permutations of its multiset — how many distinct
// rearrangements are lexicographically smaller — modulo MOD.
//
// Level d (RLVE's controller after d updates): N = d + 3; M uniform in
// 2..N, the N values uniform in 1..M, MOD uniform in 2..10^5 (RLVE's
// max_MOD). Levels 0..997 (N <= 1000).
// Instance: {"values": [1..20000 ints, each in 1..N where N is their
// count], "mod": 2..10^9}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `cantor_expansion` (RLVE's ladder): -1 unparseable, -0.5 outside
// [0, MOD), 1 for the rank mod MOD, else 0. The reference works in
// O(N log N) for any modulus (not only a prime): the counts
// (L - 1)! · w / prod(count!) are kept as a unit modulo MOD times powers of
// MOD's primes.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_CANTOR_EXPANSION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_CANTOR_EXPANSION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterCantorExpansionEnvironment(Catalog& catalog,
                                                const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_CANTOR_EXPANSION_H_
