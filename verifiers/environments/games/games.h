// The `games` family: interactive environments played over turns with Step
// (DESIGN §11; the shared shape and reward ladder are in game.h).
//
// Adding a member: its file pair in this folder, one line in games.cc, its
// table test in tests/unit/verifiers/environments/games/ and its row and
// worked episode in docs/ENVIRONMENTS.md (DEVELOPERS.md, "Adding an
// environment").
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_GAMES_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_GAMES_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Registers every member of the family, in the order listed in the .cc.
absl::Status RegisterGameEnvironments(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_GAMES_H_
