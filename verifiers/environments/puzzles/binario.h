// Binario (RLVE-Gym "Binario"): fill the empty cells of an N × M grid of
// 0s and 1s so that each row and each column has the given number of 1s
// and no three consecutive cells of a row or a column are equal.
//
// Level d (RLVE's controller after d updates): MAX_N_M = 2 + d (10 at
// d = 8); N, M uniform in 2..MAX_N_M; sparsity s/10, s uniform in 1..9
// (RLVE's list 0.1..0.9); a random grid without three equal in a line,
// its row and column counts of 1s, and max(1, floor(NM·s/10)) cells,
// chosen at random, emptied. The grid is built row by row, each cell's
// value order drawn at random, backtracking within 16·NM steps (a
// checkerboard of random phase if that ever runs out; it never has in
// practice). RLVE instead fills the cells in a shuffled order with up to
// 10^7 backtracking steps, and computes int(NM·s/10) in floating point
// (one blank fewer for s = 7 and a few products NM, e.g. 90). The puzzle
// may have other solutions: any valid grid earns full credit. Levels
// 0..98 (N, M <= 100; RLVE's controller has no top).
// Instance: {"n": int (2..100), "m": int (2..100), "matrix": n rows of m
// ints in 0..2 (0, 1 given; 2 empty, RLVE's '*'), "row_counts": n ints in
// 0..m, "col_counts": m ints in 0..n, "solution": n rows of m ints in 0..1
// (optional: checked to agree with the given cells, to have no three equal
// in a line and exactly these counts; generated instances carry it and the
// reference answer prints it)}. An explicit instance without "solution"
// has an empty reference output.
// Answer: the final <answer> (else \boxed{}) content as lines (split where
// Python's splitlines() splits ASCII text, each trimmed of ASCII
// whitespace, blank ones ignored): N lines of M characters 0 or 1.
// Verifier `binario` (RLVE's "(satisfied/all)^beta" ladder, range
// [-1, 1]): -1 if unparseable, not N lines, a line not of M characters or
// a character other than 0 and 1 (RLVE's wrong_format); -0.5 if a given
// cell is changed or three consecutive cells of a row or a column are
// equal (RLVE's invalid_solution); else (rows and columns with the right
// count of 1s / (N + M))^beta, beta = 10; 1 and correct iff all N + M are
// right.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_BINARIO_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_BINARIO_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterBinarioEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_BINARIO_H_
