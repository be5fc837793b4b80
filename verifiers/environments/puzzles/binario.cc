#include "verifiers/environments/puzzles/binario.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace binario_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 98;
constexpr int64_t kMaxSide = kMaxDifficulty + 2;
constexpr int64_t kEmpty = 2;  // RLVE's '*'.
// Backtracking steps per cell before the generator gives up on a grid.
constexpr int64_t kStepsPerCell = 16;

struct BinarioInstance {
  int64_t n = 0, m = 0;
  std::vector<int64_t> matrix;                // n·m cells 0, 1 or kEmpty.
  std::vector<int64_t> row_counts, col_counts;
  std::vector<int64_t> solution;              // n·m cells 0/1; or empty.
};

// Whether the n × m 0/1 grid has three consecutive equal cells in a row or
// a column.
bool HasTriple(const std::vector<int64_t>& cells, int64_t n, int64_t m) {
  auto at = [&](int64_t i, int64_t j) { return cells[static_cast<size_t>(i * m + j)]; };
  for (int64_t i = 0; i < n; ++i) {
    for (int64_t j = 0; j < m; ++j) {
      if (j + 2 < m && at(i, j) == at(i, j + 1) && at(i, j) == at(i, j + 2)) return true;
      if (i + 2 < n && at(i, j) == at(i + 1, j) && at(i, j) == at(i + 2, j)) return true;
    }
  }
  return false;
}

// The counts of 1s of each row and of each column.
std::pair<std::vector<int64_t>, std::vector<int64_t>> CountsOf(const std::vector<int64_t>& cells,
                                                               int64_t n, int64_t m) {
  std::vector<int64_t> rows(static_cast<size_t>(n), 0), columns(static_cast<size_t>(m), 0);
  for (int64_t i = 0; i < n; ++i) {
    for (int64_t j = 0; j < m; ++j) {
      const int64_t v = cells[static_cast<size_t>(i * m + j)];
      rows[static_cast<size_t>(i)] += v;
      columns[static_cast<size_t>(j)] += v;
    }
  }
  return {std::move(rows), std::move(columns)};
}

int64_t Satisfied(const BinarioInstance& instance, const std::vector<int64_t>& cells) {
  const auto [rows, columns] = CountsOf(cells, instance.n, instance.m);
  int64_t hits = 0;
  for (size_t i = 0; i < rows.size(); ++i) hits += rows[i] == instance.row_counts[i];
  for (size_t j = 0; j < columns.size(); ++j) hits += columns[j] == instance.col_counts[j];
  return hits;
}

// Whether `cells` keeps every given (non-empty) cell of the matrix.
bool KeepsGivens(const BinarioInstance& instance, const std::vector<int64_t>& cells) {
  for (size_t k = 0; k < cells.size(); ++k) {
    if (instance.matrix[k] != kEmpty && instance.matrix[k] != cells[k]) return false;
  }
  return true;
}

// A random n × m 0/1 grid without three equal cells in a line: cells
// filled row by row, each trying its two values in a random order (drawn
// when the search first reaches it) against the two cells to its left and
// the two above, backtracking when neither fits; at most kStepsPerCell·nm
// steps, then a checkerboard of random phase (valid by construction).
std::vector<int64_t> RandomGrid(int64_t n, int64_t m, tasks::Rng& rng) {
  const int64_t cells = n * m;
  std::vector<int64_t> grid(static_cast<size_t>(cells), -1), first(static_cast<size_t>(cells), 0),
      tried(static_cast<size_t>(cells), 0);
  auto fits = [&](int64_t k, int64_t v) {
    const int64_t i = k / m, j = k % m;
    const auto g = [&](int64_t at) { return grid[static_cast<size_t>(at)]; };
    if (j >= 2 && g(k - 1) == v && g(k - 2) == v) return false;
    if (i >= 2 && g(k - m) == v && g(k - 2 * m) == v) return false;
    return true;
  };
  int64_t k = 0;
  for (int64_t step = 0; k < cells && k >= 0 && step < kStepsPerCell * cells; ++step) {
    const size_t at = static_cast<size_t>(k);
    if (tried[at] == 0) first[at] = rng.Uniform(0, 1);
    bool placed = false;
    while (tried[at] < 2 && !placed) {
      const int64_t v = tried[at] == 0 ? first[at] : 1 - first[at];
      ++tried[at];
      if (fits(k, v)) {
        grid[at] = v;
        placed = true;
      }
    }
    if (placed) {
      ++k;
    } else {
      tried[at] = 0;
      grid[at] = -1;
      --k;
    }
  }
  if (k == cells) return grid;
  const int64_t phase = rng.Uniform(0, 1);
  for (int64_t c = 0; c < cells; ++c) grid[static_cast<size_t>(c)] = (c / m + c % m + phase) % 2;
  return grid;
}

std::string CellsText(const std::vector<int64_t>& cells, int64_t m) {
  std::string text;
  for (size_t at = 0; at < cells.size(); ++at) {
    if (at > 0 && at % static_cast<size_t>(m) == 0) text.push_back('\n');
    text.push_back(cells[at] == kEmpty ? '*' : static_cast<char>('0' + cells[at]));
  }
  return text;
}

