// minesweeper (Referee; DESIGN §11): open every cell of an R x C board that
// holds no mine, one action per turn, without opening a mine.
//
// The episode opens with a given safe start cell already revealed (in
// generated boards a 0, so a region around it is open): no first-click
// luck. Generated boards need no guessing: a mine layout is kept only if a
// simple logic solver finishes it from the opening alone. The solver knows
// only what the player sees; each round it applies (1) single-cell rules
// (a number whose remaining mines equal its hidden neighbours flags them
// all; one with no remaining mines clears them all), then, if those found
// nothing, (2) the subset rule (when one number's hidden neighbours are a
// subset of another's, the difference holds the difference of their
// remaining mines: all safe if 0, all mines if it equals its size), then
// (3) the global count (no mines left: every hidden cell is safe; as many
// mines left as hidden cells: all mines). It opens every cell found safe,
// in reading order, and repeats until the board is done or a round finds
// nothing (a failure).
//
// Level d (0..12), rows x columns / mines: 5x5/3, 6x6/5, 7x7/7, 8x8/9,
// 9x9/12, 10x10/15, 11x11/19, 12x12/23, 13x13/28, 14x14/33, 16x16/44,
// 16x20/58, 16x30/99 (density 12% to 21%). Generation: a start cell
// uniform over the board, the mines uniform over the cells outside its
// 3x3 neighbourhood (so it is a 0), kept if at least one safe cell stays
// hidden after the opening, the solver finishes, and the reference's last
// action passes the check below; up to 100 layouts per mine count, then
// one mine fewer, for at most 10 counts (measured over 200 seeds: 1.4 layouts
// on average at d = 0, 21 at d = 12, never past the first count). If
// every try fails, a fixed board: mines at (1, 1) and (1, 3), start at
// (R, C), which the solver finishes.
//
// Rules of a turn (rows 1..R top to bottom, columns 1..C left to right;
// keywords in any case, the two numbers separated by spaces or a comma):
//   `reveal r c` (or just `r c`): opens the cell. A mine: lost (0, done).
//     Otherwise it shows how many of its up to 8 neighbours are mines; a 0
//     opens its neighbours too, repeatedly (flagged cells stay closed).
//     The action that opens the last safe cell: solved (+1, done).
//   `flag r c`: puts a flag on a hidden cell, or removes it if there is
//     one (a note for the player: it costs a turn but no penalty; a
//     flagged cell cannot be revealed until the flag is removed).
//   Illegal (-1/limit, the board unchanged, an observation that says why):
//     unparseable, off the board, revealing an open or flagged cell,
//     flagging an open cell.
// Turn limit: the safe cells hidden after the opening + M + 5 (every safe
// cell opened one by one, every mine flagged, five spare turns); at most
// R·C + 1 at a level.
// Reference: the solver's reveals in its order (each a cell it proved
// safe, skipping cells an earlier 0 already opened); no flags. Its last
// reveal is chosen among the cells that finish the board so that the same
// action with the column's last digit changed does not also finish it
// (that cell is a mine, open, off the board or leaves a safe cell hidden;
// a generated layout where no choice passes is redrawn). For an explicit
// instance the solver cannot finish, the reference opens the first hidden
// safe cell in reading order whenever the logic is stuck (the prompt then
// does not promise a no-guess board).
// Observations: what the action did, the flags and hidden cells left, and
// the board: a header of column numbers, then one line per row led by its
// number; `#` hidden, `F` flagged, a digit for an open cell's count, `*`
// the mines (shown only once the game is lost).
// Instance: {"rows": int, "columns": int (each 1..30, rows·columns >= 2),
// "mines": [[r, c], ...] (1-based, distinct, 0..rows·columns-1 of them),
// "start_row": int, "start_column": int (1-based, not a mine)}; the
// opening must leave at least one safe cell hidden.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_MINESWEEPER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_MINESWEEPER_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMinesweeperEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_MINESWEEPER_H_
