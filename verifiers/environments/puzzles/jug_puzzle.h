// JugPuzzle (RLVE-Gym "JugPuzzle"): N jugs of given capacities start empty;
// with the moves Fill i, Empty i and Pour i j (until jug i is empty or jug
// j is full), end with exactly the target volume in some jug.
//
// Level d (RLVE's controller after d updates): N = 3 + d (11 at d = 8);
// capacities uniform in 2..10N; a uniform jug's capacity is the first
// target (one Fill); then RLVE's steps S from {3, ..., 10, 15, 20, ..., 50}
// (uniform) random legal moves, each drawn as RLVE's rejection loop
// accepts them (Fill, Empty, Pour picked 1 : 1 : 8, the jugs uniformly, a
// move that would change nothing drawn again) but directly: a legal Fill j
// or Empty j weighs N, a legal Pour i j weighs 8 (bounded work, O(N) per
// move). After each move, the volumes held that are positive, no capacity,
// no difference of two capacities and not offered before become the new
// targets: one of them (uniform) is the target and the moves so far the
// reference. Levels 0..97 (N <= 100; RLVE's controller has no top; with
// many jugs the differences of capacities cover most volumes, so large
// levels often keep a one-Fill target, as RLVE's do).
// Instance: {"capacities": [int, ...] (1..100 jugs, capacities in
// 1..10^9), "target": int (1..10^9; at most the largest capacity and a
// multiple of the capacities' gcd, else no move sequence reaches it),
// "solution": [[kind, i, j], ...] (optional, 1..1000 moves: kind 0 = Fill
// i, 1 = Empty i (j = i for both), 2 = Pour i j (j != i); i, j in 0..N-1;
// checked to end with the target in a jug; generated instances carry it)}.
// The reference answer prints the solution's moves, then (two jugs or
// more) "Fill 0" if jug 1 holds the target, "Empty 1" if jug 0 does, and
// "Pour 1 0", which then keeps the target: a change of its last digit
// makes jug 1 pour into itself, never a right answer by chance. An
// explicit instance without "solution" has an empty reference output.
// Answer: the final <answer> (else \boxed{}) content, one move per line
// (blank lines ignored; lines split where Python's splitlines() splits
// ASCII text): the word Fill, Empty or Pour (exactly so) and one, one or
// two integers, separated by whitespace.
// Verifier `jug_puzzle` (RLVE's ladder, range [-1, 1]): -1 if unparseable
// (no final answer, or a line of another shape: RLVE's wrong_format); -0.5
// if a move names a jug outside 0..N-1 or pours a jug into itself (RLVE's
// invalid_solution); else 1 (correct) if some jug holds exactly the target
// after the last move, 0 otherwise (an empty answer included). Any move
// sequence reaching the target earns 1.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_JUG_PUZZLE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_JUG_PUZZLE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterJugPuzzleEnvironment(Catalog& catalog,
                                          const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_JUG_PUZZLE_H_
