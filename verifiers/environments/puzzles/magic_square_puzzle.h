// MagicSquarePuzzle (RLVE-Gym "MagicSquarePuzzle"): fill the empty cells of
// an N × N grid so that it holds each of 1..N² once, keeps the given
// numbers, and every row, every column and both main diagonals add up to
// the magic constant N(N² + 1)/2.
//
// Level d (RLVE's controller after d updates): N = 3, then + 1 per update,
// skipping N ≡ 2 (mod 4) (3, 4, 5, 7, 8, 9, 11, 12, 13 at d = 8: RLVE builds
// no singly even square). The square: the Siamese construction for odd N
// (1 at the top middle, each next number up and right, wrapping, or below
// the last when that cell is taken), the doubly even one for N ≡ 0 (mod 4)
// (1..N² row by row, x -> N² + 1 - x where i ≡ j or i + j ≡ 3 (mod 4));
// then RLVE's N² random steps: with probability 1/10 a rotation by 90°
// times a uniform 1..3, with 1/10 a left-right mirror, with 8/10 RLVE's
// "row swap", whose helper returns its input unchanged (RLVE-Gym's
// swap_rows builds the swapped copy and returns the original), so it is a
// no-op here too. The grids are thus exactly the 8 rotations and
// reflections of the construction, with RLVE's distribution over them (we
// compose the steps as one symmetry and apply it once; RLVE's float
// weights 0.1/0.1/0.8 are the exact tenths here). Then RLVE's sparsity s/10,
// s uniform in 1..9, and max(1, floor(N²·s/10)) uniform cells emptied
// (exact integers; RLVE's float product int(N²·s) can be one lower at
// s = 0.7 for a few N). The puzzle may have other solutions: any magic
// square keeping the given numbers earns full credit. Levels 0..73
// (N <= 100; RLVE's controller has no top).
// Instance: {"n": int (3..100), "grid": n rows of n ints in 0..n² (0 empty,
// as RLVE prints it), "solution": n rows of n ints in 1..n² (optional:
// checked to hold each of 1..n² once, keep every given number and be magic;
// generated instances carry it and the reference answer prints it)}. An
// explicit instance without "solution" has an empty reference output.
// Answer: the final <answer> (else \boxed{}) content as lines of
// whitespace-separated integers (blank lines ignored; lines split where
// Python's splitlines() splits ASCII text: \n, \r, \v, \f, \x1c-\x1e).
// Verifier `magic_square_puzzle` (RLVE's "(satisfied/all)^beta" ladder,
// range [-1, 1]): -1 if unparseable, not N lines or a line without exactly
// N integers (RLVE's wrong_format); -0.5 if the numbers are not each of
// 1..N² once, or a given number is changed (RLVE's invalid_solution); else
// (rows, columns and main diagonals adding up to N(N² + 1)/2 / (2N + 2))^beta,
// beta = 10; 1 and correct iff all 2N + 2 do.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_MAGIC_SQUARE_PUZZLE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_MAGIC_SQUARE_PUZZLE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMagicSquarePuzzleEnvironment(Catalog& catalog,
                                                  const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_MAGIC_SQUARE_PUZZLE_H_
