#include "verifiers/environments/games/minesweeper.h"

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "verifiers/environments/games/game.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace minesweeper_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 12;
constexpr int64_t kMaxSide = 30;
constexpr int kLayoutsPerCount = 100;
constexpr int kMineCounts = 10;

struct Level {
  int rows, columns, mines;
};
constexpr Level kLevels[kMaxDifficulty + 1] = {
    {5, 5, 3},    {6, 6, 5},    {7, 7, 7},    {8, 8, 9},    {9, 9, 12},
    {10, 10, 15}, {11, 11, 19}, {12, 12, 23}, {13, 13, 28}, {14, 14, 33},
    {16, 16, 44}, {16, 20, 58}, {16, 30, 99}};

// A cell's status in play.
enum : uint8_t { kHidden = 0, kFlagged = 1, kOpen = 2 };

struct MinesweeperInstance {
  int rows = 0, columns = 0;
  // As written: the mines as [row, column] and the start cell (1-based).
  std::vector<std::vector<int64_t>> mine_cells;
  int start_row = 1, start_column = 1;
  // Derived from those (Make generates with them, then sets the above).
  int start = 0;              // The start cell, row-major, 0-based.
  std::vector<uint8_t> mine;  // Per cell, row-major.
  // Derived.
  int mines = 0;
  std::vector<uint8_t> count;    // Mines among each cell's neighbours.
  std::vector<uint8_t> opening;  // Every cell's status after the opening.
  int hidden_safe = 0;           // Safe cells still hidden after it.
  bool logical = false;          // The solver finishes from the opening.
  std::vector<int> reference;    // The cells the reference reveals, in order.
};

struct MinesweeperState {
  std::vector<uint8_t> status;
  int hidden_safe = 0;
  int flags = 0;
};

template <typename F>
void ForNeighbours(const MinesweeperInstance& x, int cell, F f) {
  const int r = cell / x.columns, c = cell % x.columns;
  for (int rr = std::max(r - 1, 0); rr <= std::min(r + 1, x.rows - 1); ++rr) {
    for (int cc = std::max(c - 1, 0); cc <= std::min(c + 1, x.columns - 1); ++cc) {
      if (rr != r || cc != c) f(rr * x.columns + cc);
    }
  }
}

// Opens the hidden safe `cell` and, through every 0, its neighbours
// (flagged cells stay closed); returns how many cells opened.
int Open(const MinesweeperInstance& x, std::vector<uint8_t>& status, int cell) {
  status[static_cast<size_t>(cell)] = kOpen;
  if (x.count[static_cast<size_t>(cell)] != 0) return 1;  // No cascade (no allocation).
  std::vector<int> stack = {cell};
  int opened = 1;
  while (!stack.empty()) {
    const int at = stack.back();
    stack.pop_back();
    if (x.count[static_cast<size_t>(at)] != 0) continue;
    ForNeighbours(x, at, [&](int y) {
      const size_t i = static_cast<size_t>(y);
      if (status[i] == kHidden && !x.mine[i]) {
        status[i] = kOpen;
        ++opened;
        stack.push_back(y);
      }
    });
  }
  return opened;
}

// Counts, the opening and the safe cells it leaves hidden.
void Derive(MinesweeperInstance& x) {
  const size_t n = x.mine.size();
  x.mines = static_cast<int>(std::count(x.mine.begin(), x.mine.end(), 1));
  x.count.assign(n, 0);
  for (size_t i = 0; i < n; ++i) {
    ForNeighbours(x, static_cast<int>(i),
                  [&](int y) { x.count[i] += x.mine[static_cast<size_t>(y)]; });
  }
  x.opening.assign(n, kHidden);
  x.hidden_safe = static_cast<int>(n) - x.mines - Open(x, x.opening, x.start);
}

// One number's constraint: `need` mines among its hidden neighbours `u`
// (those not known to be mines).
struct Constraint {
  int cell = 0, need = 0, size = 0;
  int u[8] = {};
  bool Has(int y) const { return std::find(u, u + size, y) != u + size; }
};

