#include "verifiers/environments/puzzles/sudoku_unique.h"

#include <limits>

#include "verifiers/environments/member.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"
#include "verifiers/environments/sudoku_grids.h"

namespace referee {
inline namespace sudoku_unique_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 4;
// Level d's boxes: kBoxRows[d] rows by kBoxColumns[d] columns.
constexpr int64_t kBoxRows[kMaxDifficulty + 1] = {2, 2, 3, 3, 4};
constexpr int64_t kBoxColumns[kMaxDifficulty + 1] = {2, 3, 3, 4, 4};
constexpr int64_t kMaxSide = environments::kMaxSudokuSide;  // n·m.
// Solver nodes per count, and over all the removals of one Make.
constexpr int64_t kCountCap = 1000;
constexpr int64_t kNodeBudget = 12000;

struct SudokuUniqueInstance {
  int64_t n = 0, m = 0;           // Boxes are n rows by m columns.
  std::vector<int64_t> grid;      // Row-major, 0 = empty.
  std::vector<int64_t> solution;  // Row-major, 1..n·m.
};

class SudokuUniqueEnvironment final
    : public environments::InstanceEnvironment<SudokuUniqueInstance>,
      public environments::BoardPuzzle {
 public:
  SudokuUniqueEnvironment()
      : InstanceEnvironment(
            {"sudoku_unique", "seed 004:Solo", kMaxDifficulty,
             "Complete an NM x NM Sudoku (up to 16 x 16) that has exactly one solution.",
             /*difficulty_help=*/"boxes 2x2, 2x3, 3x3, 3x4, 4x4 (grids 4, 6, 9, 12, 16) at d = "
             "0..4; givens removed while the solution stays unique"}) {}

 protected:
  SudokuUniqueInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int level = std::max(0, std::min(difficulty, kMaxDifficulty));
    const environments::SudokuGrid solved =
        environments::RandomSolvedSudoku(kBoxRows[level], kBoxColumns[level], rng);
    SudokuUniqueInstance p;
    p.n = solved.n;
    p.m = solved.m;
    p.solution = solved.cells;
    // As many givens removed as keep one solution, within the budget.
    p.grid = environments::RemoveSudokuGivens(solved, std::numeric_limits<int64_t>::max(),
                                              kCountCap, kNodeBudget, rng)
                 .cells;
    return p;
  }

  void DeclareFields(
      environments::InstanceFields<SudokuUniqueInstance>& fields) const override {
    using I = SudokuUniqueInstance;
    // The boards are n·m square; Finish names "n" when n·m is outside
    // 2..kMaxSide (a board of another shape is rejected first, by name).
    const auto side = [](const I& x) { return x.n * x.m; };
    fields.Int("n", &I::n, 1, kMaxSide)
        .Int("m", &I::m, 1, kMaxSide)
        .Grid("grid", &I::grid, side, side, 0, side)
        .Grid("solution", &I::solution, side, side, 1, side);
  }

  absl::Status Finish(SudokuUniqueInstance& p) const override {
    if (p.n * p.m > kMaxSide || p.n * p.m < 2) {
      return environments::BadInstance("n", absl::StrCat("n·m is ", p.n * p.m,
                                           ", must be 2..", kMaxSide));
    }
    const int64_t side = p.n * p.m;
    if (environments::SudokuHasRepeat(p.grid, p.n, p.m)) {
      return environments::BadInstance("grid", "a number repeats in a row, column or box");
    }
    if (environments::SudokuHasRepeat(p.solution, p.n, p.m)) {
      return environments::BadInstance("solution",
                         "a number repeats in a row, column or box");
    }
    for (size_t i = 0; i < p.grid.size(); ++i) {
      if (p.grid[i] != 0 && p.grid[i] != p.solution[i]) {
        return environments::BadInstance(
            absl::StrCat("solution[", static_cast<int64_t>(i) / side, "][",
                         static_cast<int64_t>(i) % side, "]"),
            absl::StrCat("differs from the grid's ", p.grid[i]));
      }
    }
    return absl::OkStatus();
  }

  std::string Prompt(const SudokuUniqueInstance& p) const override {
    const int64_t n = p.n, m = p.m, side = n * m;
    return absl::StrCat(
        "Solve this Sudoku puzzle. The grid has ", side, " rows and ", side,
        " columns, divided into boxes of ", n, " rows by ", m,
        " columns. Fill every empty cell (shown as 0) with a number from 1 "
        "to ", side,
        " so that every row, every column and every box contains each "
        "number from 1 to ", side,
        " exactly once. The given numbers stay as they are; the puzzle has "
        "exactly one solution.\n"
        "Rows are listed top to bottom, numbers separated by spaces:\n",
        environments::BoardText(p.grid, side),
        "\n\nOutput Format: your final answer is the completed grid inside "
        "<answer> </answer> tags: ", side, " lines of ", side,
        " numbers separated by spaces, row by row from the top, the first "
        "number of the first line being the top-left cell.");
  }

  std::string Reference(const SudokuUniqueInstance& p) const override {
    return environments::AnswerTagged(environments::BoardText(p.solution, p.n * p.m));
  }

 public:
  std::optional<environments::BoardReading> ReadBoard(
      const PreparedProblem& problem, absl::string_view output) const override {
    const SudokuUniqueInstance& p =
        problem.As<environments::PreparedInstance<SudokuUniqueInstance>>().instance();
    const int64_t side = p.n * p.m;
    const std::optional<std::vector<absl::string_view>> board =
        environments::AnswerBoard(output, static_cast<size_t>(side),
                                  static_cast<size_t>(side));
    if (!board) return std::nullopt;
    environments::BoardReading reading;
    std::vector<int64_t>& cells = reading.cells;
    cells.reserve(board->size());
    for (absl::string_view token : *board) {
      // 1..side in plain decimal digits, no sign, at most two characters.
      if (token.empty() || token.size() > 2) return std::nullopt;
      int64_t v = 0;
      for (char ch : token) {
        if (ch < '0' || ch > '9') return std::nullopt;
        v = v * 10 + (ch - '0');
      }
      if (v < 1 || v > side) return std::nullopt;
      cells.push_back(v);
    }
    bool solved = !environments::SudokuHasRepeat(cells, p.n, p.m);
    for (size_t i = 0; solved && i < cells.size(); ++i) {
      solved = p.grid[i] == 0 || p.grid[i] == cells[i];
    }
    reading.solution = &p.solution;
    reading.given = &p.grid;
    reading.solved = solved;
    return reading;
  }
};

}  // namespace
}  // namespace sudoku_unique_cc

absl::Status RegisterSudokuUniqueEnvironment(Catalog& catalog,
                                             const TaskOptions& options) {
  return RegisterEnvironment(
      catalog, std::make_unique<SudokuUniqueEnvironment>(),
      std::make_unique<environments::BoardLadderVerifier>(
          "sudoku_unique",
          "Puzzle ladder (seed 004): -1 unparseable, wrong shape or a "
          "number outside 1..NM; 1 if the grid is a solution; else the "
          "weighted fraction of cells matching the solution, ^power.",
          "sudoku_unique"));
}

}  // namespace referee
