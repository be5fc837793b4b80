// number_guessing (Referee; DESIGN §11): find a hidden integer in 1..N,
// told "higher" or "lower" after each guess. Binary search solves it in
// floor(log2 N) + 1 guesses; the limit allows two more.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_NUMBER_GUESSING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_NUMBER_GUESSING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterNumberGuessingEnvironment(Catalog& catalog,
                                               const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GAMES_NUMBER_GUESSING_H_