// The logic solver of the header: fills x.reference with its reveals.
// Returns whether logic alone finished; when stuck, it fails, or with
// `guess` opens the first hidden safe cell in reading order and goes on.
bool Solve(MinesweeperInstance& x, bool guess) {
  const int n = x.rows * x.columns;
  std::vector<uint8_t> status = x.opening, known(static_cast<size_t>(n), 0),
                       safe(static_cast<size_t>(n), 0);
  std::vector<int> at(static_cast<size_t>(n), -1), found;
  std::vector<Constraint> constraints;
  int hidden_safe = x.hidden_safe, mines_left = x.mines;
  bool logical = true;
  x.reference.clear();
  while (hidden_safe > 0) {
    constraints.clear();
    found.clear();
    bool progress = false;
    auto mark_safe = [&](int y) {
      if (!safe[static_cast<size_t>(y)]) {
        safe[static_cast<size_t>(y)] = 1;
        found.push_back(y);
      }
    };
    auto mark_mine = [&](int y) {
      if (!known[static_cast<size_t>(y)]) {
        known[static_cast<size_t>(y)] = 1;
        --mines_left;
        progress = true;
      }
    };
    std::fill(at.begin(), at.end(), -1);
    for (int cell = 0; cell < n; ++cell) {
      const size_t i = static_cast<size_t>(cell);
      if (status[i] != kOpen || x.count[i] == 0) continue;
      Constraint c;
      c.cell = cell;
      c.need = x.count[i];
      ForNeighbours(x, cell, [&](int y) {
        const size_t j = static_cast<size_t>(y);
        if (known[j]) {
          --c.need;
        } else if (status[j] == kHidden) {
          c.u[c.size++] = y;
        }
      });
      if (c.size == 0) continue;
      at[i] = static_cast<int>(constraints.size());
      constraints.push_back(c);
    }
    // (1) Single cells.
    for (const Constraint& c : constraints) {
      if (c.need == 0) {
        for (int k = 0; k < c.size; ++k) mark_safe(c.u[k]);
      } else if (c.need == c.size) {
        for (int k = 0; k < c.size; ++k) mark_mine(c.u[k]);
      }
    }
    // (2) Subsets, between numbers at most two cells apart (the only ones
    // whose hidden neighbours can overlap).
    if (found.empty() && !progress) {
      for (const Constraint& a : constraints) {
        const int ar = a.cell / x.columns, ac = a.cell % x.columns;
        for (int r = std::max(ar - 2, 0); r <= std::min(ar + 2, x.rows - 1); ++r) {
          for (int c = std::max(ac - 2, 0); c <= std::min(ac + 2, x.columns - 1); ++c) {
            const int j = at[static_cast<size_t>(r * x.columns + c)];
            if (j < 0 || j == at[static_cast<size_t>(a.cell)]) continue;
            const Constraint& b = constraints[static_cast<size_t>(j)];
            const int extra = b.size - a.size, more = b.need - a.need;
            if (extra <= 0 || (more != 0 && more != extra)) continue;
            bool subset = true;
            for (int k = 0; k < a.size && subset; ++k) subset = b.Has(a.u[k]);
            if (!subset) continue;
            for (int k = 0; k < b.size; ++k) {
              if (a.Has(b.u[k])) continue;
              if (more == 0) {
                mark_safe(b.u[k]);
              } else {
                mark_mine(b.u[k]);
              }
            }
          }
        }
      }
    }
    // (3) The global count.
    if (found.empty() && !progress) {
      int unknown = 0;
      for (int cell = 0; cell < n; ++cell) {
        unknown +=
            status[static_cast<size_t>(cell)] == kHidden && !known[static_cast<size_t>(cell)];
      }
      if (mines_left == 0 || mines_left == unknown) {
        for (int cell = 0; cell < n; ++cell) {
          if (status[static_cast<size_t>(cell)] != kHidden || known[static_cast<size_t>(cell)]) {
            continue;
          }
          if (mines_left == 0) {
            mark_safe(cell);
          } else {
            mark_mine(cell);
          }
        }
      }
    }
    if (found.empty() && !progress) {
      if (!guess) return false;
      logical = false;
      for (int cell = 0; cell < n && found.empty(); ++cell) {
        if (status[static_cast<size_t>(cell)] == kHidden && !x.mine[static_cast<size_t>(cell)]) {
          mark_safe(cell);
        }
      }
    }
    std::sort(found.begin(), found.end());
    for (int y : found) {
      if (status[static_cast<size_t>(y)] != kHidden) continue;
      x.reference.push_back(y);
      hidden_safe -= Open(x, status, y);
    }
  }
  return logical;
}

