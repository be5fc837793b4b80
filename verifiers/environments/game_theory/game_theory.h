// The `game_theory` family.
// Questions about two-player games under optimal play — who wins, or what
// the outcome is — answered in one reply (the `games` family holds the
// multi-turn sessions instead).
//
// Adding a member: its file pair in this folder, one line in
// game_theory.cc, its table test in
// tests/unit/verifiers/environments/game_theory/ and its row in
// docs/ENVIRONMENTS.md (DEVELOPERS.md, "Adding an environment").
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_GAME_THEORY_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_GAME_THEORY_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Registers every member of the family, in the order listed in the .cc.
absl::Status RegisterGameTheoryEnvironments(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAME_THEORY_GAME_THEORY_H_
