// Galaxies' exact solution counter (galaxies.h has the rules and the
// doubled coordinates): the grid's geometry, and a search that counts a
// puzzle's solutions up to two. The generator keeps a partition only when
// its puzzle has exactly one; an explicit instance is checked the same way.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_GALAXIES_SOLVER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_GALAXIES_SOLVER_H_

#include <cstddef>
#include <cstdint>
#include <vector>

namespace referee {
namespace galaxies {

using Mask = uint64_t;  // A set of galaxies: bit g for centre g.

// A galaxy centre in doubled coordinates (galaxies.h).
struct Centre {
  int64_t y = 0, x = 0;
};

// The cells (row-major) a centre touches: one, two or four.
std::vector<size_t> CoreCells(int64_t columns, const Centre& g);

// The cell `cell` turns onto under the half turn about `g`, -1 off the grid.
int64_t MirrorCell(int64_t rows, int64_t columns, const Centre& g, int64_t cell);

// Calls f(neighbour) for each cell of a rows x columns grid sharing a side
// with `cell`.
template <typename F>
void ForNeighbours(int64_t rows, int64_t columns, size_t cell, F&& f) {
  const size_t width = static_cast<size_t>(columns);
  if (cell >= width) f(cell - width);
  if (cell + width < static_cast<size_t>(rows) * width) f(cell + width);
  if (cell % width != 0) f(cell - 1);
  if (cell % width + 1 < width) f(cell + 1);
}

// The grid and its centres as the solver reads them.
struct Geometry {
  Geometry(int64_t rows_in, int64_t columns_in,
           const std::vector<Centre>& centres)
      : rows(rows_in), columns(columns_in),
        cells(static_cast<size_t>(rows_in * columns_in)),
        galaxies(centres.size()), mirror(galaxies * cells) {
    for (size_t g = 0; g < galaxies; ++g) {
      cores.push_back(CoreCells(columns, centres[g]));
      for (size_t cell = 0; cell < cells; ++cell) {
        mirror[g * cells + cell] = MirrorCell(rows, columns, centres[g],
                                              static_cast<int64_t>(cell));
      }
    }
  }
  int64_t rows = 0, columns = 0;
  size_t cells = 0, galaxies = 0;
  std::vector<int64_t> mirror;             // [g * cells + cell]
  std::vector<std::vector<size_t>> cores;  // Each centre's own cells.
};

// Counts the solutions of a puzzle up to 2. Each cell keeps the set of
// galaxies it may still join; propagation removes galaxy g from a cell
// whose mirror about g is off the grid or cannot join g, pins a cell's
// mirror to g once the cell is pinned to g, and removes g from every cell
// it cannot reach from g's own cells through cells that may join g. When
// every cell is pinned, that is a solution (symmetric and connected); else
// the search branches on the open cell with the fewest options.
class SolutionCounter {
 public:
  explicit SolutionCounter(const Geometry& geo)
      : geo_(geo), seen_(geo.cells), queue_(geo.cells) {}

  // 0, 1 or 2 (two or more) solutions, or -1 if the search passed `cap`
  // nodes first; `nodes` gets the nodes used. `found` (if not null) gets
  // the solutions seen, at most two, as labels 1..K.
  int Count(int64_t cap, int64_t& nodes, std::vector<std::vector<int64_t>>* found);

 private:
  // Narrows `options` (each cell's possible galaxies) by symmetry and
  // reachability; false when a cell is left with none.
  bool Propagate(std::vector<Mask>& options);
  void Search(std::vector<Mask> options);

  const Geometry& geo_;
  std::vector<bool> seen_;
  std::vector<size_t> queue_;
  int64_t cap_ = 0, nodes_ = 0;
  bool capped_ = false;
  int count_ = 0;
  std::vector<std::vector<int64_t>>* found_ = nullptr;
};

}  // namespace galaxies
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_GALAXIES_SOLVER_H_
