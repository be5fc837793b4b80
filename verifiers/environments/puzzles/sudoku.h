// Sudoku (RLVE-Gym "Sudoku"): complete an NM × NM grid whose boxes are N rows
// by M columns so that every row, column and box holds 1..NM once each.
//
// Level d: N and M each uniform in 2..d+2 (independently); levels 0..10
// (NM <= 144). The generator permutes a canonical solved grid (relabels the
// numbers, shuffles rows within bands and the bands, columns within stacks
// and the stacks, transposes half the time) and empties
// max(1, floor(NM²·s/10)) random cells, s uniform in 1..9; the solution is
// kept, though the puzzle may have others.
// Instance: {"n": int, "m": int (each >= 1, n·m <= 144; boxes are n rows by
// m columns), "grid": [[int, ...], ...] (n·m rows of n·m integers in
// 0..n·m, 0 = empty; no number twice in a row, column or box),
// "solution": [[...]] (optional: a complete grid that keeps every given
// number and breaks no rule, which generated instances carry and the
// reference answer prints; checked when given)}. An explicit instance
// without "solution" has an empty reference output.
// Answer: the final <answer> (else \boxed{}) content as lines of
// whitespace-separated integers (blank lines ignored). Verifier `sudoku`
// (RLVE's ladder, range [-1, 1]): -1 if unparseable or not NM lines of NM
// integers; -0.5 if a number is outside 1..NM or a given number changed; 0
// if a number repeats in a row, column or box; else 1 (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_SUDOKU_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_SUDOKU_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSudokuEnvironment(Catalog& catalog,
                                       const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_SUDOKU_H_
