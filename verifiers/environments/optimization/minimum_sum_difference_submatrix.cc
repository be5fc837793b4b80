#include "verifiers/environments/optimization/minimum_sum_difference_submatrix.h"

#include "verifiers/environments/answer_lines.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace minimum_sum_difference_submatrix_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 8;  // MAX = 12.
constexpr int64_t kMaxSide = 12;
constexpr int64_t kMaxValue = 1000000;
constexpr int kMaxDraws = 100;  // Redraws of a draw whose reference a corruption keeps optimal.

struct MinimumSumDifferenceSubmatrixInstance {
  int64_t n = 0, m = 0, r = 0, c = 0;
  std::vector<int64_t> matrix;  // Row by row.
  // Derived (Finish): the optimum and an optimal choice.
  int64_t gold = 0;
  std::vector<int64_t> rows, columns;
  bool fragile = false;  // The last column's digit change is not optimal.
};

int64_t At(const MinimumSumDifferenceSubmatrixInstance& x, int64_t row, int64_t column) {
  return x.matrix[static_cast<size_t>(row * x.m + column)];
}

// The sum of adjacent differences of the submatrix (indices in range and
// increasing). At most 2 · 144 · 10^6: no overflow.
int64_t Cost(const MinimumSumDifferenceSubmatrixInstance& x, const std::vector<int64_t>& rows,
             const std::vector<int64_t>& columns) {
  int64_t sum = 0;
  for (size_t i = 0; i < rows.size(); ++i) {
    for (size_t j = 0; j < columns.size(); ++j) {
      const int64_t here = At(x, rows[i], columns[j]);
      if (i + 1 < rows.size()) sum += std::abs(At(x, rows[i + 1], columns[j]) - here);
      if (j + 1 < columns.size()) sum += std::abs(At(x, rows[i], columns[j + 1]) - here);
    }
  }
  return sum;
}

// The item a last-digit change turns x into: 9 -> 0, else + 1.
int64_t LastDigitChanged(int64_t x) {
  const int64_t digit = x % 10;
  return x - digit + (digit == 9 ? 0 : digit + 1);
}

// Every choice of r rows; for each, the best c columns by a dynamic
// program over the last chosen column (cost[i][k]: k columns ending at i).
void Solve(MinimumSumDifferenceSubmatrixInstance& x) {
  const size_t m = static_cast<size_t>(x.m), c = static_cast<size_t>(x.c);
  std::vector<int64_t> rows(static_cast<size_t>(x.r));
  std::iota(rows.begin(), rows.end(), int64_t{0});
  x.gold = -1;
  constexpr int64_t kNone = std::numeric_limits<int64_t>::max();
  while (true) {
    std::vector<int64_t> down(m, 0);  // Vertical differences inside column i.
    std::vector<std::vector<int64_t>> across(m, std::vector<int64_t>(m, 0));  // Columns j < i.
    for (size_t i = 0; i < m; ++i) {
      for (size_t k = 1; k < rows.size(); ++k) {
        down[i] += std::abs(At(x, rows[k], static_cast<int64_t>(i)) -
                            At(x, rows[k - 1], static_cast<int64_t>(i)));
      }
      for (size_t j = 0; j < i; ++j) {
        for (const int64_t row : rows) {
          across[j][i] += std::abs(At(x, row, static_cast<int64_t>(i)) -
                                   At(x, row, static_cast<int64_t>(j)));
        }
      }
    }
    std::vector<std::vector<int64_t>> cost(m, std::vector<int64_t>(c + 1, kNone));
    std::vector<std::vector<size_t>> from(m, std::vector<size_t>(c + 1, 0));
    for (size_t i = 0; i < m; ++i) cost[i][1] = down[i];
    for (size_t k = 2; k <= c; ++k) {
      for (size_t i = 0; i < m; ++i) {
        for (size_t j = 0; j < i; ++j) {
          if (cost[j][k - 1] == kNone) continue;
          const int64_t total = cost[j][k - 1] + across[j][i] + down[i];
          if (total < cost[i][k]) {
            cost[i][k] = total;
            from[i][k] = j;
          }
        }
      }
    }
    for (size_t i = 0; i < m; ++i) {
      if (cost[i][c] == kNone || (x.gold >= 0 && cost[i][c] >= x.gold)) continue;
      x.gold = cost[i][c];
      x.rows = rows;
      x.columns.assign(c, 0);
      for (size_t k = c, at = i; k > 0; at = from[at][k], --k) {
        x.columns[k - 1] = static_cast<int64_t>(at);
      }
    }
    // The next choice of rows in lexicographic order.
    size_t k = rows.size();
    while (k > 0 && rows[k - 1] == x.n - static_cast<int64_t>(rows.size() - k) - 1) --k;
    if (k == 0) break;
    ++rows[k - 1];
    for (size_t j = k; j < rows.size(); ++j) rows[j] = rows[j - 1] + 1;
  }
  // The corrupted reference changes the last column: out of range, not
  // increasing, or another choice whose cost must differ.
  std::vector<int64_t> changed = x.columns;
  changed.back() = LastDigitChanged(changed.back());
  x.fragile = changed.back() >= x.m || (changed.size() > 1 && changed.back() <= changed[changed.size() - 2]) ||
              Cost(x, x.rows, changed) != x.gold;
}

