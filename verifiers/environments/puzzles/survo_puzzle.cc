#include "verifiers/environments/puzzles/survo_puzzle.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"

namespace referee {
inline namespace survo_puzzle_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 97;
constexpr int64_t kMaxSide = kMaxDifficulty + 3;
constexpr int64_t kEmpty = -1;

struct SurvoPuzzleInstance {
  int64_t n = 0, m = 0;
  std::vector<int64_t> matrix;  // n·m cells: 0..nm-1 given, kEmpty empty.
  std::vector<int64_t> row_sums, col_sums;
  std::vector<int64_t> solution;  // n·m cells 0..nm-1; or empty.
};

// Whether the cells hold each of 0..nm-1 once (kHugeToken and negatives
// fail) and every given number of the matrix.
bool ValidFilling(const SurvoPuzzleInstance& instance, const std::vector<int64_t>& cells) {
  const int64_t count = instance.n * instance.m;
  std::vector<bool> seen(static_cast<size_t>(count), false);
  for (size_t k = 0; k < cells.size(); ++k) {
    const int64_t v = cells[k];
    if (v < 0 || v >= count || seen[static_cast<size_t>(v)]) return false;
    seen[static_cast<size_t>(v)] = true;
    if (instance.matrix[k] != kEmpty && instance.matrix[k] != v) return false;
  }
  return true;
}

// The row sums and the column sums of n × m cells, each in 0..nm-1.
std::pair<std::vector<int64_t>, std::vector<int64_t>> SumsOf(const std::vector<int64_t>& cells,
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

// How many rows and columns of a valid filling have the given sum.
int64_t Satisfied(const SurvoPuzzleInstance& instance, const std::vector<int64_t>& cells) {
  const auto [rows, columns] = SumsOf(cells, instance.n, instance.m);
  int64_t hits = 0;
  for (size_t i = 0; i < rows.size(); ++i) hits += rows[i] == instance.row_sums[i];
  for (size_t j = 0; j < columns.size(); ++j) hits += columns[j] == instance.col_sums[j];
  return hits;
}

class SurvoPuzzleEnvironment final : public environments::LadderEnvironment<SurvoPuzzleInstance> {
 public:
  SurvoPuzzleEnvironment()
      : LadderEnvironment(
            {"survo_puzzle", "RLVE-Gym:SurvoPuzzle", kMaxDifficulty,
             "Fill the empty cells of an N x M grid with the missing numbers of 0..NM-1, each "
             "once, so that rows and columns add up to the given sums.",
             /*difficulty_help=*/"N, M uniform in 2..3 + d; a shuffled 0..NM-1 grid's row and "
             "column sums, 10%..90% of its cells emptied"},
            {"RLVE SurvoPuzzle ladder: -1 unparseable or not N lines of M integers, -0.5 not "
             "each of 0..NM-1 once or a given number changed, else (rows and columns with the "
             "given sum / (N + M))^beta.", /*beta=*/5}) {}

 protected:
  SurvoPuzzleInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t top = 3 + difficulty;
    SurvoPuzzleInstance instance;
    const int64_t n = instance.n = rng.Uniform(2, top);
    const int64_t m = instance.m = rng.Uniform(2, top);
    instance.solution.resize(static_cast<size_t>(n * m));
    std::iota(instance.solution.begin(), instance.solution.end(), int64_t{0});
    rng.Shuffle(instance.solution);
    auto [rows, columns] = SumsOf(instance.solution, n, m);
    instance.row_sums = std::move(rows);
    instance.col_sums = std::move(columns);
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

  void DeclareFields(environments::InstanceFields<SurvoPuzzleInstance>& fields) const override {
    using I = SurvoPuzzleInstance;
    auto n = [](const I& x) { return x.n; };
    auto m = [](const I& x) { return x.m; };
    auto last = [](const I& x) { return x.n * x.m - 1; };
    fields.Int("n", &I::n, 1, kMaxSide)
        .Int("m", &I::m, 1, kMaxSide)
        .Grid("matrix", &I::matrix, n, m, kEmpty, last)
        .Ints("row_sums", &I::row_sums, n, 0, [](const I& x) { return x.m * (x.n * x.m - 1); })
        .SizedBy(n)
        .Ints("col_sums", &I::col_sums, m, 0, [](const I& x) { return x.n * (x.n * x.m - 1); })
        .SizedBy(m)
        .Grid("solution", &I::solution, n, m, 0, last)
        .Optional();
  }
  absl::Status Finish(SurvoPuzzleInstance& instance) const override {
    if (instance.solution.empty()) return absl::OkStatus();
    if (!ValidFilling(instance, instance.solution)) {
      return BadInstance("solution", "repeats a number or differs from a given number");
    }
    if (Satisfied(instance, instance.solution) != instance.n + instance.m) {
      return BadInstance("solution", "does not have the given row and column sums");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const SurvoPuzzleInstance& instance) const override {
    const int64_t n = instance.n, m = instance.m;
    return absl::StrCat(
        "Here is a grid of ", n, " rows and ", m,
        " columns, one line per row from the top; -1 marks an empty cell:\n",
        environments::BoardText(instance.matrix, m),
        "\n\nReplace every -1 with a whole number so that the grid holds each of the numbers 0 "
        "to ", n * m - 1,
        " exactly once (keep the numbers already given) and\n"
        "- the rows, from top to bottom, add up to: ",
        absl::StrJoin(instance.row_sums, " "),
        "\n- the columns, from left to right, add up to: ", absl::StrJoin(instance.col_sums, " "),
        "\n\nPut the completed grid inside <answer> </answer> tags: ", n,
        " lines, top row first, each line giving the ", m,
        " numbers of its row from left to right, separated by spaces.");
  }
  std::string Reference(const SurvoPuzzleInstance& instance) const override {
    // Explicit instances need not carry a solution; generated ones always do.
    // A corrupted last digit repeats a number or leaves 0..NM-1.
    if (instance.solution.empty()) return "";
    return environments::AnswerTagged(environments::BoardText(instance.solution, instance.m));
  }

  absl::StatusOr<Verdict> Grade(const SurvoPuzzleInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const std::optional<std::vector<int64_t>> cells =
        environments::IntegerRows(*answer, instance.n, instance.m);
    if (!cells) return environments::Unparsed();
    if (!ValidFilling(instance, *cells)) return environments::Invalid();
    return environments::Graded(Satisfied(instance, *cells), instance.n + instance.m,
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace survo_puzzle_cc

absl::Status RegisterSurvoPuzzleEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<SurvoPuzzleEnvironment>());
}

}  // namespace referee
