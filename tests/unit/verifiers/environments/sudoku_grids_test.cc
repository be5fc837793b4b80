// The shared Sudoku helpers (sudoku_grids.h): repeats worked by hand, the
// solution counter against a plain reading-order enumeration on small
// grids, generated grids checked cell by cell.
#include "verifiers/environments/sudoku_grids.h"

#include <cstdint>
#include <set>
#include <vector>

#include "gtest/gtest.h"

namespace referee {
namespace {

using environments::SudokuGrid;

// Every completion, filling cells in reading order with 1..side, each
// checked against its row, column and box (no candidate sets, no cell
// choice): the oracle for the counter.
int64_t BruteCompletions(std::vector<int64_t>& cells, int64_t n, int64_t m, size_t at = 0) {
  const int64_t side = n * m;
  while (at < cells.size() && cells[at] != 0) ++at;
  if (at == cells.size()) return 1;
  int64_t total = 0;
  for (int64_t v = 1; v <= side; ++v) {
    cells[at] = v;
    if (!environments::SudokuHasRepeat(cells, n, m)) total += BruteCompletions(cells, n, m, at + 1);
    cells[at] = 0;
  }
  return total;
}

TEST(SudokuGridsTest, RepeatsTable) {
  // 4x4, boxes 2x2.
  const std::vector<int64_t> solved = {1, 2, 3, 4,  //
                                       3, 4, 1, 2,  //
                                       2, 1, 4, 3,  //
                                       4, 3, 2, 1};
  EXPECT_FALSE(environments::SudokuHasRepeat(solved, 2, 2));
  EXPECT_FALSE(environments::SudokuHasRepeat(std::vector<int64_t>(16, 0), 2, 2));
  std::vector<int64_t> row = solved;
  row[1] = 1;  // Row 0 holds 1 twice.
  EXPECT_TRUE(environments::SudokuHasRepeat(row, 2, 2));
  std::vector<int64_t> box(16, 0);
  box[0] = 3;
  box[5] = 3;  // (0,0) and (1,1): same 2x2 box, other row and column.
  EXPECT_TRUE(environments::SudokuHasRepeat(box, 2, 2));
  // The same two cells in a 1x4-box layout: boxes are rows, so no repeat.
  EXPECT_FALSE(environments::SudokuHasRepeat(box, 1, 4));
  std::vector<int64_t> column(16, 0);
  column[2] = 4;
  column[14] = 4;  // Column 2, rows 0 and 3.
  EXPECT_TRUE(environments::SudokuHasRepeat(column, 2, 2));
}

TEST(SudokuGridsTest, CountMatchesEnumeration) {
  const SudokuGrid solved{2, 2, {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}};
  tasks::Rng rng(7);
  for (int trial = 0; trial < 300; ++trial) {
    SudokuGrid grid = solved;
    // Empty a random set of cells, and sometimes change a given so the
    // grid may have no completion.
    for (int64_t& cell : grid.cells) {
      if (rng.Chance(1, 2)) cell = 0;
    }
    if (trial % 3 == 0) {
      const size_t at = static_cast<size_t>(rng.Uniform(0, 15));
      grid.cells[at] = rng.Uniform(1, 4);
    }
    if (environments::SudokuHasRepeat(grid.cells, 2, 2)) continue;
    std::vector<int64_t> cells = grid.cells;
    const int64_t expected = BruteCompletions(cells, 2, 2);
    int64_t nodes = 0;
    const int count = environments::CountSudokuSolutions(grid, 1 << 20, nodes);
    EXPECT_EQ(count, std::min<int64_t>(expected, 2)) << trial;
    EXPECT_GT(nodes, 0);
  }
}

// An empty 4x4 has 288 completions; a cap of 1 node stops the search
// before it finds any.
TEST(SudokuGridsTest, CountIsCapped) {
  const SudokuGrid empty{2, 2, std::vector<int64_t>(16, 0)};
  int64_t nodes = 0;
  EXPECT_EQ(environments::CountSudokuSolutions(empty, 1, nodes), -1);
  EXPECT_EQ(environments::CountSudokuSolutions(empty, 1 << 20, nodes), 2);
}

TEST(SudokuGridsTest, GeneratedGridsAreSolvedAndUniqueAfterRemoval) {
  const int64_t shapes[][2] = {{2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 4}};
  for (const auto& shape : shapes) {
    std::set<std::pair<int64_t, int64_t>> boxes;
    for (uint64_t seed = 0; seed < 8; ++seed) {
      tasks::Rng rng(seed);
      const SudokuGrid solved = environments::RandomSolvedSudoku(shape[0], shape[1], rng);
      const int64_t side = shape[0] * shape[1];
      ASSERT_EQ(solved.cells.size(), static_cast<size_t>(side * side));
      boxes.insert({solved.n, solved.m});
      EXPECT_EQ(solved.n * solved.m, side);
      for (int64_t v : solved.cells) {
        EXPECT_GE(v, 1);
        EXPECT_LE(v, side);
      }
      EXPECT_FALSE(environments::SudokuHasRepeat(solved.cells, solved.n, solved.m));
      const SudokuGrid puzzle = environments::RemoveSudokuGivens(solved, side, 1000, 12000, rng);
      int64_t blanks = 0;
      for (size_t i = 0; i < puzzle.cells.size(); ++i) {
        if (puzzle.cells[i] == 0) {
          ++blanks;
        } else {
          EXPECT_EQ(puzzle.cells[i], solved.cells[i]);
        }
      }
      EXPECT_LE(blanks, side);  // max_blanks.
      EXPECT_GT(blanks, 0);
      int64_t nodes = 0;
      EXPECT_EQ(environments::CountSudokuSolutions(puzzle, 1 << 20, nodes), 1);
      if (side == 4) {
        std::vector<int64_t> cells = puzzle.cells;
        EXPECT_EQ(BruteCompletions(cells, 2, 2), 1);
      }
    }
    // Non-square boxes come out in both orientations over 8 seeds (each
    // is 1/2), square ones in one.
    EXPECT_EQ(boxes.size(), shape[0] == shape[1] ? 1u : 2u) << shape[0] << "x" << shape[1];
  }
}

}  // namespace
}  // namespace referee
