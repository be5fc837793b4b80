#include "verifiers/environments/games/maze.h"

#include <cstdlib>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "verifiers/environments/games/game.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace maze_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 13;
constexpr int kMaxSide = 61;
constexpr int kRadius = 2;  // The window is (2 kRadius + 1) squares wide.

// north, south, west, east.
constexpr int kRowStep[4] = {-1, 1, 0, 0};
constexpr int kColStep[4] = {0, 0, -1, 1};
constexpr const char* kDirection[4] = {"north", "south", "west", "east"};

struct MazeInstance {
  int rows = 1;
  int cols = 1;
  // As written: the walls by rows, start and exit as [row, column] (1-based).
  std::vector<std::vector<int64_t>> wall_rows;
  std::vector<int64_t> start_at, exit_at;
  // Derived from those (Make generates with them, then writes them above).
  std::vector<uint8_t> walls;  // rows × cols, row-major; 1 is a wall.
  int start = 0;               // Square indices, row-major.
  int exit = 0;
  // Derived: the shortest path's moves (0..3) and the open squares.
  std::vector<uint8_t> path;
  int open = 0;
};

struct MazeState {
  int at = 0;
};

int RoomsAt(int difficulty) { return difficulty + 2; }

// The square one step in direction m from `at`, or -1 off the grid.
int Step(const MazeInstance& maze, int at, int m) {
  const int r = at / maze.cols + kRowStep[m], c = at % maze.cols + kColStep[m];
  if (r < 0 || r >= maze.rows || c < 0 || c >= maze.cols) return -1;
  return r * maze.cols + c;
}

// Steps from every square to `from` (-1: unreachable or a wall).
std::vector<int> Distances(const MazeInstance& maze, int from) {
  std::vector<int> distance(maze.walls.size(), -1);
  std::vector<int> queue = {from};
  distance[from] = 0;
  for (size_t head = 0; head < queue.size(); ++head) {
    const int at = queue[head];
    for (int m = 0; m < 4; ++m) {
      const int to = Step(maze, at, m);
      if (to >= 0 && !maze.walls[to] && distance[to] < 0) {
        distance[to] = distance[at] + 1;
        queue.push_back(to);
      }
    }
  }
  return distance;
}

// Fills path (empty if the exit is unreachable) and open.
void Derive(MazeInstance& maze) {
  maze.open = 0;
  for (uint8_t wall : maze.walls) maze.open += wall ? 0 : 1;
  maze.path.clear();
  const std::vector<int> to_exit = Distances(maze, maze.exit);
  if (to_exit[maze.start] < 0) return;
  for (int at = maze.start; at != maze.exit;) {
    for (int m = 0; m < 4; ++m) {
      const int to = Step(maze, at, m);
      if (to >= 0 && to_exit[to] == to_exit[at] - 1) {
        maze.path.push_back(static_cast<uint8_t>(m));
        at = to;
        break;
      }
    }
  }
}

std::string Coordinates(const MazeInstance& maze, int at) {
  return absl::StrCat("(", at / maze.cols + 1, ", ", at % maze.cols + 1, ")");
}

// The (2 kRadius + 1)-square block centred on `at`, one line per row.
std::string Window(const MazeInstance& maze, int at) {
  const int r0 = at / maze.cols, c0 = at % maze.cols;
  std::string text;
  for (int r = r0 - kRadius; r <= r0 + kRadius; ++r) {
    for (int c = c0 - kRadius; c <= c0 + kRadius; ++c) {
      const int square = r * maze.cols + c;
      if (r < 0 || r >= maze.rows || c < 0 || c >= maze.cols || maze.walls[square]) {
        text += '#';
      } else if (square == at) {
        text += '@';
      } else if (square == maze.exit) {
        text += 'E';
      } else {
        text += '.';
      }
    }
    if (r < r0 + kRadius) text += '\n';
  }
  return text;
}

// A parsed action: a direction (0..3) or a square "go r c" (1-based).
struct Action {
  int move = -1;
  int64_t row = 0, col = 0;
};

std::optional<Action> ParseAction(absl::string_view action) {
  action = absl::StripAsciiWhitespace(action);
  for (int m = 0; m < 4; ++m) {
    if (absl::EqualsIgnoreCase(action, kDirection[m]) ||
        (action.size() == 1 && absl::ascii_tolower(action[0]) == kDirection[m][0])) {
      return Action{m, 0, 0};
    }
  }
  if (absl::StartsWithIgnoreCase(action, "go")) action.remove_prefix(2);
  const environments::ActionWords parts(action, " \t");
  Action square;
  if (parts.size() != 2 || parts[0].size() > 9 || parts[1].size() > 9 ||
      !absl::SimpleAtoi(parts[0], &square.row) || !absl::SimpleAtoi(parts[1], &square.col)) {
    return std::nullopt;
  }
  return square;
}

