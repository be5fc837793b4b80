#include "verifiers/environments/puzzles/magic_square_puzzle.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"

namespace referee {
inline namespace magic_square_puzzle_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 73;  // N = 100.
constexpr int64_t kMaxN = 100;

struct MagicSquarePuzzleInstance {
  int64_t n = 0;
  std::vector<int64_t> grid;      // n·n cells, 0 empty, row by row.
  std::vector<int64_t> solution;  // n·n cells 1..n²; or empty.
};

// N at level d: 3, then + 1 per update, skipping N ≡ 2 (mod 4).
int64_t SideAt(int difficulty) {
  int64_t n = 3;
  for (int d = 0; d < difficulty; ++d) {
    ++n;
    if (n % 4 == 2) ++n;
  }
  return n;
}

// RLVE's magic square of side n (odd or a multiple of 4), row by row.
std::vector<int64_t> Construction(int64_t n) {
  std::vector<int64_t> magic(static_cast<size_t>(n * n), 0);
  auto at = [&](int64_t i, int64_t j) -> int64_t& { return magic[static_cast<size_t>(i * n + j)]; };
  if (n % 2 == 1) {
    int64_t i = 0, j = n / 2;
    for (int64_t number = 1; number <= n * n; ++number) {
      at(i, j) = number;
      const int64_t up = (i + n - 1) % n, right = (j + 1) % n;
      if (at(up, right) != 0) {
        i = (i + 1) % n;
      } else {
        i = up;
        j = right;
      }
    }
  } else {
    for (int64_t i = 0; i < n; ++i) {
      for (int64_t j = 0; j < n; ++j) {
        const bool swap = i % 4 == j % 4 || i % 4 + j % 4 == 3;
        at(i, j) = swap ? n * n - (i * n + j) : i * n + j + 1;
      }
    }
  }
  return magic;
}

// numpy's rot90 (a quarter turn counterclockwise): out[i][j] = in[j][n-1-i].
std::vector<int64_t> QuarterTurn(const std::vector<int64_t>& cells, int64_t n) {
  std::vector<int64_t> out(cells.size());
  for (int64_t i = 0; i < n; ++i) {
    for (int64_t j = 0; j < n; ++j) {
      out[static_cast<size_t>(i * n + j)] = cells[static_cast<size_t>(j * n + n - 1 - i)];
    }
  }
  return out;
}

// numpy's fliplr: out[i][j] = in[i][n-1-j].
std::vector<int64_t> Mirror(const std::vector<int64_t>& cells, int64_t n) {
  std::vector<int64_t> out(cells.size());
  for (int64_t i = 0; i < n; ++i) {
    for (int64_t j = 0; j < n; ++j) {
      out[static_cast<size_t>(i * n + j)] = cells[static_cast<size_t>(i * n + n - 1 - j)];
    }
  }
  return out;
}

// How many of the n rows, n columns and 2 main diagonals of the n × n
// cells (each in 1..n², so no sum overflows) add up to n(n² + 1)/2.
int64_t MagicLines(const std::vector<int64_t>& cells, int64_t n) {
  const int64_t target = n * (n * n + 1) / 2;
  std::vector<int64_t> columns(static_cast<size_t>(n), 0);
  int64_t hits = 0, diagonal = 0, anti = 0;
  for (int64_t i = 0; i < n; ++i) {
    int64_t row = 0;
    for (int64_t j = 0; j < n; ++j) {
      const int64_t v = cells[static_cast<size_t>(i * n + j)];
      row += v;
      columns[static_cast<size_t>(j)] += v;
    }
    hits += row == target;
    diagonal += cells[static_cast<size_t>(i * n + i)];
    anti += cells[static_cast<size_t>(i * n + n - 1 - i)];
  }
  for (int64_t column : columns) hits += column == target;
  return hits + (diagonal == target) + (anti == target);
}

// Whether the cells hold each of 1..n² once (kHugeToken, 0 and negatives
// fail) and every given (non-zero) number of the grid.
bool ValidFilling(const MagicSquarePuzzleInstance& instance, const std::vector<int64_t>& cells) {
  const int64_t count = instance.n * instance.n;
  std::vector<bool> seen(static_cast<size_t>(count) + 1, false);
  for (size_t k = 0; k < cells.size(); ++k) {
    const int64_t v = cells[k];
    if (v < 1 || v > count || seen[static_cast<size_t>(v)]) return false;
    seen[static_cast<size_t>(v)] = true;
    if (instance.grid[k] != 0 && instance.grid[k] != v) return false;
  }
  return true;
}

class MagicSquarePuzzleEnvironment final
    : public environments::LadderEnvironment<MagicSquarePuzzleInstance> {
 public:
  MagicSquarePuzzleEnvironment()
      : LadderEnvironment(
            {"magic_square_puzzle", "RLVE-Gym:MagicSquarePuzzle", kMaxDifficulty,
             "Fill the empty cells of an N x N grid with 1..N^2, each once, so that every row, "
             "column and main diagonal adds up to N(N^2 + 1)/2.",
             /*difficulty_help=*/"N = 3 + d skipping N = 2 mod 4 (3, 4, 5, 7, 8, ...); a "
             "rotated or reflected classic magic square, 10%..90% of its cells emptied"},
            {"RLVE MagicSquarePuzzle ladder: -1 unparseable or not N lines of N integers, -0.5 "
             "not each of 1..N^2 once or a given number changed, else (rows, columns and main "
             "diagonals with the magic sum / (2N + 2))^beta.", /*beta=*/10}) {}

 protected:
  MagicSquarePuzzleInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = SideAt(difficulty);
    MagicSquarePuzzleInstance instance;
    instance.n = n;
    // RLVE's n² steps, composed as one symmetry: the grid is
    // rot90^turns(fliplr^mirrored(construction)). A rotation by k adds k
    // turns; a mirror (fliplr · rot90^t = rot90^-t · fliplr) negates the
    // turns and toggles the mirror; RLVE's row swap changes nothing.
    int64_t turns = 0, mirrored = 0;
    for (int64_t step = 0; step < n * n; ++step) {
      const int64_t operation = rng.Uniform(0, 9);
      if (operation == 0) {
        turns = (turns + rng.Uniform(1, 3)) % 4;
      } else if (operation == 1) {
        turns = (4 - turns) % 4;
        mirrored ^= 1;
      }
    }
    std::vector<int64_t> square = Construction(n);
    if (mirrored) square = Mirror(square, n);
    for (int64_t t = 0; t < turns; ++t) square = QuarterTurn(square, n);
    instance.solution = square;
    const int64_t tenths = rng.Uniform(1, 9);
    const int64_t blanks = std::max<int64_t>(1, n * n * tenths / 10);
    std::vector<int64_t> order(static_cast<size_t>(n * n));
    std::iota(order.begin(), order.end(), int64_t{0});
    rng.Shuffle(order);
    instance.grid = std::move(square);
    for (int64_t k = 0; k < blanks; ++k) instance.grid[static_cast<size_t>(order[static_cast<size_t>(k)])] = 0;
    return instance;
  }

