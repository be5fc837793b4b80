#include "verifiers/environments/games/sliding_puzzle.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "verifiers/environments/games/game.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace sliding_puzzle_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 13;
constexpr int kMinSize = 2;
constexpr int kMaxSize = 4;
constexpr int kMaxCells = kMaxSize * kMaxSize;
constexpr int64_t kNodeBudget = 1'000'000;
// No 3×3 board is more than 31 moves from solved.
constexpr int kThreeByThreeDiameter = 31;

// Cells row-major; 0 is the blank.
using Board = std::array<uint8_t, kMaxCells>;

// The blank's moves: up, down, left, right (m ^ 1 undoes m).
constexpr int kRowStep[4] = {-1, 1, 0, 0};
constexpr int kColStep[4] = {0, 0, -1, 1};
constexpr const char* kDirection[4] = {"up", "down", "left", "right"};

struct SlidingPuzzleInstance {
  int size = 3;
  std::vector<std::vector<int64_t>> tile_rows;  // As written: size rows of size tiles.
  // Derived: the board, and an optimal solution, as the blank's moves (Make
  // finds it while it draws and keeps it; Finish solves only when absent).
  Board tiles{};
  std::vector<uint8_t> solution;
};

struct SlidingPuzzleState {
  Board tiles{};
  int blank = 0;
};

int SizeAt(int difficulty) { return difficulty < 8 ? 3 : 4; }
int ScrambleAt(int difficulty) {
  static constexpr int kScramble[kMaxDifficulty + 1] = {4,  7,  10, 14, 18, 22, 26,
                                                        30, 16, 20, 24, 28, 32, 36};
  return kScramble[std::clamp(difficulty, 0, kMaxDifficulty)];
}

int BlankOf(const Board& tiles, int size) {
  for (int i = 0; i < size * size; ++i) {
    if (tiles[i] == 0) return i;
  }
  return 0;
}

bool IsSolved(const Board& tiles, int size) {
  const int cells = size * size;
  for (int i = 0; i + 1 < cells; ++i) {
    if (tiles[i] != i + 1) return false;
  }
  return true;
}

Board SolvedBoard(int size) {
  Board tiles{};
  for (int i = 0; i + 1 < size * size; ++i) tiles[i] = static_cast<uint8_t>(i + 1);
  return tiles;
}

// The cell the blank reaches by move m from `blank`, or -1 off the board.
int Step(int size, int blank, int m) {
  const int r = blank / size + kRowStep[m], c = blank % size + kColStep[m];
  if (r < 0 || r >= size || c < 0 || c >= size) return -1;
  return r * size + c;
}

// Solvable iff the parity of the permutation (the blank counted as N²)
// equals the parity of the blank's taxicab distance from the last cell.
bool Solvable(const Board& tiles, int size) {
  const int cells = size * size;
  int inversions = 0;
  for (int i = 0; i < cells; ++i) {
    const int a = tiles[i] == 0 ? cells : tiles[i];
    for (int j = i + 1; j < cells; ++j) {
      const int b = tiles[j] == 0 ? cells : tiles[j];
      inversions += a > b;
    }
  }
  const int blank = BlankOf(tiles, size);
  const int distance = (size - 1 - blank / size) + (size - 1 - blank % size);
  return inversions % 2 == distance % 2;
}

// IDA* with the Manhattan distance, within kNodeBudget expanded nodes.
class Solver {
 public:
  Solver(const Board& tiles, int size) : size_(size), tiles_(tiles) {
    blank_ = BlankOf(tiles, size);
  }

  std::optional<std::vector<uint8_t>> Solve() {
    int h = 0;
    for (int i = 0; i < size_ * size_; ++i) {
      if (tiles_[i] != 0) h += Distance(tiles_[i], i);
    }
    for (int bound = h;;) {
      const int next = Search(0, bound, h, -1);
      if (next == kFound) return path_;
      if (next == kOutOfBudget) return std::nullopt;
      bound = next;
    }
  }

