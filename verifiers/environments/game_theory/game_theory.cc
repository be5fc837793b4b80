#include "verifiers/environments/game_theory/game_theory.h"

#include "verifiers/environments/game_theory/euclid_game.h"
#include "verifiers/environments/game_theory/gra_minima_game.h"
#include "verifiers/environments/game_theory/stone_intervals_game.h"
#include "verifiers/environments/game_theory/coin_square_game.h"
#include "verifiers/environments/game_theory/delta_nim_game.h"
#include "verifiers/environments/game_theory/taking_prime_game.h"
#include "verifiers/environments/game_theory/splitting_game.h"
#include "verifiers/environments/game_theory/even_split_game.h"
#include "verifiers/environments/game_theory/multiple_flipping_game.h"
#include "verifiers/environments/game_theory/tree_marking_game.h"

namespace referee {

absl::Status RegisterGameTheoryEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "game_theory", options, {
      RegisterEuclidGameEnvironment,
      RegisterGraMinimaGameEnvironment,
      RegisterStoneIntervalsGameEnvironment,
      RegisterCoinSquareGameEnvironment,
      RegisterDeltaNimGameEnvironment,
      RegisterTakingPrimeGameEnvironment,
      RegisterSplittingGameEnvironment,
      RegisterEvenSplitGameEnvironment,
      RegisterMultipleFlippingGameEnvironment,
      RegisterTreeMarkingGameEnvironment,
  });
}

}  // namespace referee
