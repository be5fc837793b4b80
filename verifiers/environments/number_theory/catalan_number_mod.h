// CatalanNumberMod (RLVE-Gym "CatalanNumberMod"): count the permutations
// A of 1..2N whose odd positions increase, whose even positions increase,
// and with A[2i-1] < A[2i] for every i — the N-th Catalan number — modulo
// MOD.
//
// Level d (RLVE's controller after d updates): MAX_N = 3, then
// floor(1.1 MAX_N) + 1 per level (3, 4, 5, ..., 12 at level 8); N uniform
// in 2..MAX_N, MOD uniform in 2..10^9. Levels 0..80 (N <= 16877).
// Instance: {"n": 1..100000, "mod": 2..2^53} (a JSON number, so at most
// 2^53 although the arithmetic allows 10^18).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `catalan_number_mod` (RLVE's ladder): -1 unparseable, -0.5 outside
// [0, MOD), 1 for C(2N, N) / (N + 1) mod MOD, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_CATALAN_NUMBER_MOD_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_CATALAN_NUMBER_MOD_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterCatalanNumberModEnvironment(Catalog& catalog,
                                                 const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_CATALAN_NUMBER_MOD_H_
