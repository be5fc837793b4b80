// sliding_puzzle (Referee; DESIGN §11): the 8-puzzle and 15-puzzle. An
// N×N board holds tiles 1..N²-1 and one blank; a move slides a tile next
// to the blank into it. Solved when the tiles read 1..N²-1 row by row from
// the top left with the blank in the bottom-right corner.
//
// Action: the direction the BLANK moves, "up", "down", "left" or "right"
// (also "u", "d", "l", "r"; any case): "up" swaps the blank with the tile
// above it, which so slides down. Or "slide T" (or just "T"): slide tile T,
// which must be orthogonally next to the blank, into the blank. A blank
// at the board's edge moving off it, a tile that does not exist or is not
// next to the blank, or any other line is illegal (the shared penalty,
// board unchanged). The move that completes the order is Solved (+1).
//
// Levels: 0..7 are 3×3 scrambled by L = 4, 7, 10, 14, 18, 22, 26, 30
// random moves; 8..13 are 4×4 with L = 16, 20, 24, 28, 32, 36. The
// scramble is a random walk of the blank from the solved board that never
// undoes its previous step (so the board is solvable); a walk that ends
// solved, or whose board the solver below cannot finish within its
// budget, is redrawn.
//
// Reference: an optimal solution by IDA* with the Manhattan-distance
// heuristic (moves tried up, down, left, right), stopped after 1,000,000
// expanded nodes. Every solvable 2×2 and 3×3 board finishes well inside
// that (the worst 3×3 board needs under 80,000); most 4×4 boards up to
// about 40 moves from solved finish, farther ones may not (Read refuses
// those, see below). The count is deterministic, so whether a board is
// accepted never depends on the machine. The reference writes
// each move in the tile form ("slide 6"): the answer then carries digits,
// so changing one of them makes a different, wrong move.
//
// Turn limit: 2 × the optimal solution length + 4 (so the limit tells
// the optimum; the reference's solution is optimal, so it always fits).
// At a level: 2 × min(L, 31) + 4 for 3×3 (no 3×3 board is more than 31
// moves from solved) and 2 × L + 4 for 4×4 (the reversed walk solves in
// L moves).
//
// Explicit instance (JSON):
//   {"size": N, "tiles": [[t, ... N of them], ... N rows]}
// with 2 <= N <= 4 and the tiles a permutation of 0..N²-1 (0 is the
// blank). Read rejects (InvalidArgument naming the field) a wrong row
// count, a repeated or missing tile, a board already solved, a board of
// the wrong permutation parity (unsolvable: the parity of the permutation,
// counting the blank as N², must equal the parity of the blank's taxicab
// distance from the bottom-right corner), and a board the solver does not
// finish within its node budget ("tiles").
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_SLIDING_PUZZLE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_SLIDING_PUZZLE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSlidingPuzzleEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_SLIDING_PUZZLE_H_
