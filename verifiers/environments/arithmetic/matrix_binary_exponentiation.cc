#include "verifiers/environments/arithmetic/matrix_binary_exponentiation.h"

#include "absl/strings/ascii.h"
#include "absl/strings/str_split.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace matrix_binary_exponentiation_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 51;
constexpr int64_t kMaxSize = 10;
constexpr int64_t kDefaultMod = 10000;  // RLVE's modulo.
constexpr int64_t kMaxMod = 1000000000;
constexpr double kDefaultBeta = 5;
constexpr int64_t kSizes[] = {2, 3, 5, 10};  // RLVE's N_list.

using Matrix = std::vector<std::vector<int64_t>>;

struct MatrixBinaryExponentiationInstance {
  int64_t n = 2;  // The matrix's size.
  Matrix matrix;
  int64_t k = 2;
  int64_t mod = kDefaultMod;
  Matrix power;  // Derived: matrix^k mod `mod`.
};

// Entries < mod <= 10^9: each product < 10^18, reduced before summing.
Matrix Multiply(const Matrix& a, const Matrix& b, int64_t mod) {
  const size_t n = a.size();
  Matrix c(n, std::vector<int64_t>(n, 0));
  for (size_t i = 0; i < n; ++i) {
    for (size_t j = 0; j < n; ++j) {
      int64_t sum = 0;
      for (size_t l = 0; l < n; ++l) sum = (sum + a[i][l] * b[l][j] % mod) % mod;
      c[i][j] = sum;
    }
  }
  return c;
}

Matrix Power(const Matrix& a, int64_t k, int64_t mod) {
  const size_t n = a.size();
  Matrix result(n, std::vector<int64_t>(n, 0));
  for (size_t i = 0; i < n; ++i) result[i][i] = 1 % mod;
  Matrix base = a;
  for (; k > 0; k >>= 1) {
    if (k & 1) result = Multiply(result, base, mod);
    base = Multiply(base, base, mod);
  }
  return result;
}

std::string MatrixText(const Matrix& m) {
  std::vector<std::string> rows;
  for (const auto& row : m) rows.push_back(absl::StrJoin(row, " "));
  return absl::StrJoin(rows, "\n");
}

class MatrixBinaryExponentiationEnvironment final
    : public environments::LadderEnvironment<MatrixBinaryExponentiationInstance> {
 public:
  MatrixBinaryExponentiationEnvironment()
      : LadderEnvironment(
            {"matrix_binary_exponentiation", "RLVE-Gym:Matrix_BinaryExponentiation", kMaxDifficulty,
             "Raise a square matrix to the K-th power modulo 10000.",
             /*difficulty_help=*/"MAX_K = 2*2^d, K uniform in 2..MAX_K; N = 2, 3, 5 at levels 0, "
             "1, 2, then 10; entries in 0..9999; modulo 10000"},
            {"Matrix power: -1 unparseable or not N lines of N integers, else (entries right / "
             "N^2)^beta.", /*beta=*/kDefaultBeta}) {}

 protected:
  MatrixBinaryExponentiationInstance Make(int difficulty, tasks::Rng& rng) const override {
    MatrixBinaryExponentiationInstance instance;
    // RLVE draws N from its list at every level; a random N makes the
    // prompt's size swing by 25x from problem to problem, so here the list
    // is walked by level instead (2, 3, 5, then 10).
    const int64_t n = kSizes[difficulty < 3 ? difficulty : 3];
    instance.k = rng.Uniform(2, int64_t{2} << difficulty);
    instance.n = n;
    instance.matrix.assign(static_cast<size_t>(n), std::vector<int64_t>());
    for (auto& row : instance.matrix) {
      for (int64_t j = 0; j < n; ++j) row.push_back(rng.Uniform(0, kDefaultMod - 1));
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<MatrixBinaryExponentiationInstance>& fields)
      const override {
    using I = MatrixBinaryExponentiationInstance;
    // The entries must also be below `mod` (declared after them): Finish.
    fields.Int("n", &I::n, 1, kMaxSize)
        .IntRows("matrix", &I::matrix, [](const I& x) { return x.n; },
                 [](const I& x) { return x.n; }, 0, kMaxMod - 1)
        .SizedBy([](const I& x) { return x.n; })
        .Int("k", &I::k, 1, environments::kMaxJsonInteger)
        .Int("mod", &I::mod, 2, kMaxMod)
        .Optional();
  }
  absl::Status Finish(MatrixBinaryExponentiationInstance& instance) const override {
    for (const auto& row : instance.matrix) {
      for (int64_t v : row) {
        if (v >= instance.mod) {
          return environments::BadInstance(
              "matrix", absl::StrCat("an entry is ", v, ", outside 0..", instance.mod - 1));
        }
      }
    }
    instance.power = Power(instance.matrix, instance.k, instance.mod);
    return absl::OkStatus();
  }
  std::string Prompt(const MatrixBinaryExponentiationInstance& instance) const override {
    const size_t n = instance.matrix.size();
    std::vector<std::string> zeros(n, absl::StrJoin(std::vector<int>(n, 0), " "));
    return absl::StrCat(
        "Here is a ", n, "x", n, " matrix A, one row per line (A[i][j] is the "
        "entry in row i, column j):\n", MatrixText(instance.matrix),
        "\n\nCompute the matrix power A^", instance.k, " (A multiplied by itself ",
        instance.k, " times) and reduce every entry modulo ", instance.mod,
        ".\n\nPut your final answer inside <answer> </answer> tags: the ", n,
        " rows of A^", instance.k, " on ", n, " separate lines, each row's ", n,
        " integers separated by spaces. For example, an all-zero result would "
        "be written\n<answer>\n", absl::StrJoin(zeros, "\n"), "\n</answer>");
  }
  std::string Reference(const MatrixBinaryExponentiationInstance& instance) const override {
    return environments::AnswerTagged(MatrixText(instance.power));
  }

  absl::StatusOr<Verdict> Grade(const MatrixBinaryExponentiationInstance& instance,
                                const VerifyInput& input) const override {
    const size_t n = instance.power.size();
    std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    size_t row = 0;
    int64_t hits = 0;
    for (absl::string_view line : absl::StrSplit(*answer, absl::ByAnyChar("\n\r"))) {
      if (absl::StripAsciiWhitespace(line).empty()) continue;
      if (row == n) return environments::Unparsed();  // Too many rows.
      std::optional<parsing::IntegerTokens> tokens = parsing::ParseIntegerTokens(line, n);
      if (!tokens || tokens->count != n) return environments::Unparsed();
      hits += environments::MatchingPositions(tokens->values, instance.power[row]);
      ++row;
    }
    if (row != n) return environments::Unparsed();
    return environments::Graded(hits, static_cast<int64_t>(n * n),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace matrix_binary_exponentiation_cc

absl::Status RegisterMatrixBinaryExponentiationEnvironment(Catalog& catalog,
                                                           const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MatrixBinaryExponentiationEnvironment>());
}

}  // namespace referee
