// SurvoPuzzle (RLVE-Gym "SurvoPuzzle"): fill the empty cells of an N × M
// grid so that it holds each of 0..NM-1 exactly once, keeps the given
// numbers, and its rows and columns add up to the given sums.
//
// Level d (RLVE's controller after d updates): MAX = 3 + d (11 at d = 8);
// N, M uniform in 2..MAX; a uniformly shuffled 0..NM-1 laid out row by
// row, its row and column sums; RLVE's sparsity s/10, s uniform in 1..9,
// and max(1, floor(NM·s/10)) cells, chosen at random, emptied (exact
// integers; RLVE's float product int(NM·s) can be one lower at s = 0.7 for
// a few NM, e.g. 90). The puzzle may have other solutions: any grid
// meeting every sum earns full credit. Levels 0..97 (N, M <= 100; RLVE's
// controller has no top).
// Instance: {"n": int (1..100), "m": int (1..100), "matrix": n rows of m
// ints in -1..nm-1 (-1 empty, as RLVE prints it), "row_sums": n ints in
// 0..m(nm-1), "col_sums": m ints in 0..n(nm-1), "solution": n rows of m
// ints in 0..nm-1 (optional: checked to hold each number once, keep every
// given number and have exactly these sums; generated instances carry it
// and the reference answer prints it)}. An explicit instance without
// "solution" has an empty reference output.
// Answer: the final <answer> (else \boxed{}) content as lines of
// whitespace-separated integers (blank lines ignored; lines split where
// Python's splitlines() splits ASCII text: \n, \r, \v, \f, \x1c-\x1e).
// Verifier `survo_puzzle` (RLVE's "(satisfied/all)^beta" ladder, range
// [-1, 1]): -1 if unparseable, not N lines or a line without exactly M
// integers (RLVE's wrong_format); -0.5 if the numbers are not each of
// 0..NM-1 once, or a given number is changed (RLVE's invalid_solution);
// else (rows and columns with the given sum / (N + M))^beta, beta = 5; 1
// and correct iff all N + M are.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_SURVO_PUZZLE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_SURVO_PUZZLE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSurvoPuzzleEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_SURVO_PUZZLE_H_
