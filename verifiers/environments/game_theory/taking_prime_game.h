// TakingPrimeGame (RLVE-Gym "TakingPrimeGame"): a pile of N stones; Stan
// and his opponent alternately (Stan first) remove a prime number of
// stones; whoever cannot move loses. A player who can force a win wins in
// as few moves as possible, one who cannot delays the loss as long as
// possible. The answer: the total number of moves (both players') until
// Stan wins, or -1 if he loses. Reference: over the primes p <= i (sieve),
// the mover at i wins iff some i - p loses, in 1 + the fewest moves of
// those losing i - p, else loses in 1 + the most moves of any i - p (0
// moves at i < 2).
//
// Level d (RLVE's controller after d updates): MAX_N = 8, then
// floor(1.1 MAX_N) + 1 per level (23 at d = 8). Stan is made to lose with
// odds 1/5; N is uniform among the n in 1..MAX_N where Stan wins (loses)
// — RLVE redraws N uniform in 1..MAX_N until it fits, the same
// distribution; we pick from the list of fitting n, so generation always
// ends (N = 1 always loses, N = 2 always wins). Levels 0..60 (MAX_N =
// 4036: the table costs about MAX_N^2 / (2 ln MAX_N) = 10^6 steps).
// Instance: {"n": 1..4036}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `taking_prime_game` (RLVE's ladder): -1 unparseable; 1 the number of
// moves (or -1); else 0 (no range check, as in RLVE).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_TAKING_PRIME_GAME_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_TAKING_PRIME_GAME_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTakingPrimeGameEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_TAKING_PRIME_GAME_H_
