#include "verifiers/environments/logic/matrix_permutation_equivalence.h"

#include <string>
#include <vector>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace matrix_permutation_equivalence_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 47;
constexpr int64_t kMaxSide = 100;
constexpr int64_t kOneGrid = int64_t{1} << 20;  // Steps of the one-probability.

struct EquivalenceInstance {
  int64_t n = 0, m = 0;
  std::vector<int64_t> a, b;             // Row by row (n * m).
  std::vector<int64_t> rows, columns;    // The stored pair; or empty.
};

// Cells with A[rows[i]][columns[j]] = B[i][j].
int64_t Matching(const EquivalenceInstance& instance, const std::vector<int64_t>& rows,
                 const std::vector<int64_t>& columns) {
  const size_t m = static_cast<size_t>(instance.m);
  int64_t matching = 0;
  for (size_t i = 0; i < rows.size(); ++i) {
    for (size_t j = 0; j < m; ++j) {
      const size_t from = static_cast<size_t>(rows[i]) * m + static_cast<size_t>(columns[j]);
      matching += instance.a[from] == instance.b[i * m + j] ? 1 : 0;
    }
  }
  return matching;
}

std::string Board(const std::vector<int64_t>& cells, int64_t m) {
  std::string text;
  for (size_t at = 0; at < cells.size(); ++at) {
    if (at > 0 && at % static_cast<size_t>(m) == 0) text += '\n';
    text += static_cast<char>('0' + cells[at]);
  }
  return text;
}

absl::Status BadInstance(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("environment.instance.", field, ": ", what));
}

