#include "verifiers/environments/puzzles/bridges.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"

namespace referee {
inline namespace bridges_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 8;
// Level d's grid: rows x columns.
constexpr int64_t kRows[kMaxDifficulty + 1] = {5, 5, 6, 6, 7, 7, 8, 8, 9};
constexpr int64_t kColumns[kMaxDifficulty + 1] = {5, 6, 6, 7, 7, 8, 8, 9, 9};
constexpr int64_t kMaxSide = 15;  // Explicit instances.
// Spelled as UTF-8 bytes so the prompt is the same whatever the compiler's
// execution character set.
constexpr char kTimes[] = "\xC3\x97";  // U+00D7 MULTIPLICATION SIGN.

// Cell codes (instance solution, answers, the ladder): water 0, an island
// its number 1..8, and a cell under a bridge:
constexpr int64_t kWater = 0;
constexpr int64_t kMaxIsland = 8;
constexpr int64_t kHorizontal1 = 11;  // "-"
constexpr int64_t kHorizontal2 = 12;  // "="
constexpr int64_t kVertical1 = 21;    // "|"
constexpr int64_t kVertical2 = 22;    // "H"

bool IsIsland(int64_t code) { return code >= 1 && code <= kMaxIsland; }
bool IsHorizontal(int64_t code) {
  return code == kHorizontal1 || code == kHorizontal2;
}
bool IsVertical(int64_t code) {
  return code == kVertical1 || code == kVertical2;
}

struct BridgesInstance {
  int64_t rows = 0, columns = 0;
  std::vector<int64_t> grid;      // Row-major: 0 water, 1..8 an island.
  std::vector<int64_t> solution;  // Row-major cell codes.
};

// ---- Rules --------------------------------------------------------------------

size_t Find(std::vector<size_t>& parent, size_t x) {
  while (parent[x] != x) {
    parent[x] = parent[parent[x]];
    x = parent[x];
  }
  return x;
}

// Whether `board` (row-major cell codes) solves the puzzle `grid`: the same
// islands with the same numbers; every maximal run of horizontal (vertical)
// bridge cells one kind only and between two islands in its row (column);
// every island's bridges adding up to its number; all islands connected.
// Bridges cannot cross: a cell holds one code. Linear in the cells.
bool Solves(const BridgesInstance& p, const std::vector<int64_t>& board) {
  const size_t cells = p.grid.size();
  std::vector<size_t> parent(cells);
  std::iota(parent.begin(), parent.end(), size_t{0});
  std::vector<int64_t> degree(cells, 0);
  size_t islands = 0;
  for (size_t i = 0; i < cells; ++i) {
    if (IsIsland(p.grid[i]) != IsIsland(board[i])) return false;
    if (IsIsland(p.grid[i])) {
      if (board[i] != p.grid[i]) return false;
      ++islands;
    }
  }
  // A maximal run of bridge cells of `code` between the cells `before` and
  // `after`: false unless both are islands; else the bridges are counted.
  auto run = [&](size_t before, size_t after, int64_t code) {
    if (!IsIsland(board[before]) || !IsIsland(board[after])) return false;
    const int64_t bridges = code % 10;
    degree[before] += bridges;
    degree[after] += bridges;
    parent[Find(parent, before)] = Find(parent, after);
    return true;
  };
  const size_t rows = static_cast<size_t>(p.rows);
  const size_t columns = static_cast<size_t>(p.columns);
  for (size_t r = 0; r < rows; ++r) {
    size_t c = 0;
    while (c < columns) {
      const int64_t code = board[r * columns + c];
      if (!IsHorizontal(code)) {
        ++c;
        continue;
      }
      const size_t start = c;
      while (c < columns && board[r * columns + c] == code) ++c;
      if (start == 0 || c == columns ||
          !run(r * columns + start - 1, r * columns + c, code)) {
        return false;
      }
    }
  }
  for (size_t c = 0; c < columns; ++c) {
    size_t r = 0;
    while (r < rows) {
      const int64_t code = board[r * columns + c];
      if (!IsVertical(code)) {
        ++r;
        continue;
      }
      const size_t start = r;
      while (r < rows && board[r * columns + c] == code) ++r;
      if (start == 0 || r == rows ||
          !run((start - 1) * columns + c, r * columns + c, code)) {
        return false;
      }
    }
  }
  size_t root = cells;
  for (size_t i = 0; i < cells; ++i) {
    if (!IsIsland(p.grid[i])) continue;
    if (degree[i] != p.grid[i]) return false;
    const size_t here = Find(parent, i);
    if (root == cells) root = here;
    if (here != root) return false;
  }
  return islands > 0;
}

// ---- Solver (generation only) -----------------------------------------------------

// A possible bridge: islands a and b (cell indices) facing each other across
// water in a row (horizontal) or column, and the possible bridges crossing it.
struct Link {
  size_t a = 0, b = 0;
  bool horizontal = false;
  std::vector<size_t> crosses;
};

// The possible bridges of the puzzle `grid` (rows x columns, 0 water, > 0
// an island): each island and the nearest island right of it and below it.
std::vector<Link> Links(const std::vector<int64_t>& grid, int64_t rows,
                        int64_t columns) {
  std::vector<Link> links;
  for (int64_t r = 0; r < rows; ++r) {
    for (int64_t c = 0; c < columns; ++c) {
      const size_t a = static_cast<size_t>(r * columns + c);
      if (grid[a] == 0) continue;
      for (int64_t x = c + 1; x < columns; ++x) {
        if (grid[static_cast<size_t>(r * columns + x)] == 0) continue;
        if (x > c + 1) {
          links.push_back({a, static_cast<size_t>(r * columns + x), true, {}});
        }
        break;
      }
      for (int64_t y = r + 1; y < rows; ++y) {
        if (grid[static_cast<size_t>(y * columns + c)] == 0) continue;
        if (y > r + 1) {
          links.push_back({a, static_cast<size_t>(y * columns + c), false, {}});
        }
        break;
      }
    }
  }
  const size_t w = static_cast<size_t>(columns);
  for (size_t h = 0; h < links.size(); ++h) {
    if (!links[h].horizontal) continue;
    const size_t r = links[h].a / w, c1 = links[h].a % w, c2 = links[h].b % w;
    for (size_t v = 0; v < links.size(); ++v) {
      if (links[v].horizontal) continue;
      const size_t c = links[v].a % w, r1 = links[v].a / w,
                   r2 = links[v].b / w;
      if (c1 < c && c < c2 && r1 < r && r < r2) {
        links[h].crosses.push_back(v);
        links[v].crosses.push_back(h);
      }
    }
  }
  return links;
}

// Counts the solutions up to 2 by depth-first search: the unfinished island
// with the fewest ways to spread its missing bridges over its undecided
// links goes first, and all its links are decided at once. A link's
// capacity is min(2, what either end still misses), 0 if a crossing link
// has a bridge. A node whose islands cannot all be connected any more
// through bridges and open links is cut. `budget` bounds the nodes.
class Solver {
 public:
  Solver(const std::vector<int64_t>& grid, const std::vector<Link>& links,
         int64_t budget)
      : links_(links), budget_(budget), need_(grid) {
    for (size_t i = 0; i < grid.size(); ++i) {
      if (grid[i] > 0) islands_.push_back(i);
    }
    at_.assign(grid.size(), {});
    for (size_t k = 0; k < links.size(); ++k) {
      at_[links[k].a].push_back(k);
      at_[links[k].b].push_back(k);
    }
    value_.assign(links.size(), -1);
    parent_.resize(grid.size());
  }

