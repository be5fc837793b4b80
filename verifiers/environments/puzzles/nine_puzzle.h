// NinePuzzle (RLVE-Gym "NinePuzzle"): an N × M grid holds the numbers
// 0..NM-1 once each; a move rotates one row left or right by at most
// row_K cells, or one column up or down by at most col_K cells (cyclic
// shifts). Give moves that turn the start grid into the destination grid.
//
// Level d (RLVE's controller after d updates): MAX_N_M = 3 + d; N and M
// uniform in 2..MAX_N_M; row_K uniform in 1..M-1, col_K in 1..N-1; the
// start a shuffled permutation; steps uniform in 2..10 (RLVE's list 2, 3,
// ..., 10); each step a row or a column (even odds), its index uniform and
// a shift uniform among the non-zero integers in -K..K (RLVE redraws a 0);
// the destination is where the steps take the start. Levels 0..97 (N, M <=
// 100; RLVE's controller has no top).
// Instance: {"n": int (2..100), "m": int (2..100), "row_k": 1..m-1,
// "col_k": 1..n-1, "start": n rows of m ints in 0..nm-1 (a permutation),
// "destination": the same shape, "moves": 1..1000 rows [kind, index,
// shift] (kind 0 = row, index in 0..n-1, |shift| <= row_k; kind 1 =
// column, index in 0..m-1, |shift| <= col_k; checked to take start to
// destination; the reference answer prints them)}.
// Answer: the final <answer> (else \boxed{}) content, one move per line
// (blank lines skipped; lines split where Python's splitlines() splits
// ASCII text): the word row or column (exactly so), then two integers,
// the index and the signed shift (positive: right / down), separated by
// whitespace; no moves at all is an answer too.
// Verifier `nine_puzzle` (RLVE's "mean([gold=answer])^beta" ladder, range
// [-1, 1]): -1 if unparseable or a line of another shape (RLVE's
// wrong_format); -0.5 if a move's index is outside the grid or its shift
// exceeds row_K / col_K in size (RLVE's invalid_solution); else (cells
// equal to the destination's / NM)^beta, beta = 10 (param `beta`); 1 and
// correct iff the final grid is the destination (any sequence reaching
// it).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_NINE_PUZZLE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_NINE_PUZZLE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterNinePuzzleEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_NINE_PUZZLE_H_
