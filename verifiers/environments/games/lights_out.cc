#include "verifiers/environments/games/lights_out.h"

#include <bitset>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "verifiers/environments/games/game.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace lights_out_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 8;
constexpr int kMaxSide = 10;
constexpr int kMaxCells = kMaxSide * kMaxSide;

// One bit per cell, row-major.
using Cells = std::bitset<kMaxCells>;

struct LightsOutInstance {
  int rows = 1;
  int cols = 1;
  std::vector<std::vector<int64_t>> board;  // rows x cols, 1 = on (the JSON "lights").
  // Derived: the board as cells, and a smallest set of presses that
  // switches every light off.
  Cells lights;
  Cells presses;
};

struct LightsOutState {
  Cells lights;
  int on = 0;
};

int RowsAt(int difficulty) { return 3 + difficulty / 2; }
int ColsAt(int difficulty) { return 3 + (difficulty + 1) / 2; }

// The cells pressing (r, c) toggles (0-based).
Cells PressMask(int rows, int cols, int r, int c) {
  Cells mask;
  mask.set(r * cols + c);
  if (r > 0) mask.set((r - 1) * cols + c);
  if (r + 1 < rows) mask.set((r + 1) * cols + c);
  if (c > 0) mask.set(r * cols + c - 1);
  if (c + 1 < cols) mask.set(r * cols + c + 1);
  return mask;
}

// A smallest press set that switches `lights` off, or nullopt if none
// does. Gauss–Jordan over GF(2) on the press matrix (symmetric: cell i is
// toggled by press j exactly when press i toggles cell j), then the
// lightest vector of the solution's coset of the null space (nullity <=
// min(rows, cols): the first row's presses determine the rest).
std::optional<Cells> SmallestSolution(int rows, int cols, const Cells& lights) {
  const int n = rows * cols;
  std::vector<Cells> a(static_cast<size_t>(n));
  std::vector<bool> b(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    a[i] = PressMask(rows, cols, i / cols, i % cols);
    b[i] = lights[i];
  }
  std::vector<int> row_of(static_cast<size_t>(n), -1);
  int rank = 0;
  for (int col = 0; col < n && rank < n; ++col) {
    int pivot = -1;
    for (int i = rank; i < n && pivot < 0; ++i) {
      if (a[i][col]) pivot = i;
    }
    if (pivot < 0) continue;
    std::swap(a[pivot], a[rank]);
    const bool swap_b = b[pivot];
    b[pivot] = b[rank];
    b[rank] = swap_b;
    for (int i = 0; i < n; ++i) {
      if (i != rank && a[i][col]) {
        a[i] ^= a[rank];
        b[i] = b[i] != b[rank];
      }
    }
    row_of[col] = rank++;
  }
  for (int i = rank; i < n; ++i) {
    if (b[i]) return std::nullopt;  // 0 = 1: no press set works.
  }
  Cells x;
  std::vector<Cells> kernel;
  for (int col = 0; col < n; ++col) {
    if (row_of[col] >= 0) {
      x[col] = b[row_of[col]];
      continue;
    }
    Cells v;
    v.set(col);
    for (int p = 0; p < n; ++p) {
      if (row_of[p] >= 0 && a[row_of[p]][col]) v.set(p);
    }
    kernel.push_back(v);
  }
  // Gray code over the kernel: each step flips one basis vector.
  Cells best = x, current = x;
  for (uint32_t k = 1; k < (uint32_t{1} << kernel.size()); ++k) {
    int bit = 0;
    while (((k >> bit) & 1) == 0) ++bit;
    current ^= kernel[static_cast<size_t>(bit)];
    if (current.count() < best.count()) best = current;
  }
  return best;
}

std::string Board(int rows, int cols, const Cells& lights) {
  std::string text;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      if (c > 0) text += ' ';
      text += lights[r * cols + c] ? '1' : '0';
    }
    if (r + 1 < rows) text += '\n';
  }
  return text;
}

// "press 2 3" or "2 3" (any case, any spacing); 1-based, unchecked.
std::optional<std::pair<int64_t, int64_t>> ParsePress(absl::string_view action) {
  action = absl::StripAsciiWhitespace(action);
  if (absl::StartsWithIgnoreCase(action, "press")) action.remove_prefix(5);
  const environments::ActionWords parts(action, " \t");
  if (parts.size() != 2) return std::nullopt;
  int64_t r = 0, c = 0;
  if (parts[0].size() > 9 || parts[1].size() > 9 || !absl::SimpleAtoi(parts[0], &r) ||
      !absl::SimpleAtoi(parts[1], &c)) {
    return std::nullopt;
  }
  return std::make_pair(r, c);
}