class MazeEnvironment final : public environments::GameEnvironment<MazeInstance, MazeState> {
 public:
  MazeEnvironment()
      : GameEnvironment(
            {"maze", "Referee", kMaxDifficulty,
             "Interactive: find the exit of a grid maze seen through a 5x5 window.",
             /*difficulty_help=*/"perfect maze of (d+2)x(d+2) rooms on a (2d+5)x(2d+5) grid; turn "
             "limit 2 * shortest path + open squares / 4"}) {}

 protected:
  MazeInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int k = RoomsAt(difficulty);
    MazeInstance maze;
    maze.rows = maze.cols = 2 * k + 1;
    maze.walls.assign(static_cast<size_t>(maze.rows * maze.cols), 1);
    auto square = [&](int room) { return (2 * (room / k) + 1) * maze.cols + 2 * (room % k) + 1; };
    const int first = static_cast<int>(rng.Uniform(0, k * k - 1));
    std::vector<bool> visited(static_cast<size_t>(k * k), false);
    std::vector<int> stack = {first};
    visited[first] = true;
    maze.walls[square(first)] = 0;
    while (!stack.empty()) {
      const int room = stack.back();
      const int i = room / k, j = room % k;
      int options[4], count = 0;
      for (int m = 0; m < 4; ++m) {
        const int ni = i + kRowStep[m], nj = j + kColStep[m];
        if (ni >= 0 && ni < k && nj >= 0 && nj < k && !visited[ni * k + nj]) {
          options[count++] = ni * k + nj;
        }
      }
      if (count == 0) {
        stack.pop_back();
        continue;
      }
      const int next = options[rng.Uniform(0, count - 1)];
      visited[next] = true;
      maze.walls[square(next)] = 0;
      // The wall between the two rooms is the square halfway.
      maze.walls[(square(room) + square(next)) / 2] = 0;
      stack.push_back(next);
    }
    maze.start = square(first);
    const std::vector<int> from_start = Distances(maze, maze.start);
    maze.exit = maze.start;
    for (int room = 0; room < k * k; ++room) {
      if (from_start[square(room)] > from_start[maze.exit]) maze.exit = square(room);
    }
    maze.wall_rows.assign(static_cast<size_t>(maze.rows), {});
    for (int r = 0; r < maze.rows; ++r) {
      for (int c = 0; c < maze.cols; ++c) {
        maze.wall_rows[r].push_back(maze.walls[r * maze.cols + c]);
      }
    }
    maze.start_at = {maze.start / maze.cols + 1, maze.start % maze.cols + 1};
    maze.exit_at = {maze.exit / maze.cols + 1, maze.exit % maze.cols + 1};
    return maze;
  }

  void DeclareFields(environments::InstanceFields<MazeInstance>& fields) const override {
    using I = MazeInstance;
    fields.Int("rows", &I::rows, 1, kMaxSide)
        .Int("cols", &I::cols, 1, kMaxSide)
        .IntRows("walls", &I::wall_rows, kMaxSide, [](const I& x) { return x.cols; }, 0, 1)
        .Ints("start", &I::start_at, 2, 1, kMaxSide)
        .Ints("exit", &I::exit_at, 2, 1, kMaxSide);
  }

  absl::Status Finish(MazeInstance& maze) const override {
    if (static_cast<int64_t>(maze.wall_rows.size()) != maze.rows) {
      return BadInstance("walls",
                         absl::StrCat(maze.wall_rows.size(), " rows for rows = ", maze.rows));
    }
    maze.walls.clear();
    for (const std::vector<int64_t>& row : maze.wall_rows) {
      for (int64_t wall : row) maze.walls.push_back(static_cast<uint8_t>(wall));
    }
    int squares[2] = {0, 0};
    const char* const kFields[2] = {"start", "exit"};
    const std::vector<int64_t>* const kAt[2] = {&maze.start_at, &maze.exit_at};
    for (int k = 0; k < 2; ++k) {
      const std::vector<int64_t>& at = *kAt[k];
      if (at.size() != 2) return BadInstance(kFields[k], "expected [row, column]");
      if (at[0] > maze.rows || at[1] > maze.cols) {
        return BadInstance(kFields[k], absl::StrCat("(", at[0], ", ", at[1], ") is outside the ",
                                                    maze.rows, "x", maze.cols, " grid"));
      }
      squares[k] = static_cast<int>((at[0] - 1) * maze.cols + at[1] - 1);
      if (maze.walls[squares[k]]) return BadInstance(kFields[k], "the square is a wall");
    }
    maze.start = squares[0];
    maze.exit = squares[1];
    if (maze.exit == maze.start) return BadInstance("exit", "the exit is the start");
    Derive(maze);
    if (maze.path.empty()) return BadInstance("exit", "the start cannot reach the exit");
    return absl::OkStatus();
  }

  std::string Prompt(const MazeInstance& maze) const override {
    const int r = maze.start / maze.cols + 1, c = maze.start % maze.cols + 1;
    return absl::StrCat(
        "You are in a maze: a grid of ", maze.rows, " rows and ", maze.cols,
        " columns of squares, each either open or a wall. Rows are numbered 1 to ",
        maze.rows, " from north (top) to south, columns 1 to ", maze.cols,
        " from west (left) to east; a square is written (row, column). You are at (", r, ", ",
        c, ") and the exit is at ", Coordinates(maze, maze.exit),
        ".\n\nYou cannot see the whole maze. After every move you see the 5x5 block of "
        "squares centred on you: @ is you, E the exit when it is in view, . an open "
        "square, and # a wall (anything beyond the edge of the grid is shown as # too). "
        "What you see now:\n",
        Window(maze, maze.start),
        "\n\nEach turn, step one square: reply `north`, `south`, `east` or `west` (or `n`, "
        "`s`, `e`, `w`), or name the square next to you to step into as `go ROW COL`. For "
        "example, from (",
        r, ", ", c, ") the replies `east` and `go ", r, " ", c + 1,
        "` are the same step. Reach the exit within ", TurnLimit(maze),
        " turns. Stepping into a wall or off the grid, or a reply that is not a step, uses "
        "a turn, costs a penalty and leaves you where you are.");
  }

  int TurnLimit(const MazeInstance& maze) const override {
    return 2 * static_cast<int>(maze.path.size()) + maze.open / 4;
  }
  int TurnLimitAt(int difficulty) const override {
    const int k = RoomsAt(difficulty);
    return 2 * (2 * k * k - 2) + (2 * k * k - 1) / 4;
  }

  MazeState Begin(const MazeInstance& maze) const override { return {maze.start}; }

  TurnOutcome Play(const MazeInstance& maze, MazeState& state, absl::string_view action,
                   bool observe) const override {
    const int limit = TurnLimit(maze);
    const std::optional<Action> parsed = ParseAction(action);
    if (!parsed) {
      return environments::Illegal(
          limit, observe ? "Not a step: reply with north, south, east or west (or n, s, e, "
                           "w), or `go ROW COL` for a square next to you."
                         : "");
    }
    int m = parsed->move;
    if (m < 0) {
      const int64_t dr = parsed->row - 1 - state.at / maze.cols;
      const int64_t dc = parsed->col - 1 - state.at % maze.cols;
      for (int k = 0; k < 4; ++k) {
        if (dr == kRowStep[k] && dc == kColStep[k]) m = k;
      }
      if (m < 0) {
        return environments::Illegal(
            limit, observe ? absl::StrCat("(", parsed->row, ", ", parsed->col,
                                          ") is not next to you: you are at ",
                                          Coordinates(maze, state.at), ".")
                           : "");
      }
    }
    const int to = Step(maze, state.at, m);
    if (to < 0) {
      return environments::Illegal(
          limit, observe ? absl::StrCat(Coordinates(maze, state.at), " is on the ",
                                        kDirection[m], " edge of the grid: you stay there.")
                         : "");
    }
    if (maze.walls[to]) {
      return environments::Illegal(
          limit, observe ? absl::StrCat("A wall blocks the way ", kDirection[m], " at ",
                                        Coordinates(maze, to), ": you stay at ",
                                        Coordinates(maze, state.at), ".")
                         : "");
    }
    state.at = to;
    if (to == maze.exit) {
      return environments::Solved(
          observe ? absl::StrCat("You step ", kDirection[m], " onto the exit at ",
                                 Coordinates(maze, to), ". Solved.")
                  : "");
    }
    if (!observe) return environments::Continue("");
    return environments::Continue(absl::StrCat("You step ", kDirection[m], " to ",
                                               Coordinates(maze, to), ":\n",
                                               Window(maze, to)));
  }

  std::vector<std::string> ReferenceActions(const MazeInstance& maze) const override {
    std::vector<std::string> actions;
    int at = maze.start;
    for (uint8_t m : maze.path) {
      at = Step(maze, at, m);
      actions.push_back(absl::StrCat("go ", at / maze.cols + 1, " ", at % maze.cols + 1));
    }
    return actions;
  }
};

}  // namespace
}  // namespace maze_cc

absl::Status RegisterMazeEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterGame(catalog, std::make_unique<MazeEnvironment>());
}

}  // namespace referee
