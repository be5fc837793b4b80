#include "verifiers/environments/puzzles/galaxies.h"

#include "absl/numeric/bits.h"
#include "verifiers/environments/member.h"
#include "verifiers/environments/puzzles/galaxies_solver.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"

namespace referee {
inline namespace galaxies_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 7;        // n = 3 + d: 3x3 .. 10x10.
constexpr int64_t kMaxSide = 10;         // Explicit instances.
constexpr int64_t kMaxCentres = 64;      // One bit each in the solver's masks.
constexpr int kMaxAttempts = 32;         // Random partitions tried per Make.
constexpr int64_t kCountCap = 2000;      // Solver nodes per count.
constexpr int64_t kNodeBudget = 10000;   // Solver nodes per Make.

using galaxies::Centre;
using galaxies::CoreCells;
using galaxies::ForNeighbours;
using galaxies::Geometry;
using galaxies::MirrorCell;
using galaxies::SolutionCounter;

struct GalaxiesInstance {
  int64_t rows = 0, columns = 0;
  std::vector<std::vector<int64_t>> centres;  // [y, x]; centre i is galaxy i + 1.
  std::vector<int64_t> solution;              // Row-major labels 1..K.
  // Set by Make: `solution` is known to be the only one, so Finish checks
  // its rules without counting again.
  bool unique = false;
  // Derived (Finish): the board as given, each centre's own cells holding
  // its label and every other cell 0.
  std::vector<int64_t> given;
};

std::vector<Centre> CentresOf(const GalaxiesInstance& p) {
  std::vector<Centre> out;
  for (const std::vector<int64_t>& g : p.centres) out.push_back({g[0], g[1]});
  return out;
}

// Whether `labels` (one per cell, each 1..K) breaks no rule of `p`
// (`given` derived): each centre's own cells carry its label, every galaxy
// is symmetric about its centre, and each is connected (a search from all
// the centres' own cells, through cells of the same label, reaches every
// cell). Linear in the cells.
bool Solves(const GalaxiesInstance& p, const std::vector<int64_t>& labels) {
  const int64_t k = static_cast<int64_t>(p.centres.size());
  for (size_t cell = 0; cell < labels.size(); ++cell) {
    const int64_t label = labels[cell];
    if (label < 1 || label > k) return false;
    if (p.given[cell] != 0 && p.given[cell] != label) return false;
    const std::vector<int64_t>& g = p.centres[static_cast<size_t>(label - 1)];
    const int64_t m = MirrorCell(p.rows, p.columns, {g[0], g[1]}, static_cast<int64_t>(cell));
    if (m < 0 || labels[static_cast<size_t>(m)] != label) return false;
  }
  std::vector<bool> seen(labels.size(), false);
  std::vector<size_t> stack;
  for (size_t cell = 0; cell < labels.size(); ++cell) {
    if (p.given[cell] == 0) continue;
    seen[cell] = true;
    stack.push_back(cell);
  }
  size_t reached = 0;
  while (!stack.empty()) {
    const size_t cell = stack.back();
    stack.pop_back();
    ++reached;
    ForNeighbours(p.rows, p.columns, cell, [&](size_t next) {
      if (!seen[next] && labels[next] == labels[cell]) {
        seen[next] = true;
        stack.push_back(next);
      }
    });
  }
  return reached == labels.size();
}

// A partition of the grid while generating: each cell's galaxy (-1 while
// free) and each galaxy's centre.
struct Partition {
  int64_t rows = 0, columns = 0;
  std::vector<int64_t> owner;
  std::vector<Centre> centres;
};

// Whether some cell beside `cell` belongs to galaxy `g`.
bool Beside(const Partition& p, int64_t cell, int64_t g) {
  const int64_t r = cell / p.columns, c = cell % p.columns;
  return (r > 0 && p.owner[static_cast<size_t>(cell - p.columns)] == g) ||
         (r + 1 < p.rows && p.owner[static_cast<size_t>(cell + p.columns)] == g) ||
         (c > 0 && p.owner[static_cast<size_t>(cell - 1)] == g) ||
         (c + 1 < p.columns && p.owner[static_cast<size_t>(cell + 1)] == g);
}

// Covers the free cells of `p` with new galaxies: a uniform free cell
// takes a centre (its middle, or an edge or corner whose cells are all
// free, uniformly), and the galaxy grows to a target size (uniform in its
// core's size..max(core, max_size)) by a uniform free cell beside it with
// its free mirror image, while such a pair fits. Each step keeps the
// galaxy symmetric and connected (a cell's image lies beside the image of
// its neighbour in the galaxy).
void FillFree(Partition& p, int64_t max_size, tasks::Rng& rng) {
  const int64_t n = p.rows * p.columns;
  const auto free_at = [&p](int64_t r, int64_t c) {
    return r >= 0 && r < p.rows && c >= 0 && c < p.columns &&
           p.owner[static_cast<size_t>(r * p.columns + c)] < 0;
  };
  while (true) {
    std::vector<int64_t> free;
    for (int64_t cell = 0; cell < n; ++cell) {
      if (p.owner[static_cast<size_t>(cell)] < 0) free.push_back(cell);
    }
    if (free.empty()) return;
    const int64_t at = free[static_cast<size_t>(
        rng.Uniform(0, static_cast<int64_t>(free.size()) - 1))];
    const int64_t r = at / p.columns, c = at % p.columns;
    std::vector<Centre> options = {{2 * r + 1, 2 * c + 1}};
    for (int64_t d : {-1, 1}) {
      if (free_at(r + d, c)) options.push_back({2 * r + 1 + d, 2 * c + 1});
      if (free_at(r, c + d)) options.push_back({2 * r + 1, 2 * c + 1 + d});
    }
    for (int64_t dr : {-1, 1}) {
      for (int64_t dc : {-1, 1}) {
        if (free_at(r + dr, c) && free_at(r, c + dc) && free_at(r + dr, c + dc)) {
          options.push_back({2 * r + 1 + dr, 2 * c + 1 + dc});
        }
      }
    }
    const Centre centre = options[static_cast<size_t>(
        rng.Uniform(0, static_cast<int64_t>(options.size()) - 1))];
    const int64_t id = static_cast<int64_t>(p.centres.size());
    p.centres.push_back(centre);
    int64_t size = 0;
    for (size_t cell : CoreCells(p.columns, centre)) {
      p.owner[cell] = id;
      ++size;
    }
    const int64_t target = rng.Uniform(size, std::max(size, max_size));
    while (size + 2 <= target) {
      // A free cell's image is another cell: only the middle cell is its
      // own image, and it is the core.
      std::vector<int64_t> grow;
      for (int64_t cell = 0; cell < n; ++cell) {
        if (p.owner[static_cast<size_t>(cell)] >= 0) continue;
        const int64_t m = MirrorCell(p.rows, p.columns, centre, cell);
        if (m < 0 || p.owner[static_cast<size_t>(m)] >= 0) continue;
        if (Beside(p, cell, id)) grow.push_back(cell);
      }
      if (grow.empty()) break;
      const int64_t cell = grow[static_cast<size_t>(
          rng.Uniform(0, static_cast<int64_t>(grow.size()) - 1))];
      p.owner[static_cast<size_t>(cell)] = id;
      p.owner[static_cast<size_t>(MirrorCell(p.rows, p.columns, centre, cell))] = id;
      size += 2;
    }
  }
}

// The puzzle of a partition: its centres sorted by position (row, then
// column) and labelled 1..K in that order, its cells' labels the solution.
GalaxiesInstance FromPartition(const Partition& p) {
  std::vector<size_t> order(p.centres.size());
  std::iota(order.begin(), order.end(), size_t{0});
  std::sort(order.begin(), order.end(), [&p](size_t a, size_t b) {
    return std::make_pair(p.centres[a].y, p.centres[a].x) <
           std::make_pair(p.centres[b].y, p.centres[b].x);
  });
  std::vector<int64_t> label(order.size());
  GalaxiesInstance x;
  x.rows = p.rows;
  x.columns = p.columns;
  for (size_t i = 0; i < order.size(); ++i) {
    label[order[i]] = static_cast<int64_t>(i) + 1;
    x.centres.push_back({p.centres[order[i]].y, p.centres[order[i]].x});
  }
  for (int64_t owner : p.owner) x.solution.push_back(label[static_cast<size_t>(owner)]);
  return x;
}

// The fallback: galaxies that are only their centres' cells (2x2 blocks
// where they fit, then dominoes, then single cells, in row-major order).
// Every cell is some centre's own cell, so the solution is unique.
Partition CoreTiling(int64_t rows, int64_t columns) {
  Partition p;
  p.rows = rows;
  p.columns = columns;
  p.owner.assign(static_cast<size_t>(rows * columns), -1);
  const auto free_at = [&p](int64_t r, int64_t c) {
    return r < p.rows && c < p.columns &&
           p.owner[static_cast<size_t>(r * p.columns + c)] < 0;
  };
  for (int64_t r = 0; r < rows; ++r) {
    for (int64_t c = 0; c < columns; ++c) {
      if (!free_at(r, c)) continue;
      Centre g{2 * r + 1, 2 * c + 1};
      if (free_at(r + 1, c) && free_at(r, c + 1) && free_at(r + 1, c + 1)) {
        g = {2 * r + 2, 2 * c + 2};
      } else if (free_at(r, c + 1)) {
        g = {2 * r + 1, 2 * c + 2};
      } else if (free_at(r + 1, c)) {
        g = {2 * r + 2, 2 * c + 1};
      }
      for (size_t cell : CoreCells(columns, g)) {
        p.owner[cell] = static_cast<int64_t>(p.centres.size());
      }
      p.centres.push_back(g);
    }
  }
  return p;
}

// The centre's position in the prompt's 1-based coordinates, halves
// included: the middle of cell (1, 1) is (1, 1), the corner below right of
// it (1.5, 1.5).
std::string Half(int64_t doubled) {
  return doubled % 2 == 1 ? absl::StrCat((doubled + 1) / 2)
                          : absl::StrCat(doubled / 2, ".5");
}

// Where a centre sits, in words (cells 1-based).
std::string Placement(const Centre& g) {
  const auto cell = [](int64_t r, int64_t c) {
    return absl::StrCat("(", r, ", ", c, ")");
  };
  const int64_t r = (g.y + 1) / 2, c = (g.x + 1) / 2;  // The top-left cell touched.
  if (g.y % 2 == 1 && g.x % 2 == 1) return absl::StrCat("the middle of cell ", cell(r, c));
  if (g.y % 2 == 1) {
    return absl::StrCat("the midpoint of the edge between cells ", cell(r, c),
                        " and ", cell(r, c + 1));
  }
  if (g.x % 2 == 1) {
    return absl::StrCat("the midpoint of the edge between cells ", cell(r, c),
                        " and ", cell(r + 1, c));
  }
  return absl::StrCat("the corner where cells ", cell(r, c), ", ", cell(r, c + 1),
                      ", ", cell(r + 1, c), " and ", cell(r + 1, c + 1), " meet");
}

// The grid drawn with its lines, each centre as its label at its place
// (position (y, x) in doubled coordinates is text line y, column 2x).
std::string Picture(const GalaxiesInstance& p) {
  std::vector<std::string> lines;
  for (int64_t y = 0; y <= 2 * p.rows; ++y) {
    std::string line;
    for (int64_t x = 0; x <= 2 * p.columns; ++x) {
      if (x % 2 == 1) {
        line += y % 2 == 0 ? "---" : "   ";
      } else {
        line += y % 2 == 0 ? '+' : '|';
      }
    }
    lines.push_back(std::move(line));
  }
  for (size_t i = 0; i < p.centres.size(); ++i) {
    const std::string label = absl::StrCat(i + 1);
    lines[static_cast<size_t>(p.centres[i][0])].replace(
        static_cast<size_t>(2 * p.centres[i][1]), label.size(), label);
  }
  return absl::StrJoin(lines, "\n");
}

class GalaxiesEnvironment final
    : public environments::InstanceEnvironment<GalaxiesInstance>,
      public environments::BoardPuzzle {
 public:
  GalaxiesEnvironment()
      : InstanceEnvironment(
            {"galaxies", "seed 004:Galaxies", kMaxDifficulty,
             "Divide a grid into galaxies, one around each given centre, each connected and "
             "symmetric under a half turn about its centre (Tatham's Galaxies).",
             /*difficulty_help=*/"grid n x n, n = 3 + d (3x3 .. 10x10); a random partition "
             "into symmetric galaxies, their centres given; a unique solution"}) {}

 protected:
  GalaxiesInstance Make(int difficulty, tasks::Rng& rng) const override {
    // The registry keeps d in 0..kMaxDifficulty; clamp anyway, as a direct
    // caller could pass more.
    const int64_t side = 3 + std::max(0, std::min(difficulty, kMaxDifficulty));
    const int64_t max_size = std::max<int64_t>(5, side * side / 2);
    int64_t budget = kNodeBudget;
    // The solutions of `x`'s puzzle (counted in its own centre order, as
    // Finish counts an explicit instance), charged to the budget.
    const auto count = [&budget](const GalaxiesInstance& x,
                                 std::vector<std::vector<int64_t>>* found) {
      const Geometry geo(x.rows, x.columns, CentresOf(x));
      int64_t nodes = 0;
      const int n = SolutionCounter(geo).Count(std::min(kCountCap, budget), nodes, found);
      budget -= nodes;
      return n;
    };
    // Small grids often come out with every cell some centre's own: a
    // puzzle with nothing to find, kept only if no attempt does better.
    std::optional<GalaxiesInstance> trivial;
    Partition p;
    for (int attempt = 0; attempt < kMaxAttempts && budget > 0; ++attempt) {
      p = Partition{side, side, std::vector<int64_t>(static_cast<size_t>(side * side), -1), {}};
      FillFree(p, max_size, rng);
      if (static_cast<int64_t>(p.centres.size()) > kMaxCentres) continue;
      GalaxiesInstance x = FromPartition(p);
      if (count(x, nullptr) != 1) continue;
      x.unique = true;
      size_t fixed = 0;
      for (const Centre& g : p.centres) fixed += CoreCells(side, g).size();
      if (fixed < p.owner.size()) return x;
      if (!trivial) trivial = std::move(x);
    }
    if (trivial) return *std::move(trivial);
    // Refine the last partition: clear the galaxy where a second solution
    // differs first (the largest one if the count was capped) and regrow
    // its cells as smaller galaxies, within the budget.
    while (budget > 0 && static_cast<int64_t>(p.centres.size()) <= kMaxCentres) {
      GalaxiesInstance x = FromPartition(p);
      std::vector<std::vector<int64_t>> found;
      const int n = count(x, &found);
      if (n == 1) {
        x.unique = true;
        return x;
      }
      int64_t victim = -1;
      for (const std::vector<int64_t>& other : found) {
        for (size_t cell = 0; cell < other.size() && victim < 0; ++cell) {
          if (other[cell] != x.solution[cell]) victim = p.owner[cell];
        }
      }
      std::vector<int64_t> sizes(p.centres.size(), 0);
      for (int64_t owner : p.owner) ++sizes[static_cast<size_t>(owner)];
      if (victim < 0) {
        victim = std::max_element(sizes.begin(), sizes.end()) - sizes.begin();
      }
      p.centres.erase(p.centres.begin() + victim);
      for (int64_t& owner : p.owner) {
        owner = owner == victim ? -1 : owner > victim ? owner - 1 : owner;
      }
      FillFree(p, std::min(max_size, sizes[static_cast<size_t>(victim)] - 1), rng);
    }
    GalaxiesInstance x = FromPartition(CoreTiling(side, side));
    x.unique = true;
    return x;
  }

  void DeclareFields(
      environments::InstanceFields<GalaxiesInstance>& fields) const override {
    using I = GalaxiesInstance;
    // Each centre owns a cell of its own. Finish checks y and x against
    // rows and columns separately.
    const auto most_centres = [](const I& x) {
      return std::min(kMaxCentres, x.rows * x.columns);
    };
    const auto most_coordinate = [](const I& x) {
      return 2 * std::max(x.rows, x.columns) - 1;
    };
    fields.Int("rows", &I::rows, 1, kMaxSide)
        .Int("columns", &I::columns, 1, kMaxSide)
        .IntRows("centres", &I::centres, most_centres, 2, 1, most_coordinate)
        .Grid("solution", &I::solution, [](const I& x) { return x.rows; },
              [](const I& x) { return x.columns; }, 1,
              [](const I& x) { return static_cast<int64_t>(x.centres.size()); })
        .Optional();
  }

  absl::Status Finish(GalaxiesInstance& p) const override {
    if (p.centres.empty()) return environments::BadInstance("centres", "no centre");
    const std::vector<Centre> centres = CentresOf(p);
    p.given.assign(static_cast<size_t>(p.rows * p.columns), 0);
    for (size_t i = 0; i < centres.size(); ++i) {
      const std::string at = absl::StrCat("centres[", i, "]");
      if (centres[i].y > 2 * p.rows - 1 || centres[i].x > 2 * p.columns - 1) {
        return environments::BadInstance(
            at, absl::StrCat("[", centres[i].y, ", ", centres[i].x, "] is outside a ",
                             p.rows, " x ", p.columns, " grid (y at most ", 2 * p.rows - 1,
                             ", x at most ", 2 * p.columns - 1, ")"));
      }
      for (size_t cell : CoreCells(p.columns, centres[i])) {
        if (p.given[cell] != 0) {
          return environments::BadInstance(
              at, absl::StrCat("touches cell [", cell / static_cast<size_t>(p.columns), ", ",
                               cell % static_cast<size_t>(p.columns), "], as centres[",
                               p.given[cell] - 1, "] does"));
        }
        p.given[cell] = static_cast<int64_t>(i) + 1;
      }
    }
    if (p.unique) {  // Make counted already.
      if (!Solves(p, p.solution)) {
        return environments::BadInstance("solution", "breaks a rule");
      }
      return absl::OkStatus();
    }
    std::vector<std::vector<int64_t>> found;
    int64_t nodes = 0;
    const Geometry geo(p.rows, p.columns, centres);
    switch (SolutionCounter(geo).Count(kCountCap, nodes, &found)) {
      case -1:
        return environments::BadInstance(
            "centres", absl::StrCat("deciding whether the puzzle has exactly one solution "
                                    "takes more than ", kCountCap, " solver steps"));
      case 0:
        return environments::BadInstance("centres", "the puzzle has no solution");
      case 1:
        break;
      default:
        return environments::BadInstance("centres", "the puzzle has more than one solution");
    }
    if (!p.solution.empty() && p.solution != found[0]) {
      size_t cell = 0;
      while (p.solution[cell] == found[0][cell]) ++cell;
      return environments::BadInstance(
          absl::StrCat("solution[", cell / static_cast<size_t>(p.columns), "][",
                       cell % static_cast<size_t>(p.columns), "]"),
          absl::StrCat("the puzzle's only solution has ", found[0][cell], " there"));
    }
    p.solution = std::move(found[0]);
    return absl::OkStatus();
  }

  std::string Prompt(const GalaxiesInstance& p) const override {
    const std::vector<Centre> centres = CentresOf(p);
    std::string list;
    for (size_t i = 0; i < centres.size(); ++i) {
      absl::StrAppend(&list, "- Centre ", i + 1, " at (", Half(centres[i].y), ", ",
                      Half(centres[i].x), "): ", Placement(centres[i]), "\n");
    }
    const std::string rows = absl::StrCat(p.rows), columns = absl::StrCat(p.columns);
    const std::string k = absl::StrCat(centres.size());
    return absl::StrCat(
        "Solve this Galaxies puzzle (from Simon Tatham's Portable Puzzle "
        "Collection; also known as Spiral Galaxies). The grid has ", rows,
        " rows and ", columns, " columns; cell (r, c) is in row r (1 to ", rows,
        ", top to bottom) and column c (1 to ", columns,
        ", left to right). It holds ", k, " galaxy centres, numbered 1 to ", k,
        ". A centre sits at the middle of a cell, at the midpoint of the edge "
        "between two neighbouring cells, or at the corner where four cells "
        "meet; its position (a, b) uses the same coordinates, with halves "
        "between cells:\n",
        list, "\nThe grid, each centre drawn as its number:\n", Picture(p),
        "\n\nDivide the grid into ", k,
        " galaxies, one for each centre, so that:\n"
        "- every cell belongs to exactly one galaxy;\n"
        "- the galaxy of a centre contains the cell or cells that the centre "
        "touches (one cell for a middle, two for an edge, four for a corner);\n"
        "- every galaxy is connected: any two of its cells are joined by a "
        "path of its cells, each sharing a side with the next;\n"
        "- every galaxy is symmetric under a half turn (a 180-degree rotation) "
        "about its centre: for a centre at (a, b), whenever cell (r, c) is in "
        "the galaxy, so is cell (2a - r, 2b - c), which must be inside the "
        "grid.\n\n"
        "Output Format: your final answer is the grid inside <answer> "
        "</answer> tags: ", rows, " lines of ", columns,
        " numbers separated by spaces, row 1 first, each number the label (1 "
        "to ", k, ") of the galaxy the cell belongs to. For example, a grid of "
        "2 rows and 3 columns with centre 1 at (1, 1.5), centre 2 at (1.5, 3) "
        "and centre 3 at (2, 1.5) has the answer\n"
        "<answer>\n1 1 2\n3 3 2\n</answer>");
  }

  std::string Reference(const GalaxiesInstance& p) const override {
    return environments::AnswerTagged(environments::BoardText(p.solution, p.columns));
  }

 public:
  std::optional<environments::BoardReading> ReadBoard(
      const PreparedProblem& problem, absl::string_view output) const override {
    const GalaxiesInstance& p =
        problem.As<environments::PreparedInstance<GalaxiesInstance>>().instance();
    const std::optional<std::vector<absl::string_view>> board =
        environments::AnswerBoard(output, static_cast<size_t>(p.rows),
                                  static_cast<size_t>(p.columns));
    if (!board) return std::nullopt;
    const int64_t k = static_cast<int64_t>(p.centres.size());
    environments::BoardReading reading;
    reading.cells.reserve(board->size());
    for (absl::string_view token : *board) {
      // A label as the prompt writes it: 1..K, no sign, no leading zero
      // (K <= 64, so at most two digits).
      if (token.empty() || token.size() > 2 || token[0] < '1' || token[0] > '9') {
        return std::nullopt;
      }
      int64_t label = 0;
      for (char ch : token) {
        if (ch < '0' || ch > '9') return std::nullopt;
        label = label * 10 + (ch - '0');
      }
      if (label > k) return std::nullopt;
      reading.cells.push_back(label);
    }
    reading.solution = &p.solution;
    reading.given = &p.given;
    reading.solved = Solves(p, reading.cells);
    return reading;
  }
};

}  // namespace
}  // namespace galaxies_cc

absl::Status RegisterGalaxiesEnvironment(Catalog& catalog,
                                         const TaskOptions& options) {
  return RegisterEnvironment(
      catalog, std::make_unique<GalaxiesEnvironment>(),
      std::make_unique<environments::BoardLadderVerifier>(
          "galaxies",
          "Puzzle ladder (seed 004): -1 unparseable, wrong shape or a token "
          "that is no galaxy label 1..K; 1 if the board breaks no Galaxies "
          "rule; else the weighted fraction of cells matching the solution, "
          "^power.",
          "galaxies"));
}

}  // namespace referee
