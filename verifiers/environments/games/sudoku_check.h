// sudoku_check (Referee; DESIGN §11): solve a Sudoku that has one solution
// cell by cell, with a `check` move that counts the rule conflicts.
//
// The grid is NM x NM with boxes of N rows by M columns; every row, column
// and box must hold 1..NM once each.
// Level d (0..4): boxes 2x2 (a 4x4 grid) with at most 10 empty cells, 2x3
// (6x6, transposed to 3x2 with odds 1/2) with at most 22, then 3x3 (9x9)
// with at most 40, 48 and 56. Generation: a canonical solved grid with its
// labels, rows within bands, bands, columns within stacks and stacks
// permuted; then the cells in a random order, each emptied only if an
// exact counter (depth-first, the empty cell with the fewest candidates
// first, counting to 2) still finds exactly one solution, until the level's
// count is reached; each count is capped at 2000 search nodes (a capped
// count keeps the cell given) and a puzzle's counts at 40000 in all (then
// the rest stay given), so a puzzle may have fewer empty cells than its
// level allows.
//
// Rules of a turn (rows 1..NM top to bottom, columns 1..NM left to right;
// keywords in any case, numbers separated by spaces or commas):
//   `set r c v`: writes v (1..NM) in the cell; an empty cell or one the
//     player filled earlier (overwritten); the given numbers cannot change.
//   `clear r c`: empties a cell the player filled.
//   `check`: reports the conflicts (pairs of cells holding the same number
//     in one row, column or box, counted once for each row, column or box
//     the pair shares) and the empty cells left; reward 0.
//   The `set` that completes the grid with no conflict: solved (+1, done).
//   (With one solution, that is the solution; an explicit instance whose
//   puzzle has several is solved by any of them.)
//   Illegal (-1/limit, the grid unchanged, an observation that says why):
//     unparseable, a cell or number out of range, changing or clearing a
//     given, clearing an empty cell.
// Turn limit: the empty cells + 10.
// Reference: `set r c v` for every empty cell in reading order, v from the
// solution. Its last action's last digit is the number written, so that
// action with the digit changed writes a wrong number or an illegal one.
// Observations after `set` and `clear`: what happened, the empty cells
// left (and, when the grid is full but not solved, that it is not a
// solution), and the grid: a header of column numbers, then one line per
// row led by its number, boxes framed by `|` and `+---+` lines, 0 for an
// empty cell.
// Instance: {"n": int, "m": int (each >= 1, 2 <= n·m <= 9), "grid":
// [[int, ...], ...] (n·m rows of n·m integers in 0..n·m, 0 = empty, at
// least one empty; no number twice in a row, column or box), "solution":
// [[...]] (a complete grid in 1..n·m keeping every given number and
// breaking no rule)}. Uniqueness is not re-checked for an explicit
// instance.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_SUDOKU_CHECK_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_SUDOKU_CHECK_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSudokuCheckEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_SUDOKU_CHECK_H_
