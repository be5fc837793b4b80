// Undead (Simon Tatham's Portable Puzzle Collection; seed 004 trains on
// it): a grid of cells, some holding a diagonal mirror `/` or `\`, every
// other cell holding one monster: a ghost, a vampire or a zombie. The
// totals of each kind are given, and every position around the edge gives
// how many monsters are seen looking into the grid from there: the line of
// sight bounces off mirrors (both sides reflect) until it leaves the grid;
// a vampire is seen only before the first mirror, a ghost only after it, a
// zombie always, and a monster passed twice counts twice.
//
// Level d (0..6): rows x columns = 3x3, 3x4, 4x4, 4x5, 5x5, 5x6, 6x6.
// floor(R·C·t/10) cells (t uniform in 4..6) get a mirror, each `/` or `\`
// with odds 1/2, the others a uniform monster; every one of the 2(R+C)
// edge numbers is shown. The generator keeps the first attempt (of at most
// 64, within a budget of 100000 solver nodes) whose puzzle has a UNIQUE
// solution: an exact solver (backtracking over the monster cells, in the
// order the sight lines fill, pruning each sight line by the least and most
// its open cells can still add, and each kind by its total) counts
// solutions up to 2, each count capped at 20000 nodes (a capped count is
// "not unique"). If no attempt is unique (not seen in 1000 seeds per level
// up to 6x6) it falls back on the last one and reveals monsters as givens:
// a cell where a second solution differs (a random unrevealed cell if the
// count was capped) until the count is exactly 1 (tested by forcing it).
// Measured at 6x6: 0.2 ms per puzzle on average, 1 ms at most over 1000
// seeds. 7x7 is left out: only ~1% of random 7x7 puzzles are unique, and
// counts hit the cap.
// Instance: {"rows": int, "columns": int (each 1..10), "grid": [[int, ...],
// ...] (rows lists of columns codes: 0 a monster to find, 1 a given ghost, 2
// a given vampire, 3 a given zombie, 4 a `/` mirror, 5 a `\` mirror),
// "ghosts", "vampires", "zombies": int (each 0..100, summing to the
// non-mirror cells), "top", "bottom": [int, ...] (columns numbers each,
// left to right: seen looking down from above, looking up from below),
// "left", "right": [int, ...] (rows numbers each, top to bottom: seen
// looking right, looking left), every edge number 0..2·rows·columns,
// "solution": [[int, ...], ...] (required: the answer codes below; 0
// exactly on the mirrors, every given kept, the totals and every edge
// number met)}. Whether the solution is unique is not re-checked for an
// explicit instance: any board that breaks no rule earns full credit.
// Answer: the final <answer> (else \boxed{}) content as rows lines of
// columns whitespace-separated codes: 0 for a mirror cell, 1 ghost, 2
// vampire, 3 zombie (exactly one of the characters 0 1 2 3 each).
// Verifier `undead` (the puzzle ladder of puzzle_ladder.h, range [-1, 1]):
// -1 if unparseable, the wrong shape or a token other than 0..3; 1
// (correct) if the board breaks no rule (0 exactly on the mirrors, givens
// kept, the totals and every edge number met); else c^power (power = 3), c
// the weighted fraction of cells equal to the solution, a cell to find
// weighing 2 and a mirror or given cell 1.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_UNDEAD_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_UNDEAD_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterUndeadEnvironment(Catalog& catalog,
                                       const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_UNDEAD_H_