  // 0, 1 or 2 (two or more); nullopt past the budget.
  std::optional<int> Count() {
    Search();
    if (nodes_ > budget_) return std::nullopt;
    return solutions_;
  }
  // Search nodes spent so far.
  int64_t nodes() const { return nodes_; }
  // Bridges per link of each solution found.
  const std::vector<std::vector<int64_t>>& Found() const { return found_; }

 private:
  int64_t Capacity(size_t k) const {
    if (value_[k] >= 0) return 0;
    for (size_t x : links_[k].crosses) {
      if (value_[x] > 0) return 0;
    }
    return std::min<int64_t>(
        2, std::min(need_[links_[k].a], need_[links_[k].b]));
  }

  bool Connectable() {
    for (size_t i : islands_) parent_[i] = i;
    for (size_t k = 0; k < links_.size(); ++k) {
      if (value_[k] > 0 || (value_[k] < 0 && Capacity(k) > 0)) {
        parent_[Find(parent_, links_[k].a)] = Find(parent_, links_[k].b);
      }
    }
    const size_t root = Find(parent_, islands_[0]);
    for (size_t i : islands_) {
      if (Find(parent_, i) != root) return false;
    }
    return true;
  }

  // Ways to write `need` as a sum of x_j in 0..caps[j].
  static int64_t Ways(const std::vector<int64_t>& caps, size_t j,
                      int64_t need) {
    if (j == caps.size()) return need == 0 ? 1 : 0;
    int64_t ways = 0;
    for (int64_t x = 0; x <= caps[j] && x <= need; ++x) {
      ways += Ways(caps, j + 1, need - x);
    }
    return ways;
  }

