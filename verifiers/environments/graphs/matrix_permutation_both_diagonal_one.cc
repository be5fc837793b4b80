#include "verifiers/environments/graphs/matrix_permutation_both_diagonal_one.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace matrix_permutation_both_diagonal_one_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr absl::string_view kName = "matrix_permutation_both_diagonal_one";
constexpr int kMaxDifficulty = 48;  // N <= 4 + 2 * 48 = 100.
constexpr int64_t kMaxSize = 100;
constexpr int64_t kDensityDenominator = 4000;  // Density q / 4000, q < 1000.

struct MatrixPermutationBothDiagonalOneInstance {
  int64_t n = 0;
  std::vector<int64_t> matrix;   // n x n, cell (r, c) at r * n + c.
  std::vector<int64_t> rows;     // A solution's a[0..n-1]; or empty.
  std::vector<int64_t> columns;  // Its b[0..n-1]; or empty.
};

// The diagonal cells of B = A[a[i]][b[j]] (i = j or i + j = n - 1, each
// cell once) that hold 1; a and b are permutations of 0..n-1.
int64_t OnesOnDiagonals(const MatrixPermutationBothDiagonalOneInstance& instance,
                        const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  const int64_t n = instance.n;
  auto cell = [&](int64_t i, int64_t j) {
    return instance.matrix[static_cast<size_t>(a[static_cast<size_t>(i)] * n +
                                               b[static_cast<size_t>(j)])];
  };
  int64_t ones = 0;
  for (int64_t i = 0; i < n; ++i) {
    ones += cell(i, i);
    if (n - 1 - i != i) ones += cell(i, n - 1 - i);
  }
  return ones;
}

// 2N cells for even N; the middle cell is on both diagonals for odd N.
int64_t DiagonalCells(int64_t n) { return n % 2 == 0 ? 2 * n : 2 * n - 1; }

