// Sudoku grids shared by puzzles/sudoku_unique (the whole grid as one
// answer) and games/sudoku_check (filled cell by cell): a random solved
// grid, a bounded solution counter, and the removal of givens while the
// solution stays unique. Grids are row-major, n·m cells a side (boxes n
// rows by m columns, n·m <= 16), 0 for an empty cell. The generator draws
// its random numbers in one fixed order, which the golden prompt hashes of
// both environments pin (puzzles/sudoku, the RLVE-Gym port, draws in
// another order, RLVE's, and keeps its own generator).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SUDOKU_GRIDS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SUDOKU_GRIDS_H_

#include <cstdint>
#include <vector>

#include "verifiers/environments/random.h"

namespace referee {
namespace environments {

// The largest side the helpers take (candidate sets are 32-bit masks).
inline constexpr int64_t kMaxSudokuSide = 16;

struct SudokuGrid {
  int64_t n = 0, m = 0;        // Boxes n rows by m columns.
  std::vector<int64_t> cells;  // Row-major, (n·m)² cells.
};

// A uniformly relabelled solved grid with boxes n by m: the canonical grid
// (m·(r mod n) + r div n + c) mod nm, its bands and stacks and the rows
// and columns within them shuffled, and (when n != m) transposed with
// probability 1/2, which makes its boxes m by n. Draws: a shuffle of the
// nm labels, the row permutation (m bands of n), the column permutation
// (n stacks of m), then Chance(1, 2) when n != m.
SudokuGrid RandomSolvedSudoku(int64_t n, int64_t m, tasks::Rng& rng);

// Whether a number other than 0 appears twice in a row, column or box of
// `cells` (row-major, boxes n by m). Cells must be 0..n·m.
bool SudokuHasRepeat(const std::vector<int64_t>& cells, int64_t n, int64_t m);

// The completions of `grid` counted up to 2: 0, 1 or 2 (two or more), or
// -1 once the search passes `cap` nodes; `nodes` gets the nodes used.
// Depth-first, always filling the empty cell with the fewest candidates.
// The grid must have no repeat.
int CountSudokuSolutions(const SudokuGrid& grid, int64_t cap, int64_t& nodes);

// `solution` with givens removed: the cells in a random order (one
// shuffle), each emptied only if the grid keeps exactly one solution (a
// count capped at `count_cap` nodes keeps the cell), until `max_blanks`
// cells are empty or `node_budget` nodes are spent.
SudokuGrid RemoveSudokuGivens(const SudokuGrid& solution, int64_t max_blanks,
                              int64_t count_cap, int64_t node_budget, tasks::Rng& rng);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SUDOKU_GRIDS_H_
