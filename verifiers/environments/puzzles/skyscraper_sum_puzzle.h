// SkyscraperSumPuzzle (RLVE-Gym "SkyscraperSumPuzzle"): place a building of
// height 0..N-1 in every cell of an N × N grid, each height once in every
// row and every column, so that from each side of each row and column the
// heights of the visible buildings (those with no taller one before them)
// add up to the given sum.
//
// Level d (RLVE's controller after d updates): N = 3 + d (11 at d = 8). A
// shifted Latin square (p[i] + q[j]) mod N, p and q shuffled orders of
// 0..N-1 (latin_squares.h, RLVE's draw), and its 4N sums; every clue is
// shown (the puzzle may have other solutions, and any grid matching every
// clue earns full credit). Levels 0..97 (N <= 100: the verifier is O(N²);
// RLVE's controller has no top).
// Instance: {"n": int (2..100), "left": [int, ...], "right": [...], "top":
// [...], "bottom": [...] (n integers in n-1..n(n-1)/2 each: the tallest
// building, n-1, is always seen, and at most all are: the sums seen from
// the left and the right of rows 0..n-1, from the top and the bottom of
// columns 0..n-1), "solution": [[int, ...], ...] (optional: n rows of n
// integers in 0..n-1, a Latin square with exactly these sums, which
// generated instances carry and the reference answer prints; checked when
// given)}. An explicit instance without "solution" has an empty reference
// output.
// Answer: the final <answer> (else \boxed{}) content as lines of
// whitespace-separated integers (blank lines ignored; lines split where
// Python's splitlines() splits ASCII text: \n, \r, \v, \f, \x1c-\x1e).
// Verifier `skyscraper_sum_puzzle` (RLVE's "(satisfied/all)^beta" ladder,
// range [-1, 1]): -1 if unparseable, not N lines or a line without exactly
// N integers (RLVE's wrong_format); -0.5 if a row or a column is not a
// permutation of 0..N-1 (RLVE's invalid_solution); else (sums among the
// 4N equal to the clue / 4N)^beta, beta = 10; 1 and correct iff all match.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_SKYSCRAPER_SUM_PUZZLE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_SKYSCRAPER_SUM_PUZZLE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSkyscraperSumPuzzleEnvironment(Catalog& catalog,
                                                    const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_SKYSCRAPER_SUM_PUZZLE_H_
