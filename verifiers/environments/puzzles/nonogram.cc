#include "verifiers/environments/puzzles/nonogram.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"

namespace referee {
inline namespace nonogram_cc {  // Unity builds: DEVELOPERS.md
namespace {

using Grid = std::vector<std::vector<int64_t>>;
using Runs = std::vector<int64_t>;

constexpr int kMaxDifficulty = 20;
constexpr int64_t kMaxSide = 32;  // Explicit instances: rows, columns.
constexpr int kMaxLine = 16;      // The solver's lines (generated sizes).
// Generation's caps (line solves; see nonogram.h).
constexpr int64_t kWorkPerCount = 2000;
constexpr int64_t kWorkPerPuzzle = 6000;
constexpr int kAttempts = 16;
// The board the prompt shows: every cell unknown, unlike both 0 and 1.
constexpr int64_t kUnknownCell = -1;

struct NonogramInstance {
  int64_t rows = 0, columns = 0;
  Grid solution;  // 1 black, 0 white.
  // Derived: the clues, the solution row-major, and the blank board.
  std::vector<Runs> row_runs, column_runs;
  std::vector<int64_t> solution_cells, given_cells;
};

// The run lengths of `count` cells starting at `cells[0]`, `stride` apart.
Runs RunsOf(const int64_t* cells, int64_t count, int64_t stride) {
  Runs runs;
  int64_t run = 0;
  for (int64_t i = 0; i < count; ++i) {
    if (cells[i * stride] != 0) {
      ++run;
    } else if (run > 0) {
      runs.push_back(run);
      run = 0;
    }
  }
  if (run > 0) runs.push_back(run);
  return runs;
}

// Rows and columns of `cells` (row-major) match the clues.
bool IsSolved(const NonogramInstance& instance,
              const std::vector<int64_t>& cells) {
  for (int64_t r = 0; r < instance.rows; ++r) {
    if (RunsOf(&cells[static_cast<size_t>(r * instance.columns)],
               instance.columns, 1) != instance.row_runs[static_cast<size_t>(r)]) {
      return false;
    }
  }
  for (int64_t c = 0; c < instance.columns; ++c) {
    if (RunsOf(&cells[static_cast<size_t>(c)], instance.rows,
               instance.columns) != instance.column_runs[static_cast<size_t>(c)]) {
      return false;
    }
  }
  return true;
}

void DeriveClues(NonogramInstance& instance) {
  instance.solution_cells.clear();
  for (const std::vector<int64_t>& row : instance.solution) {
    instance.solution_cells.insert(instance.solution_cells.end(), row.begin(),
                                   row.end());
  }
  instance.given_cells.assign(instance.solution_cells.size(), kUnknownCell);
  instance.row_runs.clear();
  instance.column_runs.clear();
  for (int64_t r = 0; r < instance.rows; ++r) {
    instance.row_runs.push_back(
        RunsOf(&instance.solution_cells[static_cast<size_t>(r * instance.columns)],
               instance.columns, 1));
  }
  for (int64_t c = 0; c < instance.columns; ++c) {
    instance.column_runs.push_back(
        RunsOf(&instance.solution_cells[static_cast<size_t>(c)], instance.rows,
               instance.columns));
  }
}

// Solver cells: bit 0 "may be white", bit 1 "may be black".
using Cell = uint8_t;
constexpr Cell kWhite = 1, kBlack = 2, kOpen = 3;

// Narrows the `length` cells at `cells[i]` to the union of every placement
// of `runs` consistent with them; false if there is none. Exact: prefix
// (f) and suffix (g) reachability over (cell, runs placed), as bit sets
// over the run count, then each consistent placement marks its cells.
bool SolveLine(const Runs& runs, Cell* const* cells, int length,
               bool& changed) {
  const int m = static_cast<int>(runs.size());
  int no_black[kMaxLine + 1];  // Cells in [0, i) that cannot be black.
  no_black[0] = 0;
  for (int i = 0; i < length; ++i) {
    no_black[i + 1] = no_black[i] + ((*cells[i] & kBlack) != 0 ? 0 : 1);
  }
  auto blackable = [&](int from, int to) {
    return no_black[to] == no_black[from];
  };
  auto whiteable = [&](int i) { return (*cells[i] & kWhite) != 0; };
  // f[i] bit j: cells [0, i) can hold exactly runs 0..j-1.
  // g[i] bit j: cells [i, length) can hold exactly runs j..m-1.
  uint32_t f[kMaxLine + 2], g[kMaxLine + 2];
  f[0] = 1;
  for (int i = 1; i <= length; ++i) {
    uint32_t bits = whiteable(i - 1) ? f[i - 1] : 0;
    for (int j = 1; j <= m; ++j) {
      const int start = i - static_cast<int>(runs[static_cast<size_t>(j - 1)]);
      if (start < 0 || !blackable(start, i)) continue;
      const bool before = start == 0 ? j == 1
                                     : whiteable(start - 1) &&
                                           ((f[start - 1] >> (j - 1)) & 1) != 0;
      if (before) bits |= uint32_t{1} << j;
    }
    f[i] = bits;
  }
  if (((f[length] >> m) & 1) == 0) return false;
  g[length] = uint32_t{1} << m;
  for (int i = length - 1; i >= 0; --i) {
    uint32_t bits = whiteable(i) ? g[i + 1] : 0;
    for (int j = 0; j < m; ++j) {
      const int end = i + static_cast<int>(runs[static_cast<size_t>(j)]);
      if (end > length || !blackable(i, end)) continue;
      const bool after = end == length ? j == m - 1
                                       : whiteable(end) &&
                                             ((g[end + 1] >> (j + 1)) & 1) != 0;
      if (after) bits |= uint32_t{1} << j;
    }
    g[i] = bits;
  }
  int cover[kMaxLine + 1] = {0};  // Differences: placements covering i.
  for (int j = 0; j < m; ++j) {
    const int run = static_cast<int>(runs[static_cast<size_t>(j)]);
    for (int start = 0; start + run <= length; ++start) {
      const int end = start + run;
      if (!blackable(start, end)) continue;
      const bool before = start == 0 ? j == 0
                                     : whiteable(start - 1) &&
                                           ((f[start - 1] >> j) & 1) != 0;
      const bool after = end == length ? j == m - 1
                                       : whiteable(end) &&
                                             ((g[end + 1] >> (j + 1)) & 1) != 0;
      if (before && after) {
        ++cover[start];
        --cover[end];
      }
    }
  }
  int covered = 0;
  for (int i = 0; i < length; ++i) {
    covered += cover[i];
    Cell allowed = 0;
    if (covered > 0) allowed |= kBlack;
    if (whiteable(i) && (f[i] & g[i + 1]) != 0) allowed |= kWhite;
    const Cell narrowed = static_cast<Cell>(*cells[i] & allowed);
    if (narrowed == 0) return false;
    if (narrowed != *cells[i]) {
      *cells[i] = narrowed;
      changed = true;
    }
  }
  return true;
}

class NonogramSolver {
 public:
  explicit NonogramSolver(const NonogramInstance& p)
      : rows_(static_cast<int>(p.rows)),
        columns_(static_cast<int>(p.columns)),
        p_(p) {}

  // Line solving to a fixed point; false on a contradiction. `work` counts
  // line solves.
  bool Propagate(std::vector<Cell>& grid, int64_t& work) const {
    std::vector<bool> dirty(static_cast<size_t>(rows_ + columns_), true);
    bool again = true;
    Cell* line[kMaxLine];
    while (again) {
      again = false;
      for (int l = 0; l < rows_ + columns_; ++l) {
        if (!dirty[static_cast<size_t>(l)]) continue;
        dirty[static_cast<size_t>(l)] = false;
        const bool is_row = l < rows_;
        const int length = is_row ? columns_ : rows_;
        for (int i = 0; i < length; ++i) {
          line[i] = &grid[static_cast<size_t>(
              is_row ? l * columns_ + i : i * columns_ + (l - rows_))];
        }
        Cell before[kMaxLine];
        for (int i = 0; i < length; ++i) before[i] = *line[i];
        bool changed = false;
        ++work;
        const Runs& runs = is_row ? p_.row_runs[static_cast<size_t>(l)]
                                  : p_.column_runs[static_cast<size_t>(l - rows_)];
        if (!SolveLine(runs, line, length, changed)) return false;
        if (!changed) continue;
        for (int i = 0; i < length; ++i) {
          if (*line[i] != before[i]) {
            dirty[static_cast<size_t>(is_row ? rows_ + i : i)] = true;
            again = true;
          }
        }
      }
    }
    return true;
  }

  // Solutions, up to 2; -1 once `budget` (line solves) is spent.
  int Count(std::vector<Cell> grid, int64_t& budget) const {
    int64_t work = 0;
    const bool consistent = Propagate(grid, work);
    budget -= work;
    if (budget < 0) return -1;
    if (!consistent) return 0;
    const auto open = std::find(grid.begin(), grid.end(), kOpen);
    if (open == grid.end()) return 1;
    const size_t cell = static_cast<size_t>(open - grid.begin());
    int found = 0;
    for (const Cell value : {kBlack, kWhite}) {
      grid[cell] = value;
      const int sub = Count(grid, budget);
      if (sub < 0) return -1;
      found += sub;
      if (found >= 2) return 2;
    }
    return found;
  }

 private:
  const int rows_, columns_;
  const NonogramInstance& p_;
};

NonogramInstance FromCells(int64_t rows, int64_t columns,
                           const std::vector<int64_t>& cells) {
  NonogramInstance instance;
  instance.rows = rows;
  instance.columns = columns;
  for (int64_t r = 0; r < rows; ++r) {
    instance.solution.emplace_back(cells.begin() + r * columns,
                                   cells.begin() + (r + 1) * columns);
  }
  DeriveClues(instance);
  return instance;
}

std::string GridText(const Grid& grid) {
  return absl::StrJoin(grid, "\n",
                       [](std::string* out, const std::vector<int64_t>& row) {
                         absl::StrAppend(out, absl::StrJoin(row, " "));
                       });
}

std::string ClueText(const Runs& runs) {
  return runs.empty() ? "0" : absl::StrJoin(runs, " ");
}

class NonogramEnvironment final
    : public environments::InstanceEnvironment<NonogramInstance>,
      public environments::BoardPuzzle {
 public:
  NonogramEnvironment()
      : InstanceEnvironment(
            {"nonogram", "seed 004:Pattern", kMaxDifficulty,
             "Colour an R x C grid from its row and column run-length clues (Tatham's Pattern).",
             /*difficulty_help=*/"R = 4 + floor(d/2) rows, C = 4 + floor((d+1)/2) columns (4x4 to "
             "14x14); random half-black grids with a unique solution"}) {}

 protected:
  NonogramInstance Make(int difficulty, tasks::Rng& rng) const override {
    // Levels outside 0..kMaxDifficulty never reach here through the
    // registry; clamped anyway, as the solver's lines hold 16 cells.
    const int d = std::min(std::max(difficulty, 0), kMaxDifficulty);
    const int64_t rows = 4 + d / 2, columns = 4 + (d + 1) / 2;
    const size_t size = static_cast<size_t>(rows * columns);
    std::vector<int64_t> cells(size);
    int64_t budget = kWorkPerPuzzle;
    for (int attempt = 0; attempt < kAttempts && budget > 0; ++attempt) {
      for (int64_t& cell : cells) cell = rng.Chance(1, 2) ? 1 : 0;
      NonogramInstance instance = FromCells(rows, columns, cells);
      int64_t allowed = std::min(kWorkPerCount, budget);
      const int64_t start = allowed;
      const int count = NonogramSolver(instance).Count(
          std::vector<Cell>(size, kOpen), allowed);
      budget -= start - std::max<int64_t>(allowed, 0);
      if (count == 1) return instance;
    }
    // Blacken cells of the last grid until line solving decides it.
    while (true) {
      NonogramInstance instance = FromCells(rows, columns, cells);
      std::vector<Cell> grid(size, kOpen);
      int64_t work = 0;
      NonogramSolver(instance).Propagate(grid, work);  // Consistent: cells solve it.
      const auto open = std::find(grid.begin(), grid.end(), kOpen);
      if (open == grid.end()) return instance;
      size_t cell = static_cast<size_t>(open - grid.begin());
      if (cells[cell] == 1) {
        // Not a full row (that would be decided): a white cell exists.
        const size_t row = cell / static_cast<size_t>(columns) *
                           static_cast<size_t>(columns);
        cell = row;
        while (cells[cell] == 1) ++cell;
      }
      cells[cell] = 1;
    }
  }

  void DeclareFields(
      environments::InstanceFields<NonogramInstance>& fields) const override {
    using I = NonogramInstance;
    fields.Int("rows", &I::rows, 1, kMaxSide)
        .Int("columns", &I::columns, 1, kMaxSide)
        .IntRows("solution", &I::solution, [](const I& x) { return x.rows; },
                 [](const I& x) { return x.columns; }, 0, 1);
  }

  // Make derived the clues already (its solver needs them); deriving them
  // again gives the same.
  absl::Status Finish(NonogramInstance& instance) const override {
    if (instance.solution.size() != static_cast<size_t>(instance.rows)) {
      return absl::InvalidArgumentError(
          absl::StrCat("environment.instance.solution: ", instance.solution.size(),
                       " rows, need ", instance.rows));
    }
    DeriveClues(instance);
    return absl::OkStatus();
  }

  std::string Prompt(const NonogramInstance& instance) const override {
    std::string clues;
    for (size_t r = 0; r < instance.row_runs.size(); ++r) {
      absl::StrAppend(&clues, "Row ", r, ": ", ClueText(instance.row_runs[r]),
                      "\n");
    }
    absl::StrAppend(&clues, "\nColumn clues (left to right):\n");
    for (size_t c = 0; c < instance.column_runs.size(); ++c) {
      absl::StrAppend(&clues, "Column ", c, ": ",
                      ClueText(instance.column_runs[c]), "\n");
    }
    return absl::StrCat(
        "Solve a Nonogram puzzle (Simon Tatham's \"Pattern\") on a grid of ",
        instance.rows, " rows and ", instance.columns,
        " columns. Colour every cell black or white so that, in every row "
        "and every column, the runs of consecutive black cells have exactly "
        "the lengths in that line's clue, in order (left to right for rows, "
        "top to bottom for columns), separated by at least one white cell. "
        "A clue of 0 means the line is all white. Rows and columns are "
        "numbered from 0.\n\n"
        "Row clues (top to bottom):\n",
        clues,
        "\n**Output Format:**\n"
        "Your final answer should contain ",
        instance.rows, " lines, each with ", instance.columns,
        " numbers separated by spaces, inside <answer> </answer> tags: the "
        "grid row by row, top to bottom, 1 for a black cell and 0 for a "
        "white one.");
  }

  std::string Reference(const NonogramInstance& instance) const override {
    return environments::AnswerTagged(GridText(instance.solution));
  }

 public:
  std::optional<environments::BoardReading> ReadBoard(
      const PreparedProblem& problem, absl::string_view output) const override {
    const NonogramInstance& instance =
        problem.As<environments::PreparedInstance<NonogramInstance>>().instance();
    const std::optional<std::vector<absl::string_view>> tokens =
        environments::AnswerBoard(output, static_cast<size_t>(instance.rows),
                                  static_cast<size_t>(instance.columns));
    if (!tokens) return std::nullopt;
    environments::BoardReading reading;
    reading.cells.resize(tokens->size());
    for (size_t i = 0; i < reading.cells.size(); ++i) {
      const absl::string_view token = (*tokens)[i];
      if (token != "0" && token != "1") return std::nullopt;
      reading.cells[i] = token[0] - '0';
    }
    reading.solution = &instance.solution_cells;
    reading.given = &instance.given_cells;
    reading.solved = IsSolved(instance, reading.cells);
    return reading;
  }
};

}  // namespace
}  // namespace nonogram_cc

absl::Status RegisterNonogramEnvironment(Catalog& catalog,
                                         const TaskOptions& options) {
  return RegisterEnvironment(
      catalog, std::make_unique<NonogramEnvironment>(),
      std::make_unique<environments::BoardLadderVerifier>(
          "nonogram",
          "Puzzle ladder (seed 004): -1 unparseable or not R lines of C "
          "cells 0/1, 1 every clue met, else c^power, c the fraction of "
          "cells matching the solution.",
          "nonogram"));
}

}  // namespace referee
