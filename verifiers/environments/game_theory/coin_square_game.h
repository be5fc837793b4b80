// CoinSquareGame (RLVE-Gym "CoinSquareGame"): N coins in a row with values
// C[1..N]; Alice and Bob alternately (Alice first) take a positive number
// of coins from the left end and add their values to their own score. Alice
// takes 1 or 2 coins on her first turn; after a player took k coins, the
// next may take 1..min(2k, coins left). Each maximises their own total.
// What is Alice's total under optimal play? Reference: f(i, m), the most
// the mover collects from the last i coins when allowed to take 1..m of
// them, is max(f(i, m - 1), S(i) - f(i - m, min(2m, i - m))) with S(i) the
// sum of the last i coins; the answer is f(N, min(2, N)). O(N^2).
//
// Level d (RLVE's controller after d updates): N = 5 + d (13 at d = 8);
// each coin uniform in 1..2N. Levels 0..495 (N = 500: the O(N^2) table is
// 251,001 entries, about 1 ms).
// Instance: {"c": [1..500 integers in 1..10^9]} (N is its length; RLVE
// needs N >= 5, explicit rows may be shorter).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `coin_square_game` (RLVE's ladder): -1 unparseable; 1 Alice's optimal
// total; else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_COIN_SQUARE_GAME_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_COIN_SQUARE_GAME_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterCoinSquareGameEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_COIN_SQUARE_GAME_H_
