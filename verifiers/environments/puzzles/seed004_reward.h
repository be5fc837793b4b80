// Seed 004's own reward, term by term (App. J "Verifier reward components";
// its training table's reward row: exact + completion (p = 3, changed-cell
// weight 2) + 0.1·format), for every board puzzle: every task type that is
// a BoardPuzzle (puzzle_ladder.h). The spec
//   puzzle_exact + puzzle_completion + 0.1·xml_format
// is the paper's reward, in [0, 2.1]. Each puzzle's own ladder verifier
// (its environment's default, range [-1, 1]) is unchanged.
//
// puzzle_exact: 1 (correct) iff the final answer reads as the board
//   (ReadBoard: the board's rows and columns, every token in the puzzle's
//   alphabet) and breaks no rule of the puzzle; else 0. `parsed` iff the
//   board reads. No parameters. Range [0, 1].
// puzzle_completion: 0 if the board does not read (not parsed); 1
//   (correct) if it breaks no rule; else c^power (below 1), c the weighted
//   fraction of cells equal to the solution, a cell whose solution differs
//   from the given board (a cell to fill) weighing `changed_weight` and
//   any other 1. A board breaking no rule is the solution of a generated
//   puzzle (unique), so its c is 1 too; an explicit instance is not
//   re-checked for uniqueness, and any board breaking no rule gets 1 there,
//   as from the ladder. Params `power` (3, > 0) and `changed_weight`
//   (2, in (0, 1e6]). Range [0, 1].
// xml_format: 0.25 for each of four checks on the raw output (a plain,
//   linear scan for the literal lower-case tags `<reasoning>`,
//   `</reasoning>`, `<answer>`, `</answer>`: case-sensitive, no attributes
//   or spaces inside the brackets, and a tag counts wherever it is, even
//   inside the other block):
//     (1) exactly one closed <reasoning>: one `<reasoning>` and one
//         `</reasoning>`, the closing after the opening;
//     (2) exactly one closed <answer>: the same for `<answer>`;
//     (3) reasoning before answer: both `</reasoning>` and `<answer>`
//         occur, and the first `</reasoning>` comes before the first
//         `<answer>`;
//     (4) no duplicate opening tag: neither `<reasoning>` nor `<answer>`
//         occurs twice (an output without tags passes this one: 0.25).
//   `correct` iff all four hold (1.0); `parsed` iff any of the four tags
//   occurs. No parameters. Range [0, 1]. It reads only the text, but is
//   declared for the board puzzles only (a verifier names its task types;
//   there is no wildcard), so that specs for them validate.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_SEED004_REWARD_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_SEED004_REWARD_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {
namespace environments {

// Registers puzzle_exact, puzzle_completion and xml_format, each scoring
// every task type of `catalog` that is a BoardPuzzle: call it after those
// are registered (the puzzles family does, after its members).
absl::Status RegisterSeed004RewardVerifiers(Catalog& catalog);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_SEED004_REWARD_H_