class LightsOutEnvironment final
    : public environments::GameEnvironment<LightsOutInstance, LightsOutState> {
 public:
  LightsOutEnvironment()
      : GameEnvironment(
            {"lights_out", "Referee", kMaxDifficulty,
             "Interactive: switch off every light of a grid, where a press toggles a cell and its "
             "neighbours.",
             /*difficulty_help=*/"R = 3 + d/2, C = 3 + (d+1)/2 (3x3 to 7x7); turn limit R*C"}) {}

 protected:
  LightsOutInstance Make(int difficulty, tasks::Rng& rng) const override {
    LightsOutInstance instance;
    instance.rows = RowsAt(difficulty);
    instance.cols = ColsAt(difficulty);
    while (instance.lights.none()) {
      for (int r = 0; r < instance.rows; ++r) {
        for (int c = 0; c < instance.cols; ++c) {
          if (rng.Chance(1, 2)) {
            instance.lights ^= PressMask(instance.rows, instance.cols, r, c);
          }
        }
      }
    }
    instance.board.assign(static_cast<size_t>(instance.rows), {});
    for (int r = 0; r < instance.rows; ++r) {
      for (int c = 0; c < instance.cols; ++c) {
        instance.board[r].push_back(instance.lights[r * instance.cols + c] ? 1 : 0);
      }
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<LightsOutInstance>& fields) const override {
    using I = LightsOutInstance;
    fields.Int("rows", &I::rows, 1, kMaxSide)
        .Int("cols", &I::cols, 1, kMaxSide)
        .IntRows("lights", &I::board, kMaxSide, [](const I& x) { return x.cols; }, 0, 1);
  }

  absl::Status Finish(LightsOutInstance& instance) const override {
    if (static_cast<int64_t>(instance.board.size()) != instance.rows) {
      return BadInstance("lights",
                         absl::StrCat(instance.board.size(), " rows for rows = ", instance.rows));
    }
    instance.lights.reset();
    for (int r = 0; r < instance.rows; ++r) {
      for (int c = 0; c < instance.cols; ++c) {
        instance.lights[r * instance.cols + c] = instance.board[r][c] == 1;
      }
    }
    if (instance.lights.none()) return BadInstance("lights", "every light is already off");
    std::optional<Cells> presses =
        SmallestSolution(instance.rows, instance.cols, instance.lights);
    if (!presses) {
      return BadInstance("lights", "no set of presses switches this board off");
    }
    instance.presses = *presses;
    return absl::OkStatus();
  }

  std::string Prompt(const LightsOutInstance& instance) const override {
    return absl::StrCat(
        "Lights Out on a grid of ", instance.rows, " rows and ", instance.cols,
        " columns. Every cell holds a light, shown as 1 when it is on and 0 when it is "
        "off; rows are numbered 1 to ", instance.rows, " from the top and columns 1 to ",
        instance.cols, " from the left. The board now:\n",
        Board(instance.rows, instance.cols, instance.lights),
        "\n\nPressing a cell flips its own light and the lights of the cells directly "
        "above, below, left and right of it (where those exist). Your goal is to switch "
        "every light off. Each turn, press one cell by replying `press ROW COL`; for "
        "example `press 1 2` presses row 1, column 2. After each press you will see the "
        "new board. You have ",
        TurnLimit(instance),
        " turns; a reply that is not a press of a cell on the grid uses a turn, costs a "
        "penalty and changes nothing.");
  }

  int TurnLimit(const LightsOutInstance& instance) const override {
    return instance.rows * instance.cols;
  }
  int TurnLimitAt(int difficulty) const override {
    return RowsAt(difficulty) * ColsAt(difficulty);
  }

  LightsOutState Begin(const LightsOutInstance& instance) const override {
    return {instance.lights, static_cast<int>(instance.lights.count())};
  }

  TurnOutcome Play(const LightsOutInstance& instance, LightsOutState& state,
                   absl::string_view action, bool observe) const override {
    const std::optional<std::pair<int64_t, int64_t>> press = ParsePress(action);
    if (!press) {
      return environments::Illegal(
          TurnLimit(instance),
          observe ? "Not a press: reply with `press ROW COL`, for example `press 1 1`." : "");
    }
    const auto [r, c] = *press;
    if (r < 1 || r > instance.rows || c < 1 || c > instance.cols) {
      return environments::Illegal(
          TurnLimit(instance),
          observe ? absl::StrCat("(", r, ", ", c, ") is not on the grid: rows are 1..",
                                 instance.rows, " and columns 1..", instance.cols, ".")
                  : "");
    }
    const Cells mask = PressMask(instance.rows, instance.cols, static_cast<int>(r - 1),
                                 static_cast<int>(c - 1));
    state.on += static_cast<int>((mask & ~state.lights).count()) -
                static_cast<int>((mask & state.lights).count());
    state.lights ^= mask;
    if (state.on == 0) {
      return environments::Solved(
          observe ? absl::StrCat("Pressed (", r, ", ", c, "): every light is off. Solved.")
                  : "");
    }
    if (!observe) return environments::Continue("");
    return environments::Continue(absl::StrCat(
        "Pressed (", r, ", ", c, "): ", state.on, state.on == 1 ? " light is" : " lights are",
        " on.\n", Board(instance.rows, instance.cols, state.lights)));
  }

  std::vector<std::string> ReferenceActions(const LightsOutInstance& instance) const override {
    std::vector<std::string> actions;
    for (int r = 0; r < instance.rows; ++r) {
      for (int c = 0; c < instance.cols; ++c) {
        if (instance.presses[r * instance.cols + c]) {
          actions.push_back(absl::StrCat("press ", r + 1, " ", c + 1));
        }
      }
    }
    return actions;
  }
};

}  // namespace
}  // namespace lights_out_cc

absl::Status RegisterLightsOutEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterGame(catalog, std::make_unique<LightsOutEnvironment>());
}

}  // namespace referee
