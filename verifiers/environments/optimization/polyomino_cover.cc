#include "verifiers/environments/optimization/polyomino_cover.h"

#include <array>

#include "verifiers/environments/member.h"
#include "verifiers/environments/optimization/json_actions.h"
#include "verifiers/environments/optimization/optimization_environment.h"
#include "verifiers/environments/polyominoes.h"

namespace referee {
inline namespace polyomino_cover_cc {  // Unity builds: DEVELOPERS.md
namespace {

// The board, the moves, the search and the generator: plain code up to the
// environment class below (the generator draws with tasks::Rng alone).

using Rows = std::vector<std::vector<int64_t>>;
using environments::Shape;

constexpr int kMaxDifficulty = 10;
constexpr int64_t kMaxSide = 10;
constexpr int64_t kMaxK = 8;
constexpr int64_t kMaxPieces = 12;
constexpr int64_t kMaxExamples = 4;
constexpr int64_t kMaxBoxes = 16;
constexpr int64_t kMaxBoxSide = 6;
// Work units the exact oracle may spend on one instance (an explicit
// instance past it is rejected; the generator draws again).
constexpr int64_t kOracleWork = 10'000'000;
// Targets the examples must leave uncovered (generated instances).
constexpr int64_t kMinRemaining = 2;

// The pieces an instance names by index: the domino, the tetrominoes, the
// light pentominoes and the 2x3 rectangle (polyominoes.h).
constexpr int64_t kLibrarySize = 16;
constexpr int64_t kDomino = 0;
constexpr int64_t kSquare = 2;
constexpr int64_t kRectangle = 15;
// The most cells of a library piece (the rectangle's 6), and a multiple of
// 1..kMaxGain (the search's move fractions).
constexpr int64_t kMaxGain = 6;
constexpr int64_t kUnit = 60;

const std::vector<environments::NamedShape>& Library() {
  static const std::vector<environments::NamedShape>* library = [] {
    auto* out = new std::vector<environments::NamedShape>;
    out->push_back(environments::Domino());
    for (const environments::NamedShape& s : environments::Tetrominoes()) out->push_back(s);
    for (const environments::NamedShape& s : environments::Pentominoes()) out->push_back(s);
    out->push_back(environments::Rectangle2x3());
    return out;
  }();
  return *library;
}

// A set of cells (row * width + col) of a board of at most 128 cells.
static_assert(kMaxSide * kMaxSide <= 128, "two words of cells");
struct Bits {
  uint64_t w[2] = {0, 0};
  void Set(int64_t i) { w[i >> 6] |= uint64_t{1} << (i & 63); }
  bool Test(int64_t i) const { return (w[i >> 6] >> (i & 63)) & 1; }
  bool Meets(const Bits& o) const { return ((w[0] & o.w[0]) | (w[1] & o.w[1])) != 0; }
  Bits operator|(const Bits& o) const { return {{w[0] | o.w[0], w[1] | o.w[1]}}; }
  Bits operator&(const Bits& o) const { return {{w[0] & o.w[0], w[1] & o.w[1]}}; }
  Bits Minus(const Bits& o) const { return {{w[0] & ~o.w[0], w[1] & ~o.w[1]}}; }
  int64_t Count() const { return __builtin_popcountll(w[0]) + __builtin_popcountll(w[1]); }
};

// One move: a piece turned `quarter` quarter turns clockwise, its
// bounding box's top-left at (row, col).
struct Move {
  int64_t piece = 0;
  int64_t quarter = 0;
  int64_t row = 0;
  int64_t col = 0;
};

// What scoring needs of an instance (derived in Finish).
struct Board {
  int64_t height = 0, width = 0, k = 0;
  Bits blocked;  // Obstacles and the examples' cells.
  Bits targets;  // The targets the examples leave uncovered.
  std::vector<int64_t> shape;                // Per piece: its library index.
  std::vector<std::array<Shape, 4>> turned;  // Per piece and quarter turn.
  std::vector<int> allowed;                  // Per piece: bit q iff q turns are allowed.
  std::vector<bool> example;                 // Per piece: placed as an example.
};

struct PolyominoCoverInstance {
  int64_t height = 0, width = 0, k = 0;
  Rows targets;                  // [row, col]
  Rows obstacles;                // [row, col]
  std::vector<int64_t> pieces;   // Library indices; piece i is letter 'A' + i.
  Rows forbidden_boxes;          // [rows, cols] of turned shapes not allowed.
  Rows examples;                 // [piece, row, col, rotation in degrees]
  // Derived (Finish): the board, an optimal plan (by piece letter) and
  // its value; `solved` when Make already searched it.
  Board board;
  std::vector<Move> best;
  int64_t optimum = 0;
  bool solved = false;
};

// The cells `move` covers, or false if it leaves the grid (any int64 values).
bool CellsOf(const Board& b, const Move& m, Bits& cells) {
  if (m.piece < 0 || m.piece >= static_cast<int64_t>(b.turned.size()) || m.quarter < 0 ||
      m.quarter > 3) {
    return false;
  }
  const Shape& s = b.turned[static_cast<size_t>(m.piece)][static_cast<size_t>(m.quarter)];
  if (m.row < 0 || m.col < 0 || m.row > b.height - s.height || m.col > b.width - s.width) {
    return false;
  }
  cells = Bits();
  for (const environments::Cell& c : s.cells) cells.Set((m.row + c.row) * b.width + m.col + c.col);
  return true;
}

// Whether a turned shape's bounding box is one of `boxes`.
bool Forbidden(const Shape& s, const Rows& boxes) {
  for (const std::vector<int64_t>& box : boxes) {
    if (box[0] == s.height && box[1] == s.width) return true;
  }
  return false;
}

// Checks the instance and derives its board; on error, the field to name
// and what is wrong.
struct BoardError {
  absl::string_view field;
  std::string what;
};
std::optional<BoardError> BuildBoard(const PolyominoCoverInstance& x, Board& b) {
  b = Board();
  b.height = x.height;
  b.width = x.width;
  b.k = x.k;
  const auto in_grid = [&](const std::vector<int64_t>& cell) {
    return cell[0] < x.height && cell[1] < x.width;
  };
  Bits targets, obstacles;
  for (const std::vector<int64_t>& t : x.targets) {
    if (!in_grid(t)) return BoardError{"targets", "a target outside the grid"};
    const int64_t at = t[0] * x.width + t[1];
    if (targets.Test(at)) return BoardError{"targets", "a target repeats"};
    targets.Set(at);
  }
  if (x.targets.empty()) return BoardError{"targets", "no target"};
  for (const std::vector<int64_t>& o : x.obstacles) {
    if (!in_grid(o)) return BoardError{"obstacles", "an obstacle outside the grid"};
    const int64_t at = o[0] * x.width + o[1];
    if (obstacles.Test(at)) return BoardError{"obstacles", "an obstacle repeats"};
    if (targets.Test(at)) return BoardError{"obstacles", "an obstacle on a target"};
    obstacles.Set(at);
  }
  const std::vector<environments::NamedShape>& library = Library();
  for (size_t p = 0; p < x.pieces.size(); ++p) {
    const int64_t id = x.pieces[p];
    b.shape.push_back(id);
    std::array<Shape, 4> turned;
    int allowed = 0;
    for (int q = 0; q < 4; ++q) {
      Shape& t = turned[static_cast<size_t>(q)];
      t = environments::Rotate(library[static_cast<size_t>(id)].shape, q);
      if (!Forbidden(t, x.forbidden_boxes)) allowed |= 1 << q;
    }
    if (allowed == 0) {
      return BoardError{"forbidden_boxes", absl::StrCat("every rotation of piece ",
                                                        std::string(1, static_cast<char>('A' + p)),
                                                        " is forbidden")};
    }
    b.turned.push_back(turned);
    b.allowed.push_back(allowed);
  }
  b.example.assign(x.pieces.size(), false);
  if (x.examples.size() >= x.pieces.size()) {
    return BoardError{"examples", "every piece is an example: none is left to move"};
  }
  Bits blocked = obstacles;
  for (const std::vector<int64_t>& e : x.examples) {
    if (e[0] >= static_cast<int64_t>(x.pieces.size())) {
      return BoardError{"examples", "not a piece of the pool"};
    }
    if (b.example[static_cast<size_t>(e[0])]) return BoardError{"examples", "a piece placed twice"};
    if (e[3] % 90 != 0) return BoardError{"examples", "a rotation other than 0, 90, 180, 270"};
    const Move m{e[0], e[3] / 90, e[1], e[2]};
    if (!(b.allowed[static_cast<size_t>(m.piece)] >> m.quarter & 1)) {
      return BoardError{"examples", "a forbidden rotation"};
    }
    Bits cells;
    if (!CellsOf(b, m, cells)) return BoardError{"examples", "a piece outside the grid"};
    if (cells.Meets(blocked)) {
      return BoardError{"examples", "a piece on an obstacle or on another example"};
    }
    blocked = blocked | cells;
    b.example[static_cast<size_t>(m.piece)] = true;
  }
  b.blocked = blocked;
  b.targets = targets.Minus(blocked);
  return std::nullopt;
}

// The moves of a plan, checked in order: nullopt if one is illegal (an
// unknown or used piece, a rotation not allowed, off the grid, on an
// obstacle or a placed piece) or there are more than K.
std::optional<int64_t> PlayMoves(const Board& b, const std::vector<Move>& moves) {
  if (static_cast<int64_t>(moves.size()) > b.k) return std::nullopt;
  Bits occupied = b.blocked;
  std::vector<bool> used = b.example;
  int64_t covered = 0;
  for (const Move& m : moves) {
    Bits cells;
    if (!CellsOf(b, m, cells)) return std::nullopt;
    const size_t p = static_cast<size_t>(m.piece);
    if (used[p] || !(b.allowed[p] >> m.quarter & 1) || cells.Meets(occupied)) return std::nullopt;
    used[p] = true;
    occupied = occupied | cells;
    covered += (cells & b.targets).Count();
  }
  return covered;
}

// The exact search (seed 003's oracle: branch and bound over placements,
// only positive-gain moves). A plan's value is the sum of its placements'
// gains (a target under a placement is under no other), so the plan is a
// set: the free pieces are taken largest first, each placed (placements by
// gain, descending) or skipped; of pieces of the same shape the placed
// ones come first, at increasing placement indices. Bounds on what the
// moves left add: the largest gains the remaining pieces still have room
// for, one per piece; and the free targets they can cover (each covered
// target t costs at least 1/m_t of a move, m_t the largest gain of a
// placement over t). The first best set found is kept; the greedy plan
// (and the hint's) seed the incumbent.
struct Placement {
  Bits cells;
  int64_t gain = 0;
  Move move;
};
struct Slot {
  bool same_as_previous = false;
  std::vector<Placement> placements;
};

struct Completion {
  int64_t gain = 0;         // Targets the added moves cover.
  std::vector<Move> moves;  // The moves added, by piece.
  bool exact = true;        // The search finished within its budget.
};

class CoverSearch {
 public:
  // `given`: a legal plan (PlayMoves).
  CoverSearch(const Board& b, const std::vector<Move>& given) : board_(b) {
    occupied_ = b.blocked;
    used_ = b.example;
    for (const Move& m : given) {
      Bits cells;
      CellsOf(b, m, cells);
      occupied_ = occupied_ | cells;
      used_[static_cast<size_t>(m.piece)] = true;
    }
    left_ = std::max<int64_t>(0, b.k - static_cast<int64_t>(given.size()));
    std::vector<size_t> free;
    for (size_t p = 0; p < b.shape.size(); ++p) {
      if (!used_[p]) free.push_back(p);
    }
    // Larger pieces first (they decide the bound); a shape's copies together.
    std::stable_sort(free.begin(), free.end(), [&](size_t a, size_t c) {
      const size_t size_a = b.turned[a][0].cells.size(), size_c = b.turned[c][0].cells.size();
      return size_a != size_c ? size_a > size_c : b.shape[a] < b.shape[c];
    });
    for (size_t i = 0; i < free.size(); ++i) {
      const size_t p = free[i];
      Slot slot;
      slot.same_as_previous = i > 0 && b.shape[free[i - 1]] == b.shape[p];
      const Shape& base = b.turned[p][0];
      for (const auto& [q, turned] : environments::DistinctRotations(base)) {
        if (!(b.allowed[p] >> q & 1)) continue;
        for (int64_t r = 0; r + turned.height <= b.height; ++r) {
          for (int64_t c = 0; c + turned.width <= b.width; ++c) {
            Placement pl;
            pl.move = {static_cast<int64_t>(p), q, r, c};
            CellsOf(b, pl.move, pl.cells);
            if (pl.cells.Meets(occupied_)) continue;
            pl.gain = (pl.cells & b.targets).Count();
            if (pl.gain > 0) slot.placements.push_back(pl);
          }
        }
      }
      std::stable_sort(slot.placements.begin(), slot.placements.end(),
                       [](const Placement& a, const Placement& c) { return a.gain > c.gain; });
      slots_.push_back(std::move(slot));
    }
    // m_t: the largest gain of a placement covering target t (0: none does).
    std::vector<int64_t> most(static_cast<size_t>(b.height * b.width), 0);
    for (const Slot& slot : slots_) {
      for (const Placement& pl : slot.placements) {
        const Shape& turned =
            b.turned[static_cast<size_t>(pl.move.piece)][static_cast<size_t>(pl.move.quarter)];
        for (const environments::Cell& c : turned.cells) {
          int64_t& m =
              most[static_cast<size_t>((pl.move.row + c.row) * b.width + pl.move.col + c.col)];
          m = std::max(m, pl.gain);
        }
      }
    }
    for (int64_t g = kMaxGain; g > 0; --g) {
      for (int64_t at = 0; at < b.height * b.width; ++at) {
        if (most[static_cast<size_t>(at)] == g && b.targets.Test(at)) {
          coverable_.push_back({at, kUnit / g});
        }
      }
    }
  }

  // The best moves to add, searching within `budget` work units (the
  // better of `hint`'s moves that still fit, then greedy, and greedy alone,
  // when the budget runs out).
  Completion Run(int64_t budget, const std::vector<Move>& hint) {
    budget_ = budget;
    Completion best = Greedy({});
    if (!hint.empty()) {
      Completion hinted = Greedy(hint);
      if (hinted.gain > best.gain) best = std::move(hinted);
    }
    best_ = best.gain;
    choice_.assign(slots_.size(), -1);
    found_ = false;
    Dfs(0, occupied_, 0, left_, -1);
    if (found_) {
      best.gain = best_;
      best.moves.clear();
      for (size_t s = 0; s < slots_.size(); ++s) {
        if (best_choice_[s] >= 0) {
          best.moves.push_back(slots_[s].placements[static_cast<size_t>(best_choice_[s])].move);
        }
      }
    }
    best.exact = !aborted_;
    std::sort(best.moves.begin(), best.moves.end(),
              [](const Move& a, const Move& c) { return a.piece < c.piece; });
    return best;
  }

  int64_t work() const { return work_; }

 private:
  // `first` (moves that fit are kept), then each step the placement of
  // highest gain over the free pieces (the first on ties) while one fits.
  Completion Greedy(const std::vector<Move>& first) {
    Completion out;
    Bits occupied = occupied_;
    std::vector<bool> used = used_;
    int64_t left = left_;
    for (const Move& m : first) {
      Bits cells;
      if (left == 0 || used[static_cast<size_t>(m.piece)] || !CellsOf(board_, m, cells) ||
          cells.Meets(occupied)) {
        continue;
      }
      --left;
      used[static_cast<size_t>(m.piece)] = true;
      occupied = occupied | cells;
      out.gain += (cells & board_.targets).Count();
      out.moves.push_back(m);
    }
    for (; left > 0; --left) {
      const Placement* pick = nullptr;
      for (const Slot& slot : slots_) {
        for (const Placement& pl : slot.placements) {
          ++work_;
          if (used[static_cast<size_t>(pl.move.piece)]) break;
          if (pl.cells.Meets(occupied)) continue;
          if (pick == nullptr || pl.gain > pick->gain) pick = &pl;
          break;
        }
      }
      if (pick == nullptr) break;
      used[static_cast<size_t>(pick->move.piece)] = true;
      occupied = occupied | pick->cells;
      out.gain += pick->gain;
      out.moves.push_back(pick->move);
    }
    return out;
  }

  // The `n` largest gains counted in `count` (count[g]: pieces whose best
  // placement still free gains g).
  static int64_t Largest(const std::array<int64_t, kMaxGain + 1>& count, int64_t n) {
    int64_t sum = 0;
    for (int64_t g = kMaxGain; g > 0 && n > 0; --g) {
      const int64_t take = std::min(n, count[static_cast<size_t>(g)]);
      sum += take * g;
      n -= take;
    }
    return sum;
  }

  // Slot s onwards, `left` moves left; `previous`: the placement index
  // slot s - 1 took (-1: skipped).
  void Dfs(size_t s, const Bits& occupied, int64_t value, int64_t left, int64_t previous) {
    if (value > best_) {
      best_ = value;
      best_choice_ = choice_;
      found_ = true;
    }
    if (left == 0 || s == slots_.size() || aborted_) return;
    if (++work_ > budget_) {
      aborted_ = true;
      return;
    }
    // A placement p covers gain(p) <= m_t targets t, so each target a plan
    // covers costs it at least 1/m_t of a move: at most `free_targets` of
    // the targets still free can be covered in `left` moves.
    int64_t free_targets = 0, spent = 0;
    for (const auto& [at, weight] : coverable_) {
      ++work_;
      if (occupied.Test(at)) continue;
      spent += weight;
      if (spent > kUnit * left) break;
      ++free_targets;
    }
    if (value + free_targets <= best_) return;
    // The best gain each later piece still has room for.
    std::array<int64_t, kMaxGain + 1> rest{};
    for (size_t j = s + 1; j < slots_.size(); ++j) {
      for (const Placement& pl : slots_[j].placements) {
        ++work_;
        if (!pl.cells.Meets(occupied)) {
          ++rest[static_cast<size_t>(pl.gain)];
          break;
        }
      }
    }
    const Slot& slot = slots_[s];
    const bool may_place = !slot.same_as_previous || previous >= 0;
    if (may_place) {
      const int64_t after = Largest(rest, left - 1);
      const size_t start = slot.same_as_previous ? static_cast<size_t>(previous + 1) : 0;
      for (size_t i = start; i < slot.placements.size() && !aborted_; ++i) {
        const Placement& pl = slot.placements[i];
        ++work_;
        // Placements come by gain, descending: none after this one helps.
        if (value + std::min(pl.gain + after, free_targets) <= best_) break;
        if (pl.cells.Meets(occupied)) continue;
        choice_[s] = static_cast<int64_t>(i);
        Dfs(s + 1, occupied | pl.cells, value + pl.gain, left - 1, static_cast<int64_t>(i));
        choice_[s] = -1;
      }
    }
    if (!aborted_ && value + std::min(Largest(rest, left), free_targets) > best_) {
      Dfs(s + 1, occupied, value, left, -1);
    }
  }

  const Board& board_;
  Bits occupied_;
  std::vector<bool> used_;
  int64_t left_ = 0;
  std::vector<Slot> slots_;
  // (target, kUnit / m_t) for the targets some placement covers, m_t descending.
  std::vector<std::pair<int64_t, int64_t>> coverable_;
  std::vector<int64_t> choice_, best_choice_;
  int64_t best_ = 0;
  bool found_ = false;
  bool aborted_ = false;
  int64_t work_ = 0;
  int64_t budget_ = 0;
};

// The exact optimum and an optimal plan of a board (nullopt past kOracleWork).
std::optional<Completion> Solve(const Board& b) {
  CoverSearch search(b, {});
  Completion best = search.Run(kOracleWork, {});
  if (!best.exact) return std::nullopt;
  return best;
}

// Table 7's row for a level (level 0 and levels past 4: see the header).
enum class PieceSet { kDominoOnly, kDominoOrSquare, kFull };
struct Level {
  int64_t height, width, k, pool;
  PieceSet set;
  int64_t examples;
  bool examples_unrotated;
  int64_t obstacles_lo, obstacles_hi;
  int64_t clusters_lo, clusters_hi;
  bool force_square;
  int64_t sprinkle_lo, sprinkle_hi;
  Rows forbidden_boxes;
};

const Rows kLevel3Boxes = {{3, 3}, {1, 4}, {4, 1}, {3, 4}, {4, 3}};
const Rows kLevel4Boxes = {{3, 3}, {1, 4}, {4, 1}};

Level LevelAt(int difficulty) {
  switch (difficulty) {
    case 0: return {3, 3, 1, 2, PieceSet::kDominoOnly, 1, true, 0, 0, 1, 1, true, 0, 0, {}};
    case 1: return {4, 4, 1, 3, PieceSet::kDominoOnly, 2, true, 0, 0, 1, 1, true, 0, 1, {}};
    case 2: return {5, 5, 1, 3, PieceSet::kDominoOrSquare, 2, false, 0, 1, 2, 3, false, 1, 2, {}};
    case 3: return {5, 5, 2, 4, PieceSet::kFull, 2, false, 0, 1, 2, 3, false, 2, 3, kLevel3Boxes};
    case 4: return {6, 6, 3, 5, PieceSet::kFull, 1, false, 0, 1, 3, 5, false, 2, 3, kLevel4Boxes};
    default: {
      // Past Table 7 (levels 5..10): the grid, K and the pool grow by turns.
      static constexpr int64_t kGrowth[][3] = {// side, K, pool
                                              {7, 3, 5}, {7, 4, 6}, {8, 4, 6},
                                              {8, 5, 7}, {9, 5, 7}, {10, 5, 7}};
      const int64_t* g = kGrowth[std::min(difficulty, kMaxDifficulty) - 5];
      const int64_t side = g[0], area = side * side;
      return {side, side, g[1], g[2], PieceSet::kFull, 1, false, 0, 1,
              area / 12, area / 7, false, side / 3, side / 2, kLevel4Boxes};
    }
  }
}

// A uniform element of a non-empty list.
template <typename T>
const T& Pick(const std::vector<T>& items, tasks::Rng& rng) {
  return items[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(items.size()) - 1))];
}

// The pool: dominoes; dominoes or squares (even odds); or uniform over the
// full set's shapes with an allowed rotation, a shape already in the pool
// kept with probability 1/8 (else drawn again; twice at most), the 2x3
// rectangle once at most.
std::vector<int64_t> DrawPieces(const Level& level, tasks::Rng& rng) {
  std::vector<int64_t> pieces;
  std::vector<int64_t> candidates;
  for (int64_t id = 1; id < kLibrarySize; ++id) {
    const Shape& shape = Library()[static_cast<size_t>(id)].shape;
    bool any = false;
    for (int q = 0; q < 4; ++q) {
      any = any || !Forbidden(environments::Rotate(shape, q), level.forbidden_boxes);
    }
    if (any) candidates.push_back(id);
  }
  while (static_cast<int64_t>(pieces.size()) < level.pool) {
    switch (level.set) {
      case PieceSet::kDominoOnly:
        pieces.push_back(kDomino);
        break;
      case PieceSet::kDominoOrSquare:
        pieces.push_back(rng.Chance(1, 2) ? kDomino : kSquare);
        break;
      case PieceSet::kFull: {
        const int64_t id = Pick(candidates, rng);
        const int64_t copies = std::count(pieces.begin(), pieces.end(), id);
        if (copies >= 2 || (id == kRectangle && copies >= 1)) break;
        if (copies == 1 && !rng.Chance(1, 8)) break;
        pieces.push_back(id);
        break;
      }
    }
  }
  return pieces;
}

// The grid and targets: obstacles on distinct uniform cells; clusters
// stamped (a 2x2 square, T, L, or S/Z, turned uniformly, anchored
// uniformly inside the grid; cells on obstacles dropped); single targets
// sprinkled on uniform free cells; a 2x2 square injected if no target.
void DrawGrid(const Level& level, tasks::Rng& rng, PolyominoCoverInstance& x) {
  const int64_t h = level.height, w = level.width;
  std::vector<int> cell(static_cast<size_t>(h * w), 0);  // 1 target, 2 obstacle.
  for (int64_t n = rng.Uniform(level.obstacles_lo, level.obstacles_hi); n > 0;) {
    const int64_t at = rng.Uniform(0, h * w - 1);
    if (cell[static_cast<size_t>(at)] == 0) {
      cell[static_cast<size_t>(at)] = 2;
      --n;
    }
  }
  const auto stamp = [&](const Shape& shape) {
    const int64_t r = rng.Uniform(0, h - shape.height), c = rng.Uniform(0, w - shape.width);
    for (const environments::Cell& at : shape.cells) {
      int& v = cell[static_cast<size_t>((r + at.row) * w + c + at.col)];
      if (v != 2) v = 1;
    }
  };
  // Tetrominoes(): I4, O, T4, S4, Z4, L4, J4.
  const std::vector<environments::NamedShape>& tetrominoes = environments::Tetrominoes();
  const int64_t clusters =
      level.force_square ? 1 : rng.Uniform(level.clusters_lo, level.clusters_hi);
  for (int64_t i = 0; i < clusters; ++i) {
    size_t kind = 1;  // O.
    if (!level.force_square) {
      switch (rng.Uniform(0, 3)) {
        case 0: kind = 1; break;                          // O
        case 1: kind = 2; break;                          // T4
        case 2: kind = 5; break;                          // L4
        default: kind = rng.Chance(1, 2) ? 3 : 4; break;  // S4 or Z4
      }
    }
    stamp(environments::Rotate(tetrominoes[kind].shape, static_cast<int>(rng.Uniform(0, 3))));
  }
  for (int64_t n = rng.Uniform(level.sprinkle_lo, level.sprinkle_hi); n > 0; --n) {
    std::vector<size_t> empty;
    for (size_t at = 0; at < cell.size(); ++at) {
      if (cell[at] == 0) empty.push_back(at);
    }
    if (empty.empty()) break;
    cell[Pick(empty, rng)] = 1;
  }
  if (std::find(cell.begin(), cell.end(), 1) == cell.end()) {
    // At most one obstacle: some 2x2 square misses it.
    while (true) {
      const int64_t r = rng.Uniform(0, h - 2), c = rng.Uniform(0, w - 2);
      const size_t a = static_cast<size_t>(r * w + c), b = a + static_cast<size_t>(w);
      if (cell[a] == 2 || cell[a + 1] == 2 || cell[b] == 2 || cell[b + 1] == 2) continue;
      cell[a] = cell[a + 1] = cell[b] = cell[b + 1] = 1;
      break;
    }
  }
  x.targets.clear();
  x.obstacles.clear();
  for (int64_t r = 0; r < h; ++r) {
    for (int64_t c = 0; c < w; ++c) {
      const int v = cell[static_cast<size_t>(r * w + c)];
      if (v == 1) x.targets.push_back({r, c});
      if (v == 2) x.obstacles.push_back({r, c});
    }
  }
}

// The examples: pieces 0 .. n-1 in order, each turned uniformly among its
// allowed rotations (0 when unrotated) and anchored uniformly among the
// anchors where it fits. False if one does not fit.
bool DrawExamples(const Level& level, tasks::Rng& rng, PolyominoCoverInstance& x) {
  x.examples.clear();
  Board b;
  if (BuildBoard(x, b)) return false;
  Bits blocked = b.blocked;
  for (int64_t p = 0; p < level.examples; ++p) {
    std::vector<int64_t> quarters;
    for (int64_t q = 0; q < 4; ++q) {
      if ((b.allowed[static_cast<size_t>(p)] >> q & 1) && (q == 0 || !level.examples_unrotated)) {
        quarters.push_back(q);
      }
    }
    if (quarters.empty()) return false;
    const int64_t q = Pick(quarters, rng);
    std::vector<std::pair<Move, Bits>> fits;
    for (int64_t r = 0; r < level.height; ++r) {
      for (int64_t c = 0; c < level.width; ++c) {
        const Move m{p, q, r, c};
        Bits cells;
        if (CellsOf(b, m, cells) && !cells.Meets(blocked)) fits.emplace_back(m, cells);
      }
    }
    if (fits.empty()) return false;
    const auto& [m, cells] = Pick(fits, rng);
    blocked = blocked | cells;
    x.examples.push_back({m.piece, m.row, m.col, m.quarter * 90});
  }
  return true;
}

// A level's instance (Table 7's recipe; see the header): drawn again until
// an example covers a target, kMinRemaining targets are left, and the
// exact optimum (within kOracleWork) is at least 1.
PolyominoCoverInstance Draw(int difficulty, tasks::Rng& rng) {
  const Level level = LevelAt(difficulty);
  while (true) {
    PolyominoCoverInstance x;
    x.height = level.height;
    x.width = level.width;
    x.k = level.k;
    x.forbidden_boxes = level.forbidden_boxes;
    x.pieces = DrawPieces(level, rng);
    DrawGrid(level, rng, x);
    for (int attempt = 0; attempt < 20; ++attempt) {
      if (!DrawExamples(level, rng, x)) continue;
      if (BuildBoard(x, x.board)) continue;
      const int64_t all = static_cast<int64_t>(x.targets.size());
      const int64_t left = x.board.targets.Count();
      if (left == all || left < kMinRemaining) continue;
      std::optional<Completion> best = Solve(x.board);
      if (!best || best->gain < 1) continue;
      x.best = std::move(best->moves);
      x.optimum = best->gain;
      x.solved = true;
      return x;
    }
  }
}

// The environment.

using Actions = environments::JsonActions;

const std::vector<environments::ActionField> kFields = {
    {"piece_id", environments::FieldKind::kLetter},
    {"anchor", environments::FieldKind::kPair},
    {"rotation", environments::FieldKind::kInteger}};

// An action's values: piece, row, col, rotation in degrees. nullopt for a
// rotation other than 0, 90, 180, 270.
std::optional<std::vector<Move>> ToMoves(const std::vector<environments::JsonAction>& actions) {
  std::vector<Move> moves;
  for (const environments::JsonAction& a : actions) {
    if (a[3] != 0 && a[3] != 90 && a[3] != 180 && a[3] != 270) return std::nullopt;
    moves.push_back({a[0], a[3] / 90, a[1], a[2]});
  }
  return moves;
}

std::string Letter(int64_t piece) { return std::string(1, static_cast<char>('A' + piece)); }

// A grid as seed 003 shows it: a list of rows of one-character strings.
std::string GridRows(const std::vector<std::string>& rows) {
  std::string out = "[\n";
  for (size_t r = 0; r < rows.size(); ++r) {
    std::vector<std::string> cells;
    for (const char c : rows[r]) cells.push_back(absl::StrCat("\"", std::string(1, c), "\""));
    absl::StrAppend(&out, "  [", absl::StrJoin(cells, ", "), "]",
                    r + 1 < rows.size() ? ",\n" : "\n");
  }
  return out + "]\n";
}

std::string CellList(const std::vector<std::pair<int64_t, int64_t>>& cells) {
  std::vector<std::string> parts;
  for (const auto& [r, c] : cells) parts.push_back(absl::StrCat("(", r, ", ", c, ")"));
  return absl::StrCat("[", absl::StrJoin(parts, ", "), "]");
}

class PolyominoCoverEnvironment final
    : public environments::OptimizationEnvironment<PolyominoCoverInstance, Actions> {
 public:
  PolyominoCoverEnvironment()
      : OptimizationEnvironment(
            {"polyomino_cover", "VAST:polyomino_cover", kMaxDifficulty,
             "Place at most K polyomino pieces (turned 0/90/180/270 degrees, no reflections) "
             "on a grid to cover as many targets as possible (seed 003's Polyomino Target "
             "Cover, Table 7).",
             /*difficulty_help=*/"levels 1..4 are Table 7 (4x4, 5x5, 5x5, 6x6 grids; K = 1, 1, "
             "2, 3; pools of 3, 3, 4, 5 pieces: dominoes, dominoes or squares, then the full "
             "set; 2, 2, 2, 1 pre-placed examples); level 0: 3x3, K = 1, two dominoes, one "
             "placed; past 4 the grid, K and the pool grow by turns (top 10: 10x10, K = 5, "
             "7 pieces)"}) {}

 protected:
  PolyominoCoverInstance Make(int difficulty, tasks::Rng& rng) const override {
    return Draw(difficulty, rng);
  }

  void DeclareFields(environments::InstanceFields<PolyominoCoverInstance>& fields) const override {
    using I = PolyominoCoverInstance;
    const auto cells = [](const I& x) { return x.height * x.width; };
    fields.Int("height", &I::height, 1, kMaxSide)
        .Int("width", &I::width, 1, kMaxSide)
        .Int("k", &I::k, 1, kMaxK)
        .IntRows("targets", &I::targets, cells, 2, 0, kMaxSide - 1)
        .IntRows("obstacles", &I::obstacles, cells, 2, 0, kMaxSide - 1)
        .Optional()
        .Ints("pieces", &I::pieces, kMaxPieces, 0, kLibrarySize - 1)
        .IntRows("forbidden_boxes", &I::forbidden_boxes, kMaxBoxes, 2, 1, kMaxBoxSide)
        .Optional()
        .IntRows("examples", &I::examples, kMaxExamples, 4, 0, 270)
        .Optional();
  }
  absl::Status Finish(PolyominoCoverInstance& x) const override {
    if (std::optional<BoardError> error = BuildBoard(x, x.board)) {
      return environments::BadInstance(error->field, error->what);
    }
    if (x.solved) return absl::OkStatus();  // Make searched it already.
    std::optional<Completion> best = Solve(x.board);
    if (!best) {
      return environments::BadInstance(
          "pieces", absl::StrCat("the exact search needs more than ", kOracleWork, " steps"));
    }
    // At 0 every answer would tie the optimum (the paper requires a gain).
    if (best->gain < 1) return environments::BadInstance("targets", "no move covers a target");
    x.best = std::move(best->moves);
    x.optimum = best->gain;
    x.solved = true;
    return absl::OkStatus();
  }

  std::string Prompt(const PolyominoCoverInstance& x) const override {
    // The format's example names a piece the answer may move.
    const int64_t movable = static_cast<int64_t>(
        std::find(x.board.example.begin(), x.board.example.end(), false) - x.board.example.begin());
    return absl::StrCat(
        Statement(x), "\n\nAnswer with your moves, in order (at most ", x.k,
        "; {\"answer\": []} makes none), in this JSON format:\n"
        "{\"answer\": [{\"piece_id\": \"", Letter(movable),
        "\", \"anchor\": [1, 2], \"rotation\": 90}]}\n"
        "piece_id is the piece's letter, anchor is [row, col] of the top-left corner of the "
        "rotated shape's bounding box, rotation is 0, 90, 180 or 270 (degrees clockwise). A "
        "move may also carry \"grid_after\" (the board after it); it is optional and not "
        "graded.");
  }
  std::string Statement(const PolyominoCoverInstance& x) const override {
    const Board& b = x.board;
    std::vector<std::string> before(static_cast<size_t>(x.height),
                                    std::string(static_cast<size_t>(x.width), '.'));
    std::vector<std::pair<int64_t, int64_t>> targets;
    for (const std::vector<int64_t>& t : x.targets) targets.emplace_back(t[0], t[1]);
    std::sort(targets.begin(), targets.end());
    for (const auto& [r, c] : targets) before[static_cast<size_t>(r)][static_cast<size_t>(c)] = 't';
    for (const std::vector<int64_t>& o : x.obstacles) {
      before[static_cast<size_t>(o[0])][static_cast<size_t>(o[1])] = '#';
    }
    // The examples on the board, and what each covers.
    std::vector<std::string> now = before;
    std::vector<std::string> placed(x.pieces.size());
    for (const std::vector<int64_t>& e : x.examples) {
      const Move m{e[0], e[3] / 90, e[1], e[2]};
      Bits cells;
      CellsOf(b, m, cells);
      std::vector<std::pair<int64_t, int64_t>> under;
      for (int64_t at = 0; at < x.height * x.width; ++at) {
        if (!cells.Test(at)) continue;
        char& shown = now[static_cast<size_t>(at / x.width)][static_cast<size_t>(at % x.width)];
        if (shown == 't') under.emplace_back(at / x.width, at % x.width);
        shown = static_cast<char>('A' + m.piece);
      }
      placed[static_cast<size_t>(m.piece)] =
          absl::StrCat(", example piece already placed at anchor [", m.row, ", ", m.col,
                       "] with rotation ", e[3], ", targets covered = ", CellList(under));
    }
    std::string pool;
    bool restricted = false;
    for (size_t p = 0; p < x.pieces.size(); ++p) {
      const environments::NamedShape& piece = Library()[static_cast<size_t>(x.pieces[p])];
      std::string rotations;
      if (!b.example[p] && b.allowed[p] != 15) {
        restricted = true;
        std::vector<int64_t> degrees;
        for (int64_t q = 0; q < 4; ++q) {
          if (b.allowed[p] >> q & 1) degrees.push_back(q * 90);
        }
        rotations = absl::StrCat(", rotations allowed: ", absl::StrJoin(degrees, ", "));
      }
      absl::StrAppend(&pool, Letter(static_cast<int64_t>(p)), " (", piece.name, ")", placed[p],
                      rotations, ":\n",
                      GridRows(environments::ShapeRows(piece.shape, static_cast<char>('A' + p))));
    }
    pool.pop_back();  // The last row's newline: the statement ends there.
    const absl::string_view plural = x.examples.size() == 1 ? "" : "s";
    const std::string boards =
        x.examples.empty()
            ? absl::StrCat("Board (", x.height, " rows, ", x.width,
                           " columns; 't' target, '#' obstacle, '.' empty):\ncurrent_grid = ",
                           GridRows(before), "target_locations = ", CellList(targets), "\n")
            : absl::StrCat("Board before the example placement", plural, " (", x.height, " rows, ",
                           x.width, " columns; 't' target, '#' obstacle, '.' empty):\n",
                           "initial_grid = ", GridRows(before),
                           "target_locations = ", CellList(targets), "\n\n",
                           "Board after the example placement", plural,
                           " (the current state; a letter is a placed piece, 't' a target "
                           "still uncovered):\ncurrent_grid = ", GridRows(now));
    return absl::StrCat(
        "You are playing a Polyomino Target Cover puzzle.\n\n"
        "Objective: cover as many target cells ('t') as possible with the pieces you place. "
        "Your score is the number of targets your moves newly cover",
        x.examples.empty() ? "" : " (targets already under an example piece do not count)",
        ".\n\nRules:\n"
        "- You have at most K = ", x.k, " move", x.k == 1 ? "" : "s",
        " (fewer is allowed). A move takes an unused piece of the pool, rotates it clockwise "
        "by 0, 90, 180 or 270 degrees (no reflections), and places it with the top-left "
        "corner of the rotated shape's bounding box at grid cell [row, col] (its anchor).\n"
        "- Rotating a shape of h rows by 90 degrees clockwise moves its cell (r, c) to "
        "(c, h - 1 - r); 180 and 270 degrees are two and three such turns. The anchor is "
        "where the rotated shape's bounding-box cell (0, 0) goes, filled or not.\n"
        "- Every cell of a placed piece must lie inside the grid, not on an obstacle '#', and "
        "not on a cell taken by a placed piece (",
        x.examples.empty() ? "" : "an example piece or ", "an earlier move).\n",
        x.examples.empty()
            ? ""
            : "- The example pieces are already placed: they cannot be moved or used again and "
              "do not count against K.\n",
        restricted ? "- Some pieces may only be rotated as listed with them.\n" : "",
        "- Rows are numbered 0 to ", x.height - 1, " from the top, columns 0 to ", x.width - 1,
        " from the left.\n\n", boards, "Targets still uncovered: ", b.targets.Count(),
        "\n\nPiece pool (each shape at rotation 0, in its bounding box; '.' is empty):\n", pool);
  }

  std::string Reference(const PolyominoCoverInstance& x) const override {
    return environments::WriteJsonActions(kFields, OptimalPath(x));
  }
  std::vector<environments::ActionField> ActionFields() const override { return kFields; }
  std::optional<Actions> FromActions(
      const PolyominoCoverInstance& x,
      const std::vector<environments::JsonAction>& actions) const override {
    return Actions{actions, /*more=*/false};
  }
  int64_t MaxActions(const PolyominoCoverInstance& x) const override {
    const int64_t free =
        static_cast<int64_t>(std::count(x.board.example.begin(), x.board.example.end(), false));
    return std::min(x.k, free);
  }
  int MaxActionsAt(int difficulty) const override {
    return static_cast<int>(LevelAt(difficulty).k);
  }
  // The optimal plan, by piece letter (its placements are disjoint, so any
  // order of them is legal).
  std::vector<environments::JsonAction> OptimalPath(
      const PolyominoCoverInstance& x) const override {
    std::vector<environments::JsonAction> actions;
    for (const Move& m : x.best) actions.push_back({m.piece, m.row, m.col, m.quarter * 90});
    return actions;
  }

  environments::Goal goal() const override { return environments::Goal::kMaximize; }
  std::optional<absl::string_view> AnswerSpan(absl::string_view output) const override {
    return output;
  }
  std::optional<Actions> ParseSolution(const PolyominoCoverInstance& x,
                                       absl::string_view answer) const override {
    return environments::ReadJsonActionList(answer, kFields, static_cast<size_t>(x.k));
  }
  bool Feasible(const PolyominoCoverInstance& x, const Actions& a) const override {
    if (a.more) return false;
    const std::optional<std::vector<Move>> moves = ToMoves(a.actions);
    return moves && PlayMoves(x.board, *moves).has_value();
  }
  // Any legal plan of at most K moves is a solution ("in at most K moves").
  bool Complete(const PolyominoCoverInstance& x, const Actions& a) const override { return true; }
  int64_t Evaluate(const PolyominoCoverInstance& x, const Actions& a) const override {
    return PlayMoves(x.board, *ToMoves(a.actions)).value_or(0);
  }
  int64_t BestCompletion(const PolyominoCoverInstance& x, const Actions& a,
                         int64_t budget) const override {
    const std::vector<Move> moves = *ToMoves(a.actions);
    CoverSearch search(x.board, moves);
    return PlayMoves(x.board, moves).value_or(0) + search.Run(budget, x.best).gain;
  }
  int64_t Optimum(const PolyominoCoverInstance& x) const override { return x.optimum; }
};

}  // namespace
}  // namespace polyomino_cover_cc

absl::Status RegisterPolyominoCoverEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterOptimizationEnvironment(
      catalog, std::make_unique<PolyominoCoverEnvironment>());
}

}  // namespace referee
