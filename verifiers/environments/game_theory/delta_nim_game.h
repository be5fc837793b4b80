// DeltaNimGame (RLVE-Gym "DeltaNimGame"): N piles A[0..N-1], non-decreasing;
// Alice and Bob alternately (Alice first) remove 1..A[i] stones from one
// pile i, keeping the row non-decreasing; whoever cannot move loses. Who
// wins? Reference: with D[i] = A[i] - A[i-1] (A[-1] = 0), a move takes x
// <= D[i] from D[i] and adds it to D[i+1] (or removes it, for i = N - 1):
// staircase Nim, so the first player wins iff the XOR of D[i] over the i
// with i = N - 1 (mod 2) is not 0.
//
// Level d (RLVE's controller after d updates): N = 2 + d (10 at d = 8).
// The winner is drawn first (odds 1/2 each); then the differences: D[0]
// uniform in 1..N, D[1..N-2] uniform in 0..N; D[N-1] makes the XOR X over
// the counted positions zero for Bob (D[N-1] = X of the others), and for
// Alice is uniform in 0..N redrawn until it differs from X (at most 1024
// draws, each a miss with odds <= 1/3; a miss takes 0 or 1, whichever
// differs from X); A is their prefix sums. Levels 0..498 (N = 500).
// Instance: {"a": [1..1000 non-decreasing integers in 0..10^9]} (N is its
// length; RLVE has A[0] >= 1 and N >= 2, explicit rows may start at 0 and
// be shorter: a 0 pile is simply one no move can take from).
// Answer: one word in <answer> (else \boxed{}), read as RLVE-Gym compares
// it: after Python's str.strip() (Unicode whitespace), exactly `Alice` or
// `Bob`, case-sensitive. Verifier `delta_nim_game` (RLVE's ladder): -1 no
// answer span; -0.5 any other text (`alice`, `Alice wins`, an empty span);
// 1 the winner; 0 the other name.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_DELTA_NIM_GAME_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_DELTA_NIM_GAME_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterDeltaNimGameEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_DELTA_NIM_GAME_H_