  void Search() {
    if (solutions_ >= 2 || ++nodes_ > budget_) return;
    if (!Connectable()) return;
    size_t best = 0;
    int64_t best_ways = -1;
    std::vector<int64_t> caps;
    for (size_t i : islands_) {
      if (need_[i] == 0) continue;
      caps.clear();
      for (size_t k : at_[i]) caps.push_back(Capacity(k));
      const int64_t ways = Ways(caps, 0, need_[i]);
      if (ways == 0) return;
      if (best_ways < 0 || ways < best_ways) {
        best = i;
        best_ways = ways;
      }
    }
    if (best_ways < 0) {  // Every island complete, and connected.
      ++solutions_;
      std::vector<int64_t> bridges(value_.size());
      for (size_t k = 0; k < value_.size(); ++k) {
        bridges[k] = std::max<int64_t>(0, value_[k]);
      }
      found_.push_back(std::move(bridges));
      return;
    }
    std::vector<size_t> open;
    std::vector<int64_t> open_caps;
    for (size_t k : at_[best]) {
      if (value_[k] >= 0) continue;
      open.push_back(k);
      open_caps.push_back(Capacity(k));
    }
    std::vector<int64_t> x(open.size(), 0);
    Spread(open, open_caps, x, 0, need_[best]);
  }

  // Every spread of `need` over the open links of the chosen island.
  void Spread(const std::vector<size_t>& open, const std::vector<int64_t>& caps,
              std::vector<int64_t>& x, size_t j, int64_t need) {
    if (solutions_ >= 2 || nodes_ > budget_) return;
    if (j == open.size()) {
      if (need != 0) return;
      for (size_t t = 0; t < open.size(); ++t) {
        value_[open[t]] = x[t];
        need_[links_[open[t]].a] -= x[t];
        need_[links_[open[t]].b] -= x[t];
      }
      Search();
      for (size_t t = 0; t < open.size(); ++t) {
        value_[open[t]] = -1;
        need_[links_[open[t]].a] += x[t];
        need_[links_[open[t]].b] += x[t];
      }
      return;
    }
    for (int64_t v = 0; v <= caps[j] && v <= need; ++v) {
      x[j] = v;
      Spread(open, caps, x, j + 1, need - v);
    }
  }