// Picks the reference's last reveal among the cells that finish the board
// so that changing its column's last digit does not finish it too (see the
// header); false if no cell passes (the reference is left as it was).
bool ChooseLastReveal(MinesweeperInstance& x) {
  std::vector<uint8_t> before = x.opening;
  int hidden = x.hidden_safe;
  for (size_t k = 0; k + 1 < x.reference.size(); ++k) {
    hidden -= Open(x, before, x.reference[k]);
  }
  auto finishes = [&](int cell) {
    std::vector<uint8_t> status = before;
    return Open(x, status, cell) == hidden;
  };
  const int n = x.rows * x.columns;
  for (int cell = 0; cell < n; ++cell) {
    if (before[static_cast<size_t>(cell)] != kHidden || x.mine[static_cast<size_t>(cell)] ||
        !finishes(cell)) {
      continue;
    }
    const int r = cell / x.columns, column = cell % x.columns + 1;
    const int slip = column % 10 == 9 ? column - 9 : column + 1;
    const int other = r * x.columns + slip - 1;
    const bool slip_finishes = slip >= 1 && slip <= x.columns &&
                               !x.mine[static_cast<size_t>(other)] &&
                               before[static_cast<size_t>(other)] == kHidden && finishes(other);
    if (!slip_finishes) {
      x.reference.back() = cell;
      return true;
    }
  }
  return false;
}

// Mines uniform over the cells outside the start's 3x3 neighbourhood.
MinesweeperInstance RandomLayout(int rows, int columns, int mines, tasks::Rng& rng) {
  MinesweeperInstance x;
  x.rows = rows;
  x.columns = columns;
  const int n = rows * columns;
  x.start = static_cast<int>(rng.Uniform(0, n - 1));
  const int sr = x.start / columns, sc = x.start % columns;
  std::vector<int> cells;
  for (int cell = 0; cell < n; ++cell) {
    const int r = cell / columns, c = cell % columns;
    if (std::abs(r - sr) > 1 || std::abs(c - sc) > 1) cells.push_back(cell);
  }
  rng.Shuffle(cells);
  x.mine.assign(static_cast<size_t>(n), 0);
  for (int k = 0; k < mines && k < static_cast<int>(cells.size()); ++k) {
    x.mine[static_cast<size_t>(cells[static_cast<size_t>(k)])] = 1;
  }
  return x;
}

// "reveal r c", "r c" or "flag r c".
struct Action {
  bool flag = false;
  int64_t row = 0, column = 0;
};

std::optional<Action> ParseAction(absl::string_view text) {
  if (text.size() > 64) return std::nullopt;
  const environments::ActionWords words(text, " \t\r\n,");
  Action action;
  size_t k = 0;
  if (words.size() == 3) {
    if (absl::EqualsIgnoreCase(words[0], "flag")) {
      action.flag = true;
    } else if (!absl::EqualsIgnoreCase(words[0], "reveal")) {
      return std::nullopt;
    }
    k = 1;
  } else if (words.size() != 2) {
    return std::nullopt;
  }
  if (words[k].size() > 6 || words[k + 1].size() > 6 || !absl::SimpleAtoi(words[k], &action.row) ||
      !absl::SimpleAtoi(words[k + 1], &action.column)) {
    return std::nullopt;
  }
  return action;
}

// Appends `text` right-aligned in `width` columns.
void AppendPadded(std::string& out, absl::string_view text, size_t width) {
  if (width > text.size()) out.append(width - text.size(), ' ');
  out.append(text.data(), text.size());
}

