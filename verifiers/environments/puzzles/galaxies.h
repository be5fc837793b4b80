// Galaxies (Simon Tatham's Portable Puzzle Collection; also called Spiral
// Galaxies or Tentai Show; seed 004 trains on it at 3x3): a grid of cells
// with galaxy centres (dots) at cell middles, at the midpoints of edges
// between two cells, or at corners where four cells meet. Divide the grid
// into one galaxy per centre: every cell in exactly one galaxy, the galaxy
// of a centre holding the cells that centre touches (one, two or four),
// connected through shared sides, and unchanged by a 180-degree rotation
// about its centre.
//
// Positions use doubled coordinates: the middle of cell (r, c) (0-based)
// is (2r+1, 2c+1), an edge midpoint has one even coordinate, a corner two.
// A rotation about the centre (y, x) takes cell (r, c) to
// (y-1-r, x-1-c).
//
// Level d (0..7): an n x n grid, n = 3 + d (3x3 .. 10x10). The generator
// partitions the grid at random: while a cell is free, a uniform free cell
// takes a new centre (uniform among its middle and the edges and corners
// whose cells are all free) and the galaxy grows towards a target size
// (uniform in its core's size..max(core, max(5, n²/2))) by adding a
// uniform free cell beside it together with that cell's free mirror image,
// while such a pair fits. The centres, sorted by position, are the puzzle.
// A solver (the galaxies each cell may still join; propagation of symmetry
// and of reachability from each centre's cells; depth-first on the cell
// with the fewest options) counts solutions up to 2, each count capped at
// 2000 nodes (capped = not unique). The first of up to 32 partitions with
// exactly one solution and a cell no centre touches is kept (a unique one
// whose every cell is some centre's, common at 3x3, only if no attempt does
// better); else the last partition is refined: the galaxy holding the
// first cell where a second solution differs (the largest galaxy after a
// capped count) is cleared and regrown as smaller galaxies, until the
// count is exactly 1; past a budget of 10000 nodes per puzzle, the grid is
// tiled by galaxies that are only their centres' cells (2x2 blocks, then
// dominoes, then single cells: every cell is fixed, so the solution is
// unique). Over 3000 seeds per level neither the refinement nor the tiling
// was needed, and no generated puzzle took its solver more than 60 nodes.
// Measured: galaxies 4.5 on average at 3x3 (2.1 cells to find) to 20.8 at
// 10x10 (61 to find); 0.13 ms per puzzle at 10x10, about 1.5 ms at most.
// 11x11 and larger are left out: some puzzles there take the solver tens
// of milliseconds.
//
// Instance: {"rows": int, "columns": int (each 1..10), "centres": [[y, x],
// ...] (1..64 pairs, in label order: centre i is galaxy i+1; doubled
// coordinates 1 <= y <= 2·rows-1, 1 <= x <= 2·columns-1; no two centres
// touching the same cell), "solution": [[int, ...], ...] (optional: rows
// lists of columns galaxy labels 1..K; when given it must be the only
// solution)}. Every explicit instance is solved when it is read: one with
// no solution, with more than one, or whose check passes 2000 solver
// nodes is rejected (InvalidArgument naming the field).
// Answer: the final <answer> (else \boxed{}) content as rows lines of
// columns whitespace-separated galaxy labels, each a decimal integer 1..K
// without sign or leading zero.
// Verifier `galaxies` (the puzzle ladder of puzzle_ladder.h, range
// [-1, 1]): -1 if unparseable, the wrong shape or a token that is not a
// label; 1 (correct) if the board breaks no rule (each centre's cells carry
// its label, every galaxy is connected and symmetric about its centre: the
// puzzle has one solution, so this is it); else c^power (power = 3), c the
// weighted fraction of cells equal to the solution, a cell no centre
// touches weighing 2 and a centre's own cell 1.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_GALAXIES_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_GALAXIES_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterGalaxiesEnvironment(Catalog& catalog,
                                         const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_GALAXIES_H_
