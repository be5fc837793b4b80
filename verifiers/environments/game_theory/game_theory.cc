#include "verifiers/environments/game_theory/game_theory.h"

#include "verifiers/environments/game_theory/euclid_game.h"
#include "verifiers/environments/game_theory/gra_minima_game.h"
#include "verifiers/environments/game_theory/stone_intervals_game.h"

namespace referee {

absl::Status RegisterGameTheoryEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "game_theory", options, {
      RegisterEuclidGameEnvironment,
      RegisterGraMinimaGameEnvironment,
      RegisterStoneIntervalsGameEnvironment,
  });
}

}  // namespace referee