int Digits(int v) { return v >= 10 ? 2 : 1; }

// The board as the policy sees it (see the header); `mines` shows them.
// Written straight into one string: Step renders it on an episode's last
// turn, every call.
std::string BoardText(const MinesweeperInstance& x, const std::vector<uint8_t>& status,
                      bool mines) {
  const size_t label = static_cast<size_t>(Digits(x.rows));
  const size_t width = static_cast<size_t>(Digits(x.columns)) + 1;
  std::string out;
  out.reserve((label + width * static_cast<size_t>(x.columns) + 1) *
              static_cast<size_t>(x.rows + 1));
  out.append(label, ' ');
  for (int c = 1; c <= x.columns; ++c) AppendPadded(out, absl::AlphaNum(c).Piece(), width);
  for (int r = 0; r < x.rows; ++r) {
    out += '\n';
    AppendPadded(out, absl::AlphaNum(r + 1).Piece(), label);
    for (int c = 0; c < x.columns; ++c) {
      const size_t i = static_cast<size_t>(r * x.columns + c);
      char cell = '#';
      if (status[i] == kOpen) {
        cell = static_cast<char>('0' + x.count[i]);  // 0..8
      } else if (mines && x.mine[i]) {
        cell = '*';
      } else if (status[i] == kFlagged) {
        cell = 'F';
      }
      out.append(width - 1, ' ');
      out += cell;
    }
  }
  return out;
}

std::string Where(int64_t r, int64_t c) { return absl::StrCat("row ", r, ", column ", c); }
// The same at the start of a sentence.
std::string Cell(int64_t r, int64_t c) { return absl::StrCat("Row ", r, ", column ", c); }

