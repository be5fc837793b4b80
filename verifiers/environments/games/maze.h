// maze (Referee; DESIGN §11): walk out of a grid maze seen only through a
// 5×5 window. The grid has H rows and W columns of squares, each a wall or
// open; rows are numbered 1..H from the top (north), columns 1..W from the
// left (west). The opening observation states the size, the player's and
// the exit's coordinates and the first window; after each move the player
// sees the 5×5 block centred on it ('#' wall or beyond the edge, '.' open,
// '@' the player, 'E' the exit when in view).
//
// Action: "north", "south", "east" or "west" (also "n", "s", "e", "w"; any
// case), or "go r c" (or just "r c"): step into the orthogonally adjacent
// square (r, c). A step into a wall or off the grid, a square that is not
// adjacent, or any other line is illegal (the shared penalty; the player
// stays). The step onto the exit is Solved (+1).
//
// Levels 0..13: a perfect maze (exactly one path between two open
// squares) of k×k rooms, k = d + 2, drawn on a (2k+1)×(2k+1) grid (5×5 at
// level 0, 31×31 at 13) by a randomised depth-first search from the
// player's starting room, drawn at random; the exit is the room farthest
// from it (the first in row-major order among ties).
//
// Reference: the shortest path by breadth-first search (ties broken north,
// south, west, east), written as "go r c" steps: the answer then carries
// digits, so changing the last one moves the final step off the exit (to
// a square that is not adjacent, a wall, or another open square): the
// episode is not solved.
//
// Turn limit: 2 × the shortest path's length + (open squares) / 4, integer
// division; the reference takes the shortest path, so it always fits. At
// a level it is at most 2 × (2k² - 2) + (2k² - 1) / 4 (a perfect maze on
// that grid has 2k² - 1 open squares).
//
// Explicit instance (JSON, coordinates 1-based as in the prompt):
//   {"rows": H, "cols": W, "walls": [[0 or 1, ... W], ... H rows],
//    "start": [r, c], "exit": [r, c]}
// with 1 <= H, W <= 61 (1 is a wall). Read rejects (InvalidArgument naming
// the field) a wrong row count, a start or exit off the grid or on a wall,
// an exit equal to the start, and an exit the start cannot reach ("exit").
// The maze need not be perfect.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_MAZE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_MAZE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMazeEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_MAZE_H_
