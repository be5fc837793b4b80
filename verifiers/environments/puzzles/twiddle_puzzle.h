// TwiddlePuzzle (RLVE-Gym "TwiddlePuzzle"): an N × M grid holds the numbers
// 0..NM-1 once each. A move picks a top-left corner (i, j) with 0 <= i <=
// N - K and 0 <= j <= M - K and turns the K × K square there a quarter turn
// counterclockwise (the cell at offset (x, y) goes to (K-1-y, x)). List
// moves that turn the start grid into the target grid.
//
// Level d (RLVE's controller after d updates): MAX = 3 + d (11 at d = 8);
// N, M uniform in 2..MAX; K uniform in 2..min(N, M); the start a uniform
// permutation; the target the start after RLVE's steps s uniform in 2..10
// random moves (the reference). Any move list reaching the target earns
// full credit. Levels 0..17 (N, M <= 20: a move costs K² <= 400 cell
// copies, so the 10 000 moves an answer may hold stay near 4·10^6 steps;
// RLVE's controller has no top).
// Instance: {"n": int (2..20), "m": int (2..20), "k": int (2..min(n, m)),
// "start": n rows of m ints, a permutation of 0..nm-1, "target": n rows of
// m ints, a permutation of 0..nm-1, "solution": [[i, j], ...] (optional,
// 1..1000 moves with 0 <= i <= n-k, 0 <= j <= m-k, checked to turn start
// into target; generated instances carry it and the reference answer
// prints it)}. An explicit instance without "solution" has an empty
// reference output.
// Answer: the final <answer> (else \boxed{}) content as lines (split where
// Python's splitlines() splits ASCII text, blank ones ignored), each two
// whitespace-separated integers `[+-]?[0-9]+`: i j. No line presses
// nothing.
// Verifier `twiddle_puzzle` (RLVE's "mean([gold=answer])^beta" ladder,
// range [-1, 1]): -1 if unparseable (no final answer, or a line not of two
// integers: RLVE's wrong_format, wherever it stands); -0.5 if a move's
// corner is out of range (an integer past 64 bits included: RLVE's
// invalid_solution) or, Referee's cap (RLVE has none), the answer holds
// more than 10 000 moves; else (cells equal to the target's / NM)^beta,
// beta = 5; 1 and correct iff the grid ends equal to the target.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_TWIDDLE_PUZZLE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_TWIDDLE_PUZZLE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTwiddlePuzzleEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_TWIDDLE_PUZZLE_H_
