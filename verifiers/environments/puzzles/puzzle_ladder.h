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
#include "verifiers/prepared_problem.h"
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

// c: the weighted fraction of `cells` equal to `solution` (all three of
// the same size), a cell whose solution differs from `given` (a cell the
// solver had to fill) weighing `changed_weight` (> 0) and any other cell 1.
// 0 for an empty board.
double WeightedCompletion(const std::vector<int64_t>& cells,
                          const std::vector<int64_t>& solution,
                          const std::vector<int64_t>& given,
                          double changed_weight);

// The ladder for a parsed board: `cells` the answer's cell values, already
// mapped to the puzzle's own codes, `solution` and `given` (the board as
// the prompt shows it, the same codes) of the same size; `solved` is the
// puzzle's own rule check of `cells`. c is WeightedCompletion with
// changed_weight 2.
Verdict PuzzleGraded(const std::vector<int64_t>& cells,
                     const std::vector<int64_t>& solution,
                     const std::vector<int64_t>& given, bool solved,
                     double power);

// Seed 004's board puzzles (sudoku_unique, futoshiki, kenken, nonogram,
// bridges, undead, galaxies): an answer read for grading, shared by the
// puzzle's own ladder verifier and seed 004's reward terms (`puzzle_exact`,
// `puzzle_completion`).
struct BoardReading {
  std::vector<int64_t> cells;  // The answer's cells in the puzzle's codes, row-major.
  const std::vector<int64_t>* solution = nullptr;  // The same size; owned by the instance.
  const std::vector<int64_t>* given = nullptr;     // The board as the prompt shows it.
  bool solved = false;  // The puzzle's own rule check of `cells`.
};

// Implemented by the environment (TaskType) of each board puzzle.
class BoardPuzzle {
 public:
  virtual ~BoardPuzzle() = default;
  // `output`'s final answer as the board of `problem` (prepared by this
  // environment); nullopt when it fails the strict shape check: not the
  // board's rows and columns, or a token outside the puzzle's alphabet.
  virtual std::optional<BoardReading> ReadBoard(const PreparedProblem& problem,
                                                absl::string_view output) const = 0;
};

// The BoardPuzzle that prepared `problem`; null if its task type is none.
const BoardPuzzle* BoardPuzzleOf(const PreparedProblem& problem);

// The puzzle ladder above as the verifier of one board puzzle, named after
// it (its environment's default): ReadBoard, then -1 (Unparsed) for
// nullopt, else PuzzleGraded with the `power` parameter. Bounds
// kPuzzleBounds. Its environment must be a BoardPuzzle.
class BoardLadderVerifier final : public Verifier {
 public:
  // `name` and `description` as ListVerifiers shows them; `task` the one
  // task type it scores.
  BoardLadderVerifier(absl::string_view name, absl::string_view description,
                      absl::string_view task);

  absl::string_view Name() const override { return name_; }
  absl::string_view Description() const override { return description_; }
  std::vector<absl::string_view> Tasks() const override { return {task_}; }
  std::vector<ParamSpec> Params() const override { return {PuzzlePowerParam()}; }
  ScoreBounds Bounds(const ParamValues&) const override { return kPuzzleBounds; }
  absl::Status ValidateParams(const ParamValues& params) const override {
    return ValidatePuzzlePower(params);
  }
  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override;

 private:
  const std::string name_;
  const std::string description_;
  const std::string task_;
};

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_PUZZLE_LADDER_H_
