#include "verifiers/environments/puzzles/puzzle_ladder.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

#include <cmath>

#include "verifiers/environments/rlve_ladder.h"
#include "verifiers/parsing/final_answer.h"
#include "verifiers/parsing/text.h"
#include "verifiers/task_type.h"

namespace referee {
namespace environments {

std::optional<std::vector<absl::string_view>> AnswerBoard(
    absl::string_view output, size_t rows, size_t columns) {
  const std::optional<absl::string_view> answer = parsing::FinalAnswer(output);
  if (!answer) return std::nullopt;
  std::vector<absl::string_view> cells;
  cells.reserve(rows * columns);
  size_t lines = 0;
  absl::string_view rest = *answer;
  while (!rest.empty()) {
    const size_t end = rest.find('\n');
    absl::string_view line = rest.substr(0, end);
    rest = end == absl::string_view::npos ? absl::string_view()
                                          : rest.substr(end + 1);
    size_t in_line = 0;
    size_t i = 0;
    while (i < line.size()) {
      while (i < line.size() && parsing::IsAsciiSpace(line[i])) ++i;
      if (i == line.size()) break;
      const size_t start = i;
      while (i < line.size() && !parsing::IsAsciiSpace(line[i])) ++i;
      // Too many tokens on a line, or a line past the last: the wrong
      // shape, whatever follows.
      if (in_line == columns || lines == rows) return std::nullopt;
      cells.push_back(line.substr(start, i - start));
      ++in_line;
    }
    if (in_line == 0) continue;  // A blank line.
    if (in_line != columns) return std::nullopt;
    ++lines;
  }
  if (lines != rows) return std::nullopt;
  return cells;
}

std::vector<std::vector<int64_t>> BoardRows(const std::vector<int64_t>& cells,
                                            int64_t columns) {
  std::vector<std::vector<int64_t>> rows;
  const size_t width = static_cast<size_t>(columns);
  for (size_t i = 0; i + width <= cells.size(); i += width) {
    rows.emplace_back(cells.begin() + static_cast<std::ptrdiff_t>(i),
                      cells.begin() + static_cast<std::ptrdiff_t>(i + width));
  }
  return rows;
}

std::string BoardText(const std::vector<int64_t>& cells, int64_t columns) {
  return absl::StrJoin(BoardRows(cells, columns), "\n",
                       [](std::string* out, const std::vector<int64_t>& row) {
                         absl::StrAppend(out, absl::StrJoin(row, " "));
                       });
}

absl::StatusOr<std::vector<int64_t>> ReadBoardCells(const InstanceReader& in,
                                                    absl::string_view name,
                                                    int64_t rows, int64_t columns,
                                                    int64_t lo, int64_t hi) {
  absl::StatusOr<std::vector<std::vector<int64_t>>> grid = in.IntRows(
      name, static_cast<size_t>(rows), static_cast<size_t>(columns), lo, hi);
  if (!grid.ok()) return grid.status();
  if (grid->size() != static_cast<size_t>(rows)) {
    return BadInstance(name, absl::StrCat(grid->size(), " rows, need ", rows));
  }
  std::vector<int64_t> cells;
  for (const std::vector<int64_t>& row : *grid) {
    cells.insert(cells.end(), row.begin(), row.end());
  }
  return cells;
}

ParamSpec PuzzlePowerParam() {
  return {"power", ParamSpec::Type::kNumber, 3,
          "exponent of the partial completeness credit, > 0"};
}

absl::Status ValidatePuzzlePower(const ParamValues& params) {
  const double power = params.Number("power");
  if (!(power > 0) || !std::isfinite(power)) {
    return absl::InvalidArgumentError("power: must be a finite number > 0");
  }
  return absl::OkStatus();
}

double WeightedCompletion(const std::vector<int64_t>& cells,
                          const std::vector<int64_t>& solution,
                          const std::vector<int64_t>& given,
                          double changed_weight) {
  // Sums of 1 and a weight: exact in doubles for any board the puzzles
  // allow (the weights 1 and 2 give the integer sums exactly).
  double earned = 0, total = 0;
  for (size_t i = 0; i < solution.size(); ++i) {
    const double weight = solution[i] != given[i] ? changed_weight : 1.0;
    total += weight;
    if (cells[i] == solution[i]) earned += weight;
  }
  return total == 0 ? 0.0 : earned / total;
}

Verdict PuzzleGraded(const std::vector<int64_t>& cells,
                     const std::vector<int64_t>& solution,
                     const std::vector<int64_t>& given, bool solved,
                     double power) {
  if (solved) return {1.0, true, true};
  // An unsolved board differs from the solution somewhere: c < 1.
  const double c = WeightedCompletion(cells, solution, given, 2.0);
  return {PartialCredit(c, power), false, true};
}

const BoardPuzzle* BoardPuzzleOf(const PreparedProblem& problem) {
  return dynamic_cast<const BoardPuzzle*>(&problem.task());
}

BoardLadderVerifier::BoardLadderVerifier(absl::string_view name,
                                         absl::string_view description,
                                         absl::string_view task)
    : name_(name), description_(description), task_(task) {}

absl::StatusOr<Verdict> BoardLadderVerifier::Verify(
    const VerifyInput& input) const {
  const BoardPuzzle* puzzle = BoardPuzzleOf(input.prepared);
  if (puzzle == nullptr) {
    return absl::InternalError(absl::StrCat(
        input.prepared.task().Name(), " is not a board puzzle"));
  }
  const std::optional<BoardReading> board =
      puzzle->ReadBoard(input.prepared, input.output);
  if (!board) return Unparsed();
  return PuzzleGraded(board->cells, *board->solution, *board->given,
                      board->solved, input.params.Number("power"));
}

}  // namespace environments
}  // namespace referee