  void DeclareFields(environments::InstanceFields<MagicSquarePuzzleInstance>& fields)
      const override {
    using I = MagicSquarePuzzleInstance;
    auto n = [](const I& x) { return x.n; };
    auto cells = [](const I& x) { return x.n * x.n; };
    fields.Int("n", &I::n, 3, kMaxN)
        .Grid("grid", &I::grid, n, n, 0, cells)
        .Grid("solution", &I::solution, n, n, 1, cells)
        .Optional();
  }
  absl::Status Finish(MagicSquarePuzzleInstance& instance) const override {
    if (instance.solution.empty()) return absl::OkStatus();
    if (!ValidFilling(instance, instance.solution)) {
      return BadInstance("solution", "repeats a number or differs from a given number of the grid");
    }
    if (MagicLines(instance.solution, instance.n) != 2 * instance.n + 2) {
      return BadInstance("solution", "has a row, column or main diagonal off the magic sum");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const MagicSquarePuzzleInstance& instance) const override {
    const int64_t n = instance.n;
    return absl::StrCat(
        "Here is a grid of ", n, " rows and ", n,
        " columns, one line per row from the top; 0 marks an empty cell:\n",
        environments::BoardText(instance.grid, n),
        "\n\nReplace every 0 so that the grid becomes a magic square: it holds each whole number "
        "from 1 to ", n * n,
        " exactly once (keep the numbers already given), and every row, every column and both "
        "main diagonals add up to ", n * (n * n + 1) / 2,
        ".\n\nPut the completed grid inside <answer> </answer> tags: ", n,
        " lines, top row first, each line giving the ", n,
        " numbers of its row from left to right, separated by spaces.");
  }
  std::string Reference(const MagicSquarePuzzleInstance& instance) const override {
    // Explicit instances need not carry a solution; generated ones always do.
    if (instance.solution.empty()) return "";
    return environments::AnswerTagged(environments::BoardText(instance.solution, instance.n));
  }

  absl::StatusOr<Verdict> Grade(const MagicSquarePuzzleInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const std::optional<std::vector<int64_t>> cells =
        environments::IntegerRows(*answer, instance.n, instance.n);
    if (!cells) return environments::Unparsed();
    if (!ValidFilling(instance, *cells)) return environments::Invalid();
    return environments::Graded(MagicLines(*cells, instance.n), 2 * instance.n + 2,
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace magic_square_puzzle_cc

absl::Status RegisterMagicSquarePuzzleEnvironment(Catalog& catalog,
                                                  const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MagicSquarePuzzleEnvironment>());
}

}  // namespace referee
