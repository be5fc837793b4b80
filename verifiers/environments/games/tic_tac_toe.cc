#include "verifiers/environments/games/tic_tac_toe.h"

#include <array>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "verifiers/environments/games/game.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace tic_tac_toe_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 3;
constexpr int kCells = 9;
constexpr int kPositions = 19683;  // 3^9.
constexpr int kEmpty = 0;
constexpr int kX = 1;
constexpr int kO = 2;
constexpr size_t kMaxActionBytes = 32;

using Board = std::array<int, kCells>;

constexpr int kLines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                              {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

struct TicTacToeInstance {
  std::vector<int64_t> board_cells, order_cells;  // As written: board, opponent_order.
  // Derived from those.
  Board board{};
  std::array<int, kCells> order{};  // opponent_order: cells 1..9.
  std::array<int, kCells> rank{};   // rank[cell] = its index in `order` (0-based cells).
};

struct TicTacToeState {
  Board board{};
};

bool HasLine(const Board& board, int player) {
  for (const auto& line : kLines) {
    if (board[line[0]] == player && board[line[1]] == player && board[line[2]] == player) {
      return true;
    }
  }
  return false;
}

int EmptyCells(const Board& board) {
  int n = 0;
  for (int v : board) n += v == kEmpty;
  return n;
}

int Code(const Board& board) {
  int code = 0;
  for (int i = kCells - 1; i >= 0; --i) code = code * 3 + board[i];
  return code;
}

// The player to move: X when the counts are equal, O when X is one ahead,
// neither (kEmpty) otherwise.
int Mover(const Board& board) {
  int x = 0, o = 0;
  for (int v : board) {
    x += v == kX;
    o += v == kO;
  }
  return x == o ? kX : x == o + 1 ? kO : kEmpty;
}

// Negamax values for the player to move (header comment), by position code.
class ValueTable {
 public:
  static const ValueTable& Get() {
    static const ValueTable* const table = new ValueTable();
    return *table;
  }
  // Defined for every position reachable in play: X and O counts equal or
  // X one ahead, and no line but possibly the last mover's.
  int Value(const Board& board) const { return values_[Code(board)]; }

 private:
  static constexpr int8_t kUnknown = 127;
  ValueTable() {
    values_.fill(kUnknown);
    Board empty{};
    Solve(empty, kX);
  }
  int Solve(Board& board, int mover) {
    const int code = Code(board);
    if (values_[code] != kUnknown) return values_[code];
    const int other = mover == kX ? kO : kX;
    const int empties = EmptyCells(board);
    int best;
    if (HasLine(board, other)) {
      best = -(1 + empties);
    } else if (empties == 0) {
      best = 0;
    } else {
      best = -100;
      for (int c = 0; c < kCells; ++c) {
        if (board[c] != kEmpty) continue;
        board[c] = mover;
        best = std::max(best, -Solve(board, other));
        board[c] = kEmpty;
      }
    }
    values_[code] = static_cast<int8_t>(best);
    return best;
  }
  std::array<int8_t, kPositions> values_;
};

// The value for `mover` of playing `cell` on `board`.
int MoveValue(const ValueTable& table, Board& board, int cell, int mover) {
  board[cell] = mover;
  const int value = -table.Value(board);
  board[cell] = kEmpty;
  return value;
}

// O's reply: the best value for O, ties to the first cell of the order.
int OpponentMove(const TicTacToeInstance& instance, Board board) {
  const ValueTable& table = ValueTable::Get();
  int best_cell = -1, best_value = -1000;
  for (int c = 0; c < kCells; ++c) {
    if (board[c] != kEmpty) continue;
    const int value = MoveValue(table, board, c, kO);
    if (value > best_value ||
        (value == best_value && instance.rank[c] < instance.rank[best_cell])) {
      best_cell = c;
      best_value = value;
    }
  }
  return best_cell;
}

// The reference's move: the best value for X, ties to the highest cell.
int ReferenceMove(Board board) {
  const ValueTable& table = ValueTable::Get();
  int best_cell = -1, best_value = -1000;
  for (int c = 0; c < kCells; ++c) {
    if (board[c] != kEmpty) continue;
    const int value = MoveValue(table, board, c, kX);
    if (value >= best_value) {
      best_cell = c;
      best_value = value;
    }
  }
  return best_cell;
}

std::string CellText(int cell) { return absl::StrCat("(", cell / 3 + 1, ", ", cell % 3 + 1, ")"); }

std::string BoardText(const Board& board) {
  std::string text = "  1 2 3";
  for (int r = 0; r < 3; ++r) {
    absl::StrAppend(&text, "\n", r + 1);
    for (int c = 0; c < 3; ++c) {
      const int v = board[3 * r + c];
      absl::StrAppend(&text, " ", v == kX ? "X" : v == kO ? "O" : ".");
    }
  }
  return text;
}

// A cell as written: `row col`, or a single cell number.
struct ParsedCell {
  bool single = false;  // A cell number, in `col`.
  int64_t row = 0;
  int64_t col = 0;
};

std::optional<ParsedCell> ParseCell(absl::string_view action) {
  action = absl::StripAsciiWhitespace(action);
  if (action.empty() || action.size() > kMaxActionBytes) return std::nullopt;
  if (action.front() == '(' && action.back() == ')' && action.size() >= 2) {
    action = absl::StripAsciiWhitespace(action.substr(1, action.size() - 2));
  }
  const environments::ActionWords parts(action, " ,\t");
  ParsedCell cell;
  if (parts.size() == 1) {
    if (!absl::SimpleAtoi(parts[0], &cell.col)) return std::nullopt;
    cell.single = true;
    return cell;
  }
  if (parts.size() == 2 && absl::SimpleAtoi(parts[0], &cell.row) &&
      absl::SimpleAtoi(parts[1], &cell.col)) {
    return cell;
  }
  return std::nullopt;
}

class TicTacToeEnvironment final
    : public environments::GameEnvironment<TicTacToeInstance, TicTacToeState> {
 public:
  TicTacToeEnvironment()
      : GameEnvironment(
            {"tic_tac_toe", "Referee", kMaxDifficulty,
             "Interactive: play X at tic-tac-toe against a perfect opponent; a draw or a win "
             "solves it.",
             /*difficulty_help=*/"3-d X and 3-d O stones pre-placed (level 3: the empty board), X "
             "to move and not lost; turn limit ceil(empty/2) + 2"}) {}

 protected:
  TicTacToeInstance Make(int difficulty, tasks::Rng& rng) const override {
    const ValueTable& table = ValueTable::Get();
    const int pairs = kMaxDifficulty - difficulty;
    TicTacToeInstance instance;
    Board& board = instance.board;
    do {
      board.fill(kEmpty);
      for (int k = 0; k < pairs; ++k) {
        for (int player : {kX, kO}) {
          std::vector<int> free;
          for (int c = 0; c < kCells; ++c) {
            if (board[c] == kEmpty) free.push_back(c);
          }
          board[free[rng.Uniform(0, static_cast<int64_t>(free.size()) - 1)]] = player;
        }
      }
    } while (HasLine(board, kX) || HasLine(board, kO) || table.Value(board) < 0);
    std::vector<int> order = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    rng.Shuffle(order);
    instance.board_cells.assign(board.begin(), board.end());
    instance.order_cells.assign(order.begin(), order.end());
    return instance;
  }

  void DeclareFields(environments::InstanceFields<TicTacToeInstance>& fields) const override {
    using I = TicTacToeInstance;
    fields.Ints("board", &I::board_cells, kCells, kEmpty, kO)
        .Ints("opponent_order", &I::order_cells, kCells, 1, kCells);
  }

  absl::Status Finish(TicTacToeInstance& instance) const override {
    if (instance.board_cells.size() != kCells) {
      return BadInstance("board", absl::StrCat("has ", instance.board_cells.size(),
                                               " cells, not 9"));
    }
    if (instance.order_cells.size() != kCells) {
      return BadInstance("opponent_order", "must list each of the cells 1..9 once");
    }
    instance.rank.fill(-1);
    for (int i = 0; i < kCells; ++i) {
      instance.board[i] = static_cast<int>(instance.board_cells[i]);
      const int cell = static_cast<int>(instance.order_cells[i]);
      if (instance.rank[cell - 1] >= 0) {
        return BadInstance("opponent_order", "must list each of the cells 1..9 once");
      }
      instance.order[i] = cell;
      instance.rank[cell - 1] = i;
    }
    if (Mover(instance.board) != kX) {
      return BadInstance("board", "must hold as many X as O (X to move)");
    }
    if (HasLine(instance.board, kX) || HasLine(instance.board, kO)) {
      return BadInstance("board", "has a complete line: the game is over");
    }
    if (ValueTable::Get().Value(instance.board) < 0) {
      return BadInstance("board", "X cannot avoid losing from this position");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const TicTacToeInstance& instance) const override {
    const int empties = EmptyCells(instance.board);
    return absl::StrCat(
        "Let's play tic-tac-toe on a 3x3 board. You are X and I am O; it is your move.",
        empties == kCells ? " The board is empty."
                          : " Some moves have already been played:",
        "\n\n", BoardText(instance.board),
        "\n\nWe take turns placing our mark in an empty cell; three of one mark in a row, "
        "column or diagonal wins. I play perfectly, so a draw is a good result: you succeed "
        "if you complete a line of X, or if the board fills up without a line of O. Name "
        "a cell by its row and column, each 1 to 3 (rows top to bottom, columns left to "
        "right), for example `2 3` for row 2, column 3; a cell number 1 to 9 in reading "
        "order also works (1 is the top-left cell, 9 the bottom-right). After each of your "
        "moves I reply with mine and show the board. You have ",
        TurnLimit(instance), " turns.");
  }

  int TurnLimit(const TicTacToeInstance& instance) const override {
    return (EmptyCells(instance.board) + 1) / 2 + 2;
  }
  int TurnLimitAt(int difficulty) const override {
    // 3 + 2d empty cells.
    return (3 + 2 * difficulty + 1) / 2 + 2;
  }

  TicTacToeState Begin(const TicTacToeInstance& instance) const override {
    return {instance.board};
  }

  TurnOutcome Play(const TicTacToeInstance& instance, TicTacToeState& state,
                   absl::string_view action, bool observe) const override {
    const std::optional<ParsedCell> parsed = ParseCell(action);
    if (!parsed) {
      return environments::Illegal(
          TurnLimit(instance),
          observe ? "Not a move: write a row and a column, each 1 to 3 (like `2 3`), or a "
                    "cell number 1 to 9."
                  : "");
    }
    int cell;
    if (parsed->single) {
      if (parsed->col < 1 || parsed->col > kCells) {
        return environments::Illegal(
            TurnLimit(instance),
            observe ? absl::StrCat("There is no cell ", parsed->col, ": cells are 1 to 9.")
                    : "");
      }
      cell = static_cast<int>(parsed->col) - 1;
    } else {
      if (parsed->row < 1 || parsed->row > 3 || parsed->col < 1 || parsed->col > 3) {
        return environments::Illegal(
            TurnLimit(instance),
            observe ? absl::StrCat("There is no cell (", parsed->row, ", ", parsed->col,
                                   "): rows and columns are 1 to 3.")
                    : "");
      }
      cell = static_cast<int>(3 * (parsed->row - 1) + parsed->col - 1);
    }
    Board& board = state.board;
    if (board[cell] != kEmpty) {
      return environments::Illegal(
          TurnLimit(instance),
          observe ? absl::StrCat("Cell ", CellText(cell), " is taken by ",
                                 board[cell] == kX ? "X" : "O", ".")
                  : "");
    }
    board[cell] = kX;
    const std::string yours = observe ? absl::StrCat("You play ", CellText(cell)) : "";
    if (HasLine(board, kX)) {
      return environments::Solved(
          observe ? absl::StrCat(yours, ": three X in a line, you win.\n", BoardText(board))
                  : "");
    }
    if (EmptyCells(board) == 0) {
      return environments::Solved(
          observe ? absl::StrCat(yours,
                                 ": the board is full with no line, a draw (the best "
                                 "result against perfect play).\n",
                                 BoardText(board))
                  : "");
    }
    const int reply = OpponentMove(instance, board);
    board[reply] = kO;
    if (HasLine(board, kO)) {
      return environments::Lost(
          observe ? absl::StrCat(yours, ". I play ", CellText(reply),
                                 ": three O in a line, I win.\n", BoardText(board))
                  : "");
    }
    return environments::Continue(
        observe ? absl::StrCat(yours, ". I play ", CellText(reply), ".\n", BoardText(board))
                : "");
  }

  std::vector<std::string> ReferenceActions(
      const TicTacToeInstance& instance) const override {
    std::vector<std::string> actions;
    Board board = instance.board;
    while (true) {
      const int mine = ReferenceMove(board);
      actions.push_back(absl::StrCat(mine / 3 + 1, " ", mine % 3 + 1));
      board[mine] = kX;
      if (HasLine(board, kX) || EmptyCells(board) == 0) return actions;
      const int reply = OpponentMove(instance, board);
      board[reply] = kO;
      if (HasLine(board, kO)) return actions;  // Unreachable: X never loses.
    }
  }
};

}  // namespace
}  // namespace tic_tac_toe_cc

absl::Status RegisterTicTacToeEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterGame(catalog, std::make_unique<TicTacToeEnvironment>());
}

}  // namespace referee
