#include "verifiers/environments/arithmetic/matrix_binary_exponentiation.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "verifiers/environments/environment.h"
#include "verifiers/environments/rlve_ladder.h"
#include "verifiers/environments/sequence_answer.h"
#include "verifiers/parsing/final_answer.h"

namespace referee {
inline namespace matrix_binary_exponentiation_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::InstanceReader;
using environments::InstanceWriter;

constexpr int kMaxDifficulty = 51;
constexpr int64_t kMaxSize = 10;
constexpr int64_t kDefaultMod = 10000;  // RLVE's modulo.
constexpr int64_t kMaxMod = 1000000000;
constexpr double kDefaultBeta = 5;
constexpr int64_t kSizes[] = {2, 3, 5, 10};  // RLVE's N_list.

using Matrix = std::vector<std::vector<int64_t>>;

struct MatrixBinaryExponentiationInstance {
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
    : public environments::InstanceEnvironment<MatrixBinaryExponentiationInstance> {
 public:
  absl::string_view Name() const override { return "matrix_binary_exponentiation"; }
  absl::string_view Source() const override {
    return "RLVE-Gym:Matrix_BinaryExponentiation";
  }
  absl::string_view Description() const override {
    return "Raise a square matrix to the K-th power modulo 10000.";
  }
  absl::string_view DifficultyHelp() const override {
    return "MAX_K = 2*2^d, K uniform in 2..MAX_K; N = 2, 3, 5 at levels 0, 1, "
           "2, then 10; entries in 0..9999; modulo 10000";
  }
  int MaxDifficulty() const override { return kMaxDifficulty; }

 protected:
  MatrixBinaryExponentiationInstance Make(int difficulty, tasks::Rng& rng) const override {
    MatrixBinaryExponentiationInstance instance;
    // RLVE draws N from its list at every level; a random N makes the
    // prompt's size swing by 25x from problem to problem, so here the list
    // is walked by level instead (2, 3, 5, then 10).
    const int64_t n = kSizes[difficulty < 3 ? difficulty : 3];
    instance.k = rng.Uniform(2, int64_t{2} << difficulty);
    instance.matrix.assign(static_cast<size_t>(n), std::vector<int64_t>());
    for (auto& row : instance.matrix) {
      for (int64_t j = 0; j < n; ++j) row.push_back(rng.Uniform(0, kDefaultMod - 1));
    }
    instance.power = Power(instance.matrix, instance.k, instance.mod);
    return instance;
  }
  void Write(const MatrixBinaryExponentiationInstance& instance,
             InstanceWriter& out) const override {
    environments::SetInt(out, "n", static_cast<int64_t>(instance.matrix.size()));
    environments::SetIntRows(out, "matrix", instance.matrix);
    environments::SetInt(out, "k", instance.k);
    environments::SetInt(out, "mod", instance.mod);
  }
  absl::StatusOr<MatrixBinaryExponentiationInstance> Read(
      const InstanceReader& in) const override {
    if (absl::Status s = in.OnlyFields({"n", "matrix", "k", "mod"}); !s.ok()) return s;
    MatrixBinaryExponentiationInstance instance;
    if (in.Has("mod")) {
      absl::StatusOr<int64_t> mod = in.Int("mod", 2, kMaxMod);
      if (!mod.ok()) return mod.status();
      instance.mod = *mod;
    }
    absl::StatusOr<int64_t> n = in.Int("n", 1, kMaxSize);
    if (!n.ok()) return n.status();
    absl::StatusOr<Matrix> matrix = in.IntRows(
        "matrix", static_cast<size_t>(*n), static_cast<size_t>(*n), 0, instance.mod - 1);
    if (!matrix.ok()) return matrix.status();
    if (static_cast<int64_t>(matrix->size()) != *n) {
      return environments::BadInstance("matrix", "must have n rows");
    }
    absl::StatusOr<int64_t> k = in.Int("k", 1, environments::kMaxJsonInteger);
    if (!k.ok()) return k.status();
    instance.matrix = *std::move(matrix);
    instance.k = *k;
    instance.power = Power(instance.matrix, instance.k, instance.mod);
    return instance;
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
};

class MatrixBinaryExponentiationVerifier final : public Verifier {
 public:
  ScoreBounds Bounds(const ParamValues&) const override {
    return environments::kLadderBounds;
  }
  absl::string_view Name() const override { return "matrix_binary_exponentiation"; }
  absl::string_view Description() const override {
    return "Matrix power: -1 unparseable or not N lines of N integers, else "
           "(entries right / N^2)^beta.";
  }
  std::vector<absl::string_view> Tasks() const override {
    return {"matrix_binary_exponentiation"};
  }
  std::vector<ParamSpec> Params() const override {
    return {environments::BetaParam(kDefaultBeta)};
  }
  absl::Status ValidateParams(const ParamValues& params) const override {
    return environments::ValidateBeta(params);
  }
  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    const MatrixBinaryExponentiationInstance& instance =
        input.prepared
            .As<environments::PreparedInstance<MatrixBinaryExponentiationInstance>>()
            .instance();
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
  return RegisterEnvironment(catalog,
                             std::make_unique<MatrixBinaryExponentiationEnvironment>(),
                             std::make_unique<MatrixBinaryExponentiationVerifier>());
}

}  // namespace referee