class MatrixPermutationBothDiagonalOneEnvironment final
    : public environments::InstanceEnvironment<MatrixPermutationBothDiagonalOneInstance> {
 public:
  MatrixPermutationBothDiagonalOneEnvironment()
      : InstanceEnvironment(
            {kName, "RLVE-Gym:MatrixPermutation_BothDiagonalOne", kMaxDifficulty,
             "Permute the rows and the columns of a 0/1 matrix so that both of its diagonals hold "
             "only 1s (a planted solution exists).",
             /*difficulty_help=*/"N = 3 + 2d or 4 + 2d (odds 1/2); each cell 1 with a density "
             "uniform in [0, 1/4), then a planted pair of permutations puts 1s on both "
             "diagonals"}) {}

 protected:
  MatrixPermutationBothDiagonalOneInstance Make(int difficulty, tasks::Rng& rng) const override {
    MatrixPermutationBothDiagonalOneInstance instance;
    const int64_t n = 3 + 2 * static_cast<int64_t>(difficulty) + rng.Uniform(0, 1);
    instance.n = n;
    const int64_t density = rng.Uniform(0, kDensityDenominator / 4 - 1);
    for (int64_t cell = 0; cell < n * n; ++cell) {
      instance.matrix.push_back(rng.Chance(density, kDensityDenominator) ? 1 : 0);
    }
    instance.rows.resize(static_cast<size_t>(n));
    std::iota(instance.rows.begin(), instance.rows.end(), int64_t{0});
    rng.Shuffle(instance.rows);
    instance.columns.resize(static_cast<size_t>(n));
    std::iota(instance.columns.begin(), instance.columns.end(), int64_t{0});
    rng.Shuffle(instance.columns);
    for (int64_t i = 0; i < n; ++i) {
      const int64_t row = instance.rows[static_cast<size_t>(i)];
      instance.matrix[static_cast<size_t>(row * n + instance.columns[static_cast<size_t>(i)])] = 1;
      instance.matrix[static_cast<size_t>(
          row * n + instance.columns[static_cast<size_t>(n - 1 - i)])] = 1;
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<MatrixPermutationBothDiagonalOneInstance>& fields)
      const override {
    using I = MatrixPermutationBothDiagonalOneInstance;
    const auto n = [](const I& x) { return x.n; };
    const auto top = [](const I& x) { return x.n - 1; };
    fields.Int("n", &I::n, 1, kMaxSize)
        .Grid("matrix", &I::matrix, n, n, 0, 1)
        .Ints("rows", &I::rows, n, 0, top)
        .SizedBy(n)
        .Optional()
        .Ints("columns", &I::columns, n, 0, top)
        .SizedBy(n)
        .Optional();
  }
  absl::Status Finish(MatrixPermutationBothDiagonalOneInstance& instance) const override {
    if (instance.rows.empty() != instance.columns.empty()) {
      return BadInstance(instance.rows.empty() ? "rows" : "columns",
                         "rows and columns come together (a solution) or not at all");
    }
    if (instance.rows.empty()) return absl::OkStatus();
    if (!environments::PermutationPositions(instance.rows, instance.n)) {
      return BadInstance("rows", "not a permutation of 0..n-1");
    }
    if (!environments::PermutationPositions(instance.columns, instance.n)) {
      return BadInstance("columns", "not a permutation of 0..n-1");
    }
    if (OnesOnDiagonals(instance, instance.rows, instance.columns) !=
        DiagonalCells(instance.n)) {
      return BadInstance("rows", "the permuted matrix has a 0 on a diagonal");
    }
    return absl::OkStatus();
  }
  std::string Prompt(const MatrixPermutationBothDiagonalOneInstance& instance) const override {
    const int64_t n = instance.n;
    std::string grid;
    for (int64_t r = 0; r < n; ++r) {
      for (int64_t c = 0; c < n; ++c) {
        absl::StrAppend(&grid, instance.matrix[static_cast<size_t>(r * n + c)]);
      }
      grid += '\n';
    }
    return absl::StrCat(
        "Here is a ", n, " x ", n,
        " matrix A of 0s and 1s; rows and columns are numbered from 0, and "
        "row r is the r-th line below (its c-th character is A[r][c]):\n",
        grid,
        "\nFind an ordering a[0], ..., a[", n - 1, "] of the rows and an ordering b[0], ..., b[",
        n - 1, "] of the columns (each a rearrangement of 0, 1, ..., ", n - 1,
        ") such that the matrix B with B[i][j] = A[a[i]][b[j]] has a 1 in every "
        "cell of both of its diagonals: the cells with i = j and the cells with "
        "i + j = ", n - 1,
        ".\n\nAnswer with two lines inside <answer> </answer> tags: the first "
        "line lists a[0] ... a[", n - 1, "], the second lists b[0] ... b[", n - 1,
        "], with the numbers separated by spaces. For example, for a 3 x 3 "
        "matrix: <answer>\n2 0 1\n1 2 0\n</answer>");
  }
  std::string Reference(const MatrixPermutationBothDiagonalOneInstance& instance) const override {
    // Explicit instances need not carry a solution; generated ones always do.
    if (instance.rows.empty()) return "";
    return environments::AnswerTagged(absl::StrCat(absl::StrJoin(instance.rows, " "), "\n",
                                                   absl::StrJoin(instance.columns, " ")));
  }
};

// The answer's two non-empty lines as integers (each keeping at most n + 1
// values, with its full count), or nullopt if a token is not an integer or
// there are not exactly two such lines. One pass over the answer.
std::optional<std::vector<parsing::IntegerTokens>> TwoLines(absl::string_view answer,
                                                            int64_t n) {
  std::vector<parsing::IntegerTokens> lines;
  const bool ok = environments::ForEachAnswerLine(answer, [&](absl::string_view line) {
    std::optional<parsing::IntegerTokens> tokens =
        parsing::ParseIntegerTokens(line, static_cast<size_t>(n) + 1);
    if (!tokens || lines.size() == 2) return false;
    lines.push_back(*std::move(tokens));
    return true;
  });
  if (!ok || lines.size() != 2) return std::nullopt;
  return lines;
}

class MatrixPermutationBothDiagonalOneVerifier final : public Verifier {
 public:
  ScoreBounds Bounds(const ParamValues&) const override { return environments::kLadderBounds; }
  absl::string_view Name() const override { return kName; }
  absl::string_view Description() const override {
    return "RLVE's (satisfied/all)^beta ladder: -1 unparseable or not two "
           "lines, -0.5 a line that is not a permutation, else (diagonal "
           "cells of the permuted matrix holding 1 / diagonal cells)^beta.";
  }
  std::vector<absl::string_view> Tasks() const override { return {kName}; }
  std::vector<ParamSpec> Params() const override { return {environments::BetaParam(5)}; }
  absl::Status ValidateParams(const ParamValues& params) const override {
    return environments::ValidateBeta(params);
  }
  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    using Prepared = environments::PreparedInstance<MatrixPermutationBothDiagonalOneInstance>;
    const MatrixPermutationBothDiagonalOneInstance& instance =
        input.prepared.As<Prepared>().instance();
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const std::optional<std::vector<parsing::IntegerTokens>> lines = TwoLines(*answer, instance.n);
    if (!lines) return environments::Unparsed();
    const parsing::IntegerTokens& a = (*lines)[0];
    const parsing::IntegerTokens& b = (*lines)[1];
    const size_t n = static_cast<size_t>(instance.n);
    if (a.count != n || b.count != n || !environments::PermutationPositions(a.values, instance.n) ||
        !environments::PermutationPositions(b.values, instance.n)) {
      return environments::Invalid();
    }
    return environments::Graded(OnesOnDiagonals(instance, a.values, b.values),
                                DiagonalCells(instance.n), input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace matrix_permutation_both_diagonal_one_cc

absl::Status RegisterMatrixPermutationBothDiagonalOneEnvironment(Catalog& catalog,
                                                                 const TaskOptions& options) {
  return RegisterEnvironment(catalog,
                             std::make_unique<MatrixPermutationBothDiagonalOneEnvironment>(),
                             std::make_unique<MatrixPermutationBothDiagonalOneVerifier>());
}

}  // namespace referee