 private:
  static constexpr int kFound = -1;
  static constexpr int kOutOfBudget = -2;

  int Distance(int tile, int cell) const {
    const int home = tile - 1;
    return std::abs(home / size_ - cell / size_) + std::abs(home % size_ - cell % size_);
  }

  // The least f above `bound` among the leaves, or kFound / kOutOfBudget.
  int Search(int g, int bound, int h, int previous) {
    if (g + h > bound) return g + h;
    if (h == 0) return kFound;
    if (++nodes_ > kNodeBudget) return kOutOfBudget;
    int least = 1 << 30;
    for (int m = 0; m < 4; ++m) {
      if (previous >= 0 && (m ^ 1) == previous) continue;
      const int to = Step(size_, blank_, m);
      if (to < 0) continue;
      const int tile = tiles_[to];
      const int from = blank_;
      const int next_h = h + Distance(tile, from) - Distance(tile, to);
      tiles_[from] = static_cast<uint8_t>(tile);
      tiles_[to] = 0;
      blank_ = to;
      path_.push_back(static_cast<uint8_t>(m));
      const int result = Search(g + 1, bound, next_h, m);
      if (result == kFound) return kFound;
      path_.pop_back();
      blank_ = from;
      tiles_[to] = static_cast<uint8_t>(tile);
      tiles_[from] = 0;
      if (result == kOutOfBudget) return kOutOfBudget;
      least = std::min(least, result);
    }
    return least;
  }

  const int size_;
  Board tiles_;
  int blank_ = 0;
  int64_t nodes_ = 0;
  std::vector<uint8_t> path_;
};

std::string Show(const Board& tiles, int size) {
  const size_t width = size * size - 1 >= 10 ? 2 : 1;
  std::string text;
  for (int r = 0; r < size; ++r) {
    for (int c = 0; c < size; ++c) {
      if (c > 0) text += ' ';
      const int tile = tiles[r * size + c];
      std::string cell = tile == 0 ? "_" : absl::StrCat(tile);
      text.append(width - cell.size(), ' ');
      text += cell;
    }
    if (r + 1 < size) text += '\n';
  }
  return text;
}

// A parsed action: a blank move (0..3) or a tile to slide.
struct Action {
  int move = -1;
  int64_t tile = -1;
};

std::optional<Action> ParseAction(absl::string_view action) {
  action = absl::StripAsciiWhitespace(action);
  for (int m = 0; m < 4; ++m) {
    if (absl::EqualsIgnoreCase(action, kDirection[m]) ||
        (action.size() == 1 && absl::ascii_tolower(action[0]) == kDirection[m][0])) {
      return Action{m, -1};
    }
  }
  if (absl::StartsWithIgnoreCase(action, "slide")) {
    action = absl::StripLeadingAsciiWhitespace(action.substr(5));
  }
  int64_t tile = 0;
  if (action.empty() || action.size() > 9 || !absl::SimpleAtoi(action, &tile)) {
    return std::nullopt;
  }
  return Action{-1, tile};
}

