// What the logic-puzzle environments share (seed 004, App. J "Verifier
// reward components"): a board answer read as lines of whitespace-separated
// tokens, and the reward ladder
//   -1           unparseable: no final answer, or not `rows` lines of
//                `columns` tokens each, or a token outside the alphabet;
//   1 (correct)  the board breaks no rule of the puzzle (generators make
//                puzzles with one solution, so this is the solution);
//   c^power      otherwise, c the weighted fraction of cells equal to the
//                solution, a cell the solver had to fill (the solution
//                differs from the given board there) weighing 2 and a given
//                cell 1; power = 3 (seed 004's p) by default.
// A wrong board always scores below 1: it differs from the solution in at
// least one cell, so c < 1.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_PUZZLE_LADDER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_PUZZLE_LADDER_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "verifiers/environments/instance_io.h"
#include "verifiers/params.h"
#include "verifiers/verifier.h"

namespace referee {
namespace environments {

// The final answer's board as rows x columns tokens in row-major order
// (views into `output`); blank lines are skipped. nullopt if there is no
// final answer or the shape differs. Linear time; never keeps more than
// rows x columns tokens.
std::optional<std::vector<absl::string_view>> AnswerBoard(
    absl::string_view output, size_t rows, size_t columns);

// The ladder's range: -1 unparseable .. 1 solved.
inline constexpr ScoreBounds kPuzzleBounds{-1.0, 1.0};

// What the puzzles' instances share: a board kept flat, row-major.

// The board's rows of `columns` cells each.
std::vector<std::vector<int64_t>> BoardRows(const std::vector<int64_t>& cells,
                                            int64_t columns);
// The board as prompt text: one line per row, cells separated by spaces.
std::string BoardText(const std::vector<int64_t>& cells, int64_t columns);
// The instance field `name` as exactly `rows` lists of `columns` integers in
// [lo, hi], flat; InvalidArgument naming the field otherwise.
absl::StatusOr<std::vector<int64_t>> ReadBoardCells(const InstanceReader& in,
                                                    absl::string_view name,
                                                    int64_t rows, int64_t columns,
                                                    int64_t lo, int64_t hi);

// The `power` parameter of the puzzle ladder (seed 004: 3).
ParamSpec PuzzlePowerParam();
absl::Status ValidatePuzzlePower(const ParamValues& params);

// The ladder for a parsed board: `cells` the answer's cell values, already
// mapped to the puzzle's own codes, `solution` and `given` (the board as
// the prompt shows it, the same codes) of the same size; `solved` is the
// puzzle's own rule check of `cells`.
Verdict PuzzleGraded(const std::vector<int64_t>& cells,
                     const std::vector<int64_t>& solution,
                     const std::vector<int64_t>& given, bool solved,
                     double power);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_PUZZLE_LADDER_H_
