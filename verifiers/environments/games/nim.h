// nim (Referee; DESIGN §11): normal-play Nim against an optimal opponent.
// K heaps of stones; a move takes one or more stones from one heap; whoever
// takes the last stone wins. The policy moves first from a position whose
// nim-sum (XOR of the heap sizes) is not 0, so it can always win.
//
// The opponent, after each legal policy move that leaves stones: if the
// nim-sum x is not 0, the winning move on the lowest-numbered heap h with
// h XOR x < h (it leaves h XOR x stones there, nim-sum 0); otherwise one
// stone from the lowest-numbered non-empty heap. The reference policy
// plays the same rule, so it always leaves the opponent a nim-sum of 0.
//
// Levels d = 0..10: K = 2 + floor(d/2) heaps (2..7), each size uniform in
// 1..4+2d (4..24), redrawn until the nim-sum is not 0.
//
// Turn limit: ceil(S/2) + 2 for S stones in all. Every move takes at least
// one stone and the players alternate, policy first, so any game of legal
// moves ends within ceil(S/2) policy moves; the 2 spare turns let the
// policy recover from an illegal action or two. The level limit is
// ceil(K * (4+2d) / 2) + 2.
//
// Instance JSON: {"heaps": [K integers]}, 1 <= K <= 12, each 0..64, with a
// nim-sum that is not 0.
//
// Action: `take N from heap H` (any case; "stone" or "stones" may follow
// N, e.g. `take 3 stones from heap 2`) or just the two numbers `H N`
// (heap first); heaps are numbered from 1. The ladder is game.h's: taking
// the last stone +1 and done (won); a legal move after which the opponent
// takes the last stone 0 and done (lost); any other legal move 0; an
// unparseable action, a heap that does not exist or is empty, or a count
// outside 1..(the heap's size) -1/limit.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_NIM_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_NIM_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterNimEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_NIM_H_
