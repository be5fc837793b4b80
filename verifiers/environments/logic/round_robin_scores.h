// Round-robin results from scores (RLVE-Gym "RoundRobin"): N players each
// play every other once; a win scores 3, a draw 1, a loss 0. Given every
// player's total W[i], write a results matrix A (N x N of 0/1/2: A[i][j]
// = 2 if i beat j, 1 a draw, 0 a loss) that yields exactly those totals.
//
// Level d: RLVE's controller, N = 3 + d. As RLVE draws it: a draw
// probability p uniform in [0, 1), then for each pair i < j a draw with
// probability p, else a win for either side with probability 1/2 each;
// the scores are those of that tournament. Levels 0..47 (N = 50: an
// answer of 2550 characters; RLVE's controller has no top).
// Deviation from RLVE (generation): p is drawn on a grid of 2^-20 steps
// (a uniform integer k in [0, 2^20), a draw when a uniform integer in the
// same range is below k) instead of RLVE's continuous random(): no
// floating point in generation.
// Instance: {"n": int (3..200), "scores": [int, ...] (n values, 0..3(n-1)),
// "matrix": [[0|1|2, ...], ...] (optional: n rows of n, a zero diagonal,
// A[i][j] + A[j][i] = 2, yielding exactly the scores: checked when given;
// generated instances carry it)}. Without "matrix" the reference output is
// empty (realizability is not checked).
// Answer: the final <answer> (else \boxed{}) content as N non-blank lines
// of N characters each from 0, 1, 2, no separators (row i is A[i][0] ..
// A[i][N-1]); any matrix with the given scores earns full credit. The
// reference is the stored matrix.
// Verifier `round_robin_scores` (RLVE's ladder, range [-1, 1]): -1 if
// unparseable (a line count or length other than N, a character other
// than 0, 1, 2); -0.5 if a diagonal entry is not 0 or some A[i][j] +
// A[j][i] != 2; else (players whose total matches / N)^beta, beta = 5.
// Full credit (correct) exactly when every total matches.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_ROUND_ROBIN_SCORES_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_ROUND_ROBIN_SCORES_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterRoundRobinScoresEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_ROUND_ROBIN_SCORES_H_
