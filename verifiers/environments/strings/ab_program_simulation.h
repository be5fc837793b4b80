// ABProgramSimulation (RLVE-Gym "ABProgramSimulation"): an A::B program is
// a sequence of the tokens A#, #A, B#, #B; neighbours whose # face each
// other rewrite (A# #A and B# #B vanish, A# #B becomes #B A#, B# #A becomes
// #A B#) until none do. Write the final program.
//
// Level d (RLVE's controller after d updates): N = 4 and a step budget
// S = 10, each then floor(1.1 x) + 1 per level (N 4, 5, ..., 10, 12, ...;
// S 10, 12, 14, ...); four token weights uniform in 1..N, N tokens drawn by
// weight, redrawn until the program reaches its final form within S - 1
// rewrites (as RLVE, which simulates S steps). The rewrites never overlap,
// so every order takes the same number of them and ends in the same form.
// Levels 0..70 (N = 7155, S = 12679): a draw is accepted about 40% of the
// time at the top; deviation: after 1000 rejected draws (probability below
// 10^-200) the last draw is kept.
// The final form, in O(N): reading left to right, X# tokens wait on a
// stack; #Y passes the waiting tokens above the nearest waiting Y#, which
// it annihilates, or passes them all and stays.
// Instance: {"program": [1..20000 tokens, 0 = A#, 1 = #A, 2 = B#, 3 = #B]}.
// Answer: the final <answer> (else \boxed{}) content: the final program,
// tokens separated by whitespace (nothing for an empty program).
// Verifier `ab_program_simulation` (RLVE's exact ladder, range [-1, 1]): -1
// if there is no answer or a token other than A#, #A, B#, #B; 1 (correct)
// for the final program; 0 otherwise.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_AB_PROGRAM_SIMULATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_AB_PROGRAM_SIMULATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterAbProgramSimulationEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_AB_PROGRAM_SIMULATION_H_
