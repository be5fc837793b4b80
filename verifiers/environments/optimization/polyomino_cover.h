// Polyomino Target Cover (seed 003 App. C.3, Table 7; its App. D prompt):
// an H x W grid with targets and obstacles ('#'), a pool of labelled pieces
// (letters A, B, ...) of which the first one or two are pre-placed
// "examples" (fixed: their cells are blocked, the targets under them are
// already covered, they do not count against K), and at most K moves. A
// move places an unused piece turned 0/90/180/270 degrees clockwise (no
// reflections; polyominoes.h: 90 degrees maps a shape cell (r, c) of an
// h-row shape to (c, h - 1 - r)) with its bounding box's top-left at an
// anchor [row, col]; every cell inside the grid, on no obstacle and no
// placed piece. Maximise the number of targets the moves newly cover
// (w_t = 1). Any legal plan of 0..K moves is a complete solution (the
// paper's "in at most K moves"): an empty plan is worth 0, never the
// optimum, which is at least 1 (the generator draws again, an explicit
// instance is rejected otherwise).
//
// Levels: 1..4 are Table 7:
//   level  grid  K  pool  pieces            examples      obstacles  clusters   singles
//   1      4x4   1  3     domino only       2 (turned 0)  0          1 (a 2x2)  0..1
//   2      5x5   1  3     domino or square  2             0..1       2..3       1..2
//   3      5x5   2  4     full              2             0..1       2..3       2..3
//   4      6x6   3  5     full              1             0..1       3..5       2..3
// (the pool counts the examples: pieces A (and B) are the examples). Level
// 3 forbids turned bounding boxes 3x3, 1x4, 4x1, 3x4, 4x3, level 4 and up
// 3x3, 1x4, 4x1; both allow one 2x3 rectangle at most. A piece whose every
// rotation is forbidden is never drawn (I4 and the 3x3 pentominoes T5, V5,
// W5, Z5 from level 3 on), and a drawn piece's forbidden rotations are not
// legal moves (the prompt lists a piece's rotations when it has fewer than
// four; Table 7's lists are symmetric, so generated pieces never do).
// Level 0 is a warm-up below the paper's first: 3x3, K = 1, two dominoes
// (one an example, turned 0), one 2x2 cluster, no singles. Levels 5..10
// keep level 4's settings and grow (side, K, pool) by turns: (7, 3, 5),
// (7, 4, 6), (8, 4, 6), (8, 5, 7), (9, 5, 7), (10, 5, 7) with
// side^2/12..side^2/7 clusters and side/3..side/2 singles; the top, 10
// (10x10, K = 5, 6 pieces to move), keeps the exact oracle near 0.1 ms
// (at most a few ms over 1000 seeds); K = 6 would reach ~50 ms.
// The generator (the paper gives the recipe, not the code; ours): the
// pool first (domino only; domino or square at even odds; or uniform over
// the full set's allowed shapes, a shape already drawn kept with
// probability 1/8, at most twice, the 2x3 rectangle once); obstacles on
// uniform distinct cells; clusters stamped (a 2x2 square, T4, L4, or S4/Z4
// at even odds, turned uniformly, anchored uniformly inside the grid;
// cells on obstacles dropped); singles on uniform empty cells; a 2x2
// square injected if no target. Then up to 20 tries of the examples
// (pieces 0.. in order, each turned uniformly among its allowed rotations,
// 0 where frozen, and anchored uniformly where it fits), kept when some
// example covers a target, at least 2 targets stay uncovered and the
// optimum is at least 1; after 20 failed tries everything is drawn again.
// The oracle (seed 003's "exact bitboard branch and bound, positive-gain
// moves only"): placements never overlap, so a target is under one piece
// at most and a plan's value is the sum of its placements' gains; the
// search takes the free pieces largest first, each placed (its
// positive-gain placements by gain, descending) or skipped, copies of a
// shape placed first at increasing placement indices; bounds: the K - used
// largest gains the remaining pieces still have room for, and the free
// targets coverable in the moves left (a target t under a placement of
// gain at most m_t costs 1/m_t of a move). It is exact within 10^7 work
// units (an explicit instance needing more is rejected; generated ones
// are drawn again). The optimal plan is the first best set found, written
// by piece letter, each at its first distinct rotation.
//
// Instance: {"height": 1..10, "width": 1..10, "k": 1..8,
//   "targets": [[row, col], ...] (1..H*W distinct cells),
//   "obstacles": [[row, col], ...] (optional; distinct, not on targets),
//   "pieces": [library index, ...] (1..12 pieces, letter A = the first):
//     0 D2 (domino), 1 I4, 2 O, 3 T4, 4 S4, 5 Z4, 6 L4, 7 J4, 8 P5, 9 L5,
//     10 T5, 11 U5, 12 V5, 13 W5, 14 Z5, 15 R6 (2x3),
//   "forbidden_boxes": [[rows, cols], ...] (optional; 0..16, sides 1..6;
//     every piece keeps an allowed rotation),
//   "examples": [[piece, row, col, rotation in degrees], ...] (optional;
//     0..4 distinct pieces, fewer than the pool, legal and not
//     overlapping, rotations allowed)}.
// Answer: seed 003's JSON actions, one per move, in order:
//   {"answer": [{"piece_id": "B", "anchor": [1, 2], "rotation": 90}]}
// read from anywhere in the output (parsing/json_value.h: the last
// "answer" key; other keys of a move, like the paper's "grid_after", are
// ignored). Verifier `polyomino_cover`: the VAST ladder
// (optimization_environment.h) maximising the targets covered; -1
// unparseable (no answer array; a move without a one-capital-letter
// piece_id, a two-integer anchor or an integer rotation); infeasible
// (-0.5) more than K moves, a piece not in the pool, used twice or an
// example, a rotation other than 0/90/180/270 or not allowed, a cell off
// the grid, on an obstacle or on a placed piece; else (covered /
// optimum)^beta. `best_completion` grades a plan by the most targets a
// completion reaches (the same search from the plan's board, seeded with
// the better of greedy and the optimal plan's moves that still fit then
// greedy; past the budget, that seed). States: the optimal plan's moves.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_POLYOMINO_COVER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_POLYOMINO_COVER_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPolyominoCoverEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_POLYOMINO_COVER_H_
