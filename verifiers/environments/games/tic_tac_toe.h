// tic_tac_toe (Referee; DESIGN §11): the policy plays X against a perfect
// O on a 3x3 board, X to move. Perfect play draws, so a draw is as good as
// a win: the episode is solved when X completes a line or when X fills the
// board with no line; lost when O completes a line.
//
// Minimax: the value of a position for the player to move is +(1 + e) if
// it can force a win that leaves e empty cells, -(1 + e) if the other
// player can force a win that leaves e, and 0 for a draw (so a win sooner
// and a loss later are preferred). The values of all positions are built
// once (a function-local static table of 3^9 entries), so a turn is a few
// table look-ups. O plays a move of the best value for O; among equal
// ones, the cell that comes first in the instance's `opponent_order` (a
// permutation of the cells, drawn per instance). The reference policy
// plays a move of the best value for X; among equal ones, the highest
// cell number.
//
// Cells are numbered 1..9 in reading order: cell = 3 * (row - 1) + col.
//
// Levels d = 0..3: the board starts with 3 - d X stones and 3 - d O
// stones placed at random (level 3: the empty board), redrawn until no
// line is complete and X, to move, can force at least a draw. Turn limit:
// the X moves needed to fill the board, ceil(empty / 2), + 2 spare turns
// for illegal actions: 4, 5, 6, 7 at levels 0..3.
//
// Instance JSON: {"board": [9 integers, 0 empty, 1 X, 2 O, reading order],
// "opponent_order": [the cells 1..9, each once]}; the board must have as
// many X as O, no complete line, and a value for X of at least a draw.
//
// Action: a cell as `row col` (each 1..3; spaces or a comma between them,
// optionally in parentheses: `2 3`, `2,3`, `(2, 3)`), or a single cell
// number 1..9. The ladder is game.h's: a move that completes an X line or
// fills the board +1 and done; a move after which O completes a line 0 and
// done (lost); any other legal move 0; an unparseable action, a cell off
// the board or an occupied cell -1/limit.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_TIC_TAC_TOE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_TIC_TAC_TOE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTicTacToeEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_TIC_TAC_TOE_H_
