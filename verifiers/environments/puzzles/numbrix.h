// Numbrix (RLVE-Gym "Numbrix"): fill the blanks of an N × M grid so that
// it holds each of 0..N·M-1 exactly once, the given numbers stay, and
// every x sits horizontally or vertically next to x + 1 (a Hamiltonian
// path through the grid, numbered along it).
//
// Level d (RLVE's controller after d updates): MAX = 3 + d (11 at d = 8);
// N and M uniform in 2..MAX each. The hidden path: the row-by-row snake,
// then 10·N·M backbite moves (an end of the path and one of its grid
// neighbours, uniform; unless that neighbour already follows the end on
// the path, the end is joined to it and the path between reversed: a
// random Hamiltonian path in O((N·M)²) work). RLVE draws its path by a
// randomised depth-first search from a uniform start (fewest onward
// neighbours first, pruning disconnected rests), which can backtrack for
// exponentially long; the distribution of paths differs. Then RLVE's
// sparsity s uniform in {0.1, ..., 0.9} (drawn as t = 1..9 tenths) and
// max(1, floor(N·M·t/10)) uniform cells blanked (exact integers; RLVE's
// float product int(N·M·s) is one lower for a few sizes at s = 0.7, e.g.
// 90 cells). The puzzle may have other solutions; any grid breaking no
// rule earns full credit. Levels 0..29 (MAX <= 32: the backbite moves cost
// O((N·M)²), about 5·10^6 steps at the top; RLVE's controller has no top).
// Instance: {"n": int (1..32), "m": int (1..32), "grid": [[int, ...],
// ...] (n rows of m integers in -1..n·m-1, -1 = blank; no number twice),
// "solution": [[int, ...], ...] (optional: n rows of m integers in
// 0..n·m-1, each once, keeping every given number, x next to x + 1 for
// every x; generated instances carry it and the reference answer prints
// it; checked when given)}. An explicit instance without "solution" has an
// empty reference output.
// Answer: the final <answer> (else \boxed{}) content as lines of
// whitespace-separated integers (blank lines ignored; lines split where
// Python's splitlines() splits ASCII text).
// Verifier `numbrix` (RLVE's "(1/path)^beta" ladder, range [-1, 1]): -1 if
// unparseable, not N lines or a line without exactly M integers (RLVE's
// wrong_format); -0.5 if a given number is changed, a number is outside
// 0..N·M-1 or repeats (RLVE's invalid_solution); else (1/path)^beta,
// beta = 3, where path = 1 + the number of x in 0..N·M-2 not next to
// x + 1 (the pieces the numbering falls into); 1 and correct iff path = 1.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_NUMBRIX_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_NUMBRIX_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterNumbrixEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_NUMBRIX_H_
