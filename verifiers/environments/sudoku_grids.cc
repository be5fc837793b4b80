#include "verifiers/environments/sudoku_grids.h"

#include <algorithm>
#include <numeric>
#include <utility>

namespace referee {
namespace environments {
namespace {

// A permutation of blocks·size indices: each block of `size` consecutive
// indices shuffled within itself, then the blocks reordered. Applied to the
// rows (or columns) of a solved grid, it keeps the grid solved.
std::vector<int64_t> BlockPermutation(int64_t size, int64_t blocks, tasks::Rng& rng) {
  std::vector<int64_t> order(static_cast<size_t>(blocks));
  std::iota(order.begin(), order.end(), int64_t{0});
  rng.Shuffle(order);
  std::vector<int64_t> out;
  for (int64_t b : order) {
    std::vector<int64_t> block(static_cast<size_t>(size));
    std::iota(block.begin(), block.end(), b * size);
    rng.Shuffle(block);
    out.insert(out.end(), block.begin(), block.end());
  }
  return out;
}

// Candidate sets as bit sets per row, column and box.
class SolutionCounter {
 public:
  explicit SolutionCounter(const SudokuGrid& grid)
      : side_(grid.n * grid.m),
        row_(static_cast<size_t>(side_)),
        column_(static_cast<size_t>(side_)),
        box_(static_cast<size_t>(side_)),
        all_(static_cast<uint32_t>((uint64_t{1} << side_) - 1)) {
    for (int64_t i = 0; i < side_ * side_; ++i) {
      const int64_t r = i / side_, c = i % side_;
      row_of_.push_back(static_cast<size_t>(r));
      column_of_.push_back(static_cast<size_t>(c));
      box_of_.push_back(static_cast<size_t>((r / grid.n) * grid.n + c / grid.m));
    }
    for (int64_t i = 0; i < side_ * side_; ++i) {
      const int64_t v = grid.cells[static_cast<size_t>(i)];
      if (v == 0) {
        empty_.push_back(static_cast<size_t>(i));
      } else {
        Flip(static_cast<size_t>(i), v);
      }
    }
  }

  int Count(int64_t cap, int64_t& nodes) {
    cap_ = cap;
    Search(empty_.size());
    nodes = nodes_;
    return capped_ ? -1 : count_;
  }

 private:
  void Flip(size_t cell, int64_t v) {
    const uint32_t bit = uint32_t{1} << (v - 1);
    row_[row_of_[cell]] ^= bit;
    column_[column_of_[cell]] ^= bit;
    box_[box_of_[cell]] ^= bit;
  }
  uint32_t Candidates(size_t cell) const {
    return all_ & ~(row_[row_of_[cell]] | column_[column_of_[cell]] | box_[box_of_[cell]]);
  }
  static int Bits(uint32_t x) {
    int bits = 0;
    for (; x != 0; x &= x - 1) ++bits;
    return bits;
  }

  // Fills empty_[0..open): the open cells are kept at the front.
  void Search(size_t open) {
    if (count_ >= 2 || capped_) return;
    if (++nodes_ > cap_) {
      capped_ = true;
      return;
    }
    if (open == 0) {
      ++count_;
      return;
    }
    // The first open cell with the fewest candidates (one is a forced
    // move, none a dead end).
    size_t best = 0;
    int fewest = 33;
    for (size_t j = 0; j < open && fewest > 1; ++j) {
      const int bits = Bits(Candidates(empty_[j]));
      if (bits < fewest) {
        fewest = bits;
        best = j;
      }
    }
    if (fewest == 0) return;
    std::swap(empty_[best], empty_[open - 1]);
    const size_t cell = empty_[open - 1];
    for (uint32_t left = Candidates(cell); left != 0; left &= left - 1) {
      int64_t v = 1;
      while (((left >> (v - 1)) & 1) == 0) ++v;
      Flip(cell, v);
      Search(open - 1);
      Flip(cell, v);
      if (count_ >= 2 || capped_) break;
    }
    std::swap(empty_[best], empty_[open - 1]);
  }

