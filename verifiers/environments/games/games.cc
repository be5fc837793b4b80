#include "verifiers/environments/games/games.h"

#include "verifiers/environments/games/knapsack_builder.h"
#include "verifiers/environments/games/lights_out.h"
#include "verifiers/environments/games/mastermind.h"
#include "verifiers/environments/games/maze.h"
#include "verifiers/environments/games/minesweeper.h"
#include "verifiers/environments/games/nim.h"
#include "verifiers/environments/games/number_guessing.h"
#include "verifiers/environments/games/sliding_puzzle.h"
#include "verifiers/environments/games/sudoku_check.h"
#include "verifiers/environments/games/tic_tac_toe.h"

namespace referee {

// number_guessing first: the worked example (DEVELOPERS.md); then by name.
absl::Status RegisterGameEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "games", options, {
      RegisterNumberGuessingEnvironment,
      RegisterKnapsackBuilderEnvironment,
      RegisterLightsOutEnvironment,
      RegisterMastermindEnvironment,
      RegisterMazeEnvironment,
      RegisterMinesweeperEnvironment,
      RegisterNimEnvironment,
      RegisterSlidingPuzzleEnvironment,
      RegisterSudokuCheckEnvironment,
      RegisterTicTacToeEnvironment,
  });
}

}  // namespace referee