class BinarioEnvironment final : public environments::LadderEnvironment<BinarioInstance> {
 public:
  BinarioEnvironment()
      : LadderEnvironment(
            {"binario", "RLVE-Gym:Binario", kMaxDifficulty,
             "Fill the empty cells of an N x M 0/1 grid so that rows and columns have the given "
             "counts of 1s and no three equal cells are consecutive in a row or a column.",
             /*difficulty_help=*/"N, M uniform in 2..2 + d; a random grid without three equal in "
             "a line, 10%..90% of its cells emptied"},
            {"RLVE Binario ladder: -1 unparseable or not N lines of M 0/1 characters, -0.5 a "
             "given cell changed or three equal in a line, else (rows and columns with the right "
             "count of 1s / (N + M))^beta.", /*beta=*/10}) {}

 protected:
  BinarioInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t top = 2 + difficulty;
    BinarioInstance instance;
    const int64_t n = instance.n = rng.Uniform(2, top);
    const int64_t m = instance.m = rng.Uniform(2, top);
    instance.solution = RandomGrid(n, m, rng);
    auto [rows, columns] = CountsOf(instance.solution, n, m);
    instance.row_counts = std::move(rows);
    instance.col_counts = std::move(columns);
    const int64_t tenths = rng.Uniform(1, 9);
    const int64_t blanks = std::max<int64_t>(1, n * m * tenths / 10);
    std::vector<int64_t> order(static_cast<size_t>(n * m));
    std::iota(order.begin(), order.end(), int64_t{0});
    rng.Shuffle(order);
    instance.matrix = instance.solution;
    for (int64_t k = 0; k < blanks; ++k) {
      instance.matrix[static_cast<size_t>(order[static_cast<size_t>(k)])] = kEmpty;
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<BinarioInstance>& fields) const override {
    using I = BinarioInstance;
    auto n = [](const I& x) { return x.n; };
    auto m = [](const I& x) { return x.m; };
    fields.Int("n", &I::n, 2, kMaxSide)
        .Int("m", &I::m, 2, kMaxSide)
        .Grid("matrix", &I::matrix, n, m, 0, kEmpty)
        .Ints("row_counts", &I::row_counts, n, 0, m)
        .SizedBy(n)
        .Ints("col_counts", &I::col_counts, m, 0, n)
        .SizedBy(m)
        .Grid("solution", &I::solution, n, m, 0, 1)
        .Optional();
  }
  absl::Status Finish(BinarioInstance& instance) const override {
    if (instance.solution.empty()) return absl::OkStatus();
    if (!KeepsGivens(instance, instance.solution)) {
      return BadInstance("solution", "differs from a given cell of the matrix");
    }
    if (HasTriple(instance.solution, instance.n, instance.m)) {
      return BadInstance("solution", "has three equal cells in a row or a column");
    }
    if (Satisfied(instance, instance.solution) != instance.n + instance.m) {
      return BadInstance("solution", "does not have the given counts of 1s");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const BinarioInstance& instance) const override {
    return absl::StrCat(
        "Here is a grid of ", instance.n, " rows and ", instance.m,
        " columns, one line per row from the top; each cell holds 0 or 1, or "
        "* where it is empty:\n",
        CellsText(instance.matrix, instance.m),
        "\n\nReplace every * with 0 or 1, keeping the other cells as they are, so that:\n"
        "- the rows, from top to bottom, contain these numbers of 1s: ",
        absl::StrJoin(instance.row_counts, ", "),
        "\n- the columns, from left to right, contain these numbers of 1s: ",
        absl::StrJoin(instance.col_counts, ", "),
        "\n- no row and no column has three consecutive cells holding the same digit.\n\n"
        "Put the completed grid inside <answer> </answer> tags: ",
        instance.n, " lines, top row first, each the ", instance.m,
        " digits of its row from left to right with nothing between them.");
  }
  std::string Reference(const BinarioInstance& instance) const override {
    // Explicit instances need not carry a solution; generated ones always do.
    // A corrupted last digit (1 -> 2 is no cell; 0 -> 1 changes the last
    // row's count of 1s) never keeps full credit.
    if (instance.solution.empty()) return "";
    return environments::AnswerTagged(CellsText(instance.solution, instance.m));
  }

  absl::StatusOr<Verdict> Grade(const BinarioInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const std::optional<std::vector<int64_t>> cells = environments::BinaryRows(*answer, instance.n, instance.m);
    if (!cells) return environments::Unparsed();
    if (!KeepsGivens(instance, *cells) || HasTriple(*cells, instance.n, instance.m)) {
      return environments::Invalid();
    }
    return environments::Graded(Satisfied(instance, *cells), instance.n + instance.m,
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace binario_cc

absl::Status RegisterBinarioEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog, std::make_unique<BinarioEnvironment>());
}

}  // namespace referee
