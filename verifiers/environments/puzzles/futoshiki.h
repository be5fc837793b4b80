// Futoshiki (Simon Tatham's "Unequal", seed 004's puzzle collection): fill an
// N × N grid with 1..N, each number once in every row and every column, so
// that the given numbers stay and every listed inequality between two
// adjacent cells holds.
//
// Level d: N = d + 3; levels 0..6 (N <= 9). The generator fills a random
// Latin square (a randomised propagate-and-guess dive, restarted up to 20
// times, then a row/column/symbol-shuffled cyclic square), starts from every
// clue (all N² numbers and all 2N(N-1) adjacent inequalities) and, in a
// shuffled order, drops each clue whose removal keeps the solution unique.
// The check is a search (bit-mask domains; row/column singles and hidden
// singles, inequality bound propagation; branching on the smallest domain)
// for a solution that breaks the dropped clue. A check costing over 500
// search nodes keeps its clue, and once 3000 nodes are spent the remaining
// clues all stay: the solution is unique either way, and the puzzle is
// minimal (no clue can go) when no cap was hit, as the tests check by brute
// force for N <= 4. At N = 9 generation takes ~2 ms on average, ~8 ms at
// worst (200 seeds); in our measurements a cap was hit only at N = 9, for
// ~4% of seeds.
// Instance: {"n": int (2..9), "grid": [[int, ...], ...] (n rows of n
// integers in 0..n, 0 = empty), "inequalities": [[r1, c1, r2, c2], ...]
// (0..2n(n-1) rows of four integers in 0..n-1: cell (r1, c1) holds a smaller
// number than the orthogonally adjacent cell (r2, c2); no pair of cells
// twice), "solution": [[int, ...], ...] (required: n rows of n integers in
// 1..n, a Latin square keeping every given number and satisfying every
// inequality)}. Rows and columns count from 0. An explicit instance's
// solution is checked against the rules but not for uniqueness; any board
// breaking no rule earns full credit all the same.
// Prompt: the grid (0 = empty) and one line "(r1,c1) < (r2,c2)" per
// inequality, in the instance's order (generated: row-major by the upper or
// left cell of the pair, its right neighbour before its lower one).
// Answer: the final <answer> (else \boxed{}) content as N lines of N
// whitespace-separated numbers (blank lines ignored); a cell is exactly one
// digit 1..N ("01", "+1" are outside the alphabet).
// Verifier `futoshiki` (the puzzle ladder of puzzle_ladder.h, range
// [-1, 1]): -1 if unparseable, not N lines of N tokens, or a token is not a
// digit 1..N; 1 (correct) if the board is a Latin square keeping every
// given number and satisfying every inequality; else c^power (power = 3),
// c the weighted fraction of cells equal to the solution, an empty cell
// weighing 2 and a given one 1.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_FUTOSHIKI_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_FUTOSHIKI_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterFutoshikiEnvironment(Catalog& catalog,
                                          const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_FUTOSHIKI_H_
