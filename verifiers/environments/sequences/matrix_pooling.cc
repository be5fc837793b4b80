#include "verifiers/environments/sequences/matrix_pooling.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace matrix_pooling_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 25;  // MAX = 93.
constexpr int64_t kMaxSide = 100;

struct MatrixPoolingInstance {
  int64_t n = 0, m = 0, k = 0;
  std::vector<int64_t> matrix;  // Row by row, n x m.
  std::vector<int64_t> pooled;  // Derived: (n-k+1) x (m-k+1), row by row.
};

// Max pooling: each row's K-wide window maxima first, then K-tall maxima
// of those. O(N·M·K).
std::vector<int64_t> Pool(const MatrixPoolingInstance& x) {
  const int64_t rows = x.n - x.k + 1, columns = x.m - x.k + 1;
  std::vector<int64_t> across(static_cast<size_t>(x.n * columns));
  for (int64_t i = 0; i < x.n; ++i) {
    for (int64_t j = 0; j < columns; ++j) {
      int64_t best = x.matrix[static_cast<size_t>(i * x.m + j)];
      for (int64_t d = 1; d < x.k; ++d) {
        best = std::max(best, x.matrix[static_cast<size_t>(i * x.m + j + d)]);
      }
      across[static_cast<size_t>(i * columns + j)] = best;
    }
  }
  std::vector<int64_t> pooled(static_cast<size_t>(rows * columns));
  for (int64_t i = 0; i < rows; ++i) {
    for (int64_t j = 0; j < columns; ++j) {
      int64_t best = across[static_cast<size_t>(i * columns + j)];
      for (int64_t d = 1; d < x.k; ++d) {
        best = std::max(best, across[static_cast<size_t>((i + d) * columns + j)]);
      }
      pooled[static_cast<size_t>(i * columns + j)] = best;
    }
  }
  return pooled;
}

class MatrixPoolingEnvironment final
    : public environments::LadderEnvironment<MatrixPoolingInstance> {
 public:
  MatrixPoolingEnvironment()
      : LadderEnvironment(
            {"matrix_pooling", "RLVE-Gym:MatrixPooling", kMaxDifficulty,
             "Max-pool an integer matrix with a K x K window.",
             /*difficulty_help=*/"MAX = 4, then floor(1.1 MAX) + 1 per level (4, 5, ..., 10, 12, "
             "...); N, M uniform in 3..MAX, K in 2..min(N, M)-1, entries in 0..N·M"},
            {"RLVE MatrixPooling ladder: -1 unparseable or not N-K+1 lines of M-K+1 integers, "
             "else (cells equal to the pooled matrix / cells)^beta.",
             /*beta=*/5}) {}

 protected:
  MatrixPoolingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_side = environments::RlveGrowth(4, difficulty);
    MatrixPoolingInstance instance;
    instance.n = rng.Uniform(3, max_side);
    instance.m = rng.Uniform(3, max_side);
    instance.k = rng.Uniform(2, std::min(instance.n, instance.m) - 1);
    for (int64_t c = 0; c < instance.n * instance.m; ++c) {
      instance.matrix.push_back(rng.Uniform(0, instance.n * instance.m));
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<MatrixPoolingInstance>& fields) const override {
    using I = MatrixPoolingInstance;
    fields.Int("n", &I::n, 1, kMaxSide)
        .Int("m", &I::m, 1, kMaxSide)
        .Int("k", &I::k, 1, [](const I& x) { return std::min(x.n, x.m); })
        .Grid("matrix", &I::matrix, [](const I& x) { return x.n; },
              [](const I& x) { return x.m; }, 0, environments::kMaxJsonInteger);
  }
  absl::Status Finish(MatrixPoolingInstance& instance) const override {
    instance.pooled = Pool(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const MatrixPoolingInstance& instance) const override {
    std::string rows;
    for (int64_t i = 0; i < instance.n; ++i) {
      const auto begin = instance.matrix.begin() + static_cast<std::ptrdiff_t>(i * instance.m);
      absl::StrAppend(&rows, absl::StrJoin(begin, begin + static_cast<std::ptrdiff_t>(instance.m),
                                           " "),
                      "\n");
    }
    const int64_t out_rows = instance.n - instance.k + 1, out_columns = instance.m - instance.k + 1;
    return absl::StrCat(
        "Below is a matrix with ", instance.n, " rows and ", instance.m, " columns:\n", rows,
        "\nApply max pooling with a ", instance.k, " x ", instance.k,
        " window and stride 1: for every placement of a ", instance.k, " x ", instance.k,
        " block fully inside the matrix, take the largest number in the block. Block "
        "placements are arranged like their top-left corners, so the result has ",
        out_rows, " rows and ", out_columns,
        " columns.\n\n"
        "Write the result inside <answer> </answer> tags, one row per line (", out_rows,
        " lines), each line holding its ", out_columns,
        " numbers separated by spaces; for a 2 x 2 result that looks like\n"
        "<answer>\n7 9\n8 9\n</answer>");
  }
  absl::StatusOr<Verdict> Grade(const MatrixPoolingInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    // A bad token or a wrong shape: both RLVE's wrong_format.
    const std::optional<std::vector<int64_t>> cells = environments::IntegerRows(
        *answer, instance.n - instance.k + 1, instance.m - instance.k + 1);
    if (!cells) return environments::Unparsed();
    return environments::Graded(environments::MatchingPositions(*cells, instance.pooled),
                                static_cast<int64_t>(instance.pooled.size()),
                                input.params.Number("beta"));
  }
  std::string Reference(const MatrixPoolingInstance& instance) const override {
    const int64_t columns = instance.m - instance.k + 1;
    std::vector<std::string> lines;
    for (size_t at = 0; at < instance.pooled.size(); at += static_cast<size_t>(columns)) {
      const auto begin = instance.pooled.begin() + static_cast<std::ptrdiff_t>(at);
      lines.push_back(absl::StrJoin(begin, begin + static_cast<std::ptrdiff_t>(columns), " "));
    }
    return environments::AnswerTagged(absl::StrJoin(lines, "\n"));
  }
};

}  // namespace
}  // namespace matrix_pooling_cc

absl::Status RegisterMatrixPoolingEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<MatrixPoolingEnvironment>());
}

}  // namespace referee