class MinimumSumDifferenceSubmatrixEnvironment final
    : public environments::LadderEnvironment<MinimumSumDifferenceSubmatrixInstance> {
 public:
  MinimumSumDifferenceSubmatrixEnvironment()
      : LadderEnvironment(
            {"minimum_sum_difference_submatrix", "RLVE-Gym:MinimumSumDifferenceSubmatrix",
             kMaxDifficulty,
             "Choose R rows and C columns of a matrix so that the submatrix they cut out has the "
             "smallest sum of differences between adjacent entries.",
             /*difficulty_help=*/"MAX = 4 + d (12 at the top, d = 8); N, M uniform in 3..MAX; "
             "R in 2..N-1, C in 2..M-1; entries uniform in 1..N·M"},
            {"RLVE MinimumSumDifferenceSubmatrix ladder: -1 unparseable (not two lines of R and "
             "C integers), -0.5 an index out of range or a line not increasing, else (optimum / "
             "sum)^beta.", /*beta=*/5}) {}

 protected:
  MinimumSumDifferenceSubmatrixInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t side = 4 + difficulty;
    MinimumSumDifferenceSubmatrixInstance x;
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      x.n = rng.Uniform(3, side);
      x.m = rng.Uniform(3, side);
      x.r = rng.Uniform(2, x.n - 1);
      x.c = rng.Uniform(2, x.m - 1);
      x.matrix.assign(static_cast<size_t>(x.n * x.m), 0);
      for (int64_t& v : x.matrix) v = rng.Uniform(1, x.n * x.m);
      Solve(x);
      if (x.fragile) break;
    }
    return x;
  }

  void DeclareFields(environments::InstanceFields<MinimumSumDifferenceSubmatrixInstance>& fields)
      const override {
    using I = MinimumSumDifferenceSubmatrixInstance;
    fields.Int("n", &I::n, 1, kMaxSide)
        .Int("m", &I::m, 1, kMaxSide)
        .Int("r", &I::r, 1, [](const I& x) { return x.n; })
        .Int("c", &I::c, 1, [](const I& x) { return x.m; })
        .Grid("matrix", &I::matrix, [](const I& x) { return x.n; },
              [](const I& x) { return x.m; }, 1, kMaxValue);
  }

  absl::Status Finish(MinimumSumDifferenceSubmatrixInstance& instance) const override {
    Solve(instance);
    return absl::OkStatus();
  }

  std::string Prompt(const MinimumSumDifferenceSubmatrixInstance& x) const override {
    std::string matrix;
    for (int64_t i = 0; i < x.n; ++i) {
      for (int64_t j = 0; j < x.m; ++j) absl::StrAppend(&matrix, j == 0 ? "" : " ", At(x, i, j));
      matrix.push_back('\n');
    }
    return absl::StrCat(
        "Here is a matrix with ", x.n, " rows (numbered 0 to ", x.n - 1, ") and ", x.m,
        " columns (numbered 0 to ", x.m - 1, "), one row per line:\n", matrix, "\nChoose ", x.r,
        " of its rows and ", x.c,
        " of its columns. Keeping their order, they cut out a smaller matrix (the entries "
        "where a chosen row meets a chosen column). Make the sum of |a - b| over every pair of "
        "entries a, b next to each other in that smaller matrix (in the same row and "
        "neighbouring columns, or the same column and neighbouring rows) as **small** as "
        "possible.\n\n"
        "Inside <answer> </answer> tags write two lines: first the ",
        x.r, " chosen row numbers, then the ", x.c,
        " chosen column numbers, each line in increasing order with the numbers separated by "
        "spaces.");
  }

  std::string Reference(const MinimumSumDifferenceSubmatrixInstance& x) const override {
    return environments::AnswerTagged(
        absl::StrCat(absl::StrJoin(x.rows, " "), "\n", absl::StrJoin(x.columns, " ")));
  }

  absl::StatusOr<Verdict> Grade(const MinimumSumDifferenceSubmatrixInstance& x,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    std::vector<parsing::IntegerTokens> lines;
    bool integers = true;
    environments::ForEachAnswerLine(*answer, [&](absl::string_view line) {
      std::optional<parsing::IntegerTokens> tokens =
          parsing::ParseIntegerTokens(line, static_cast<size_t>(kMaxSide));
      if (!tokens) {
        integers = false;
        return false;
      }
      lines.push_back(*std::move(tokens));
      return lines.size() <= 2;  // A third line already fails.
    });
    if (!integers || lines.size() != 2 || lines[0].count != static_cast<size_t>(x.r) ||
        lines[1].count != static_cast<size_t>(x.c)) {
      return environments::Unparsed();
    }
    const auto increasing_in = [](const std::vector<int64_t>& v, int64_t size) {
      for (size_t i = 0; i < v.size(); ++i) {
        // Range first: kHugeToken and negatives.
        if (v[i] < 0 || v[i] >= size || (i > 0 && v[i] <= v[i - 1])) return false;
      }
      return true;
    };
    if (!increasing_in(lines[0].values, x.n) || !increasing_in(lines[1].values, x.m)) {
      return environments::Invalid();
    }
    // (gold / sum)^beta; full credit, and correct, iff sum == gold (never
    // below: gold is the optimum), 1 when both are 0.
    return environments::Graded(x.gold, Cost(x, lines[0].values, lines[1].values),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace minimum_sum_difference_submatrix_cc

absl::Status RegisterMinimumSumDifferenceSubmatrixEnvironment(Catalog& catalog,
                                                              const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MinimumSumDifferenceSubmatrixEnvironment>());
}

}  // namespace referee
