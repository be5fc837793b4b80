#include "verifiers/environments/puzzles/sudoku_unique.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <numeric>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "verifiers/environments/environment.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"
#include "verifiers/environments/rlve_ladder.h"

namespace referee {
namespace {

using environments::InstanceReader;
using environments::InstanceWriter;
using Grid = std::vector<std::vector<int64_t>>;

constexpr int kMaxDifficulty = 4;
// Level d's boxes: kBoxRows[d] rows by kBoxColumns[d] columns.
constexpr int64_t kBoxRows[kMaxDifficulty + 1] = {2, 2, 3, 3, 4};
constexpr int64_t kBoxColumns[kMaxDifficulty + 1] = {2, 3, 3, 4, 4};
constexpr int64_t kMaxSide = 16;  // n·m, so candidate sets fit in 32 bits.
// Solver nodes per count, and over all the removals of one Make.
constexpr int64_t kCountCap = 1000;
constexpr int64_t kNodeBudget = 12000;

struct SudokuUniqueInstance {
  int64_t n = 0, m = 0;           // Boxes are n rows by m columns.
  std::vector<int64_t> grid;      // Row-major, 0 = empty.
  std::vector<int64_t> solution;  // Row-major, 1..n·m.
};

// Whether a number other than 0 appears twice in a row, column or box of
// `cells` (row-major, values 0..side).
bool HasRepeat(const std::vector<int64_t>& cells, int64_t n, int64_t m) {
  const int64_t side = n * m;
  std::vector<uint32_t> row(static_cast<size_t>(side)),
      column(static_cast<size_t>(side)), box(static_cast<size_t>(side));
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

// Counts the completions of a grid up to 2: depth-first, always filling the
// empty cell with the fewest candidates (a cell with one is a forced move,
// with none a dead end), candidates as bit sets per row, column and box.
class SolutionCounter {
 public:
  SolutionCounter(const std::vector<int64_t>& grid, int64_t n, int64_t m)
      : n_(n), m_(m), side_(n * m), cells_(grid),
        row_(static_cast<size_t>(side_)), column_(static_cast<size_t>(side_)),
        box_(static_cast<size_t>(side_)) {
    for (int64_t i = 0; i < side_ * side_; ++i) {
      const int64_t r = i / side_, c = i % side_;
      row_of_.push_back(static_cast<size_t>(r));
      column_of_.push_back(static_cast<size_t>(c));
      box_of_.push_back(static_cast<size_t>((r / n_) * n_ + c / m_));
    }
    for (int64_t i = 0; i < side_ * side_; ++i) {
      const int64_t v = cells_[static_cast<size_t>(i)];
      if (v == 0) {
        empty_.push_back(static_cast<size_t>(i));
      } else {
        Flip(static_cast<size_t>(i), v);
      }
    }
  }

  // 0, 1 or 2 (two or more), or -1 if the search passed `cap` nodes first;
  // `nodes` gets the nodes used. The grid must have no repeat.
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
    return all_ &
           ~(row_[row_of_[cell]] | column_[column_of_[cell]] | box_[box_of_[cell]]);
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

  const int64_t n_, m_, side_;
  std::vector<int64_t> cells_;
  std::vector<uint32_t> row_, column_, box_;
  std::vector<size_t> row_of_, column_of_, box_of_;  // Per cell.
  const uint32_t all_ = (uint32_t{1} << side_) - 1;  // side_ <= 16.
  std::vector<size_t> empty_;
  int64_t cap_ = 0, nodes_ = 0;
  bool capped_ = false;
  int count_ = 0;
};

// A permutation of blocks·size indices: each block of `size` consecutive
// indices shuffled within itself, then the blocks reordered. Applied to the
// rows (or columns) of a solved grid, it keeps the grid solved.
std::vector<int64_t> BlockPermutation(int64_t size, int64_t blocks,
                                      tasks::Rng& rng) {
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





class SudokuUniqueEnvironment final
    : public environments::InstanceEnvironment<SudokuUniqueInstance> {
 public:
  absl::string_view Name() const override { return "sudoku_unique"; }
  absl::string_view Source() const override { return "seed 004:Solo"; }
  absl::string_view Description() const override {
    return "Complete an NM x NM Sudoku (up to 16 x 16) that has exactly one "
           "solution.";
  }
  absl::string_view DifficultyHelp() const override {
    return "boxes 2x2, 2x3, 3x3, 3x4, 4x4 (grids 4, 6, 9, 12, 16) at d = "
           "0..4; givens removed while the solution stays unique";
  }
  int MaxDifficulty() const override { return kMaxDifficulty; }

 protected:
  SudokuUniqueInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int level = std::max(0, std::min(difficulty, kMaxDifficulty));
    int64_t n = kBoxRows[level], m = kBoxColumns[level];
    const int64_t side = n * m;
    std::vector<int64_t> labels(static_cast<size_t>(side));
    std::iota(labels.begin(), labels.end(), int64_t{1});
    rng.Shuffle(labels);
    // Bands are n rows (m of them), stacks are m columns (n of them).
    const std::vector<int64_t> rows = BlockPermutation(n, m, rng);
    const std::vector<int64_t> columns = BlockPermutation(m, n, rng);
    SudokuUniqueInstance p;
    p.solution.resize(static_cast<size_t>(side * side));
    // The canonical solved grid (m·(r mod n) + r div n + c) mod nm, rows,
    // columns and labels permuted.
    for (int64_t r = 0; r < side; ++r) {
      const int64_t from = rows[static_cast<size_t>(r)];
      for (int64_t c = 0; c < side; ++c) {
        p.solution[static_cast<size_t>(r * side + c)] =
            labels[static_cast<size_t>(
                (m * (from % n) + from / n + columns[static_cast<size_t>(c)]) %
                side)];
      }
    }
    if (n != m && rng.Chance(1, 2)) {  // Transposed: boxes m rows by n.
      for (int64_t r = 0; r < side; ++r) {
        for (int64_t c = r + 1; c < side; ++c) {
          std::swap(p.solution[static_cast<size_t>(r * side + c)],
                    p.solution[static_cast<size_t>(c * side + r)]);
        }
      }
      std::swap(n, m);
    }
    p.n = n;
    p.m = m;
    p.grid = p.solution;
    // Empty the cells in a random order, each only if the puzzle keeps one
    // solution (a capped count keeps the cell); stop when the budget is
    // spent.
    std::vector<int64_t> order(static_cast<size_t>(side * side));
    std::iota(order.begin(), order.end(), int64_t{0});
    rng.Shuffle(order);
    int64_t budget = kNodeBudget;
    for (int64_t cell : order) {
      if (budget <= 0) break;
      const size_t at = static_cast<size_t>(cell);
      const int64_t kept = p.grid[at];
      p.grid[at] = 0;
      int64_t nodes = 0;
      const int count = SolutionCounter(p.grid, n, m)
                            .Count(std::min(kCountCap, budget), nodes);
      budget -= nodes;
      if (count != 1) p.grid[at] = kept;
    }
    return p;
  }

  void Write(const SudokuUniqueInstance& p,
             InstanceWriter& out) const override {
    const int64_t side = p.n * p.m;
    environments::SetInt(out, "n", p.n);
    environments::SetInt(out, "m", p.m);
    environments::SetIntRows(out, "grid", environments::BoardRows(p.grid, side));
    environments::SetIntRows(out, "solution", environments::BoardRows(p.solution, side));
  }

  absl::StatusOr<SudokuUniqueInstance> Read(
      const InstanceReader& in) const override {
    if (absl::Status s = in.OnlyFields({"n", "m", "grid", "solution"});
        !s.ok()) {
      return s;
    }
    SudokuUniqueInstance p;
    absl::StatusOr<int64_t> n = in.Int("n", 1, kMaxSide);
    if (!n.ok()) return n.status();
    absl::StatusOr<int64_t> m = in.Int("m", 1, kMaxSide);
    if (!m.ok()) return m.status();
    if (*n * *m > kMaxSide || *n * *m < 2) {
      return environments::BadInstance("n", absl::StrCat("n·m is ", *n * *m,
                                           ", must be 2..", kMaxSide));
    }
    p.n = *n;
    p.m = *m;
    const int64_t side = p.n * p.m;
    absl::StatusOr<std::vector<int64_t>> grid = environments::ReadBoardCells(in, "grid", side, side, 0, side);
    if (!grid.ok()) return grid.status();
    p.grid = *std::move(grid);
    if (HasRepeat(p.grid, p.n, p.m)) {
      return environments::BadInstance("grid", "a number repeats in a row, column or box");
    }
    absl::StatusOr<std::vector<int64_t>> solution =
        environments::ReadBoardCells(in, "solution", side, side, 1, side);
    if (!solution.ok()) return solution.status();
    p.solution = *std::move(solution);
    if (HasRepeat(p.solution, p.n, p.m)) {
      return environments::BadInstance("solution",
                         "a number repeats in a row, column or box");
    }
    for (size_t i = 0; i < p.grid.size(); ++i) {
      if (p.grid[i] != 0 && p.grid[i] != p.solution[i]) {
        return environments::BadInstance(
            absl::StrCat("solution[", static_cast<int64_t>(i) / side, "][",
                         static_cast<int64_t>(i) % side, "]"),
            absl::StrCat("differs from the grid's ", p.grid[i]));
      }
    }
    return p;
  }

  std::string Prompt(const SudokuUniqueInstance& p) const override {
    const int64_t n = p.n, m = p.m, side = n * m;
    return absl::StrCat(
        "Solve this Sudoku puzzle. The grid has ", side, " rows and ", side,
        " columns, divided into boxes of ", n, " rows by ", m,
        " columns. Fill every empty cell (shown as 0) with a number from 1 "
        "to ", side,
        " so that every row, every column and every box contains each "
        "number from 1 to ", side,
        " exactly once. The given numbers stay as they are; the puzzle has "
        "exactly one solution.\n"
        "Rows are listed top to bottom, numbers separated by spaces:\n",
        environments::BoardText(p.grid, side),
        "\n\nOutput Format: your final answer is the completed grid inside "
        "<answer> </answer> tags: ", side, " lines of ", side,
        " numbers separated by spaces, row by row from the top, the first "
        "number of the first line being the top-left cell.");
  }

  std::string Reference(const SudokuUniqueInstance& p) const override {
    return environments::AnswerTagged(environments::BoardText(p.solution, p.n * p.m));
  }
};

class SudokuUniqueVerifier final : public Verifier {
 public:
  ScoreBounds Bounds(const ParamValues&) const override {
    return environments::kPuzzleBounds;
  }
  absl::string_view Name() const override { return "sudoku_unique"; }
  absl::string_view Description() const override {
    return "Puzzle ladder (seed 004): -1 unparseable, wrong shape or a "
           "number outside 1..NM; 1 if the grid is a solution; else the "
           "weighted fraction of cells matching the solution, ^power.";
  }
  std::vector<absl::string_view> Tasks() const override {
    return {"sudoku_unique"};
  }
  std::vector<ParamSpec> Params() const override {
    return {environments::PuzzlePowerParam()};
  }
  absl::Status ValidateParams(const ParamValues& params) const override {
    return environments::ValidatePuzzlePower(params);
  }
  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    const SudokuUniqueInstance& p =
        input.prepared
            .As<environments::PreparedInstance<SudokuUniqueInstance>>()
            .instance();
    const int64_t side = p.n * p.m;
    const std::optional<std::vector<absl::string_view>> board =
        environments::AnswerBoard(input.output, static_cast<size_t>(side),
                                  static_cast<size_t>(side));
    if (!board) return environments::Unparsed();
    std::vector<int64_t> cells;
    cells.reserve(board->size());
    for (absl::string_view token : *board) {
      // 1..side in plain decimal digits, no sign, at most two characters.
      if (token.empty() || token.size() > 2) return environments::Unparsed();
      int64_t v = 0;
      for (char ch : token) {
        if (ch < '0' || ch > '9') return environments::Unparsed();
        v = v * 10 + (ch - '0');
      }
      if (v < 1 || v > side) return environments::Unparsed();
      cells.push_back(v);
    }
    bool solved = !HasRepeat(cells, p.n, p.m);
    for (size_t i = 0; solved && i < cells.size(); ++i) {
      solved = p.grid[i] == 0 || p.grid[i] == cells[i];
    }
    return environments::PuzzleGraded(cells, p.solution, p.grid, solved,
                                      input.params.Number("power"));
  }
};

}  // namespace

absl::Status RegisterSudokuUniqueEnvironment(Catalog& catalog,
                                             const TaskOptions& options) {
  return RegisterEnvironment(catalog,
                             std::make_unique<SudokuUniqueEnvironment>(),
                             std::make_unique<SudokuUniqueVerifier>());
}

}  // namespace referee
