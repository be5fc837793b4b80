// LightUpPuzzle (RLVE-Gym "LightUpPuzzle", the Akari puzzle): an N × M
// grid of white cells `W` and black cells (`B`, or a number 0..4). Place
// light bulbs on white cells (write them `L`) so that every white cell is
// lit (a bulb lights its own cell and the white cells in its row and column
// up to the nearest black cell or the edge), no bulb lights another, and
// every numbered black cell has exactly that many bulbs among its 4
// orthogonal neighbours.
//
// Level d (RLVE's controller after d updates): MAX = 3 + d (11 at d = 8);
// N, M uniform in 2..MAX; black cells: RLVE's max(1, min(int(NM·u),
// NM - 1)) for u uniform in (0.6, 0.95), drawn exactly in law as
// floor(w/100) for w uniform in 60NM..95NM-1, on uniform distinct cells;
// bulbs placed greedily on the white cells in a random order (a cell not
// yet lit gets a bulb); then RLVE's density t/100, t uniform in {50, 60,
// 70, 80, 90, 95}, and max(1, floor(B·t/100)) of the B black cells, chosen
// at random, show their count of neighbouring bulbs (exact integers;
// RLVE's float product int(B·t/100) can be one lower for a few B). The
// puzzle may have other solutions: any layout meeting every rule earns full
// credit. Levels 0..97 (N, M <= 100; RLVE's controller has no top; the
// generator is O(NM·(N+M)), 2·10^6 steps at the top).
// Instance: {"n": int (1..100), "m": int (1..100), "grid": n rows of m
// ints in -2..4 (-2 a white cell W, -1 a black cell B without a number,
// 0..4 a numbered black cell; at least one numbered cell), "solution": n
// rows of m ints in 0..1 (optional: 1 a bulb; checked to put bulbs on
// white cells only, to light every white cell, with no bulb lighting
// another, and to meet every number; generated instances carry it and the
// reference answer prints it)}. An explicit instance without "solution"
// has an empty reference output.
// Answer: the final <answer> (else \boxed{}) content as lines (split where
// Python's splitlines() splits ASCII text, each trimmed of ASCII
// whitespace, blank ones ignored): N lines of M characters, the grid with
// some `W` replaced by `L`. A line's length counts characters as Python
// does (a UTF-8 multi-byte character is one cell, and never a valid one).
// Verifier `light_up_puzzle` (RLVE's "(satisfied/all)^beta" ladder, range
// [-1, 1]): -1 if unparseable, not N lines, or a line not of M characters
// (RLVE's wrong_format; any characters pass this rung); -0.5 if a W cell
// holds anything but W or L, a black cell is not copied unchanged, a bulb
// lights another bulb, or a white cell is unlit (RLVE's invalid_solution);
// else (numbered cells with exactly their number of neighbouring bulbs /
// numbered cells)^beta, beta = 10; 1 and correct iff all are.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_LIGHT_UP_PUZZLE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_LIGHT_UP_PUZZLE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterLightUpPuzzleEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_LIGHT_UP_PUZZLE_H_
