// Sudoku with a unique solution, up to 16 x 16 (seed 004's puzzle ladder;
// unlike the RLVE `sudoku`, whose blanked grids may have several
// solutions): complete an NM x NM grid whose boxes are N rows by M columns
// so that every row, column and box holds 1..NM once each.
//
// Level d (0..4): boxes 2x2, 2x3, 3x3, 3x4, 4x4 (grids 4, 6, 9, 12, 16;
// a non-square box is transposed with odds 1/2). The generator permutes a
// canonical solved grid (labels, rows within bands and the bands, columns
// within stacks and the stacks), then tries to empty every cell once, in a
// random order, keeping a cell emptied only if an exact counter still finds
// exactly one solution: depth-first search always filling the empty cell
// with the fewest candidates (bit sets per row, column and box), counting
// up to 2, each count capped at 1000 nodes (a capped count keeps the cell
// given) and all counts of one puzzle at 12000 nodes in all (when spent,
// the remaining cells stay given). Empty cells on average (200 seeds):
// 4x4 11.8 of 16, 6x6 26.1 of 36, 9x9 56.5 of 81 (near-minimal),
// 12x12 88 of 144, 16x16 134 of 256 (budget-bound). Measured generation
// time (Release, shared 2-core machine): average 0.02 / 0.07 / 1.2 / 2.5 /
// 1.9 ms at d = 0..4, worst seen ~9 ms.
// Instance: {"n": int, "m": int (each >= 1, 2 <= n·m <= 16; boxes are n
// rows by m columns), "grid": [[int, ...], ...] (n·m rows of n·m integers
// in 0..n·m, 0 = empty; no number twice in a row, column or box),
// "solution": [[...]] (required: a complete grid in 1..n·m that keeps
// every given number and breaks no rule)}. Whether the solution is unique
// is not re-checked for an explicit instance: any valid completion earns
// full credit.
// Answer: the final <answer> (else \boxed{}) content as NM lines of NM
// whitespace-separated numbers (blank lines ignored), each 1..NM written in
// one or two decimal digits.
// Verifier `sudoku_unique` (the puzzle ladder of puzzle_ladder.h, range
// [-1, 1]): -1 if unparseable, the wrong shape or a token that is not a
// number 1..NM; 1 (correct) if the grid keeps every given and no number
// repeats in a row, column or box; else c^power (power = 3), c the
// weighted fraction of cells equal to the solution, an empty cell weighing
// 2 and a given one 1.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_SUDOKU_UNIQUE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_SUDOKU_UNIQUE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSudokuUniqueEnvironment(Catalog& catalog,
                                             const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_SUDOKU_UNIQUE_H_
