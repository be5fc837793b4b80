// LampChanging (RLVE-Gym "LampChanging"): N lamps in a circle, numbered 1
// to N clockwise; at every step each lamp becomes ON when it and the next
// lamp clockwise differ, OFF when they agree (all at once). Given the states
// at time 0, is lamp K ON or OFF at time T?
//
// Level d (RLVE's controller after d updates): MAX_N_T = 8, then
// floor(1.5 MAX_N_T) per level (8, 12, 18, ..., 202 at d = 8). RLVE's draw:
// the wanted answer ON or OFF with odds 1/2; then, until lamp K at time T
// has that state, N uniform in 3..MAX_N_T, a bias p uniform in {0, 2^-20,
// ..., 1} (RLVE: a uniform real), each lamp ON with probability p, T
// uniform in 2..MAX_N_T, K uniform in 1..N (after 1000 draws the last one
// is kept, its answer whatever it is). Levels 0..12 (MAX_N_T = 1021: the
// prompt is linear in N; RLVE's controller has no top).
// Instance: {"n": 3..2000, "states": [n ints in 0..1] (1 = ON),
// "t": 0..10^15, "k": 1..n}. The answer is derived: one step is
// s[i] <- s[i] xor s[i + 1 mod n], i.e. multiplication by (1 + x) over
// GF(2) on the circle, and (1 + x)^(2^j) = 1 + x^(2^j), so T steps are one
// pass s[i] <- s[i] xor s[i + 2^j mod n] per set bit j of T: O(n log T).
// Answer: the final <answer> (else \boxed{}) content, stripped as Python's
// str.strip() strips (Unicode spaces too: answer_lines.h's PythonStrip).
// Verifier `lamp_changing` (RLVE's ladder, range [-1, 1]): -1 if there is
// no answer; -0.5 if it is not exactly `ON` or `OFF` (case matters, as in
// RLVE); 1 (correct) for the state of lamp K at time T; else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_LAMP_CHANGING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_LAMP_CHANGING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterLampChangingEnvironment(Catalog& catalog,
                                             const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_LAMP_CHANGING_H_
