// mastermind (Referee; DESIGN §11): crack a hidden code of P positions over
// colours 1..C (repeats allowed). Each turn the policy guesses P colours and
// is told the black pegs (right colour in the right position) and white
// pegs (right colour in the wrong position), counted as in standard
// Mastermind: blacks = positions that agree; whites = sum over colours of
// min(count in guess, count in code) minus blacks.
//
// Levels (P, C): 0 (3,4), 1 (3,5), 2 (4,4), 3 (4,5), 4 (4,6), 5 (5,6),
// 6 (5,7), 7 (5,8), 8 (6,8); the top level is 8.
//
// Turn limit: W(P,C) + 2, where W(P,C) is the most guesses the reference
// policy needs over every code of that size (found by exhaustive search
// and tabulated for 1 <= P <= 6, 2 <= C <= 8; the test recomputes it).
// Levels 0..8 need at most 6, 7, 7, 8, 9, 11, 12, 13, 14 guesses, so
// their limits are 8, 9, 9, 10, 11, 13, 14, 15, 16.
//
// Reference policy: guess the lexicographically first code consistent with
// all the feedback so far (computed once, when the problem is generated;
// Play only scores a guess against the secret).
//
// Instance JSON: {"positions": P, "colours": C, "secret": [P integers]}
// with 1 <= P <= 6, 2 <= C <= 8 and every secret entry in 1..C.
//
// Action: P digits, each 1..C, optionally separated by spaces or commas
// ("1 2 3 4", "1,2,3,4" or "1234"). The ladder is game.h's: the code
// found +1 and done; any other legal guess 0; an unparseable guess, a
// wrong number of digits or a colour outside 1..C -1/limit.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_MASTERMIND_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_MASTERMIND_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMastermindEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_MASTERMIND_H_
