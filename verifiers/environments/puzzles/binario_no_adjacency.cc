#include "verifiers/environments/puzzles/binario_no_adjacency.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace binario_no_adjacency_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 27;  // RlveGrowth(2, 27) = 93; 28 gives 103.
constexpr int64_t kMaxHalf = 100;   // N, M: the grid is 2N × 2M.
constexpr int64_t kEmpty = 2;       // RLVE's '*'.

struct BinarioNoAdjacencyInstance {
  int64_t n = 0, m = 0;          // Half the rows, half the columns.
  std::vector<int64_t> matrix;   // 2n·2m cells 0, 1 or kEmpty.
  std::vector<int64_t> solution; // 2n·2m cells 0/1; or empty.
};

// Whether every row of the 2n × 2m 0/1 grid holds m 1s and every column n.
bool Balanced(const std::vector<int64_t>& cells, int64_t n, int64_t m) {
  const int64_t rows = 2 * n, columns = 2 * m;
  std::vector<int64_t> column_ones(static_cast<size_t>(columns), 0);
  for (int64_t i = 0; i < rows; ++i) {
    int64_t ones = 0;
    for (int64_t j = 0; j < columns; ++j) {
      const int64_t v = cells[static_cast<size_t>(i * columns + j)];
      ones += v;
      column_ones[static_cast<size_t>(j)] += v;
    }
    if (ones != m) return false;
  }
  for (int64_t ones : column_ones) {
    if (ones != n) return false;
  }
  return true;
}

// Whether `cells` keeps every given (non-empty) cell of the matrix.
bool KeepsGivens(const BinarioNoAdjacencyInstance& instance, const std::vector<int64_t>& cells) {
  for (size_t k = 0; k < cells.size(); ++k) {
    if (instance.matrix[k] != kEmpty && instance.matrix[k] != cells[k]) return false;
  }
  return true;
}

std::string CellsText(const std::vector<int64_t>& cells, int64_t columns) {
  std::string text;
  for (size_t at = 0; at < cells.size(); ++at) {
    if (at > 0 && at % static_cast<size_t>(columns) == 0) text.push_back('\n');
    text.push_back(cells[at] == kEmpty ? '*' : static_cast<char>('0' + cells[at]));
  }
  return text;
}

// A uniformly shuffled permutation of 0..size-1.
std::vector<int64_t> ShuffledOrder(int64_t size, tasks::Rng& rng) {
  std::vector<int64_t> order(static_cast<size_t>(size));
  std::iota(order.begin(), order.end(), int64_t{0});
  rng.Shuffle(order);
  return order;
}

