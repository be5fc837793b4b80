// QueenPlacement (RLVE-Gym "QueenPlacement"): an N × N board holds some
// queens, no two attacking each other; place K more so that still no two
// share a row, a column or a diagonal (either direction).
//
// Level d (RLVE's controller after d updates): N = 4 + d (12 at d = 8).
// The N² cells in a shuffled order, each taking a queen unless one already
// placed attacks it (a maximal non-attacking set: the hidden solution);
// K uniform in 1..max(1, floor(queens/2)), and K uniform distinct queens
// of the solution removed (the board shown). Any placement breaking no
// rule earns full credit. Levels 0..96 (N <= 100: the prompt holds N²
// cells; RLVE's controller has no top).
// Instance: {"n": int (1..100), "grid": [[int, ...], ...] (n rows of n
// integers in 0..1, 1 = a queen; no two attacking), "k": int (1..n; the
// queens on the grid plus k at most n), "solution": [[int, ...], ...]
// (optional: n rows of n integers in 0..1, every queen of the grid and k
// more, no two attacking; generated instances carry it and the reference
// answer prints it; checked when given)}. An explicit instance without
// "solution" has an empty reference output.
// Answer: the final <answer> (else \boxed{}) content as N lines of N
// characters from `Q`, `.` (lines split where Python's splitlines() splits
// ASCII text, each trimmed, blank ones ignored).
// Verifier `queen_placement` (RLVE's fixed rewards, range [-1, 1]): -1 if
// unparseable, not N non-blank lines, a line not of N characters, or a
// character other than `Q`, `.` (RLVE's wrong_format). Then the cells in
// row-major order, as RLVE scans them, stopping at the first of: a given
// queen missing, -0.5 (RLVE's invalid_solution); a queen sharing a row,
// column or diagonal with an earlier queen, 0 (RLVE's wrong_solution).
// Then 0 if the number of new queens is not K; else 1 (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_QUEEN_PLACEMENT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_QUEEN_PLACEMENT_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterQueenPlacementEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_QUEEN_PLACEMENT_H_
