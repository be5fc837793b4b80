#include "verifiers/environments/puzzles/undead.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"

namespace referee {
inline namespace undead_cc {  // Unity builds: DEVELOPERS.md
namespace {

using Grid = std::vector<std::vector<int64_t>>;

constexpr int kMaxDifficulty = 6;
// Level d's grid: rows x columns.
constexpr int64_t kRows[kMaxDifficulty + 1] = {3, 3, 4, 4, 5, 5, 6};
constexpr int64_t kColumns[kMaxDifficulty + 1] = {3, 4, 4, 5, 5, 6, 6};
constexpr int64_t kMaxSide = 10;         // Explicit instances.
constexpr int64_t kMaxTotal = 100;       // Each kind's total.
constexpr int kMaxAttempts = 64;         // Random puzzles tried per Make.
constexpr int64_t kNodeBudget = 100000;  // Solver nodes over those attempts.
constexpr int64_t kCountCap = 20000;     // Solver nodes per count.

// Cell codes. The grid (instance and solver) uses all six; answers and the
// solution use 0 for a mirror cell and 1..3 for the monster.
constexpr int64_t kUnknown = 0;
constexpr int64_t kGhost = 1;
constexpr int64_t kVampire = 2;
constexpr int64_t kZombie = 3;
constexpr int64_t kSlash = 4;      // `/`
constexpr int64_t kBackslash = 5;  // `\`
constexpr int64_t kMirrorCell = 0;

bool IsMirror(int64_t code) { return code == kSlash || code == kBackslash; }

// One cell a line of sight passes, and whether a mirror came before it.
struct Visit {
  size_t cell = 0;
  bool reflected = false;
};

struct UndeadInstance {
  int64_t rows = 0, columns = 0;
  std::vector<int64_t> grid;  // Row-major codes 0..5 (see above).
  int64_t ghosts = 0, vampires = 0, zombies = 0;  // As written.
  // Derived (Finish; Make fills it first): [kGhost], [kVampire], [kZombie].
  int64_t totals[4] = {0, 0, 0, 0};
  std::vector<int64_t> top, bottom, left, right;
  std::vector<int64_t> solution;  // Row-major answer codes 0..3.
  // Derived: the lines of sight (top, bottom, left, right, in that order)
  // and their edge numbers; the board as given in ladder codes (0 a mirror,
  // 1..3 a given monster, -1 a cell to find).
  std::vector<std::vector<Visit>> sights;
  std::vector<int64_t> clues;
  std::vector<int64_t> given;
};

// The cells the line of sight entering at (r, c) in direction `d` (0 right,
// 1 down, 2 left, 3 up) passes, up to leaving the grid. A path entered from
// the edge cannot cycle (reflections are reversible), so it passes each
// (cell, axis) at most once: at most 2·rows·columns visits.
std::vector<Visit> Trace(const UndeadInstance& p, int64_t r, int64_t c,
                         int d) {
  static constexpr int64_t kDr[4] = {0, 1, 0, -1};
  static constexpr int64_t kDc[4] = {1, 0, -1, 0};
  std::vector<Visit> visits;
  bool reflected = false;
  for (int64_t steps = 0; r >= 0 && r < p.rows && c >= 0 && c < p.columns &&
                          steps <= 2 * p.rows * p.columns;
       ++steps) {
    const size_t cell = static_cast<size_t>(r * p.columns + c);
    const int64_t code = p.grid[cell];
    if (code == kSlash) {
      d ^= 3;  // Right <-> up, down <-> left.
      reflected = true;
    } else if (code == kBackslash) {
      d ^= 1;  // Right <-> down, left <-> up.
      reflected = true;
    } else {
      visits.push_back({cell, reflected});
    }
    r += kDr[d];
    c += kDc[d];
  }
  return visits;
}

// Fills sights, clues and given from rows, columns, grid and the edge
// numbers.
void Derive(UndeadInstance& p) {
  p.sights.clear();
  for (int64_t c = 0; c < p.columns; ++c) p.sights.push_back(Trace(p, 0, c, 1));
  for (int64_t c = 0; c < p.columns; ++c) {
    p.sights.push_back(Trace(p, p.rows - 1, c, 3));
  }
  for (int64_t r = 0; r < p.rows; ++r) p.sights.push_back(Trace(p, r, 0, 0));
  for (int64_t r = 0; r < p.rows; ++r) {
    p.sights.push_back(Trace(p, r, p.columns - 1, 2));
  }
  p.clues.clear();
  for (const std::vector<int64_t>* side : {&p.top, &p.bottom, &p.left, &p.right}) {
    p.clues.insert(p.clues.end(), side->begin(), side->end());
  }
  p.given.resize(p.grid.size());
  for (size_t i = 0; i < p.grid.size(); ++i) {
    p.given[i] = IsMirror(p.grid[i]) ? kMirrorCell
                 : p.grid[i] == kUnknown ? -1
                                         : p.grid[i];
  }
}

// How many monsters of `board` (answer codes) a line of sight sees.
int64_t Seen(const std::vector<Visit>& sight,
             const std::vector<int64_t>& board) {
  int64_t seen = 0;
  for (const Visit& v : sight) {
    const int64_t kind = board[v.cell];
    seen += kind == kZombie || (kind == kGhost && v.reflected) ||
            (kind == kVampire && !v.reflected);
  }
  return seen;
}

// Whether `board` (answer codes 0..3, one per cell) breaks no rule: 0
// exactly on the mirrors, every given monster kept, the totals and every
// edge number met. Linear in the cells plus the visits.
bool Solves(const UndeadInstance& p, const std::vector<int64_t>& board) {
  int64_t counts[4] = {0, 0, 0, 0};
  for (size_t i = 0; i < board.size(); ++i) {
    const int64_t kind = board[i];
    if (IsMirror(p.grid[i]) != (kind == kMirrorCell)) return false;
    if (p.grid[i] >= kGhost && p.grid[i] <= kZombie && kind != p.grid[i]) {
      return false;
    }
    ++counts[kind];
  }
  for (int64_t kind = kGhost; kind <= kZombie; ++kind) {
    if (counts[kind] != p.totals[kind]) return false;
  }
  for (size_t k = 0; k < p.sights.size(); ++k) {
    if (Seen(p.sights[k], board) != p.clues[k]) return false;
  }
  return true;
}

// Counts the solutions of a puzzle (derived fields filled) up to 2, by
// backtracking over the cells to find. The cells are ordered sight line by
// sight line, the line with the fewest open cells first, so lines close
// early; each line keeps the sum of its assigned cells and the least and
// most its open cells can still add (a cell passed `a` times before any
// mirror and `b` times after adds b as a ghost, a as a vampire, a + b as a
// zombie), and each kind its remaining total.
class SolutionCounter {
 public:
  explicit SolutionCounter(const UndeadInstance& p)
      : clue_(p.clues), sum_(p.clues.size()), low_(p.clues.size()),
        high_(p.clues.size()) {
    const size_t cells = p.grid.size();
    // passes[k * cells + cell] = {before a mirror, after one}.
    std::vector<std::pair<int64_t, int64_t>> passes(p.sights.size() * cells);
    for (size_t k = 0; k < p.sights.size(); ++k) {
      for (const Visit& v : p.sights[k]) {
        auto& pass = passes[k * cells + v.cell];
        (v.reflected ? pass.second : pass.first) += 1;
      }
    }
    board_.assign(cells, kMirrorCell);
    for (int64_t kind = kGhost; kind <= kZombie; ++kind) {
      need_[kind] = p.totals[kind];
    }
    std::vector<bool> placed(cells, false);
    for (size_t i = 0; i < cells; ++i) {
      const int64_t code = p.grid[i];
      if (code == kUnknown) continue;
      placed[i] = true;
      if (IsMirror(code)) continue;
      board_[i] = code;
      --need_[code];
      for (size_t k = 0; k < p.sights.size(); ++k) {
        sum_[k] += Adds(code, passes[k * cells + i]);
      }
    }
    // The search order: repeatedly the sight line with the fewest open
    // cells (the lowest index on ties), its open cells in sight order.
    while (true) {
      size_t best = p.sights.size(), fewest = cells + 1;
      for (size_t k = 0; k < p.sights.size(); ++k) {
        size_t open = 0;
        for (const Visit& v : p.sights[k]) open += placed[v.cell] ? 0 : 1;
        if (open > 0 && open < fewest) {
          fewest = open;
          best = k;
        }
      }
      if (best == p.sights.size()) break;
      for (const Visit& v : p.sights[best]) {
        if (!placed[v.cell]) {
          placed[v.cell] = true;
          order_.push_back(v.cell);
        }
      }
    }
    // Cells on no line of sight cannot exist (every row is one), but keep
    // the search complete regardless.
    for (size_t i = 0; i < cells; ++i) {
      if (!placed[i]) order_.push_back(i);
    }
    terms_.resize(order_.size());
    for (size_t j = 0; j < order_.size(); ++j) {
      for (size_t k = 0; k < p.sights.size(); ++k) {
        const auto& pass = passes[k * cells + order_[j]];
        if (pass.first + pass.second == 0) continue;
        terms_[j].push_back({k, pass.first, pass.second});
        low_[k] += std::min(pass.first, pass.second);
        high_[k] += pass.first + pass.second;
      }
    }
  }

  // 0, 1 or 2 (two or more) solutions, or -1 if the search passed `cap`
  // nodes first; `nodes` gets the nodes used. `found` (if not null) gets
  // the solutions seen, at most two, in answer codes.
  int Count(int64_t cap, int64_t& nodes,
            std::vector<std::vector<int64_t>>* found) {
    cap_ = cap;
    found_ = found;
    for (int64_t kind = kGhost; kind <= kZombie; ++kind) {
      if (need_[kind] < 0) return 0;
    }
    bool feasible = true;
    for (size_t k = 0; k < clue_.size(); ++k) {
      feasible = feasible && sum_[k] + low_[k] <= clue_[k] &&
                 clue_[k] <= sum_[k] + high_[k];
    }
    if (feasible) Search(0);
    nodes = nodes_;
    if (capped_) return -1;
    return count_;
  }

 private:
  struct Term {
    size_t sight;
    int64_t direct, reflected;
  };
  static int64_t Adds(int64_t kind, const std::pair<int64_t, int64_t>& pass) {
    return kind == kGhost     ? pass.second
           : kind == kVampire ? pass.first
                              : pass.first + pass.second;
  }

  void Search(size_t j) {
    if (count_ >= 2 || capped_) return;
    if (++nodes_ > cap_) {
      capped_ = true;
      return;
    }
    if (j == order_.size()) {
      if (need_[kGhost] != 0 || need_[kVampire] != 0 || need_[kZombie] != 0) {
        return;
      }
      ++count_;
      if (found_ != nullptr) found_->push_back(board_);
      return;
    }
    const std::vector<Term>& terms = terms_[j];
    for (int64_t kind = kGhost; kind <= kZombie; ++kind) {
      if (need_[kind] == 0) continue;
      bool fits = true;
      for (const Term& t : terms) {
        const int64_t sum = sum_[t.sight] + Adds(kind, {t.direct, t.reflected});
        const int64_t low = low_[t.sight] - std::min(t.direct, t.reflected);
        const int64_t high = high_[t.sight] - t.direct - t.reflected;
        fits = fits && sum + low <= clue_[t.sight] &&
               clue_[t.sight] <= sum + high;
      }
      if (!fits) continue;
      for (const Term& t : terms) {
        sum_[t.sight] += Adds(kind, {t.direct, t.reflected});
        low_[t.sight] -= std::min(t.direct, t.reflected);
        high_[t.sight] -= t.direct + t.reflected;
      }
      --need_[kind];
      board_[order_[j]] = kind;
      Search(j + 1);
      ++need_[kind];
      for (const Term& t : terms) {
        sum_[t.sight] -= Adds(kind, {t.direct, t.reflected});
        low_[t.sight] += std::min(t.direct, t.reflected);
        high_[t.sight] += t.direct + t.reflected;
      }
      if (count_ >= 2 || capped_) return;
    }
  }

  std::vector<int64_t> clue_, sum_, low_, high_;
  int64_t need_[4] = {0, 0, 0, 0};
  std::vector<size_t> order_;
  std::vector<std::vector<Term>> terms_;
  std::vector<int64_t> board_;
  int64_t cap_ = 0, nodes_ = 0;
  bool capped_ = false;
  int count_ = 0;
  std::vector<std::vector<int64_t>>* found_ = nullptr;
};

// A random puzzle of the given size: mirrors, monsters, the totals and
// every edge number, no givens.
UndeadInstance RandomPuzzle(int64_t rows, int64_t columns, tasks::Rng& rng) {
  UndeadInstance p;
  p.rows = rows;
  p.columns = columns;
  const int64_t cells = rows * columns;
  const int64_t mirrors = cells * rng.Uniform(4, 6) / 10;
  std::vector<int64_t> order(static_cast<size_t>(cells));
  for (int64_t i = 0; i < cells; ++i) order[static_cast<size_t>(i)] = i;
  rng.Shuffle(order);
  p.grid.assign(static_cast<size_t>(cells), kUnknown);
  for (int64_t i = 0; i < mirrors; ++i) {
    p.grid[static_cast<size_t>(order[static_cast<size_t>(i)])] =
        rng.Uniform(kSlash, kBackslash);
  }
  p.solution.assign(static_cast<size_t>(cells), kMirrorCell);
  for (size_t i = 0; i < p.grid.size(); ++i) {
    if (IsMirror(p.grid[i])) continue;
    p.solution[i] = rng.Uniform(kGhost, kZombie);
    ++p.totals[p.solution[i]];
  }
  // The edge numbers are what the solution shows.
  p.top.assign(static_cast<size_t>(columns), 0);
  p.bottom.assign(static_cast<size_t>(columns), 0);
  p.left.assign(static_cast<size_t>(rows), 0);
  p.right.assign(static_cast<size_t>(rows), 0);
  Derive(p);
  std::vector<int64_t>* sides[4] = {&p.top, &p.bottom, &p.left, &p.right};
  size_t k = 0;
  for (std::vector<int64_t>* side : sides) {
    for (int64_t& clue : *side) clue = Seen(p.sights[k++], p.solution);
  }
  Derive(p);
  return p;
}





// The written totals of a generated puzzle (Make fills `totals`).
UndeadInstance& WithTotals(UndeadInstance& p) {
  p.ghosts = p.totals[kGhost];
  p.vampires = p.totals[kVampire];
  p.zombies = p.totals[kZombie];
  return p;
}

class UndeadEnvironment final
    : public environments::InstanceEnvironment<UndeadInstance>,
      public environments::BoardPuzzle {
 public:
  UndeadEnvironment()
      : InstanceEnvironment(
            {"undead", "seed 004:Undead", kMaxDifficulty,
             "Place ghosts, vampires and zombies around the mirrors of a grid to match the "
             "monsters seen from its edge (Tatham's Undead).",
             /*difficulty_help=*/"grid 3x3, 3x4, 4x4, 4x5, 5x5, 5x6, 6x6 at d = 0..6; 40%-60% "
             "mirrors; every edge number shown; a unique solution"}) {}

 protected:
  UndeadInstance Make(int difficulty, tasks::Rng& rng) const override {
    // The registry keeps d in 0..kMaxDifficulty; clamp anyway, as a direct
    // caller could pass more.
    const int level = std::max(0, std::min(difficulty, kMaxDifficulty));
    const int64_t rows = kRows[level], columns = kColumns[level];
    int64_t budget = kNodeBudget;
    UndeadInstance p;
    for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
      p = RandomPuzzle(rows, columns, rng);
      int64_t nodes = 0;
      const int count =
          SolutionCounter(p).Count(std::min(kCountCap, budget), nodes, nullptr);
      if (count == 1) return WithTotals(p);
      budget -= nodes;
      if (budget <= 0) break;
    }
    // Fallback: reveal monsters of the last puzzle until it is unique.
    while (true) {
      std::vector<std::vector<int64_t>> found;
      int64_t nodes = 0;
      const int count = SolutionCounter(p).Count(kCountCap, nodes, &found);
      if (count == 1) return WithTotals(p);
      std::vector<bool> differs(p.grid.size(), false);
      for (const std::vector<int64_t>& other : found) {
        for (size_t i = 0; i < p.grid.size(); ++i) {
          differs[i] = differs[i] || other[i] != p.solution[i];
        }
      }
      std::vector<size_t> candidates;
      for (size_t i = 0; i < p.grid.size(); ++i) {
        if (p.grid[i] == kUnknown && differs[i]) candidates.push_back(i);
      }
      if (candidates.empty()) {  // Capped: any cell still to find.
        for (size_t i = 0; i < p.grid.size(); ++i) {
          if (p.grid[i] == kUnknown) candidates.push_back(i);
        }
      }
      // Not empty: with every monster given the count is exactly 1.
      const size_t cell = candidates[static_cast<size_t>(
          rng.Uniform(0, static_cast<int64_t>(candidates.size()) - 1))];
      p.grid[cell] = p.solution[cell];
      Derive(p);
    }
  }

  void DeclareFields(
      environments::InstanceFields<UndeadInstance>& fields) const override {
    using I = UndeadInstance;
    const auto rows = [](const I& x) { return x.rows; };
    const auto columns = [](const I& x) { return x.columns; };
    // Each edge number counts the monsters a line of sight passes: at most
    // 2·rows·columns. Finish checks each edge's length.
    const auto most = [](const I& x) { return 2 * x.rows * x.columns; };
    fields.Int("rows", &I::rows, 1, kMaxSide)
        .Int("columns", &I::columns, 1, kMaxSide)
        .Grid("grid", &I::grid, rows, columns, kUnknown, kBackslash)
        .Int("ghosts", &I::ghosts, 0, kMaxTotal)
        .Int("vampires", &I::vampires, 0, kMaxTotal)
        .Int("zombies", &I::zombies, 0, kMaxTotal)
        .Ints("top", &I::top, columns, 0, most)
        .Ints("bottom", &I::bottom, columns, 0, most)
        .Ints("left", &I::left, rows, 0, most)
        .Ints("right", &I::right, rows, 0, most)
        .Grid("solution", &I::solution, rows, columns, kMirrorCell, kZombie);
  }

  absl::Status Finish(UndeadInstance& p) const override {
    int64_t monsters = 0;
    for (int64_t code : p.grid) monsters += IsMirror(code) ? 0 : 1;
    const char* names[4] = {"", "ghosts", "vampires", "zombies"};
    p.totals[kGhost] = p.ghosts;
    p.totals[kVampire] = p.vampires;
    p.totals[kZombie] = p.zombies;
    const int64_t total = p.ghosts + p.vampires + p.zombies;
    if (total != monsters) {
      return environments::BadInstance("ghosts",
                         absl::StrCat("the totals add up to ", total, ", not ",
                                      monsters, " (the non-mirror cells)"));
    }
    const struct {
      const char* name;
      int64_t count;
      std::vector<int64_t>* out;
    } sides[4] = {{"top", p.columns, &p.top},
                  {"bottom", p.columns, &p.bottom},
                  {"left", p.rows, &p.left},
                  {"right", p.rows, &p.right}};
    for (const auto& side : sides) {
      if (side.out->size() != static_cast<size_t>(side.count)) {
        return environments::BadInstance(
            side.name, absl::StrCat(side.out->size(), " numbers, need ", side.count));
      }
    }
    Derive(p);
    int64_t counts[4] = {0, 0, 0, 0};
    for (size_t i = 0; i < p.grid.size(); ++i) {
      const std::string at = absl::StrCat(
          "solution[", static_cast<int64_t>(i) / p.columns, "][",
          static_cast<int64_t>(i) % p.columns, "]");
      const int64_t kind = p.solution[i];
      if (IsMirror(p.grid[i]) != (kind == kMirrorCell)) {
        return environments::BadInstance(at, "0 must be exactly the mirror cells");
      }
      if (p.grid[i] != kUnknown && !IsMirror(p.grid[i]) &&
          kind != p.grid[i]) {
        return environments::BadInstance(at, absl::StrCat("differs from the given ",
                                            p.grid[i]));
      }
      ++counts[kind];
    }
    for (int64_t kind = kGhost; kind <= kZombie; ++kind) {
      if (counts[kind] != p.totals[kind]) {
        return environments::BadInstance("solution",
                           absl::StrCat(counts[kind], " ", names[kind],
                                        ", the instance says ",
                                        p.totals[kind]));
      }
    }
    size_t k = 0;
    for (const auto& side : sides) {
      for (size_t i = 0; i < side.out->size(); ++i, ++k) {
        const int64_t seen = Seen(p.sights[k], p.solution);
        if (seen != p.clues[k]) {
          return environments::BadInstance(
              absl::StrCat(side.name, "[", i, "]"),
              absl::StrCat("the solution shows ", seen, " monsters there, not ",
                           p.clues[k]));
        }
      }
    }
    return absl::OkStatus();
  }

  std::string Prompt(const UndeadInstance& p) const override {
    static constexpr const char* kSymbols[6] = {".", "G", "V", "Z", "/", "\\"};
    std::string grid;
    for (int64_t r = 0; r < p.rows; ++r) {
      for (int64_t c = 0; c < p.columns; ++c) {
        absl::StrAppend(&grid, c == 0 ? "" : " ",
                        kSymbols[p.grid[static_cast<size_t>(r * p.columns + c)]]);
      }
      absl::StrAppend(&grid, "\n");
    }
    const std::string rows = absl::StrCat(p.rows), columns = absl::StrCat(p.columns);
    return absl::StrCat(
        "Solve this Undead puzzle (from Simon Tatham's Portable Puzzle "
        "Collection). The grid has ", rows, " rows and ", columns,
        " columns. Some cells hold a diagonal mirror, `/` or `\\`; every other "
        "cell holds exactly one monster: a ghost (G), a vampire (V) or a "
        "zombie (Z). Here is the grid, row 1 at the top: `.` is a cell whose "
        "monster you must find, G, V or Z a monster already given, `/` and "
        "`\\` the mirrors.\n",
        grid,
        "\nThe grid holds exactly this many of each monster: ghosts ",
        p.totals[kGhost], ", vampires ", p.totals[kVampire], ", zombies ",
        p.totals[kZombie], ".\n\n"
        "Each number around the edge tells how many monsters are seen when "
        "looking into the grid from that position. The line of sight enters "
        "the grid at that edge cell and goes straight on; a mirror turns it "
        "by 90 degrees (both sides of a mirror reflect: `/` turns a sight "
        "moving right to move up, left to down, down to left and up to "
        "right; `\\` turns right to down, left to up, down to right and up "
        "to left), until it leaves the grid. A vampire is seen only directly, "
        "before the sight has met any mirror; a ghost is seen only in a "
        "mirror, after the sight has met at least one mirror; a zombie is "
        "always seen. A monster the sight passes more than once is counted "
        "each time it is seen.\n"
        "- From the top, looking down into columns 1 to ", columns,
        " (left to right): ", absl::StrJoin(p.top, " "), "\n",
        "- From the bottom, looking up into columns 1 to ", columns,
        " (left to right): ", absl::StrJoin(p.bottom, " "), "\n",
        "- From the left, looking right into rows 1 to ", rows,
        " (top to bottom): ", absl::StrJoin(p.left, " "), "\n",
        "- From the right, looking left into rows 1 to ", rows,
        " (top to bottom): ", absl::StrJoin(p.right, " "), "\n\n",
        "Output Format: your final answer is the completed grid inside "
        "<answer> </answer> tags: ", rows, " lines of ", columns,
        " codes separated by spaces, in row-major order, with 1 for a ghost, "
        "2 for a vampire, 3 for a zombie and 0 for a mirror cell (given "
        "monsters are written with their codes too).");
  }

  std::string Reference(const UndeadInstance& p) const override {
    return environments::AnswerTagged(environments::BoardText(p.solution, p.columns));
  }

 public:
  std::optional<environments::BoardReading> ReadBoard(
      const PreparedProblem& problem, absl::string_view output) const override {
    const UndeadInstance& p =
        problem.As<environments::PreparedInstance<UndeadInstance>>().instance();
    const std::optional<std::vector<absl::string_view>> board =
        environments::AnswerBoard(output, static_cast<size_t>(p.rows),
                                  static_cast<size_t>(p.columns));
    if (!board) return std::nullopt;
    environments::BoardReading reading;
    reading.cells.reserve(board->size());
    for (absl::string_view token : *board) {
      if (token.size() != 1 || token[0] < '0' || token[0] > '3') {
        return std::nullopt;
      }
      reading.cells.push_back(token[0] - '0');
    }
    reading.solution = &p.solution;
    reading.given = &p.given;
    reading.solved = Solves(p, reading.cells);
    return reading;
  }
};

}  // namespace
}  // namespace undead_cc

absl::Status RegisterUndeadEnvironment(Catalog& catalog,
                                       const TaskOptions& options) {
  return RegisterEnvironment(
      catalog, std::make_unique<UndeadEnvironment>(),
      std::make_unique<environments::BoardLadderVerifier>(
          "undead",
          "Puzzle ladder (seed 004): -1 unparseable, wrong shape or a code "
          "outside 0..3; 1 if the board breaks no Undead rule; else the "
          "weighted fraction of cells matching the solution, ^power.",
          "undead"));
}

}  // namespace referee