  const std::vector<Link>& links_;
  const int64_t budget_;
  std::vector<int64_t> need_;  // Per cell: bridges an island still misses.
  std::vector<size_t> islands_;
  std::vector<std::vector<size_t>> at_;  // Per cell: its links.
  std::vector<int64_t> value_;           // Per link: -1 undecided, 0..2.
  std::vector<size_t> parent_;
  int64_t nodes_ = 0;
  int solutions_ = 0;
  std::vector<std::vector<int64_t>> found_;
};

// ---- Generator ------------------------------------------------------------------

constexpr int kMaxAttempts = 40;        // Random puzzles tried per Make.
constexpr int64_t kNodeBudget = 20000;  // Solver nodes per attempt.
// Solver nodes per Make, over all attempts: generation time stays bounded
// even if several attempts run to their cap (then the chain fallback).
constexpr int64_t kPuzzleBudget = 100000;

// One random puzzle's solution (cell codes) on rows x columns, grown like
// Tatham's: a first island anywhere, then, until there are
// rows·columns·3/10 islands (or 40 times that many tries), a random island
// throws a bridge (one or two, even odds) in a random direction over free
// water to a new island 2 or more cells away, never next to another island;
// then each island and the nearest island right of it and below it, if
// not yet joined and the water between is free, are joined with odds 1/3
// (one or two bridges).
std::vector<int64_t> Grow(int64_t rows, int64_t columns, tasks::Rng& rng) {
  const size_t cells = static_cast<size_t>(rows * columns);
  std::vector<int64_t> board(cells, kWater);
  std::vector<int64_t> degree(cells, 0);
  std::vector<size_t> islands;
  auto cell = [columns](int64_t r, int64_t c) {
    return static_cast<size_t>(r * columns + c);
  };
  // While growing, an island is marked kMaxIsland + 1 (its number comes at
  // the end from `degree`).
  auto is_island = [&](int64_t r, int64_t c) {
    return r >= 0 && r < rows && c >= 0 && c < columns &&
           board[cell(r, c)] == kMaxIsland + 1;
  };
  const size_t first = static_cast<size_t>(rng.Uniform(0, rows * columns - 1));
  board[first] = kMaxIsland + 1;
  islands.push_back(first);
  const size_t target = static_cast<size_t>(rows * columns * 3 / 10);
  static constexpr int64_t kDr[4] = {0, 1, 0, -1};
  static constexpr int64_t kDc[4] = {1, 0, -1, 0};
  for (size_t tries = 0; islands.size() < target && tries < 40 * target;
       ++tries) {
    const size_t from = islands[static_cast<size_t>(
        rng.Uniform(0, static_cast<int64_t>(islands.size()) - 1))];
    const int dir = static_cast<int>(rng.Uniform(0, 3));
    const int64_t r0 = static_cast<int64_t>(from) / columns;
    const int64_t c0 = static_cast<int64_t>(from) % columns;
    std::vector<int64_t> lengths;
    for (int64_t len = 1;; ++len) {
      const int64_t r = r0 + kDr[dir] * len, c = c0 + kDc[dir] * len;
      if (r < 0 || r >= rows || c < 0 || c >= columns ||
          board[cell(r, c)] != kWater) {
        break;
      }
      if (len >= 2 && !is_island(r - 1, c) && !is_island(r + 1, c) &&
          !is_island(r, c - 1) && !is_island(r, c + 1)) {
        lengths.push_back(len);
      }
    }
    if (lengths.empty()) continue;
    const int64_t len = lengths[static_cast<size_t>(
        rng.Uniform(0, static_cast<int64_t>(lengths.size()) - 1))];
    const int64_t bridges = rng.Uniform(1, 2);
    const int64_t code = (dir % 2 == 0 ? 10 : 20) + bridges;
    for (int64_t t = 1; t < len; ++t) {
      board[cell(r0 + kDr[dir] * t, c0 + kDc[dir] * t)] = code;
    }
    const size_t to = cell(r0 + kDr[dir] * len, c0 + kDc[dir] * len);
    board[to] = kMaxIsland + 1;
    islands.push_back(to);
    degree[from] += bridges;
    degree[to] += bridges;
  }
  // Extra bridges (loops), scanning islands in row-major order.
  for (size_t a = 0; a < cells; ++a) {
    if (board[a] != kMaxIsland + 1) continue;
    const int64_t r0 = static_cast<int64_t>(a) / columns;
    const int64_t c0 = static_cast<int64_t>(a) % columns;
    for (int dir = 0; dir < 2; ++dir) {
      int64_t len = 1;
      while (true) {
        const int64_t r = r0 + kDr[dir] * len, c = c0 + kDc[dir] * len;
        if (r >= rows || c >= columns || board[cell(r, c)] != kWater) break;
        ++len;
      }
      const int64_t r = r0 + kDr[dir] * len, c = c0 + kDc[dir] * len;
      if (r >= rows || c >= columns || len < 2 ||
          board[cell(r, c)] != kMaxIsland + 1) {
        continue;
      }
      if (!rng.Chance(1, 3)) continue;
      const int64_t bridges = rng.Uniform(1, 2);
      for (int64_t t = 1; t < len; ++t) {
        board[cell(r0 + kDr[dir] * t, c0 + kDc[dir] * t)] =
            (dir == 0 ? 10 : 20) + bridges;
      }
      degree[a] += bridges;
      degree[cell(r, c)] += bridges;
    }
  }
  for (size_t i = 0; i < cells; ++i) {
    if (board[i] == kMaxIsland + 1) board[i] = degree[i];
  }
  return board;
}

// The given board of a solution: islands kept, everything else water.
std::vector<int64_t> Puzzle(const std::vector<int64_t>& solution) {
  std::vector<int64_t> grid(solution.size(), kWater);
  for (size_t i = 0; i < solution.size(); ++i) {
    if (IsIsland(solution[i])) grid[i] = solution[i];
  }
  return grid;
}

// Whether the puzzle of `solution` has no other solution (false past the
// solver's budget); the nodes spent come off `remaining`.
bool Unique(const std::vector<int64_t>& solution, int64_t rows,
            int64_t columns, int64_t& remaining) {
  const std::vector<int64_t> grid = Puzzle(solution);
  if (std::count_if(grid.begin(), grid.end(), IsIsland) < 2) return false;
  const std::vector<Link> links = Links(grid, rows, columns);
  Solver solver(grid, links, std::min(kNodeBudget, remaining));
  const std::optional<int> count = solver.Count();
  remaining -= solver.nodes();
  return count && *count == 1;
}

// Islands along row 0 at even columns (the last one at the last column if
// it is even, else one short of it), each pair of neighbours joined by one
// or two bridges: each number fixes the next link from the left, so the
// solution is unique.
std::vector<int64_t> Chain(int64_t rows, int64_t columns, tasks::Rng& rng) {
  std::vector<int64_t> board(static_cast<size_t>(rows * columns), kWater);
  int64_t previous = -1;
  for (int64_t c = 0; c < columns; c += 2) {
    if (previous >= 0) {
      const int64_t bridges = rng.Uniform(1, 2);
      board[static_cast<size_t>(c - 1)] = kHorizontal1 - 1 + bridges;
      board[static_cast<size_t>(previous)] += bridges;
      board[static_cast<size_t>(c)] += bridges;
    }
    previous = c;
  }
  return board;
}

BridgesInstance GenerateBridges(int difficulty, tasks::Rng& rng) {
  const int d = std::min(std::max(difficulty, 0), kMaxDifficulty);
  BridgesInstance instance;
  instance.rows = kRows[d];
  instance.columns = kColumns[d];
  int64_t remaining = kPuzzleBudget;
  for (int attempt = 0; attempt < kMaxAttempts && remaining > 0; ++attempt) {
    std::vector<int64_t> solution = Grow(instance.rows, instance.columns, rng);
    if (Unique(solution, instance.rows, instance.columns, remaining)) {
      instance.solution = std::move(solution);
      break;
    }
  }
  if (instance.solution.empty()) {
    instance.solution = Chain(instance.rows, instance.columns, rng);
  }
  instance.grid = Puzzle(instance.solution);
  return instance;
}

// ---- Environment -------------------------------------------------------------------

// The answer token of a cell code.
std::string Token(int64_t code) {
  switch (code) {
    case kHorizontal1:
      return "-";
    case kHorizontal2:
      return "=";
    case kVertical1:
      return "|";
    case kVertical2:
      return "H";
  }
  return absl::StrCat(code);
}

// The cell code of an answer token; nullopt outside the alphabet.
std::optional<int64_t> Code(absl::string_view token) {
  if (token.size() != 1) return std::nullopt;
  switch (token[0]) {
    case '-':
      return kHorizontal1;
    case '=':
      return kHorizontal2;
    case '|':
      return kVertical1;
    case 'H':
      return kVertical2;
  }
  if (token[0] >= '0' && token[0] <= '0' + kMaxIsland) return token[0] - '0';
  return std::nullopt;
}

std::string BoardText(const std::vector<int64_t>& codes, int64_t rows,
                      int64_t columns) {
  std::string out;
  for (int64_t r = 0; r < rows; ++r) {
    if (r > 0) out += "\n";
    for (int64_t c = 0; c < columns; ++c) {
      if (c > 0) out += " ";
      out += Token(codes[static_cast<size_t>(r * columns + c)]);
    }
  }
  return out;
}

class BridgesEnvironment final
    : public environments::InstanceEnvironment<BridgesInstance>,
      public environments::BoardPuzzle {
 public:
  BridgesEnvironment()
      : InstanceEnvironment(
            {"bridges", "seed 004:Bridges", kMaxDifficulty,
             "Connect the islands of a Hashiwokakero grid with bridges (Tatham's Bridges).",
             /*difficulty_help=*/"grid from 5 x 5 (d = 0) to 9 x 9 (d = 8), one side growing per "
             "level; about 30% of the cells islands; unique solution"}) {}

 protected:
  BridgesInstance Make(int difficulty, tasks::Rng& rng) const override {
    return GenerateBridges(difficulty, rng);
  }

  void DeclareFields(
      environments::InstanceFields<BridgesInstance>& fields) const override {
    using I = BridgesInstance;
    const auto rows = [](const I& x) { return x.rows; };
    const auto columns = [](const I& x) { return x.columns; };
    fields.Int("rows", &I::rows, 1, kMaxSide)
        .Int("columns", &I::columns, 1, kMaxSide)
        .Grid("grid", &I::grid, rows, columns, 0, kMaxIsland)
        .Grid("solution", &I::solution, rows, columns, 0, kVertical2);
  }

  absl::Status Finish(BridgesInstance& instance) const override {
    const int64_t rows = instance.rows, columns = instance.columns;
    int64_t islands = 0;
    for (int64_t r = 0; r < rows; ++r) {
      for (int64_t c = 0; c < columns; ++c) {
        const size_t i = static_cast<size_t>(r * columns + c);
        if (instance.grid[i] == kWater) continue;
        ++islands;
        const bool right = c + 1 < columns && instance.grid[i + 1] != kWater;
        const bool below =
            r + 1 < rows &&
            instance.grid[i + static_cast<size_t>(columns)] != kWater;
        if (right || below) {
          return absl::InvalidArgumentError(absl::StrCat(
              "environment.instance.grid: the island at (", r, ", ", c,
              ") touches another (no room for a bridge)"));
        }
      }
    }
    if (islands < 2) {
      return absl::InvalidArgumentError(
          "environment.instance.grid: needs two or more islands");
    }
    for (size_t i = 0; i < instance.solution.size(); ++i) {
      const int64_t code = instance.solution[i];
      if (code > kMaxIsland && !IsHorizontal(code) && !IsVertical(code)) {
        return absl::InvalidArgumentError(absl::StrCat(
            "environment.instance.solution: code ", code,
            " is none of 0..8, 11, 12, 21, 22"));
      }
    }
    if (!Solves(instance, instance.solution)) {
      return absl::InvalidArgumentError(
          "environment.instance.solution: does not solve the grid");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const BridgesInstance& instance) const override {
    const int64_t rows = instance.rows, columns = instance.columns;
    return absl::StrCat(
        "Solve a Bridges (Hashiwokakero) puzzle on a grid of ", rows,
        " rows and ", columns, " columns (", rows, " ", kTimes, " ", columns,
        "). Each number from 1 to 8 is an island; 0 is water:\n",
        BoardText(instance.grid, rows, columns),
        "\n\nRules:\n"
        "1. Bridges run in straight horizontal or vertical lines between two "
        "islands, over water only: they cannot pass over an island or cross "
        "another bridge.\n"
        "2. Two islands are joined by at most two bridges.\n"
        "3. The number of bridges at each island equals its number.\n"
        "4. The bridges connect all the islands into one group.\n\n"
        "**Output Format:** your final answer, inside <answer> </answer> "
        "tags, is the solved grid: ",
        rows, " lines, each with ", columns,
        " tokens separated by spaces, one per cell, the first token on the "
        "first line being the top-left cell. An island is written as its "
        "number, water with no bridge as 0, a water cell under one "
        "horizontal bridge as -, under two horizontal bridges as =, under one "
        "vertical bridge as |, and under two vertical bridges as H.");
  }

  std::string Reference(const BridgesInstance& instance) const override {
    return environments::AnswerTagged(
        BoardText(instance.solution, instance.rows, instance.columns));
  }

 public:
  std::optional<environments::BoardReading> ReadBoard(
      const PreparedProblem& problem, absl::string_view output) const override {
    const BridgesInstance& instance =
        problem.As<environments::PreparedInstance<BridgesInstance>>().instance();
    const std::optional<std::vector<absl::string_view>> board =
        environments::AnswerBoard(output, static_cast<size_t>(instance.rows),
                                  static_cast<size_t>(instance.columns));
    if (!board) return std::nullopt;
    environments::BoardReading reading;
    reading.cells.reserve(board->size());
    for (absl::string_view token : *board) {
      const std::optional<int64_t> code = Code(token);
      if (!code) return std::nullopt;
      reading.cells.push_back(*code);
    }
    reading.solution = &instance.solution;
    reading.given = &instance.grid;
    reading.solved = Solves(instance, reading.cells);
    return reading;
  }
};

}  // namespace
}  // namespace bridges_cc

absl::Status RegisterBridgesEnvironment(Catalog& catalog,
                                        const TaskOptions& options) {
  return RegisterEnvironment(
      catalog, std::make_unique<BridgesEnvironment>(),
      std::make_unique<environments::BoardLadderVerifier>(
          "bridges",
          "Puzzle ladder (seed 004): -1 unparseable, wrong shape or a token "
          "outside 0..8 - = | H; 1 a valid Bridges solution; else c^power, c "
          "the weighted fraction of cells equal to the solution.",
          "bridges"));
}

}  // namespace referee
