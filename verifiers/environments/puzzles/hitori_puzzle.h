// HitoriPuzzle (RLVE-Gym "HitoriPuzzle"): black out cells of an N × M
// matrix of integers so that no number repeats among the remaining cells
// of any row or column, no two blacked-out cells touch horizontally or
// vertically, and the remaining cells form one region connected through
// up/down/left/right steps.
//
// Level d (RLVE's controller after d updates): MAX = 4 + d (12 at d = 8);
// N, M uniform in 2..MAX; RLVE's generator: the cells in a uniform order,
// each tries "black" first with probability 1/2 (else it stays white).
// Black is taken when some white cell already numbered shares its row or
// column, no neighbour is black and the non-black cells stay connected;
// a black cell copies one of those numbers (uniform among the distinct
// ones), a white cell takes the smallest number not used by the numbered
// white cells of its row and column. (RLVE writes this as a backtracking;
// white never fails, so it never backtracks.) One connectivity pass per
// black attempt: O((NM)²). The puzzle may have other solutions: any
// blacking-out meeting the rules earns full credit. Levels 0..26 (N, M <=
// 30: at most 8·10^5 connectivity steps; RLVE's controller has no top).
// Instance: {"n": int (2..30), "m": int (2..30), "grid": n rows of m ints
// in 0..10^9, "solution": n rows of m ints in 0..1 (optional: 1 blacked
// out; checked to meet the three rules; generated instances carry it and
// the reference answer prints it)}. An explicit instance without
// "solution" has an empty reference output.
// Answer: the final <answer> (else \boxed{}) content as lines (split where
// Python's splitlines() splits ASCII text, each trimmed of ASCII
// whitespace, blank ones ignored): N lines of M characters, `.` for a
// remaining cell and `*` for a blacked-out one.
// Verifier `hitori_puzzle` (RLVE's "(satisfied/all)^beta" ladder, range
// [-1, 1]): -1 if unparseable, not N lines, a line not of M characters or
// a character other than `.` and `*` (RLVE's wrong_format); -0.5 if two
// blacked-out cells touch or the remaining cells are not connected (RLVE's
// invalid_solution); else (rows and columns without a repeated number
// among their remaining cells / (N + M))^beta, beta = 10; 1 and correct
// iff all are.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_HITORI_PUZZLE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_HITORI_PUZZLE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterHitoriPuzzleEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_HITORI_PUZZLE_H_