class MinesweeperEnvironment final
    : public environments::GameEnvironment<MinesweeperInstance, MinesweeperState> {
 public:
  MinesweeperEnvironment()
      : GameEnvironment(
            {"minesweeper", "Referee", kMaxDifficulty,
             "Interactive: Minesweeper from a given safe opening; open every safe cell, no "
             "guessing needed.",
             /*difficulty_help=*/"5x5/3 mines up to 16x30/99 (12% to 21% mines); turn limit "
             "hidden safe cells + mines + 5"}) {}

 protected:
  MinesweeperInstance Make(int difficulty, tasks::Rng& rng) const override {
    const Level& level = kLevels[difficulty];
    for (int round = 0; round < kMineCounts; ++round) {
      const int mines = std::max(1, level.mines - round);
      for (int k = 0; k < kLayoutsPerCount; ++k) {
        MinesweeperInstance x = RandomLayout(level.rows, level.columns, mines, rng);
        Derive(x);
        if (x.hidden_safe > 0 && Solve(x, /*guess=*/false) && ChooseLastReveal(x)) {
          SetWritten(x);
          return x;
        }
      }
    }
    // The fixed board of the header: (1, 2) stays hidden behind its numbers.
    MinesweeperInstance x;
    x.rows = level.rows;
    x.columns = level.columns;
    x.mine.assign(static_cast<size_t>(x.rows * x.columns), 0);
    x.mine[0] = x.mine[2] = 1;
    x.start = x.rows * x.columns - 1;
    SetWritten(x);
    return x;
  }

  void DeclareFields(environments::InstanceFields<MinesweeperInstance>& fields) const override {
    using I = MinesweeperInstance;
    fields.Int("rows", &I::rows, 1, kMaxSide)
        .Int("columns", &I::columns, 1, kMaxSide)
        // At most n - 1 mines; on a board of one cell, Finish names "rows".
        .IntRows("mines", &I::mine_cells,
                 [](const I& x) {
                   const int64_t n = int64_t{x.rows} * x.columns;
                   return n < 2 ? kMaxSide * kMaxSide : n - 1;
                 },
                 2, 1, kMaxSide)
        .Int("start_row", &I::start_row, 1, [](const I& x) { return x.rows; })
        .Int("start_column", &I::start_column, 1, [](const I& x) { return x.columns; });
  }

  absl::Status Finish(MinesweeperInstance& x) const override {
    const int64_t n = int64_t{x.rows} * x.columns;
    if (n < 2) return environments::BadInstance("rows", "the board needs at least 2 cells");
    x.mine.assign(static_cast<size_t>(n), 0);
    for (size_t k = 0; k < x.mine_cells.size(); ++k) {
      const int64_t r = x.mine_cells[k][0], c = x.mine_cells[k][1];
      const std::string field = absl::StrCat("mines[", k, "]");
      if (r > x.rows || c > x.columns) {
        return environments::BadInstance(
            field, absl::StrCat(Where(r, c), " is off the ", x.rows, " x ", x.columns, " board"));
      }
      uint8_t& cell = x.mine[static_cast<size_t>((r - 1) * x.columns + c - 1)];
      if (cell) return environments::BadInstance(field, absl::StrCat(Where(r, c), " repeats"));
      cell = 1;
    }
    x.start = (x.start_row - 1) * x.columns + x.start_column - 1;
    if (x.mine[static_cast<size_t>(x.start)]) {
      return environments::BadInstance("start_row", "the start cell holds a mine");
    }
    Complete(x);
    if (x.hidden_safe == 0) {
      return environments::BadInstance("mines", "the opening already shows every safe cell");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const MinesweeperInstance& x) const override {
    const int start_row = x.start / x.columns + 1, start_column = x.start % x.columns + 1;
    return absl::StrCat(
        "Let's play Minesweeper. The board has ", x.rows, " rows and ", x.columns, " columns, and ",
        x.mines, " of its cells hide a mine. Rows are numbered 1 to ", x.rows,
        " from the top and columns 1 to ", x.columns, " from the left. The cell at ",
        Where(start_row, start_column), " has been opened for you.",
        x.logical ? " From here the whole board can be worked out by logic: you never "
                    "need to guess."
                  : "",
        "\n\nAn open cell shows how many of its neighbouring cells (up to 8, "
        "diagonals included) hold a mine. On the board, # is a hidden cell, F a "
        "flag you placed, and a digit an open cell.\n\n"
        "Play one action per turn:\n"
        "- `reveal r c` (or just `r c`) opens the cell at row r, column c. If it "
        "holds a mine, you lose. If it shows 0, its neighbours open by themselves, "
        "and so on.\n"
        "- `flag r c` marks a hidden cell as a mine, or takes the flag away again. "
        "Flags are notes for you only; a flagged cell must be unflagged before it "
        "can be revealed.\n"
        "You win as soon as every cell without a mine is open. You have ",
        TurnLimit(x),
        " turns; an invalid action uses a turn and costs a small penalty. Example "
        "action: `reveal 2 3`.\n\n",
        Status(x, x.opening, 0), "\n", BoardText(x, x.opening, false));
  }

  int TurnLimit(const MinesweeperInstance& x) const override { return x.hidden_safe + x.mines + 5; }
  int TurnLimitAt(int difficulty) const override {
    // At least the start and 3 neighbours open: hidden safe + mines <= R·C - 4.
    return kLevels[difficulty].rows * kLevels[difficulty].columns + 1;
  }

  MinesweeperState Begin(const MinesweeperInstance& x) const override {
    return {x.opening, x.hidden_safe, 0};
  }

  TurnOutcome Play(const MinesweeperInstance& x, MinesweeperState& state, absl::string_view text,
                   bool observe) const override {
    const int limit = TurnLimit(x);
    const std::optional<Action> action = ParseAction(text);
    if (!action) {
      return environments::Illegal(
          limit, observe ? absl::StrCat("Not an action: write `reveal r c` (or `r c`) or "
                                        "`flag r c`, with r in 1..",
                                        x.rows, " and c in 1..", x.columns, ".")
                         : "");
    }
    const int64_t r = action->row, c = action->column;
    if (r < 1 || r > x.rows || c < 1 || c > x.columns) {
      return environments::Illegal(
          limit, observe ? absl::StrCat(Cell(r, c), " is off the board (rows 1..", x.rows,
                                        ", columns 1..", x.columns, ").")
                         : "");
    }
    const size_t i = static_cast<size_t>((r - 1) * x.columns + (c - 1));
    uint8_t& cell = state.status[i];
    if (action->flag) {
      if (cell == kOpen) {
        return environments::Illegal(limit,
                                     observe ? absl::StrCat(Cell(r, c),
                                                            " is already open: only hidden cells "
                                                            "can be flagged.")
                                             : "");
      }
      const bool placed = cell == kHidden;
      cell = placed ? kFlagged : kHidden;
      state.flags += placed ? 1 : -1;
      return environments::Continue(
          observe ? Observation(x, state,
                                absl::StrCat(placed ? "Flagged " : "Removed the flag from ",
                                             Where(r, c), "."),
                                false)
                  : "");
    }
    if (cell == kOpen) {
      return environments::Illegal(limit,
                                   observe ? absl::StrCat(Cell(r, c), " is already open.") : "");
    }
    if (cell == kFlagged) {
      return environments::Illegal(
          limit, observe ? absl::StrCat(Cell(r, c), " is flagged: remove the flag (`flag ", r, " ",
                                        c, "` again) before revealing it.")
                         : "");
    }
    if (x.mine[i]) {
      return environments::Lost(
          observe ? Observation(x, state, absl::StrCat(Cell(r, c), " was a mine: you lose."), true)
                  : "");
    }
    const int opened = Open(x, state.status, static_cast<int>(i));
    state.hidden_safe -= opened;
    if (!observe) {
      return state.hidden_safe == 0 ? environments::Solved("") : environments::Continue("");
    }
    std::string what =
        absl::StrCat("Revealed ", Where(r, c), ": it shows ", static_cast<int>(x.count[i]), ".");
    if (opened > 1) absl::StrAppend(&what, " ", opened, " cells opened.");
    if (state.hidden_safe == 0) {
      absl::StrAppend(&what, " Every safe cell is open: you win!");
      return environments::Solved(Observation(x, state, what, false));
    }
    return environments::Continue(Observation(x, state, what, false));
  }

  std::vector<std::string> ReferenceActions(const MinesweeperInstance& x) const override {
    std::vector<std::string> actions;
    for (int cell : x.reference) {
      actions.push_back(absl::StrCat("reveal ", cell / x.columns + 1, " ", cell % x.columns + 1));
    }
    return actions;
  }

 private:
  // The written fields of a generated board (mine, start).
  static void SetWritten(MinesweeperInstance& x) {
    x.mine_cells.clear();
    for (size_t i = 0; i < x.mine.size(); ++i) {
      if (x.mine[i]) {
        const int64_t cell = static_cast<int64_t>(i);
        x.mine_cells.push_back({cell / x.columns + 1, cell % x.columns + 1});
      }
    }
    x.start_row = x.start / x.columns + 1;
    x.start_column = x.start % x.columns + 1;
  }

  // Derives the counts, the opening and the reference.
  static void Complete(MinesweeperInstance& x) {
    Derive(x);
    if (x.hidden_safe == 0) return;
    x.logical = Solve(x, /*guess=*/true);
    ChooseLastReveal(x);
  }

  static std::string Status(const MinesweeperInstance& x, const std::vector<uint8_t>& status,
                            int flags) {
    const int64_t hidden = std::count(status.begin(), status.end(), kHidden) +
                           std::count(status.begin(), status.end(), kFlagged);
    return absl::StrCat("Mines: ", x.mines, ". Flags placed: ", flags, ". Hidden cells: ", hidden,
                        ".");
  }

  static std::string Observation(const MinesweeperInstance& x, const MinesweeperState& state,
                                 absl::string_view what, bool mines) {
    return absl::StrCat(what, "\n\n", Status(x, state.status, state.flags), "\n",
                        BoardText(x, state.status, mines));
  }
};

}  // namespace
}  // namespace minesweeper_cc

absl::Status RegisterMinesweeperEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterGame(catalog, std::make_unique<MinesweeperEnvironment>());
}

}  // namespace referee
