#include "verifiers/environments/puzzles/puzzles.h"

#include "verifiers/environments/puzzles/binario.h"
#include "verifiers/environments/puzzles/bridges.h"
#include "verifiers/environments/puzzles/eight_digit_puzzle.h"
#include "verifiers/environments/puzzles/futoshiki.h"
#include "verifiers/environments/puzzles/futoshiki_puzzle.h"
#include "verifiers/environments/puzzles/galaxies.h"
#include "verifiers/environments/puzzles/jug_puzzle.h"
#include "verifiers/environments/puzzles/kakurasu.h"
#include "verifiers/environments/puzzles/kenken.h"
#include "verifiers/environments/puzzles/nine_puzzle.h"
#include "verifiers/environments/puzzles/nonogram.h"
#include "verifiers/environments/puzzles/numbrix.h"
#include "verifiers/environments/puzzles/queen_placement.h"
#include "verifiers/environments/puzzles/seed004_reward.h"
#include "verifiers/environments/puzzles/skyscraper_puzzle.h"
#include "verifiers/environments/puzzles/star_battle.h"
#include "verifiers/environments/puzzles/sudoku.h"
#include "verifiers/environments/puzzles/sudoku_unique.h"
#include "verifiers/environments/puzzles/undead.h"
#include "verifiers/environments/puzzles/binario_no_adjacency.h"
#include "verifiers/environments/puzzles/skyscraper_sum_puzzle.h"
#include "verifiers/environments/puzzles/magic_square_puzzle.h"
#include "verifiers/environments/puzzles/minesweeping.h"
#include "verifiers/environments/puzzles/survo_puzzle.h"
#include "verifiers/environments/puzzles/light_up_puzzle.h"
#include "verifiers/environments/puzzles/quantum_lock_puzzle.h"
#include "verifiers/environments/puzzles/twiddle_puzzle.h"
#include "verifiers/environments/puzzles/hitori_puzzle.h"
#include "verifiers/environments/puzzles/face_right_way.h"
#include "verifiers/environments/puzzles/klo_blocks.h"
#include "verifiers/status_macros.h"

namespace referee {

absl::Status RegisterPuzzleEnvironments(Catalog& catalog, const TaskOptions& options) {
  REFEREE_RETURN_IF_ERROR(RegisterFamily(catalog, "puzzles", options, {
      RegisterSudokuEnvironment,
      RegisterSudokuUniqueEnvironment,
      RegisterFutoshikiEnvironment,
      RegisterKenkenEnvironment,
      RegisterNonogramEnvironment,
      RegisterBridgesEnvironment,
      RegisterUndeadEnvironment,
      RegisterGalaxiesEnvironment,
      RegisterFutoshikiPuzzleEnvironment,
      RegisterSkyscraperPuzzleEnvironment,
      RegisterJugPuzzleEnvironment,
      RegisterEightDigitPuzzleEnvironment,
      RegisterKakurasuEnvironment,
      RegisterBinarioEnvironment,
      RegisterStarBattleEnvironment,
      RegisterNumbrixEnvironment,
      RegisterQueenPlacementEnvironment,
      RegisterNinePuzzleEnvironment,
      RegisterBinarioNoAdjacencyEnvironment,
      RegisterSkyscraperSumPuzzleEnvironment,
      RegisterMagicSquarePuzzleEnvironment,
      RegisterMinesweepingEnvironment,
      RegisterSurvoPuzzleEnvironment,
      RegisterLightUpPuzzleEnvironment,
      RegisterQuantumLockPuzzleEnvironment,
      RegisterTwiddlePuzzleEnvironment,
      RegisterHitoriPuzzleEnvironment,
      RegisterFaceRightWayEnvironment,
      RegisterKloBlocksEnvironment,
  }));
  // After every member: seed 004's reward terms score every board puzzle.
  return environments::RegisterSeed004RewardVerifiers(catalog);
}

}  // namespace referee
