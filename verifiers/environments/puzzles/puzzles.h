// The `puzzles` family.
// Logic puzzles with one solution each, graded by seed 004's puzzle ladder
// (puzzle_ladder.h): Sudoku (RLVE-Gym's and larger unique ones) and
// Simon Tatham's Unequal, Keen, Pattern, Bridges and Undead.
//
// Adding a member: its file pair in this folder, one line in puzzles.cc,
// its table test in tests/unit/verifiers/environments/puzzles/ and its row in
// docs/ENVIRONMENTS.md (DEVELOPERS.md, "Adding an environment").
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_PUZZLES_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_PUZZLES_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Registers every member of the family, in the order listed in the .cc.
absl::Status RegisterPuzzleEnvironments(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_PUZZLES_H_
