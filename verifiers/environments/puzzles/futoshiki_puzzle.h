// FutoshikiPuzzle (RLVE-Gym "FutoshikiPuzzle"): complete an N × N grid so
// that every row and every column holds 0..N-1 exactly once, the given
// numbers stay, and as many as possible of a list of inequalities
// c[r1][c1] < c[r2][c2] between any two cells (not only neighbours) hold.
// A separate environment from seed 004's `futoshiki` (1..N, adjacent
// inequalities, unique solutions, the puzzle ladder).
//
// Level d (RLVE's controller after d updates): N = 3 + d (11 at d = 8). A
// shifted Latin square (p[i] + q[j]) mod N, p and q shuffled orders of
// 0..N-1; K uniform in 1..2N inequalities (RLVE: 1..min(all, 2N); there
// are N³(N-1)/2 >= 2N pairs of cells with different numbers), K distinct
// such pairs drawn uniformly (a partial Fisher–Yates shuffle of the pair
// indices: bounded work, no rejection), each written smaller number first; then RLVE's sparsity s uniform in
// {0.1, 0.2, ..., 0.9} (drawn as t = 1..9 tenths) and max(1, floor(N²·t/10))
// uniform cells emptied (exact integers; RLVE's float product
// int(N²·s) agrees for every N <= 100). The solution is kept; the puzzle may
// have others, and any board breaking no rule earns full credit. Levels
// 0..97 (N <= 100: the prompt holds N² numbers; RLVE's controller has no
// top).
// Instance: {"n": int (2..100), "grid": [[int, ...], ...] (n rows of n
// integers in -1..n-1, -1 = empty; no number twice in a row or a column),
// "inequalities": [[r1, c1, r2, c2], ...] (1..n² rows of four integers in
// 0..n-1, (r1, c1) != (r2, c2): the number at (r1, c1) must be smaller),
// "solution": [[int, ...], ...] (optional: n rows of n integers in 0..n-1,
// a Latin square keeping every given number and satisfying every
// inequality, which generated instances carry and the reference answer
// prints; checked when given)}. An explicit instance without "solution"
// has an empty reference output.
// Answer: the final <answer> (else \boxed{}) content as lines of
// whitespace-separated integers (blank lines ignored; lines split where
// Python's splitlines() splits ASCII text: \n, \r, \v, \f, \x1c-\x1e).
// Verifier `futoshiki_puzzle` (RLVE's "(satisfied/all)^beta" ladder, range
// [-1, 1]): -1 if unparseable, not N lines or a line without exactly N
// integers (RLVE's wrong_format); -0.5 if a row or a column is not a
// permutation of 0..N-1, or a given number is changed (RLVE's
// invalid_solution); else (inequalities satisfied / K)^beta, beta = 5; 1
// and correct iff every inequality holds.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_FUTOSHIKI_PUZZLE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_FUTOSHIKI_PUZZLE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterFutoshikiPuzzleEnvironment(Catalog& catalog,
                                                const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_FUTOSHIKI_PUZZLE_H_
