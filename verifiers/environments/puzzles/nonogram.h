// Nonogram (Simon Tatham's "Pattern", seed 004 trains on it): colour the
// cells of an R × C grid black or white so that the runs of consecutive
// black cells in every row and every column have the clued lengths, in
// order.
//
// Level d: R = 4 + floor(d/2) rows, C = 4 + floor((d+1)/2) columns (4 × 4,
// 4 × 5, 5 × 5, ...); levels 0..20 (14 × 14). The generator draws grids with
// each cell black with probability 1/2 and keeps the first whose clues have
// exactly one solution, counted up to 2 by line solving (each line narrowed
// to what every placement of its runs allows, exact, O(runs · length)) and
// backtracking on the first undecided cell. Caps: 2000 line solves per
// count (over it the grid is rejected), 6000 per puzzle and 16 grids; then
// the last grid is made line-solvable (hence unique) by blackening cells:
// while line solving leaves a cell undecided, the first such cell turns
// black, or, if it is black already, the first white cell of its row (each
// step adds a black cell, and a full row is always decided). In our
// measurements ~36% of random 14 × 14 grids are unique (so the fallback is
// all but unused) and generation takes ~0.6 ms on average at the top
// level, ~3 ms at worst (300 seeds).
// Instance: {"rows": int (1..32), "columns": int (1..32), "solution":
// [[int, ...], ...] (rows lists of columns integers, 1 = black, 0 =
// white)}. The clues are the runs of the solution; an explicit instance's
// clues are not checked for uniqueness (any board with the clued runs earns
// full credit all the same).
// Prompt: one line per row ("Row r: 3 1", top to bottom, r from 0) and per
// column ("Column c: 2", left to right); 0 is an empty line's clue.
// Answer: the final <answer> (else \boxed{}) content as R lines of C
// whitespace-separated cells, each exactly "1" (black) or "0" (white);
// blank lines ignored.
// Verifier `nonogram` (the puzzle ladder of puzzle_ladder.h, range
// [-1, 1]): -1 if unparseable, not R lines of C tokens, or a token is not
// 0 or 1; 1 (correct) if every row and column has its clued runs; else
// c^power (power = 3), c the fraction of cells equal to the solution (the
// board starts blank, so every cell is one the solver fills and weighs 2).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_NONOGRAM_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_NONOGRAM_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterNonogramEnvironment(Catalog& catalog,
                                         const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_NONOGRAM_H_