class SlidingPuzzleEnvironment final
    : public environments::GameEnvironment<SlidingPuzzleInstance, SlidingPuzzleState> {
 public:
  SlidingPuzzleEnvironment()
      : GameEnvironment(
            {"sliding_puzzle", "Referee", kMaxDifficulty,
             "Interactive: slide the tiles of an N x N puzzle (8- or 15-puzzle) into order.",
             /*difficulty_help=*/"3x3 scrambled by 4..30 moves (d 0-7), 4x4 by 16..36 (d 8-13); "
             "turn limit 2 * optimal + 4"}) {}

 protected:
  SlidingPuzzleInstance Make(int difficulty, tasks::Rng& rng) const override {
    SlidingPuzzleInstance instance;
    const int size = instance.size = SizeAt(difficulty);
    while (true) {
      Board tiles = SolvedBoard(size);
      int blank = size * size - 1, previous = -1;
      for (int k = 0; k < ScrambleAt(difficulty); ++k) {
        int options[4], count = 0;
        for (int m = 0; m < 4; ++m) {
          if ((previous < 0 || (m ^ 1) != previous) && Step(size, blank, m) >= 0) {
            options[count++] = m;
          }
        }
        const int m = options[rng.Uniform(0, count - 1)];
        const int to = Step(size, blank, m);
        tiles[blank] = tiles[to];
        tiles[to] = 0;
        blank = to;
        previous = m;
      }
      if (IsSolved(tiles, size)) continue;
      std::optional<std::vector<uint8_t>> solution = Solver(tiles, size).Solve();
      if (!solution) continue;
      instance.tiles = tiles;
      instance.solution = *std::move(solution);
      instance.tile_rows.assign(static_cast<size_t>(size), {});
      for (int r = 0; r < size; ++r) {
        for (int c = 0; c < size; ++c) instance.tile_rows[r].push_back(tiles[r * size + c]);
      }
      return instance;
    }
  }

  void DeclareFields(environments::InstanceFields<SlidingPuzzleInstance>& fields) const override {
    using I = SlidingPuzzleInstance;
    fields.Int("size", &I::size, kMinSize, kMaxSize)
        .IntRows("tiles", &I::tile_rows, kMaxSize, [](const I& x) { return x.size; }, 0,
                 [](const I& x) { return x.size * x.size - 1; });
  }

  absl::Status Finish(SlidingPuzzleInstance& instance) const override {
    const int n = instance.size;
    const std::vector<std::vector<int64_t>>& rows = instance.tile_rows;
    if (static_cast<int>(rows.size()) != n) {
      return BadInstance("tiles", absl::StrCat(rows.size(), " rows for size = ", n));
    }
    instance.tiles = Board{};
    std::array<bool, kMaxCells> seen{};
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        const int64_t tile = rows[r][c];
        if (seen[tile]) {
          return BadInstance("tiles", absl::StrCat(tile == 0 ? "the blank (0)"
                                                             : absl::StrCat("tile ", tile),
                                                   " appears twice"));
        }
        seen[tile] = true;
        instance.tiles[r * n + c] = static_cast<uint8_t>(tile);
      }
    }
    if (IsSolved(instance.tiles, n)) return BadInstance("tiles", "the board is already solved");
    if (!Solvable(instance.tiles, n)) {
      return BadInstance("tiles",
                         "no sequence of moves solves this board (its permutation parity "
                         "differs from the parity of the blank's distance to its corner)");
    }
    if (!instance.solution.empty()) return absl::OkStatus();  // Make's, for these tiles.
    std::optional<std::vector<uint8_t>> solution = Solver(instance.tiles, n).Solve();
    if (!solution) {
      return BadInstance("tiles", absl::StrCat("the solver found no solution within its "
                                               "budget of ",
                                               kNodeBudget, " nodes"));
    }
    instance.solution = *std::move(solution);
    return absl::OkStatus();
  }

  std::string Prompt(const SlidingPuzzleInstance& instance) const override {
    const int n = instance.size;
    return absl::StrCat(
        "A sliding puzzle on a ", n, "x", n, " board: tiles numbered 1 to ", n * n - 1,
        " and one blank square, shown as _. The board now:\n", Show(instance.tiles, n),
        "\n\nA move slides a tile that is directly above, below, left or right of the "
        "blank into the blank, so that tile and the blank swap places. Reach this "
        "arrangement, the tiles in increasing order row by row with the blank in the "
        "bottom-right corner:\n",
        Show(SolvedBoard(n), n),
        "\n\nEach turn, make one move. Reply with the direction the blank moves: `up`, "
        "`down`, `left` or `right` (or `u`, `d`, `l`, `r`); for example `up` swaps the "
        "blank with the tile above it. You may instead name the tile to slide, as "
        "`slide 5` (tile 5 must be next to the blank). After each move you will see the "
        "board. You have ",
        TurnLimit(instance),
        " turns; a reply that is not a legal move uses a turn, costs a penalty and "
        "changes nothing.");
  }

  int TurnLimit(const SlidingPuzzleInstance& instance) const override {
    return 2 * static_cast<int>(instance.solution.size()) + 4;
  }
  int TurnLimitAt(int difficulty) const override {
    const int scramble = ScrambleAt(difficulty);
    return 2 * (SizeAt(difficulty) == 3 ? std::min(scramble, kThreeByThreeDiameter)
                                        : scramble) +
           4;
  }

  SlidingPuzzleState Begin(const SlidingPuzzleInstance& instance) const override {
    return {instance.tiles, BlankOf(instance.tiles, instance.size)};
  }

  TurnOutcome Play(const SlidingPuzzleInstance& instance, SlidingPuzzleState& state,
                   absl::string_view action, bool observe) const override {
    const int n = instance.size;
    const int limit = TurnLimit(instance);
    const std::optional<Action> parsed = ParseAction(action);
    if (!parsed) {
      return environments::Illegal(
          limit, observe ? "Not a move: reply with up, down, left or right (the way the "
                           "blank moves), or `slide T` for a tile T next to the blank."
                         : "");
    }
    int m = parsed->move;
    if (m < 0) {
      const int64_t tile = parsed->tile;
      if (tile < 1 || tile > n * n - 1) {
        return environments::Illegal(
            limit, observe ? absl::StrCat("There is no tile ", tile, ": the tiles are 1 to ",
                                          n * n - 1, ".")
                           : "");
      }
      for (int k = 0; k < 4 && m < 0; ++k) {
        const int to = Step(n, state.blank, k);
        if (to >= 0 && state.tiles[to] == tile) m = k;
      }
      if (m < 0) {
        return environments::Illegal(
            limit, observe ? absl::StrCat("Tile ", tile,
                                          " is not next to the blank, so it cannot slide.")
                           : "");
      }
    }
    const int to = Step(n, state.blank, m);
    if (to < 0) {
      static constexpr const char* kEdge[4] = {"top row", "bottom row", "left column",
                                               "right column"};
      return environments::Illegal(
          limit, observe ? absl::StrCat("The blank is in the ", kEdge[m],
                                        ": it cannot move ", kDirection[m], ".")
                         : "");
    }
    const int tile = state.tiles[to];
    state.tiles[state.blank] = static_cast<uint8_t>(tile);
    state.tiles[to] = 0;
    state.blank = to;
    const bool solved = state.blank == n * n - 1 && IsSolved(state.tiles, n);
    if (!observe) return solved ? environments::Solved("") : environments::Continue("");
    const std::string moved = absl::StrCat("The blank moved ", kDirection[m], " (tile ", tile,
                                           " slid ", kDirection[m ^ 1], ")");
    if (solved) return environments::Solved(absl::StrCat(moved, ": the tiles are in order. Solved."));
    return environments::Continue(absl::StrCat(moved, ":\n", Show(state.tiles, n)));
  }

  std::vector<std::string> ReferenceActions(
      const SlidingPuzzleInstance& instance) const override {
    std::vector<std::string> actions;
    Board tiles = instance.tiles;
    int blank = BlankOf(tiles, instance.size);
    for (uint8_t m : instance.solution) {
      const int to = Step(instance.size, blank, m);
      actions.push_back(absl::StrCat("slide ", tiles[to]));
      tiles[blank] = tiles[to];
      tiles[to] = 0;
      blank = to;
    }
    return actions;
  }
};

}  // namespace
}  // namespace sliding_puzzle_cc

absl::Status RegisterSlidingPuzzleEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterGame(catalog, std::make_unique<SlidingPuzzleEnvironment>());
}

}  // namespace referee
