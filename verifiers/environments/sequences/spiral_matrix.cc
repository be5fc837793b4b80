#include "verifiers/environments/sequences/spiral_matrix.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace spiral_matrix_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 26;  // MAX = 93.
constexpr int64_t kMaxSide = 100;

struct SpiralMatrixInstance {
  int64_t m = 0;  // Rows.
  int64_t n = 0;  // Columns.
  std::vector<int64_t> matrix;  // Row by row: (r, c) at r * n + c.
  std::vector<int64_t> spiral;  // Derived: the entries in spiral order.
};

// The entries ring by ring: each ring is the frame of rows top..bottom and
// columns left..right; a ring one row (or one column) thick is walked once.
std::vector<int64_t> SpiralOrder(const SpiralMatrixInstance& instance) {
  std::vector<int64_t> out;
  out.reserve(instance.matrix.size());
  auto at = [&](int64_t r, int64_t c) {
    return instance.matrix[static_cast<size_t>(r * instance.n + c)];
  };
  int64_t top = 0, bottom = instance.m - 1, left = 0, right = instance.n - 1;
  while (top <= bottom && left <= right) {
    for (int64_t c = left; c <= right; ++c) out.push_back(at(top, c));
    for (int64_t r = top + 1; r <= bottom; ++r) out.push_back(at(r, right));
    if (top < bottom && left < right) {
      for (int64_t c = right - 1; c >= left; --c) out.push_back(at(bottom, c));
      for (int64_t r = bottom - 1; r > top; --r) out.push_back(at(r, left));
    }
    ++top;
    --bottom;
    ++left;
    --right;
  }
  return out;
}

class SpiralMatrixEnvironment final
    : public environments::SequenceAnswerEnvironment<SpiralMatrixInstance> {
 public:
  double DefaultBeta() const override { return 5; }
  SpiralMatrixEnvironment()
      : SequenceAnswerEnvironment(
            {"spiral_matrix", "RLVE-Gym:SpiralMatrix", kMaxDifficulty,
             "List the entries of an integer matrix in clockwise spiral order from the top-left "
             "corner.",
             /*difficulty_help=*/"MAX = 3, then floor(1.1 MAX) + 1 per level (3, 4, ..., 10, 12 "
             "at level 8); M, N uniform in 2..MAX; entries uniform in 1..M*N"}) {}

 protected:
  SpiralMatrixInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_side = environments::RlveGrowthSize(difficulty);
    SpiralMatrixInstance instance;
    instance.m = rng.Uniform(2, max_side);
    instance.n = rng.Uniform(2, max_side);
    const int64_t cells = instance.m * instance.n;
    for (int64_t i = 0; i < cells; ++i) {
      instance.matrix.push_back(rng.Uniform(1, cells));
    }
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<SpiralMatrixInstance>& fields) const override {
    using I = SpiralMatrixInstance;
    fields.Int("m", &I::m, 1, kMaxSide)
        .Int("n", &I::n, 1, kMaxSide)
        .Grid("matrix", &I::matrix, [](const I& x) { return x.m; },
              [](const I& x) { return x.n; }, -environments::kMaxJsonInteger,
              environments::kMaxJsonInteger);
  }
  absl::Status Finish(SpiralMatrixInstance& instance) const override {
    instance.spiral = SpiralOrder(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const SpiralMatrixInstance& instance) const override {
    std::string rows;
    for (int64_t r = 0; r < instance.m; ++r) {
      const auto begin = instance.matrix.begin() + static_cast<std::ptrdiff_t>(r * instance.n);
      absl::StrAppend(&rows, absl::StrJoin(begin, begin + static_cast<std::ptrdiff_t>(instance.n), " "),
                      "\n");
    }
    return absl::StrCat(
        "Here is a matrix of integers with ", instance.m, " rows and ", instance.n,
        " columns:\n", rows,
        "\nRead out all of its entries along a clockwise spiral that starts at "
        "the top-left entry: go right along the top row, then down the "
        "rightmost column, then left along the bottom row, then up the "
        "leftmost column, and keep winding inwards the same way until every "
        "entry has been read exactly once.\n\n"
        "For instance, the 4 x 3 matrix\n1 2 3\n4 5 6\n7 8 9\n10 11 12\n"
        "reads 1 2 3 6 9 12 11 10 7 4 5 8.\n\n"
        "Write the ",
        instance.m * instance.n,
        " integers in spiral order on one line, separated by single spaces, "
        "inside <answer> </answer> tags, as in <answer>1 2 3 6 9 12 11 10 7 4 "
        "5 8</answer>.");
  }
  // RLVE's mean([gold=answer])^beta: positions equal to the spiral order.
  size_t AnswerLength(const SpiralMatrixInstance& instance) const override {
    return instance.spiral.size();
  }
  std::optional<environments::SequenceGrade> Grade(
      const SpiralMatrixInstance& instance,
      const std::vector<int64_t>& answer) const override {
    return environments::SequenceGrade{
        environments::MatchingPositions(answer, instance.spiral),
        static_cast<int64_t>(instance.spiral.size())};
  }
  std::string Reference(const SpiralMatrixInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.spiral, " "));
  }
};

}  // namespace
}  // namespace spiral_matrix_cc

absl::Status RegisterSpiralMatrixEnvironment(Catalog& catalog,
                                             const TaskOptions& options) {
  return environments::RegisterSequenceAnswerEnvironment(
      catalog, std::make_unique<SpiralMatrixEnvironment>());
}

}  // namespace referee