class BinarioNoAdjacencyEnvironment final
    : public environments::LadderEnvironment<BinarioNoAdjacencyInstance> {
 public:
  BinarioNoAdjacencyEnvironment()
      : LadderEnvironment(
            {"binario_no_adjacency", "RLVE-Gym:Binario_NoAdjacencyRequirement", kMaxDifficulty,
             "Fill the empty cells of a 2N x 2M 0/1 grid so that every row and every column "
             "holds as many 0s as 1s.",
             /*difficulty_help=*/"MAX = 2 grown by int(1.1 x + 1) d times; N, M uniform in "
             "2..MAX; a random balanced parity grid, 10%..90% of its cells emptied"},
            {"RLVE Binario_NoAdjacencyRequirement ladder: -1 unparseable or not 2N lines of 2M "
             "0/1 characters, -0.5 a given cell changed, 0 a row or column with unequal 0s and "
             "1s, else 1."}) {}

 protected:
  BinarioNoAdjacencyInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t top = environments::RlveGrowth(2, difficulty);
    BinarioNoAdjacencyInstance instance;
    const int64_t n = instance.n = rng.Uniform(2, top);
    const int64_t m = instance.m = rng.Uniform(2, top);
    const int64_t rows = 2 * n, columns = 2 * m;
    const std::vector<int64_t> p = ShuffledOrder(rows, rng), q = ShuffledOrder(columns, rng);
    instance.solution.resize(static_cast<size_t>(rows * columns));
    for (int64_t i = 0; i < rows; ++i) {
      for (int64_t j = 0; j < columns; ++j) {
        instance.solution[static_cast<size_t>(i * columns + j)] =
            (p[static_cast<size_t>(i)] + q[static_cast<size_t>(j)]) % 2;
      }
    }
    const int64_t tenths = rng.Uniform(1, 9);
    const int64_t blanks = std::max<int64_t>(1, rows * columns * tenths / 10);
    const std::vector<int64_t> order = ShuffledOrder(rows * columns, rng);
    instance.matrix = instance.solution;
    for (int64_t k = 0; k < blanks; ++k) {
      instance.matrix[static_cast<size_t>(order[static_cast<size_t>(k)])] = kEmpty;
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<BinarioNoAdjacencyInstance>& fields)
      const override {
    using I = BinarioNoAdjacencyInstance;
    auto rows = [](const I& x) { return 2 * x.n; };
    auto columns = [](const I& x) { return 2 * x.m; };
    fields.Int("n", &I::n, 1, kMaxHalf)
        .Int("m", &I::m, 1, kMaxHalf)
        .Grid("matrix", &I::matrix, rows, columns, 0, kEmpty)
        .Grid("solution", &I::solution, rows, columns, 0, 1)
        .Optional();
  }
  absl::Status Finish(BinarioNoAdjacencyInstance& instance) const override {
    if (instance.solution.empty()) return absl::OkStatus();
    if (!KeepsGivens(instance, instance.solution)) {
      return BadInstance("solution", "differs from a given cell of the matrix");
    }
    if (!Balanced(instance.solution, instance.n, instance.m)) {
      return BadInstance("solution", "has a row or a column with unequal numbers of 0s and 1s");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const BinarioNoAdjacencyInstance& instance) const override {
    const int64_t rows = 2 * instance.n, columns = 2 * instance.m;
    return absl::StrCat(
        "Here is a grid of ", rows, " rows and ", columns,
        " columns, one line per row from the top; each cell holds 0 or 1, or * where it is "
        "empty:\n",
        CellsText(instance.matrix, columns),
        "\n\nReplace every * with 0 or 1, keeping the other cells as they are, so that every row "
        "holds exactly ", instance.m, " 0s and ", instance.m,
        " 1s and every column holds exactly ", instance.n, " 0s and ", instance.n,
        " 1s.\n\nPut the completed grid inside <answer> </answer> tags: ", rows,
        " lines, top row first, each the ", columns,
        " digits of its row from left to right with nothing between them.");
  }
  std::string Reference(const BinarioNoAdjacencyInstance& instance) const override {
    // Explicit instances need not carry a solution; generated ones always do.
    // A corrupted last digit (1 -> 2 is no cell; 0 -> 1 unbalances the last
    // row) never keeps full credit.
    if (instance.solution.empty()) return "";
    return environments::AnswerTagged(CellsText(instance.solution, 2 * instance.m));
  }

  absl::StatusOr<Verdict> Grade(const BinarioNoAdjacencyInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const std::optional<std::vector<int64_t>> cells =
        environments::BinaryRows(*answer, 2 * instance.n, 2 * instance.m);
    if (!cells) return environments::Unparsed();
    if (!KeepsGivens(instance, *cells)) return environments::Invalid();
    if (!Balanced(*cells, instance.n, instance.m)) return Verdict{0.0, false, true};
    return Verdict{1.0, true, true};
  }
};

}  // namespace
}  // namespace binario_no_adjacency_cc

absl::Status RegisterBinarioNoAdjacencyEnvironment(Catalog& catalog,
                                                   const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<BinarioNoAdjacencyEnvironment>());
}

}  // namespace referee
