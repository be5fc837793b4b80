// StarBattle (RLVE-Gym "StarBattle"): on an N × M grid of open cells `.`
// and blocked cells `X`, mark open cells with `*` so that every row holds
// exactly one star, no column holds two, and no two stars touch (the eight
// neighbours, diagonals included).
//
// Level d (RLVE's controller after d updates): MAX = 4 + d (12 at d = 8);
// N uniform in 2..MAX, M uniform in max(3, N)..MAX, and a hidden solution:
// N distinct columns drawn in order (a uniform ordered sample: a shuffled
// 0..M-1, its first N), redrawn with N and M (as RLVE redraws) while two
// successive rows' columns differ by at most 1; at most 10000 draws, then
// the fixed N = 2, M = 3, columns 0 and 2 (never reached in practice:
// each draw succeeds with probability above 1/10). Then RLVE's sparsity
// s uniform in {0.1, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9} (drawn as t tenths)
// and max(1, floor(E·t/10)) of the E = N·M − N non-star cells, uniform,
// blocked (exact integers; RLVE's float product int(E·s) is one lower
// for some E at s = 0.7, e.g. E = 90). The puzzle may have other
// solutions; any grid breaking no rule earns full credit. Levels 0..96
// (MAX <= 100: the prompt holds N·M cells; RLVE's controller has no top).
// Instance: {"n": int (1..100), "m": int (n..100), "grid": [[int, ...],
// ...] (n rows of m integers in 0..1, 1 = blocked `X`, 0 = open `.`),
// "solution": [[int, ...], ...] (optional: n rows of m integers in 0..1,
// 1 = star: only on open cells, one per row, at most one per column, no
// two touching; generated instances carry it and the reference answer
// prints it; checked when given)}. An explicit instance without
// "solution" has an empty reference output.
// Answer: the final <answer> (else \boxed{}) content as N lines of M
// characters from `X`, `.`, `*` (lines split where Python's splitlines()
// splits ASCII text, each trimmed, blank ones ignored).
// Verifier `star_battle` (RLVE's fixed rewards, range [-1, 1]): -1 if
// unparseable, not N non-blank lines, a line not of M characters, or a
// character other than `X`, `.`, `*` (RLVE's wrong_format); -0.5 if a
// blocked cell is not `X` or an open cell is `X` (RLVE's
// invalid_solution); 0 if a row holds no star or two, a column two, or two
// stars touch (RLVE's wrong_solution); else 1 (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_STAR_BATTLE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_STAR_BATTLE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterStarBattleEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_STAR_BATTLE_H_
