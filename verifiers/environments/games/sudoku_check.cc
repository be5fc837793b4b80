#include "verifiers/environments/games/sudoku_check.h"

#include <array>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "verifiers/environments/games/game.h"
#include "verifiers/environments/member.h"
#include "verifiers/environments/sudoku_grids.h"

namespace referee {
inline namespace sudoku_check_cc {  // Unity builds: DEVELOPERS.md
namespace {


constexpr int kMaxDifficulty = 4;
constexpr int kMaxSide = 9;
constexpr int kSpareTurns = 10;
constexpr int64_t kCountCap = 2000;
constexpr int64_t kNodeBudget = 40000;

struct Level {
  int n, m, blanks;  // Boxes n rows by m columns; at most `blanks` empty.
};
constexpr Level kLevels[kMaxDifficulty + 1] = {
    {2, 2, 10}, {2, 3, 22}, {3, 3, 40}, {3, 3, 48}, {3, 3, 56}};

// The play state: the cells, how often each number appears in each unit
// (rows 0..side-1, columns side.., boxes 2·side..; index unit·10 + v), the
// conflicts (the sum over units and numbers of count·(count-1)/2) and the
// empty cells.
struct SudokuCheckState {
  std::vector<uint8_t> cells;
  std::array<uint8_t, 3 * kMaxSide * 10> counts{};
  int conflicts = 0;
  int blanks = 0;
};

struct SudokuCheckInstance {
  int n = 0, m = 0;
  std::vector<int64_t> grid_cells, solution_cells;  // As written; row-major.
  // Derived: side = n·m and the boards narrowed.
  int side = 0;
  std::vector<uint8_t> grid, solution;  // Row-major; 0 = empty.
  SudokuCheckState start;               // Derived: the state of `grid`.
};

int BoxOf(const SudokuCheckInstance& x, int r, int c) { return (r / x.n) * x.n + c / x.m; }

// The three units of cell (r, c), as offsets into SudokuCheckState::counts.
std::array<int, 3> UnitsOf(const SudokuCheckInstance& x, int r, int c) {
  return {r * 10, (x.side + c) * 10, (2 * x.side + BoxOf(x, r, c)) * 10};
}

void Put(const SudokuCheckInstance& x, SudokuCheckState& s, int cell, int v) {
  for (int unit : UnitsOf(x, cell / x.side, cell % x.side)) {
    s.conflicts += s.counts[static_cast<size_t>(unit + v)]++;
  }
  s.cells[static_cast<size_t>(cell)] = static_cast<uint8_t>(v);
}

void Take(const SudokuCheckInstance& x, SudokuCheckState& s, int cell) {
  const int v = s.cells[static_cast<size_t>(cell)];
  for (int unit : UnitsOf(x, cell / x.side, cell % x.side)) {
    s.conflicts -= --s.counts[static_cast<size_t>(unit + v)];
  }
  s.cells[static_cast<size_t>(cell)] = 0;
}

SudokuCheckState StateOf(const SudokuCheckInstance& x, const std::vector<uint8_t>& cells) {
  SudokuCheckState s;
  s.cells.assign(cells.size(), 0);
  for (size_t i = 0; i < cells.size(); ++i) {
    if (cells[i] == 0) {
      ++s.blanks;
    } else {
      Put(x, s, static_cast<int>(i), cells[i]);
    }
  }
  return s;
}

// Whether a number other than 0 repeats in a row, column or box.
bool HasRepeat(const SudokuCheckInstance& x, const std::vector<uint8_t>& cells) {
  return StateOf(x, cells).conflicts != 0;
}

// "set r c v", "clear r c" or "check".
struct Action {
  enum Kind { kSet, kClear, kCheck } kind = kCheck;
  int64_t row = 0, column = 0, value = 0;
};

std::optional<Action> ParseAction(absl::string_view text) {
  if (text.size() > 64) return std::nullopt;
  const environments::ActionWords words(text, " \t\r\n,");
  if (words.empty()) return std::nullopt;
  Action action;
  size_t numbers = 0;
  if (absl::EqualsIgnoreCase(words[0], "set")) {
    action.kind = Action::kSet;
    numbers = 3;
  } else if (absl::EqualsIgnoreCase(words[0], "clear")) {
    action.kind = Action::kClear;
    numbers = 2;
  } else if (!absl::EqualsIgnoreCase(words[0], "check")) {
    return std::nullopt;
  }
  if (words.size() != numbers + 1) return std::nullopt;
  int64_t* const fields[] = {&action.row, &action.column, &action.value};
  for (size_t k = 0; k < numbers; ++k) {
    if (words[k + 1].size() > 6 || !absl::SimpleAtoi(words[k + 1], fields[k])) {
      return std::nullopt;
    }
  }
  return action;
}

// The grid as the policy sees it (see the header).
std::string GridText(const SudokuCheckInstance& x, const std::vector<uint8_t>& cells) {
  const int stacks = x.side / x.m;
  std::string rule = "   +";
  for (int s = 0; s < stacks; ++s) absl::StrAppend(&rule, std::string(2 * x.m + 1, '-'), "+");
  std::string out = "    ";
  for (int c = 0; c < x.side; ++c)
    absl::StrAppend(&out, c % x.m == 0 && c > 0 ? "   " : " ", c + 1);
  for (int r = 0; r < x.side; ++r) {
    if (r % x.n == 0) absl::StrAppend(&out, "\n", rule);
    absl::StrAppend(&out, "\n ", r + 1, " |");
    for (int c = 0; c < x.side; ++c) {
      absl::StrAppend(&out, " ", static_cast<int>(cells[static_cast<size_t>(r * x.side + c)]));
      if (c % x.m == x.m - 1) absl::StrAppend(&out, " |");
    }
  }
  absl::StrAppend(&out, "\n", rule);
  return out;
}

std::string Where(int64_t r, int64_t c) { return absl::StrCat("row ", r, ", column ", c); }
// The same at the start of a sentence.
std::string Cell(int64_t r, int64_t c) { return absl::StrCat("Row ", r, ", column ", c); }

std::string EmptyLeft(int blanks) {
  return blanks == 1 ? "1 empty cell remains." : absl::StrCat(blanks, " empty cells remain.");
}

std::vector<uint8_t> Narrow(const std::vector<int64_t>& cells) {
  return std::vector<uint8_t>(cells.begin(), cells.end());
}

class SudokuCheckEnvironment final
    : public environments::GameEnvironment<SudokuCheckInstance, SudokuCheckState> {
 public:
  SudokuCheckEnvironment()
      : GameEnvironment(
            {"sudoku_check", "Referee", kMaxDifficulty,
             "Interactive: fill a one-solution Sudoku (4x4 to 9x9) cell by cell, with a check "
             "move that counts rule conflicts.",
             /*difficulty_help=*/"4x4 (<= 10 empty), 6x6 (<= 22), 9x9 (<= 40, 48, 56) at d = "
             "0..4; turn limit empty cells + 10"}) {}

 protected:
  SudokuCheckInstance Make(int difficulty, tasks::Rng& rng) const override {
    const Level& level = kLevels[difficulty];
    const environments::SudokuGrid solved = environments::RandomSolvedSudoku(level.n, level.m, rng);
    SudokuCheckInstance x;
    x.n = static_cast<int>(solved.n);
    x.m = static_cast<int>(solved.m);
    x.solution_cells = solved.cells;
    x.grid_cells =
        environments::RemoveSudokuGivens(solved, level.blanks, kCountCap, kNodeBudget, rng).cells;
    return x;
  }

  void DeclareFields(environments::InstanceFields<SudokuCheckInstance>& fields) const override {
    using I = SudokuCheckInstance;
    // The boards are n·m square; Finish names "n" when n·m is outside
    // 2..kMaxSide (a board of another shape is rejected first, by name).
    const auto side = [](const I& x) { return int64_t{x.n} * x.m; };
    fields.Int("n", &I::n, 1, kMaxSide)
        .Int("m", &I::m, 1, kMaxSide)
        .Grid("grid", &I::grid_cells, side, side, 0, side)
        .Grid("solution", &I::solution_cells, side, side, 1, side);
  }

  absl::Status Finish(SudokuCheckInstance& x) const override {
    if (x.n * x.m < 2 || x.n * x.m > kMaxSide) {
      return environments::BadInstance(
          "n", absl::StrCat("n·m is ", x.n * x.m, ", must be 2..", kMaxSide));
    }
    x.side = x.n * x.m;
    x.grid = Narrow(x.grid_cells);
    if (HasRepeat(x, x.grid)) {
      return environments::BadInstance("grid", "a number repeats in a row, column or box");
    }
    if (std::count(x.grid.begin(), x.grid.end(), 0) == 0) {
      return environments::BadInstance("grid", "no empty cell: nothing to play");
    }
    x.solution = Narrow(x.solution_cells);
    if (HasRepeat(x, x.solution)) {
      return environments::BadInstance("solution", "a number repeats in a row, column or box");
    }
    for (size_t i = 0; i < x.grid.size(); ++i) {
      if (x.grid[i] != 0 && x.grid[i] != x.solution[i]) {
        return environments::BadInstance(
            absl::StrCat("solution[", i / static_cast<size_t>(x.side), "][",
                         i % static_cast<size_t>(x.side), "]"),
            absl::StrCat("differs from the grid's ", static_cast<int>(x.grid[i])));
      }
    }
    x.start = StateOf(x, x.grid);
    return absl::OkStatus();
  }

  std::string Prompt(const SudokuCheckInstance& x) const override {
    return absl::StrCat(
        "Let's solve a Sudoku together, one cell per turn. The grid has ", x.side, " rows and ",
        x.side, " columns, split into boxes of ", x.n, " rows by ", x.m,
        " columns. Fill every empty cell (shown as 0) with a number from 1 to ", x.side,
        " so that each row, each column and each box contains every number from 1 to ", x.side,
        " exactly once. The puzzle has exactly one solution. Rows are numbered 1 to ", x.side,
        " from the top, columns 1 to ", x.side, " from the left.\n\n",
        "Play one action per turn:\n"
        "- `set r c v` writes the number v in the cell at row r, column c. You may "
        "overwrite a number you wrote earlier, but not a number given at the start.\n"
        "- `clear r c` empties a cell you filled.\n"
        "- `check` tells you how many conflicts the grid has (pairs of equal numbers "
        "sharing a row, a column or a box) and how many cells are still empty.\n"
        "You win as soon as the grid is full and breaks no rule. You have ",
        TurnLimit(x),
        " turns; an invalid action uses a turn and costs a small penalty. Example "
        "action: `set 1 2 ",
        x.side, "`.\n\n", EmptyLeft(x.start.blanks), "\n", GridText(x, x.grid));
  }

  int TurnLimit(const SudokuCheckInstance& x) const override {
    return x.start.blanks + kSpareTurns;
  }
  int TurnLimitAt(int difficulty) const override {
    return kLevels[difficulty].blanks + kSpareTurns;
  }

  SudokuCheckState Begin(const SudokuCheckInstance& x) const override { return x.start; }

  TurnOutcome Play(const SudokuCheckInstance& x, SudokuCheckState& state, absl::string_view text,
                   bool observe) const override {
    const int limit = TurnLimit(x);
    const std::optional<Action> action = ParseAction(text);
    if (!action) {
      return environments::Illegal(
          limit, observe ? absl::StrCat("Not an action: write `set r c v`, `clear r c` or "
                                        "`check`, with r, c and v in 1..",
                                        x.side, ".")
                         : "");
    }
    if (action->kind == Action::kCheck) {
      if (!observe) return environments::Continue("");
      return environments::Continue(absl::StrCat(
          "Check: ", state.conflicts, state.conflicts == 1 ? " conflict" : " conflicts",
          " (pairs of equal numbers sharing a row, a column or a box, counted once for "
          "each they share); ",
          EmptyLeft(state.blanks)));
    }
    const int64_t r = action->row, c = action->column, v = action->value;
    if (r < 1 || r > x.side || c < 1 || c > x.side) {
      return environments::Illegal(
          limit,
          observe ? absl::StrCat(Cell(r, c), " is off the grid (rows and columns 1..", x.side, ").")
                  : "");
    }
    const int cell = static_cast<int>((r - 1) * x.side + (c - 1));
    if (x.grid[static_cast<size_t>(cell)] != 0) {
      return environments::Illegal(
          limit, observe ? absl::StrCat(Cell(r, c), " holds the given number ",
                                        static_cast<int>(x.grid[static_cast<size_t>(cell)]),
                                        ", which cannot change.")
                         : "");
    }
    const int before = state.cells[static_cast<size_t>(cell)];
    std::string what;
    if (action->kind == Action::kClear) {
      if (before == 0) {
        return environments::Illegal(limit,
                                     observe ? absl::StrCat(Cell(r, c), " is already empty.") : "");
      }
      Take(x, state, cell);
      ++state.blanks;
      if (observe) what = absl::StrCat("Cleared ", Where(r, c), ".");
    } else {
      if (v < 1 || v > x.side) {
        return environments::Illegal(
            limit,
            observe ? absl::StrCat(v, " is not a number of this grid: use 1..", x.side, ".") : "");
      }
      if (before == 0) {
        --state.blanks;
      } else {
        Take(x, state, cell);
      }
      Put(x, state, cell, static_cast<int>(v));
      if (state.blanks == 0 && state.conflicts == 0) {
        return environments::Solved(
            observe ? absl::StrCat("Wrote ", v, " at ", Where(r, c),
                                   ". The grid is full and breaks no rule: solved!\n",
                                   GridText(x, state.cells))
                    : "");
      }
      if (observe) what = absl::StrCat("Wrote ", v, " at ", Where(r, c), ".");
    }
    if (!observe) return environments::Continue("");
    absl::StrAppend(
        &what, " ",
        state.blanks == 0 ? "The grid is full but it is not a solution." : EmptyLeft(state.blanks),
        "\n", GridText(x, state.cells));
    return environments::Continue(std::move(what));
  }

  std::vector<std::string> ReferenceActions(const SudokuCheckInstance& x) const override {
    std::vector<std::string> actions;
    for (int cell = 0; cell < x.side * x.side; ++cell) {
      if (x.grid[static_cast<size_t>(cell)] != 0) continue;
      actions.push_back(absl::StrCat("set ", cell / x.side + 1, " ", cell % x.side + 1, " ",
                                     static_cast<int>(x.solution[static_cast<size_t>(cell)])));
    }
    return actions;
  }
};

}  // namespace
}  // namespace sudoku_check_cc

absl::Status RegisterSudokuCheckEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterGame(catalog, std::make_unique<SudokuCheckEnvironment>());
}

}  // namespace referee