class MatrixPermutationEquivalenceEnvironment final
    : public environments::LadderEnvironment<EquivalenceInstance> {
 public:
  MatrixPermutationEquivalenceEnvironment()
      : LadderEnvironment(
            {"matrix_permutation_equivalence", "RLVE-Gym:MatrixPermutationEquivalence",
             kMaxDifficulty,
             "Find a row and a column permutation that turn one 0/1 matrix into another "
             "(RLVE MatrixPermutationEquivalence; a planted pair exists).",
             /*difficulty_help=*/"MAX = 3 + level; N, M uniform in 2..MAX; cells 1 with a "
             "probability uniform in [0, 1); B = A under random permutations"},
            {"RLVE MatrixPermutationEquivalence ladder: -1 unparseable or not two lines, -0.5 "
             "a line that is not a permutation, else (matching cells / cells)^beta.",
             /*beta=*/5}) {}

 protected:
  EquivalenceInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t top = 3 + difficulty;
    EquivalenceInstance instance;
    instance.n = rng.Uniform(2, top);
    instance.m = rng.Uniform(2, top);
    const int64_t one = rng.Uniform(0, kOneGrid - 1);
    for (int64_t k = 0; k < instance.n * instance.m; ++k) {
      instance.a.push_back(rng.Uniform(0, kOneGrid - 1) < one ? 1 : 0);
    }
    instance.rows.resize(static_cast<size_t>(instance.n));
    std::iota(instance.rows.begin(), instance.rows.end(), int64_t{0});
    rng.Shuffle(instance.rows);
    instance.columns.resize(static_cast<size_t>(instance.m));
    std::iota(instance.columns.begin(), instance.columns.end(), int64_t{0});
    rng.Shuffle(instance.columns);
    const size_t m = static_cast<size_t>(instance.m);
    for (size_t i = 0; i < instance.rows.size(); ++i) {
      for (size_t j = 0; j < m; ++j) {
        instance.b.push_back(
            instance.a[static_cast<size_t>(instance.rows[i]) * m +
                       static_cast<size_t>(instance.columns[j])]);
      }
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<EquivalenceInstance>& fields) const override {
    using I = EquivalenceInstance;
    const auto n = [](const I& x) { return x.n; };
    const auto m = [](const I& x) { return x.m; };
    fields.Int("n", &I::n, 2, kMaxSide)
        .Int("m", &I::m, 2, kMaxSide)
        .Grid("a", &I::a, n, m, 0, 1)
        .Grid("b", &I::b, n, m, 0, 1)
        .Ints("rows", &I::rows, n, 0, kMaxSide)
        .SizedBy(n)
        .Optional()
        .Ints("columns", &I::columns, m, 0, kMaxSide)
        .SizedBy(m)
        .Optional();
  }

  absl::Status Finish(EquivalenceInstance& instance) const override {
    if (instance.rows.empty() != instance.columns.empty()) {
      return BadInstance(instance.rows.empty() ? "rows" : "columns",
                         "rows and columns come together");
    }
    if (instance.rows.empty()) return absl::OkStatus();
    if (!environments::PermutationPositions(instance.rows, instance.n)) {
      return BadInstance("rows", "not a permutation of 0..n-1");
    }
    if (!environments::PermutationPositions(instance.columns, instance.m)) {
      return BadInstance("columns", "not a permutation of 0..m-1");
    }
    if (Matching(instance, instance.rows, instance.columns) != instance.n * instance.m) {
      return BadInstance("rows", "the permutations do not map a onto b");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const EquivalenceInstance& instance) const override {
    const int64_t n = instance.n, m = instance.m;
    return absl::StrCat(
        "Two 0/1 matrices A and B, each with ", n, " rows and ", m,
        " columns (rows and columns numbered from 0), are given below, one row per line.\n\n"
        "A:\n", Board(instance.a, m), "\n\nB:\n", Board(instance.b, m),
        "\n\nB can be obtained from A by reordering its rows and its columns. Find a "
        "permutation a[0], ..., a[", n - 1, "] of the row numbers 0..", n - 1,
        " and a permutation b[0], ..., b[", m - 1, "] of the column numbers 0..", m - 1,
        " such that A[a[i]][b[j]] = B[i][j] for every row i and column j.\n\n"
        "Inside <answer> </answer> tags, write two lines: first a[0] ... a[", n - 1,
        "], then b[0] ... b[", m - 1,
        "], the numbers on each line separated by spaces. Any pair of permutations that "
        "works is accepted.");
  }

  std::string Reference(const EquivalenceInstance& instance) const override {
    if (instance.rows.empty()) return "";
    return environments::AnswerTagged(absl::StrCat(absl::StrJoin(instance.rows, " "), "\n",
                                                   absl::StrJoin(instance.columns, " ")));
  }

  absl::StatusOr<Verdict> Grade(const EquivalenceInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    // Exactly two non-blank lines of integers (at most side + 1 kept each:
    // enough to tell a wrong count).
    std::vector<parsing::IntegerTokens> lines;
    const bool ok = environments::ForEachAnswerLine(*answer, [&](absl::string_view line) {
      if (lines.size() == 2) return false;
      const size_t keep = static_cast<size_t>(lines.empty() ? instance.n : instance.m) + 1;
      std::optional<parsing::IntegerTokens> tokens = parsing::ParseIntegerTokens(line, keep);
      if (!tokens) return false;
      lines.push_back(*std::move(tokens));
      return true;
    });
    if (!ok || lines.size() != 2) return environments::Unparsed();
    const parsing::IntegerTokens& a = lines[0];
    const parsing::IntegerTokens& b = lines[1];
    if (a.count != static_cast<size_t>(instance.n) ||
        b.count != static_cast<size_t>(instance.m) ||
        !environments::PermutationPositions(a.values, instance.n) ||
        !environments::PermutationPositions(b.values, instance.m)) {
      return environments::Invalid();
    }
    return environments::Graded(Matching(instance, a.values, b.values), instance.n * instance.m,
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace matrix_permutation_equivalence_cc

absl::Status RegisterMatrixPermutationEquivalenceEnvironment(Catalog& catalog,
                                                             const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MatrixPermutationEquivalenceEnvironment>());
}

}  // namespace referee