  const int64_t side_;
  std::vector<uint32_t> row_, column_, box_;
  std::vector<size_t> row_of_, column_of_, box_of_;  // Per cell.
  const uint32_t all_;                                // side_ <= 16 bits.
  std::vector<size_t> empty_;
  int64_t cap_ = 0, nodes_ = 0;
  bool capped_ = false;
  int count_ = 0;
};

}  // namespace

SudokuGrid RandomSolvedSudoku(int64_t n, int64_t m, tasks::Rng& rng) {
  const int64_t side = n * m;
  std::vector<int64_t> labels(static_cast<size_t>(side));
  std::iota(labels.begin(), labels.end(), int64_t{1});
  rng.Shuffle(labels);
  // Bands are n rows (m of them), stacks are m columns (n of them).
  const std::vector<int64_t> rows = BlockPermutation(n, m, rng);
  const std::vector<int64_t> columns = BlockPermutation(m, n, rng);
  SudokuGrid grid;
  grid.cells.resize(static_cast<size_t>(side * side));
  for (int64_t r = 0; r < side; ++r) {
    const int64_t from = rows[static_cast<size_t>(r)];
    for (int64_t c = 0; c < side; ++c) {
      grid.cells[static_cast<size_t>(r * side + c)] = labels[static_cast<size_t>(
          (m * (from % n) + from / n + columns[static_cast<size_t>(c)]) % side)];
    }
  }
  if (n != m && rng.Chance(1, 2)) {  // Transposed: boxes m rows by n.
    for (int64_t r = 0; r < side; ++r) {
      for (int64_t c = r + 1; c < side; ++c) {
        std::swap(grid.cells[static_cast<size_t>(r * side + c)],
                  grid.cells[static_cast<size_t>(c * side + r)]);
      }
    }
    std::swap(n, m);
  }
  grid.n = n;
  grid.m = m;
  return grid;
}

bool SudokuHasRepeat(const std::vector<int64_t>& cells, int64_t n, int64_t m) {
  const int64_t side = n * m;
  std::vector<uint32_t> row(static_cast<size_t>(side)), column(static_cast<size_t>(side)),
      box(static_cast<size_t>(side));
  for (int64_t i = 0; i < side * side; ++i) {
    const int64_t v = cells[static_cast<size_t>(i)];
    if (v == 0) continue;
    const uint32_t bit = uint32_t{1} << (v - 1);
    const int64_t r = i / side, c = i % side;
    const size_t b = static_cast<size_t>((r / n) * n + c / m);
    uint32_t& in_row = row[static_cast<size_t>(r)];
    uint32_t& in_column = column[static_cast<size_t>(c)];
    if ((in_row | in_column | box[b]) & bit) return true;
    in_row |= bit;
    in_column |= bit;
    box[b] |= bit;
  }
  return false;
}

int CountSudokuSolutions(const SudokuGrid& grid, int64_t cap, int64_t& nodes) {
  return SolutionCounter(grid).Count(cap, nodes);
}

SudokuGrid RemoveSudokuGivens(const SudokuGrid& solution, int64_t max_blanks,
                              int64_t count_cap, int64_t node_budget, tasks::Rng& rng) {
  const int64_t side = solution.n * solution.m;
  SudokuGrid grid = solution;
  std::vector<int64_t> order(static_cast<size_t>(side * side));
  std::iota(order.begin(), order.end(), int64_t{0});
  rng.Shuffle(order);
  int64_t budget = node_budget, blanks = 0;
  for (int64_t cell : order) {
    if (blanks == max_blanks || budget <= 0) break;
    const size_t at = static_cast<size_t>(cell);
    const int64_t kept = grid.cells[at];
    grid.cells[at] = 0;
    int64_t nodes = 0;
    const int count = CountSudokuSolutions(grid, std::min(count_cap, budget), nodes);
    budget -= nodes;
    if (count == 1) {
      ++blanks;
    } else {
      grid.cells[at] = kept;
    }
  }
  return grid;
}

}  // namespace environments
}  // namespace referee
