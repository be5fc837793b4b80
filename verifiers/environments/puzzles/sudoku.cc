#include "verifiers/environments/puzzles/sudoku.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"

namespace referee {
inline namespace sudoku_cc {  // Unity builds: DEVELOPERS.md
namespace {

using Grid = std::vector<std::vector<int64_t>>;

constexpr int kMaxDifficulty = 10;
constexpr int64_t kMaxSide = 144;  // NM: numbers per row.
// Spelled as UTF-8 bytes so the prompt is the same whatever the compiler's
// execution character set.
constexpr char kTimes[] = "\xC3\x97";       // U+00D7 MULTIPLICATION SIGN.
constexpr char kEmDash[] = "\xE2\x80\x94";  // U+2014 EM DASH.

struct SudokuInstance {
  int64_t n = 0, m = 0;  // Boxes are n rows by m columns.
  // As written: n·m x n·m boards, row-major; solution empty if none.
  std::vector<int64_t> grid_cells, solution_cells;
  // Derived (Finish): the boards as rows.
  Grid grid;             // n·m rows of n·m numbers; 0 is an empty cell.
  Grid solution;         // A known solution; empty if none.
};

// Whether a number other than 0 appears twice in a row, column or box.
// `grid` is n·m rows of n·m numbers in 0..n·m. Linear in the cells.
bool HasRepeat(const Grid& grid, int64_t n, int64_t m) {
  const size_t side = static_cast<size_t>(n * m);
  // One bit per (row, column or box, number 1..side): `words` 64-bit words
  // each.
  const size_t words = (side + 64) / 64;
  std::vector<uint64_t> in_row(side * words), in_column(side * words),
      in_box(side * words);
  // Box (i, j) covers rows [i·n, (i+1)·n) and columns [j·m, (j+1)·m); there
  // are n boxes across.
  std::vector<size_t> box_of_row(side), box_of_column(side);
  for (size_t i = 0; i < side; ++i) {
    box_of_row[i] = (i / static_cast<size_t>(n)) * static_cast<size_t>(n);
    box_of_column[i] = i / static_cast<size_t>(m);
  }
  auto test_and_set = [words](std::vector<uint64_t>& bits, size_t set,
                              size_t v) {
    uint64_t& word = bits[set * words + v / 64];
    const uint64_t bit = uint64_t{1} << (v % 64);
    const bool seen = (word & bit) != 0;
    word |= bit;
    return seen;
  };
  for (size_t r = 0; r < side; ++r) {
    for (size_t c = 0; c < side; ++c) {
      const size_t v = static_cast<size_t>(grid[r][c]);
      if (v == 0) continue;
      const size_t box = box_of_row[r] + box_of_column[c];
      // Every set is marked, whichever repeats: `|` does not short-circuit.
      if (test_and_set(in_row, r, v) | test_and_set(in_column, c, v) |
          test_and_set(in_box, box, v)) {
        return true;
      }
    }
  }
  return false;
}

// A permutation of blocks·size indices: each block of `size` consecutive
// indices shuffled within itself, then the blocks reordered. Applied to the
// rows (or columns) of a solved grid, it keeps the grid solved.
std::vector<int64_t> BlockPermutation(int64_t size, int64_t blocks,
                                      tasks::Rng& rng) {
  std::vector<int64_t> within(static_cast<size_t>(size * blocks));
  for (int64_t b = 0; b < blocks; ++b) {
    std::vector<int64_t> block(static_cast<size_t>(size));
    std::iota(block.begin(), block.end(), b * size);
    rng.Shuffle(block);
    std::copy(block.begin(), block.end(), within.begin() + b * size);
  }
  std::vector<int64_t> order(static_cast<size_t>(blocks));
  std::iota(order.begin(), order.end(), int64_t{0});
  rng.Shuffle(order);
  std::vector<int64_t> out;
  out.reserve(within.size());
  for (int64_t b : order) {
    out.insert(out.end(), within.begin() + b * size,
               within.begin() + (b + 1) * size);
  }
  return out;
}

std::string GridText(const Grid& grid) {
  return absl::StrJoin(grid, "\n",
                       [](std::string* out, const std::vector<int64_t>& row) {
                         absl::StrAppend(out, absl::StrJoin(row, " "));
                       });
}

std::vector<int64_t> Flat(const Grid& grid) {
  std::vector<int64_t> cells;
  for (const std::vector<int64_t>& row : grid) {
    cells.insert(cells.end(), row.begin(), row.end());
  }
  return cells;
}

class SudokuEnvironment final
    : public environments::InstanceEnvironment<SudokuInstance> {
 public:
  SudokuEnvironment()
      : InstanceEnvironment(
            {"sudoku", "RLVE-Gym:Sudoku", kMaxDifficulty,
             "Complete an NM x NM Sudoku with N x M boxes (RLVE Sudoku).",
             /*difficulty_help=*/"box sides N and M uniform in 2..d+2 each (grid NM x NM); 10% to "
             "90% of the cells empty"}) {}

 protected:
  SudokuInstance Make(int difficulty, tasks::Rng& rng) const override {
    int64_t n = rng.Uniform(2, difficulty + 2);
    int64_t m = rng.Uniform(2, difficulty + 2);
    const int64_t tenths_empty = rng.Uniform(1, 9);
    const int64_t side = n * m;
    std::vector<int64_t> labels(static_cast<size_t>(side));
    std::iota(labels.begin(), labels.end(), int64_t{1});
    rng.Shuffle(labels);
    // Bands are n rows (m of them), stacks are m columns (n of them).
    const std::vector<int64_t> rows = BlockPermutation(n, m, rng);
    const std::vector<int64_t> columns = BlockPermutation(m, n, rng);

    SudokuInstance instance;
    // The canonical solved grid, (m·(r mod n) + r div n + c) mod nm, with
    // rows, columns and labels permuted.
    Grid grid(static_cast<size_t>(side),
              std::vector<int64_t>(static_cast<size_t>(side)));
    for (size_t r = 0; r < grid.size(); ++r) {
      const int64_t from = rows[r];
      for (size_t c = 0; c < grid.size(); ++c) {
        grid[r][c] = labels[static_cast<size_t>(
            (m * (from % n) + from / n + columns[c]) % side)];
      }
    }
    if (rng.Chance(1, 2)) {
      for (size_t r = 0; r < grid.size(); ++r) {
        for (size_t c = r + 1; c < grid.size(); ++c) {
          std::swap(grid[r][c], grid[c][r]);
        }
      }
      std::swap(n, m);
    }
    instance.n = n;
    instance.m = m;
    instance.solution_cells = Flat(grid);
    std::vector<int64_t> cells(static_cast<size_t>(side * side));
    std::iota(cells.begin(), cells.end(), int64_t{0});
    rng.Shuffle(cells);
    const int64_t empty = std::max<int64_t>(1, side * side * tenths_empty / 10);
    for (int64_t i = 0; i < empty; ++i) {
      const int64_t cell = cells[static_cast<size_t>(i)];
      grid[static_cast<size_t>(cell / side)][static_cast<size_t>(cell % side)] =
          0;
    }
    instance.grid_cells = Flat(grid);
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<SudokuInstance>& fields) const override {
    using I = SudokuInstance;
    // The boards are n·m square; Finish rejects n·m past kMaxSide (a board
    // of another shape is rejected first, by name).
    const auto side = [](const I& x) { return x.n * x.m; };
    fields.Int("n", &I::n, 1, kMaxSide)
        .Int("m", &I::m, 1, kMaxSide)
        .Grid("grid", &I::grid_cells, side, side, 0, side)
        .Grid("solution", &I::solution_cells, side, side, 1, side)
        .Optional();
  }

  absl::Status Finish(SudokuInstance& instance) const override {
    const int64_t n = instance.n, m = instance.m;
    if (n * m > kMaxSide) {
      return absl::InvalidArgumentError(absl::StrCat(
          "environment.instance: n·m is ", n * m, ", at most ", kMaxSide));
    }
    const int64_t side = n * m;
    instance.grid = environments::BoardRows(instance.grid_cells, side);
    // Such a puzzle has no solution: nothing could earn credit.
    if (HasRepeat(instance.grid, n, m)) {
      return absl::InvalidArgumentError(
          "environment.instance.grid: a number repeats in a row, column or "
          "box");
    }
    instance.solution = environments::BoardRows(instance.solution_cells, side);
    if (!instance.solution.empty()) {
      if (HasRepeat(instance.solution, n, m)) {
        return absl::InvalidArgumentError(
            "environment.instance.solution: a number repeats in a row, "
            "column or box");
      }
      for (size_t r = 0; r < instance.grid.size(); ++r) {
        for (size_t c = 0; c < instance.grid.size(); ++c) {
          const int64_t given = instance.grid[r][c];
          if (given != 0 && given != instance.solution[r][c]) {
            return absl::InvalidArgumentError(absl::StrCat(
                "environment.instance.solution[", r, "][", c,
                "]: differs from the grid's ", given));
          }
        }
      }
    }
    return absl::OkStatus();
  }

  std::string Prompt(const SudokuInstance& instance) const override {
    const int64_t n = instance.n, m = instance.m, side = n * m;
    return absl::StrCat(
        "Complete this Sudoku, whose grid measures (", n, " ", kTimes, " ",
        m, ") ", kTimes, " (", m, " ", kTimes, " ", n, ") = ", side, " ",
        kTimes, " ", side, ". Every cell must end up holding one of the "
        "numbers 1 to ", side, "; a 0 marks a cell that is still blank. The "
        "starting grid:\n",
        GridText(instance.grid),
        "\n\nIn the finished grid:\n"
        "- every row holds each of the numbers 1 to ", side,
        " exactly once;\n"
        "- every column holds each of the numbers 1 to ", side,
        " exactly once;\n"
        "- the grid splits into ", m, " ", kTimes, " ", n, " boxes of ", n,
        " ", kTimes, " ", m, " cells (", n, " rows by ", m,
        " columns each), and every box holds each of the numbers 1 to ",
        side, " exactly once.\n\n"
        "Answer with the whole filled-in grid laid out like the starting one ",
        kEmDash, " ", side, " lines, top row first, each giving that row's ",
        side, " numbers from left to right with spaces between them ", kEmDash,
        " enclosed in <answer> </answer> tags.");
  }

  std::string Reference(const SudokuInstance& instance) const override {
    // Explicit instances need not carry a solution; generated ones always do.
    if (instance.solution.empty()) return "";
    return environments::AnswerTagged(GridText(instance.solution));
  }
};

class SudokuVerifier final : public Verifier {
 public:
  ScoreBounds Bounds(const ParamValues&) const override {
    return environments::kLadderBounds;
  }
  absl::string_view Name() const override { return "sudoku"; }
  absl::string_view Description() const override {
    return "RLVE Sudoku ladder: -1 unparseable or not NM lines of NM "
           "numbers, -0.5 out of range or a given changed, 0 a rule broken, "
           "else 1.";
  }
  std::vector<absl::string_view> Tasks() const override { return {"sudoku"}; }
  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    const SudokuInstance& instance =
        input.prepared.As<environments::PreparedInstance<SudokuInstance>>()
            .instance();
    const size_t side = instance.grid.size();
    const std::optional<absl::string_view> answer =
        parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    Grid rows;
    rows.reserve(side);
    absl::string_view rest = *answer;
    while (!rest.empty()) {
      const size_t end = rest.find('\n');
      const absl::string_view line =
          parsing::TrimAsciiSpace(rest.substr(0, end));
      rest = end == absl::string_view::npos ? absl::string_view()
                                            : rest.substr(end + 1);
      if (line.empty()) continue;
      // A line past the NM-th is the wrong shape whatever follows: stop
      // before keeping more (memory stays bounded for any output).
      if (rows.size() == side) return environments::Unparsed();
      std::optional<parsing::IntegerTokens> tokens =
          parsing::ParseIntegerTokens(line, side);
      if (!tokens || tokens->count != side) return environments::Unparsed();
      rows.push_back(std::move(tokens->values));
    }
    if (rows.size() != side) return environments::Unparsed();
    // All range and given checks before any rule check: -0.5 outranks 0.
    const int64_t top = static_cast<int64_t>(side);
    for (size_t r = 0; r < side; ++r) {
      for (size_t c = 0; c < side; ++c) {
        const int64_t v = rows[r][c], given = instance.grid[r][c];
        if (v < 1 || v > top || (given != 0 && v != given)) {
          return environments::Invalid();
        }
      }
    }
    if (HasRepeat(rows, instance.n, instance.m)) {
      return Verdict{0.0, false, true};
    }
    return Verdict{1.0, true, true};
  }
};

}  // namespace
}  // namespace sudoku_cc

absl::Status RegisterSudokuEnvironment(Catalog& catalog,
                                       const TaskOptions& options) {
  return RegisterEnvironment(catalog, std::make_unique<SudokuEnvironment>(),
                             std::make_unique<SudokuVerifier>());
}

}  // namespace referee
