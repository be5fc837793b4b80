// EightDigitPuzzle (RLVE-Gym "EightDigitPuzzle"): an N × M grid holds the
// numbers 0..NM-1 once each; a move swaps the 0 with its neighbour above
// (U), below (D), left (L) or right (R). Give moves that turn the start grid
// into the destination grid.
//
// Level d (RLVE's controller after d updates): MAX_N_M = 3 + d; N and M
// uniform in 2..MAX_N_M, steps drawn from RLVE's list 2, 3, 5, 10, 15, 20,
// 25, 30; the start is a shuffled permutation and the destination is where
// `steps` random moves take it (each move drawn among the moves that stay
// on the grid, weighted by four weights uniform in 1..NM drawn per problem:
// RLVE redraws a move leaving the grid, the same distribution). Levels
// 0..97 (N, M <= 100; RLVE's controller has no top).
// Instance: {"n": int (2..100), "m": int (2..100), "start": n rows of m
// ints in 0..nm-1 (a permutation), "destination": the same shape, "moves":
// 1..10000 move codes (0 = U, 1 = D, 2 = L, 3 = R: checked to stay on the
// grid and to take start to destination; the reference answer prints them)}.
// Answer: the final <answer> (else \boxed{}) content, trimmed of ASCII
// whitespace at both ends: a string of the letters U, D, L, R (any number,
// none included).
// Verifier `eight_digit_puzzle` (RLVE's "mean([gold=answer])^beta" ladder,
// range [-1, 1]): -1 if unparseable or a character other than U, D, L, R
// (RLVE's wrong_format); -0.5 if a move takes the 0 off the grid (RLVE's
// invalid_solution); else (cells equal to the destination's / NM)^beta,
// beta = 10; 1 and correct iff the final grid is the destination (any
// sequence reaching it).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_EIGHT_DIGIT_PUZZLE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_EIGHT_DIGIT_PUZZLE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterEightDigitPuzzleEnvironment(Catalog& catalog,
                                                 const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_EIGHT_DIGIT_PUZZLE_H_
