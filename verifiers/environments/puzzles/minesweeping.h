// Minesweeping (RLVE-Gym "Minesweeping"): given an N × M matrix of clues
// (a number 0..8 or -1 for no clue), mark each cell as a mine `*` or not
// `.` so that no clue cell is a mine and every clue equals the number of
// mines among its (up to 8) neighbouring cells. Not the `minesweeper` game
// (games/): one answer, no turns.
//
// Level d (RLVE's controller after d updates): MAX = 4 + d (12 at d = 8);
// N, M uniform in 2..MAX; mines: RLVE's max(1, min(int(NM·u), NM - 1)) for
// u uniform in (0.4, 0.7), drawn exactly in law as floor(w/10) for w
// uniform in 4NM..7NM-1 (int(NM·u) = floor(V/10) for V = 10·NM·u uniform
// in (4NM, 7NM), and floor(V) is uniform over those integers), placed on
// uniform distinct cells; then RLVE's density t/100, t uniform in {60, 70,
// 80, 90, 95}, and max(1, floor(E·t/100)) of the E mine-free cells, chosen
// at random, show their count (exact integers; RLVE's float product
// int(E·t/100) can be one lower for a few E). The puzzle may have other
// solutions: any layout meeting every clue earns full credit. Levels 0..96
// (N, M <= 100; RLVE's controller has no top).
// Instance: {"n": int (1..100), "m": int (1..100), "grid": n rows of m
// ints in -1..8 (-1 no clue; at least one clue), "solution": n rows of m
// ints in 0..1 (optional: 1 a mine; checked to have no mine on a clue cell
// and to meet every clue; generated instances carry it and the reference
// answer prints it)}. An explicit instance without "solution" has an empty
// reference output.
// Answer: the final <answer> (else \boxed{}) content as lines (split where
// Python's splitlines() splits ASCII text, each trimmed of ASCII
// whitespace, blank ones ignored): N lines of M characters `*` or `.`.
// Verifier `minesweeping` (RLVE's "(satisfied/all)^beta" ladder, range
// [-1, 1]): -1 if unparseable, not N lines, a line not of M characters or
// a character other than `*` and `.` (RLVE's wrong_format); -0.5 if a clue
// cell is a mine (RLVE's invalid_solution); else (clues equal to their
// count of neighbouring mines / clues)^beta, beta = 10; 1 and correct iff
// all are.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_MINESWEEPING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_MINESWEEPING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMinesweepingEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_MINESWEEPING_H_
