// CRT (RLVE-Gym "CRT"): a hidden X and a few moduli B[i]; the prompt gives
// the residues X mod B[i] and asks for any non-negative x satisfying every
// congruence x ≡ X mod B[i] (mod B[i]).
//
// Level d (RLVE's controller after d updates): MAX_X = 5, MAX_M = 2; update
// k (1-based) adds 1 to MAX_M when k is a multiple of 3, else sets MAX_X to
// floor(1.5 MAX_X) (5, 7, 10, 10, 15, 22, 22, 33, 49 at d = 8; MAX_M = 4 at
// d = 8). The controller offers M = 2..MAX_M: one is drawn uniformly. X is
// uniform in 2..MAX_X and the moduli are min(M, X - 1) distinct values
// drawn from 2..X in random order. Levels 0..56 (MAX_M = 20, MAX_X =
// 20767725), capped so scoring stays cheap.
// Instance: {"x": 0..10^15 (the hidden solution; the reference answer),
// "moduli": [1..20 distinct integers in 2..10^9]}; the residues are derived.
// Answer: one integer in <answer> (else \boxed{}), of any length. Verifier
// `crt` (RLVE's "(satisfied/all)^beta" ladder, beta = 10): -1 unparseable
// or negative; else (satisfied congruences / all)^beta, correct iff all.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_CRT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_CRT_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterCrtEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_CRT_H_
