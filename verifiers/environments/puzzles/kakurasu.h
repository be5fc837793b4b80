// Kakurasu (RLVE-Gym "Kakurasu"): fill an N × M grid with 0s and 1s so that
// in each row i the column indices (1-based) of its 1s sum to A[i], and in
// each column j the row indices of its 1s sum to B[j].
//
// Level d (RLVE's controller after d updates): MAX_N_M = 3 + d (11 at
// d = 8); N, M uniform in 2..MAX_N_M; a rate r uniform in 100..900 per
// mille (RLVE: a real uniform in [0.1, 0.9]) and each cell 1 with
// probability r/1000; A and B are that grid's sums (the puzzle may have
// other solutions: any grid with every sum right earns full credit).
// Levels 0..97 (N, M <= 100; RLVE's controller has no top).
// Instance: {"n": int (2..100), "m": int (2..100), "a": n ints in
// 0..m(m+1)/2, "b": m ints in 0..n(n+1)/2, "solution": n rows of m ints in
// 0..1 (optional: checked to have exactly these sums; generated instances
// carry it and the reference answer prints it)}. An explicit instance
// without "solution" has an empty reference output.
// Answer: the final <answer> (else \boxed{}) content as lines (split where
// Python's splitlines() splits ASCII text, each trimmed of ASCII
// whitespace, blank ones ignored): N lines of M characters 0 or 1.
// Verifier `kakurasu` (RLVE's "(satisfied/all)^beta" ladder, range
// [-1, 1]): -1 if unparseable, not N lines, a line not of M characters or
// a character other than 0 and 1 (RLVE's wrong_format); else (rows and
// columns whose sum is right / (N + M))^beta, beta = 10; 1 and correct iff
// all N + M are right.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_KAKURASU_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_KAKURASU_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterKakurasuEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_KAKURASU_H_
