#include "verifiers/environments/puzzles/kakurasu.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace kakurasu_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 97;
constexpr int64_t kMaxSide = kMaxDifficulty + 3;

struct KakurasuInstance {
  int64_t n = 0, m = 0;
  std::vector<int64_t> a, b;      // Row sums (n), column sums (m).
  std::vector<int64_t> solution;  // n·m cells 0/1, row by row; or empty.
};

// The row sums (column indices from 1) and the column sums (row indices
// from 1) of an n × m 0/1 grid.
std::pair<std::vector<int64_t>, std::vector<int64_t>> SumsOf(const std::vector<int64_t>& cells,
                                                             int64_t n, int64_t m) {
  std::vector<int64_t> rows(static_cast<size_t>(n), 0), columns(static_cast<size_t>(m), 0);
  for (int64_t i = 0; i < n; ++i) {
    for (int64_t j = 0; j < m; ++j) {
      if (cells[static_cast<size_t>(i * m + j)] == 1) {
        rows[static_cast<size_t>(i)] += j + 1;
        columns[static_cast<size_t>(j)] += i + 1;
      }
    }
  }
  return {std::move(rows), std::move(columns)};
}

// How many of the n + m sums of `cells` equal the instance's.
int64_t Satisfied(const KakurasuInstance& instance, const std::vector<int64_t>& cells) {
  const auto [rows, columns] = SumsOf(cells, instance.n, instance.m);
  int64_t hits = 0;
  for (size_t i = 0; i < rows.size(); ++i) hits += rows[i] == instance.a[i];
  for (size_t j = 0; j < columns.size(); ++j) hits += columns[j] == instance.b[j];
  return hits;
}

std::string GridText(const std::vector<int64_t>& cells, int64_t m) {
  std::string text;
  for (size_t at = 0; at < cells.size(); ++at) {
    if (at > 0 && at % static_cast<size_t>(m) == 0) text.push_back('\n');
    text.push_back(cells[at] == 1 ? '1' : '0');
  }
  return text;
}

class KakurasuEnvironment final : public environments::LadderEnvironment<KakurasuInstance> {
 public:
  KakurasuEnvironment()
      : LadderEnvironment(
            {"kakurasu", "RLVE-Gym:Kakurasu", kMaxDifficulty,
             "Fill an N x M grid with 0s and 1s so that each row's 1s sit at columns summing to "
             "A[i] and each column's 1s at rows summing to B[j].",
             /*difficulty_help=*/"N, M uniform in 2..3 + d; a random 0/1 grid (1s at a rate "
             "uniform in 0.1..0.9) and its row and column index sums"},
            {"RLVE Kakurasu ladder: -1 unparseable or not N lines of M 0/1 characters, else "
             "(rows and columns with the right index sum / (N + M))^beta.", /*beta=*/10}) {}

 protected:
  KakurasuInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t top = 3 + difficulty;
    KakurasuInstance instance;
    const int64_t n = instance.n = rng.Uniform(2, top);
    const int64_t m = instance.m = rng.Uniform(2, top);
    const int64_t rate = rng.Uniform(100, 900);  // Per mille.
    for (int64_t k = 0; k < n * m; ++k) instance.solution.push_back(rng.Chance(rate, 1000) ? 1 : 0);
    auto [rows, columns] = SumsOf(instance.solution, n, m);
    instance.a = std::move(rows);
    instance.b = std::move(columns);
    return instance;
  }

  void DeclareFields(environments::InstanceFields<KakurasuInstance>& fields) const override {
    using I = KakurasuInstance;
    auto n = [](const I& x) { return x.n; };
    auto m = [](const I& x) { return x.m; };
    fields.Int("n", &I::n, 2, kMaxSide)
        .Int("m", &I::m, 2, kMaxSide)
        .Ints("a", &I::a, n, 0, [](const I& x) { return x.m * (x.m + 1) / 2; })
        .SizedBy(n)
        .Ints("b", &I::b, m, 0, [](const I& x) { return x.n * (x.n + 1) / 2; })
        .SizedBy(m)
        .Grid("solution", &I::solution, n, m, 0, 1)
        .Optional();
  }
  absl::Status Finish(KakurasuInstance& instance) const override {
    if (instance.solution.empty()) return absl::OkStatus();
    if (Satisfied(instance, instance.solution) != instance.n + instance.m) {
      return BadInstance("solution", "does not have the given row and column sums");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const KakurasuInstance& instance) const override {
    std::vector<std::string> a, b;
    for (size_t i = 0; i < instance.a.size(); ++i) a.push_back(absl::StrCat(i + 1, ": ", instance.a[i]));
    for (size_t j = 0; j < instance.b.size(); ++j) b.push_back(absl::StrCat(j + 1, ": ", instance.b[j]));
    return absl::StrCat(
        "Write a 0 or a 1 in every cell of a grid with ", instance.n, " rows and ", instance.m,
        " columns. Rows are numbered 1 to ", instance.n, " from the top and columns 1 to ",
        instance.m,
        " from the left.\n- In each row, add up the numbers of the columns "
        "where that row has a 1; the total must be A for that row.\n- In each "
        "column, add up the numbers of the rows where that column has a 1; "
        "the total must be B for that column.\n\nA by row (row: A): ",
        absl::StrJoin(a, ", "), "\nB by column (column: B): ", absl::StrJoin(b, ", "),
        "\n\nPut the grid inside <answer> </answer> tags: ", instance.n,
        " lines, top row first, each line the ", instance.m,
        " digits (0 or 1) of its row from left to right, with nothing between them.");
  }
  std::string Reference(const KakurasuInstance& instance) const override {
    // Explicit instances need not carry a solution; generated ones always do.
    // A corrupted last digit (1 -> 2 is no cell; 0 -> 1 moves the last
    // row's sum by m) never keeps full credit.
    if (instance.solution.empty()) return "";
    return environments::AnswerTagged(GridText(instance.solution, instance.m));
  }

  absl::StatusOr<Verdict> Grade(const KakurasuInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const std::optional<std::vector<int64_t>> cells = environments::BinaryRows(*answer, instance.n, instance.m);
    if (!cells) return environments::Unparsed();
    return environments::Graded(Satisfied(instance, *cells), instance.n + instance.m,
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace kakurasu_cc

absl::Status RegisterKakurasuEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog, std::make_unique<KakurasuEnvironment>());
}

}  // namespace referee
