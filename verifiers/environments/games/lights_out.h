// lights_out (Referee; DESIGN §11): an R×C grid of lights, each on (1) or
// off (0). Pressing a cell toggles it and its orthogonal neighbours; the
// episode is solved when every light is off.
//
// Action: "press r c" or just "r c" (1-based row and column, any case and
// spacing). Each press answers with the board after it. A line that is not
// a press, or names a cell outside the grid, is illegal (the shared
// penalty, board unchanged). The action that switches the last light off
// is Solved (+1).
//
// Levels 0..8: R = 3 + d/2, C = 3 + (d+1)/2 (3×3, 3×4, 4×4, ... 7×7). The
// start board is the all-off board after pressing a random set of cells
// (each with probability 1/2; redrawn while the board comes out all off),
// so it is always solvable.
//
// Reference: Gaussian elimination over GF(2) finds a press set, which is
// then reduced to a smallest one over the null space of the press matrix
// (dimension at most min(R, C), so at most 2^10 candidates); the presses
// are played in row-major order as "press r c". Pressing a cell twice
// undoes it, so some smallest solution presses each cell at most once:
// the turn limit is R·C, the number of cells, and always covers it.
//
// Explicit instance (JSON):
//   {"rows": R, "cols": C, "lights": [[0 or 1, ... C of them], ... R rows]}
// with 1 <= R, C <= 10. Read rejects (InvalidArgument naming the field) a
// row count other than R, a board with every light off, and a board no set
// of presses switches off ("lights").
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_LIGHTS_OUT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_LIGHTS_OUT_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterLightsOutEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_LIGHTS_OUT_H_
