// KenKen (Simon Tatham's "Keen"; seed 004's puzzle ladder): fill an N × N
// grid with 1..N, each number once in every row and column, so that every
// cage's numbers give its target with its operation.
//
// Level d (0..6): N = 3 + d (3..9). The generator shuffles the rows,
// columns and symbols of the cyclic Latin square, cuts the grid into
// connected cages (a cage starts at each free cell in random order with a
// size of 1 (odds 1/8) or 2..4, grown through random free neighbours) and
// gives each an operation: a single cell none (its target is its value),
// a pair ÷ when it divides (half the time) else −, + or × (a third each), a
// larger cage + or × (half each); from N = 8 on every cage of two or more
// cells multiplies (Tatham's "multiplication only" option). A solver (depth-
// first over cages, each cage's value tuples listed once, the cage with the
// fewest fitting tuples first) counts solutions up to 2 with a budget of
// 2·10^5 tuple checks; while a second solution exists, a cage holding a cell
// where it differs gets a new operation (at most N times), then such a cell
// (or, past the budget, a random cell of the largest cage) becomes a cage
// of its own and the rest of its old cage is re-split into connected cages.
// With every cell its own cage the solution is unique, so this ends; every
// generated puzzle has exactly one solution. Generation takes about 0.3 ms
// on average at N = 7 and 0.6 ms at N = 9 (mixed operations at N = 9 would
// take 3.5 ms on average).
// Instance: {"n": int (1..9), "cages": [[int, ...], ...] (n rows of n cage
// indices in 0..K-1, K = the number of targets; every cage orthogonally
// connected with 1..8 cells), "targets": [int, ...] (K integers in
// 1..9^8), "ops": [int, ...] (K codes: 0 none (a single cell), 1 "+",
// 2 "-" (two cells), 3 "*", 4 "/" (two cells); "+" and "*" need two or more
// cells), "solution": [[int, ...], ...] (n rows of n integers in 1..n: a
// Latin square meeting every cage; required, generated instances carry
// theirs)}. Reading it checks the solution against the rules but not that it is
// the only one (generated instances are unique by construction; an explicit
// instance with several solutions still gives full credit to each).
// Answer: the final <answer> (else \boxed{}) content as N lines of N
// whitespace-separated tokens, each one of the characters "1".."N" (blank
// lines ignored). Verifier `kenken` (puzzle_ladder.h, range [-1, 1]): -1 if
// there is no answer, the shape is not N × N or a token is not one of
// "1".."N"; 1 (correct) if the board is a Latin square meeting every cage;
// else c^power (power 3 by default), c the fraction of cells equal to the
// stored solution (no cell is given, so all weigh 2).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_KENKEN_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_KENKEN_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterKenkenEnvironment(Catalog& catalog,
                                       const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_KENKEN_H_
