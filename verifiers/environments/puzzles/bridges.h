// Bridges (Hashiwokakero; Simon Tatham's "Bridges", one of seed 004's
// training puzzles): join the islands of a grid with horizontal and
// vertical bridges (at most two between a pair, none crossing an island or
// another bridge) so that every island has as many bridges as its number
// and all islands are connected.
//
// Level d (0..8): a grid of kRows[d] x kColumns[d] = 5×5, 5×6, 6×6, 6×7,
// 7×7, 7×8, 8×8, 8×9, 9×9 (one side grows per level, so every level's
// prompt has more cells). The generator grows a solution like Tatham's: a
// first island anywhere, then, until about 30% of the cells are islands
// (or 40 times that many tries), a random island throws one or two bridges
// (even odds) in a random direction over free water to a new island two or
// more cells away and never beside another island; then each island and the
// nearest island right of it and below it, if not joined yet and the water
// between is free, are joined with odds 1/3 (one or two bridges). The
// numbers are the islands' bridge counts. A solver (depth-first, the
// unfinished island with the fewest ways to spread its missing bridges over
// its open links first, all its links decided at once; links blocked by a
// crossing bridge; cut when the islands can no longer all be connected)
// counts solutions up to 2 within 20000 nodes; the first of up to 40 grown
// puzzles with exactly one solution is kept (about 60% of them are), else
// (odds about 0.4^40) a chain of islands along row 0, unique because each
// number fixes the next link from the left. Every generated puzzle has one
// solution. Generation takes well under 1 ms at 9×9 (about 0.1 ms on
// average).
// Instance: {"rows": int, "columns": int (each 1..15), "grid": [[int, ...],
// ...] (rows lists of columns integers in 0..8: 0 water, 1..8 an island
// and its number; at least two islands, no two islands side by side),
// "solution": [[int, ...], ...] (rows lists of columns cell codes: 0
// water, 1..8 the island, 11 / 12 one / two horizontal bridges, 21 / 22 one
// / two vertical bridges; required, checked against the rules; its
// uniqueness is not re-checked — generated instances are unique by
// construction, and any board meeting the rules earns full credit)}.
// Answer: the final <answer> (else \boxed{}) content as `rows` lines of
// `columns` whitespace-separated tokens (blank lines ignored), one per
// cell: an island's number, "0" water, "-" / "=" a cell under one / two
// horizontal bridges, "|" / "H" under one / two vertical bridges. The
// bottom-right cell can never be under a bridge (nothing lies beyond it),
// so a reference answer always ends in a digit.
// Verifier `bridges` (puzzle_ladder.h, range [-1, 1]): -1 if there is no
// answer, the shape is wrong or a token is not one of 0..8 - = | H; 1
// (correct) if the board keeps the islands and their numbers, every maximal
// run of horizontal (vertical) bridge cells is one kind and ends at islands
// on both sides, the bridge counts match the numbers and the islands are
// connected; else c^power (power 3 by default), c the weighted fraction of
// cells equal to the stored solution (bridge cells weigh 2, islands and
// open water 1).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_BRIDGES_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_BRIDGES_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterBridgesEnvironment(Catalog& catalog,
                                        const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_BRIDGES_H_
