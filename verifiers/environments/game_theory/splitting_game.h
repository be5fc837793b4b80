// SplittingGame (RLVE-Gym "SplittingGame"): N bottles of beans P[0..N-1];
// Alice and Bob alternately (Alice first) pick i < j <= k with bottle i
// non-empty, take one bean out of bottle i and put one into bottle j and
// one into bottle k (two into j when j = k); whoever cannot move loses. Who
// wins? Reference: each bean is a game of its own, a bean in bottle i
// worth the Sprague-Grundy value G(N - 1 - i) with G(r) = mex{G(a) XOR
// G(b) : 0 <= b <= a < r} (the bean becomes two beans further right); two
// beans in one bottle cancel, so Alice wins iff the XOR of G(N - 1 - i)
// over the bottles with an odd count is not 0. (RLVE also looks for a move
// to XOR 0 before naming Alice; by the Sprague-Grundy theorem one exists
// whenever the XOR is not 0, so the two agree.) O(N^3).
//
// Level d (RLVE's controller after d updates): N = 3 + d (11 at d = 8).
// The winner is drawn first (odds 1/2 each); then every P[i] uniform in
// 0..2N, all redrawn until that player wins — at most 65,536 draws (Bob's
// odds per draw are about 1/260 at N = 100, so all miss with odds below
// 10^-100; a miss takes P = 0 for Bob, P = (1, 0, ..., 0) for Alice).
// Levels 0..97 (N = 100).
// Instance: {"p": [1..100 integers in 0..10^9]} (N is its length; RLVE
// needs N >= 3, explicit rows may be shorter).
// Answer: one word in <answer> (else \boxed{}), read as RLVE-Gym compares
// it: after Python's str.strip() (Unicode whitespace), exactly `Alice` or
// `Bob`, case-sensitive. Verifier `splitting_game` (RLVE's ladder): -1 no
// answer span; -0.5 any other text (`alice`, `Alice wins`, an empty span);
// 1 the winner; 0 the other name.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_SPLITTING_GAME_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_SPLITTING_GAME_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSplittingGameEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_SPLITTING_GAME_H_
